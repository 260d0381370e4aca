// Composite shape ops that build products of tensors: cartesian_prod,
// combinations, block_diag, kron, vander (and linalg.vander) and the cross
// products, written in yaten ops and differentiated through them.
#include <algorithm>
#include <optional>
#include <vector>

#include "autograd/composite/math/composite_writes.h"
#include "autograd/tensor_operators.h"
#include "generated/autograd/ops/block_diag.h"
#include "generated/autograd/ops/cartesian_prod.h"
#include "generated/autograd/ops/cat.h"
#include "generated/autograd/ops/combinations.h"
#include "generated/autograd/ops/cross.h"
#include "generated/autograd/ops/cumprod.h"
#include "generated/autograd/ops/expand.h"
#include "generated/autograd/ops/flip.h"
#include "generated/autograd/ops/index_select.h"
#include "generated/autograd/ops/kron.h"
#include "generated/autograd/ops/linalg_cross.h"
#include "generated/autograd/ops/linalg_vander.h"
#include "generated/autograd/ops/ones.h"
#include "generated/autograd/ops/reshape.h"
#include "generated/autograd/ops/select.h"
#include "generated/autograd/ops/stack.h"
#include "generated/autograd/ops/to.h"
#include "generated/autograd/ops/unsqueeze.h"
#include "generated/autograd/ops/vander.h"
#include "generated/autograd/ops/zeros.h"
#include "runtime/error.h"
#include "runtime/kernels/common.h"
#include "runtime/shape.h"

namespace yaten {

namespace {

void check_vector(const Tensor& t) {
  YATEN_CHECK(t.dim() == 1, "Expect a 1D vector, but got shape ", shape_str(t.sizes()));
}

}  // namespace

Tensor cartesian_prod(const std::vector<Tensor>& tensors) {
  YATEN_CHECK(!tensors.empty(), "meshgrid expects a non-empty TensorList");
  for (const Tensor& t : tensors) check_vector(t);
  if (tensors.size() == 1) return tensors[0];
  DimVector grid;
  for (const Tensor& t : tensors) {
    YATEN_CHECK(t.dtype() == tensors[0].dtype(), "meshgrid expects all tensors to have the same dtype");
    grid.push_back(t.numel());
  }
  std::vector<Tensor> columns;
  for (size_t k = 0; k < tensors.size(); ++k) {
    DimVector shape(grid.size(), 1);
    shape[k] = -1;
    columns.push_back(yaten::reshape(yaten::expand(yaten::reshape(tensors[k], shape), grid), DimVector{-1}));
  }
  return yaten::stack(columns, 1);
}

namespace {

// C(n + r - 1, r) with replacement, C(n, r) without; nullopt past 2**62.
std::optional<int64_t> combination_count(int64_t n, int64_t r, bool with_replacement) {
  const __int128 top = with_replacement ? __int128{n} + r - 1 : n;
  if (r > top) return 0;
  const __int128 fewer = std::min<__int128>(r, top - r);  // at most n: the loop is short
  __int128 count = 1;
  for (__int128 i = 1; i <= fewer; ++i) {
    count = count * (top - fewer + i) / i;
    if (count > (__int128{1} << 62)) return std::nullopt;
  }
  return static_cast<int64_t>(count);
}

}  // namespace

Tensor combinations(const Tensor& self, int64_t r, bool with_replacement) {
  check_vector(self);
  YATEN_CHECK(r >= 0, "Expect a non-negative number, but got ", r);
  if (r == 0) return yaten::zeros(DimVector{0}, self.dtype(), false);
  const int64_t n = self.numel();
  const std::optional<int64_t> count = combination_count(n, r, with_replacement);
  YATEN_CHECK(count && (*count == 0 || r <= (int64_t{1} << 62) / *count), "combinations: C(", n, ", ", r,
              ") combinations are more than memory can hold");
  // Every increasing (non-decreasing with replacement) r-tuple of indices, in
  // itertools' lexicographic order, into a tensor allocated first (which
  // refuses what memory cannot hold).
  Tensor index = Tensor::empty(DimVector{*count * r}, ScalarType::Int64);
  int64_t* out = index.data<int64_t>();
  std::vector<int64_t> tuple(static_cast<size_t>(r));
  for (int64_t k = 0; k < r; ++k) tuple[k] = with_replacement ? 0 : k;
  for (int64_t c = 0; c < *count; ++c) {
    out = std::copy(tuple.begin(), tuple.end(), out);
    int64_t k = r - 1;  // the last slot that can still grow
    while (k >= 0 && tuple[k] == (with_replacement ? n - 1 : n - r + k)) --k;
    if (k < 0) break;
    ++tuple[k];
    for (int64_t j = k + 1; j < r; ++j) tuple[j] = with_replacement ? tuple[k] : tuple[j - 1] + 1;
  }
  return yaten::reshape(yaten::index_select(self, 0, index), DimVector{-1, r});
}

Tensor block_diag(const std::vector<Tensor>& tensors) {
  if (tensors.empty()) return yaten::zeros(DimVector{1, 0}, default_float_dtype(), false);
  const ScalarType dtype = kernels::result_type(tensors);
  std::vector<Tensor> blocks;
  int64_t width = 0;
  for (size_t i = 0; i < tensors.size(); ++i) {
    const Tensor& t = tensors[i];
    YATEN_CHECK(t.dim() <= 2, "torch.block_diag: Input tensors must have 2 or fewer dimensions. Input ", i, " has ",
                t.dim(), " dimensions");
    Tensor block = yaten::to(t.dim() == 2 ? t : yaten::reshape(t, DimVector{1, -1}), dtype, false, false);
    width += block.sizes()[1];
    blocks.push_back(block);
  }
  std::vector<Tensor> rows;
  int64_t left = 0;
  for (const Tensor& block : blocks) {
    const int64_t height = block.sizes()[0], cols = block.sizes()[1];
    rows.push_back(yaten::cat({yaten::zeros(DimVector{height, left}, dtype, false), block,
                               yaten::zeros(DimVector{height, width - left - cols}, dtype, false)},
                              1));
    left += cols;
  }
  return yaten::cat(rows, 0);
}

Tensor kron(const Tensor& self, const Tensor& other) {
  const int64_t n = std::max(self.dim(), other.dim());
  auto padded = [n](const Tensor& t) {
    DimVector sizes(static_cast<size_t>(n - t.dim()), 1);
    for (int64_t s : t.sizes()) sizes.push_back(s);
    return sizes;
  };
  const DimVector a = padded(self), b = padded(other);
  DimVector a_spread, b_spread, result;
  for (int64_t i = 0; i < n; ++i) {
    a_spread.push_back(a[i]);
    a_spread.push_back(1);
    b_spread.push_back(1);
    b_spread.push_back(b[i]);
    result.push_back(a[i] * b[i]);
  }
  return yaten::reshape(yaten::reshape(self, a_spread) * yaten::reshape(other, b_spread), result);
}

Tensor kron_out(const Tensor& self, const Tensor& other, const Tensor& out) {
  return composite::write_out(out, {self, other}, "kron", out_dtype::kron, [&] { return yaten::kron(self, other); });
}

namespace {

// Columns x**0, x**1, ..., x**(N-1) along a new last dim, integers computed in int64.
Tensor increasing_powers(const Tensor& x, int64_t N) {
  const ScalarType dtype = is_integral(x.dtype(), true) ? ScalarType::Int64 : x.dtype();
  Tensor base = yaten::unsqueeze(yaten::to(x, dtype, false, false), -1);
  DimVector ones_shape = base.sizes();
  Tensor ones = yaten::ones(ones_shape, dtype, false);
  if (N <= 1) {
    ones_shape[ones_shape.size() - 1] = N;
    return N == 1 ? ones : yaten::zeros(ones_shape, dtype, false);
  }
  DimVector spread = base.sizes();
  spread[spread.size() - 1] = N - 1;
  return yaten::cat({ones, yaten::cumprod(yaten::expand(base, spread), -1, std::nullopt)}, -1);
}

}  // namespace

Tensor vander(const Tensor& x, std::optional<int64_t> N, bool increasing) {
  YATEN_CHECK(x.dim() == 1, "x must be a one-dimensional tensor.");
  const int64_t columns = N.value_or(x.numel());
  YATEN_CHECK(columns >= 0, "N must be non-negative.");
  Tensor powers = increasing_powers(x, columns);
  return increasing ? powers : yaten::flip(powers, DimVector{1});
}

Tensor linalg_vander(const Tensor& x, std::optional<int64_t> N) {
  YATEN_CHECK(x.dtype() != ScalarType::BFloat16, "linalg.vander supports floating point, complex, and integer tensors, but got BFloat16");
  const int64_t columns = N.value_or(x.dim() == 0 ? 1 : x.sizes().back());
  YATEN_CHECK(columns > 1, "N must be greater than 1.");
  return increasing_powers(x, columns);
}

namespace {

Tensor cross_along(const Tensor& self, const Tensor& other, std::optional<int64_t> dim) {
  refuse_dtypes(self.dtype(), {ScalarType::Float16}, "cross");
  YATEN_CHECK(self.dim() == other.dim(), "linalg.cross: inputs must have the same number of dimensions.");
  YATEN_CHECK(self.dtype() == other.dtype(), "expected scalar type ", torch_dtype_name(self.dtype()),
              " but found ", torch_dtype_name(other.dtype()));
  const DimVector shape = broadcast_shapes(self.sizes(), other.sizes(), "linalg.cross");
  int64_t d;
  if (dim) {
    d = wrap_dim(*dim, static_cast<int64_t>(shape.size()), "linalg.cross");
  } else {
    // torch's default: the first dim of size 3 of self.
    auto found = std::find(self.sizes().begin(), self.sizes().end(), 3);
    YATEN_CHECK(found != self.sizes().end(), "no dimension of size 3 in input");
    d = found - self.sizes().begin();
  }
  const int64_t given = dim.value_or(d);
  YATEN_CHECK(self.sizes()[d] == 3 && other.sizes()[d] == 3, "linalg.cross: inputs dimension ", given,
              " must have length 3. Got ", self.sizes()[d], " and ", other.sizes()[d]);
  Tensor a = yaten::expand(self, shape), b = yaten::expand(other, shape);
  auto at = [d](const Tensor& t, int64_t i) { return yaten::select(t, d, i); };
  return yaten::stack({at(a, 1) * at(b, 2) - at(a, 2) * at(b, 1), at(a, 2) * at(b, 0) - at(a, 0) * at(b, 2),
                       at(a, 0) * at(b, 1) - at(a, 1) * at(b, 0)},
                      d);
}

}  // namespace

Tensor cross(const Tensor& self, const Tensor& other, std::optional<int64_t> dim) {
  return cross_along(self, other, dim);
}

Tensor cross_out(const Tensor& self, const Tensor& other, std::optional<int64_t> dim, const Tensor& out) {
  return composite::write_out(out, {self, other}, "cross", out_dtype::cross, [&] { return cross_along(self, other, dim); });
}

Tensor linalg_cross(const Tensor& self, const Tensor& other, int64_t dim) { return cross_along(self, other, dim); }

Tensor linalg_cross_out(const Tensor& self, const Tensor& other, int64_t dim, const Tensor& out) {
  return composite::write_out(out, {self, other}, "linalg.cross", out_dtype::linalg_cross, [&] { return cross_along(self, other, dim); });
}

}  // namespace yaten
