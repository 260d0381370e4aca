// Composite shape ops around diagonals (diag, diag_embed, diagflat, trace)
// and the backward passes of the strided views (as_strided, unfold), which
// scatter-add the gradient through storage positions so that they are
// themselves differentiable.
#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <optional>
#include <vector>

#include "autograd/composite/math/composite_writes.h"
#include "autograd/tensor_operators.h"
#include "generated/autograd/ops/as_strided_backward.h"
#include "generated/autograd/ops/clone.h"
#include "generated/autograd/ops/diag.h"
#include "generated/autograd/ops/diag_embed.h"
#include "generated/autograd/ops/diagflat.h"
#include "generated/autograd/ops/diagonal.h"
#include "generated/autograd/ops/diagonal_backward.h"
#include "generated/autograd/ops/flatten.h"
#include "generated/autograd/ops/index_add.h"
#include "generated/autograd/ops/index_select.h"
#include "generated/autograd/ops/movedim.h"
#include "generated/autograd/ops/reshape.h"
#include "generated/autograd/ops/sum.h"
#include "generated/autograd/ops/trace.h"
#include "generated/autograd/ops/unfold_backward.h"
#include "generated/autograd/ops/zeros.h"
#include "runtime/error.h"
#include "runtime/kernels/common.h"
#include "runtime/shape.h"

namespace yaten {

Tensor diag_embed(const Tensor& self, int64_t offset, int64_t dim1, int64_t dim2) {
  YATEN_CHECK(self.dim() >= 1, "diag_embed: expected an input of at least 1 dimension, got 0");
  const int64_t n = self.dim() + 1;
  const int64_t d1 = wrap_dim(dim1, n, "diag_embed"), d2 = wrap_dim(dim2, n, "diag_embed");
  YATEN_CHECK(d1 != d2, "diagonal dimensions cannot be identical ", dim1, ", ", dim2);
  int64_t side = 0;
  YATEN_CHECK(offset != INT64_MIN && !__builtin_add_overflow(self.sizes().back(), std::abs(offset), &side),
              "diag_embed: offset ", offset, " makes a matrix larger than an int64 can count");
  DimVector sizes(self.sizes().data(), self.sizes().size() - 1);
  sizes.insert(static_cast<size_t>(std::min(d1, d2)), side);
  sizes.insert(static_cast<size_t>(std::max(d1, d2)), side);
  return yaten::diagonal_backward(self, sizes, offset, d1, d2);
}

Tensor diag(const Tensor& self, int64_t diagonal) {
  refuse_dtypes(self.dtype(), {ScalarType::Float16}, "diag");
  YATEN_CHECK(self.dim() == 1 || self.dim() == 2, "matrix or a vector expected");
  if (self.dim() == 1) return yaten::diag_embed(self, diagonal, 0, 1);
  return yaten::clone(yaten::diagonal(self, diagonal, 0, 1));
}

Tensor diag_out(const Tensor& self, int64_t diagonal, const Tensor& out) {
  return composite::write_out(out, {self}, "diag", out_dtype::diag, [&] { return yaten::diag(self, diagonal); });
}

Tensor diagflat(const Tensor& self, int64_t offset) { return yaten::diag(yaten::flatten(self, 0, -1), offset); }

Tensor trace(const Tensor& self) {
  refuse_dtypes(self.dtype(), {ScalarType::Float16, ScalarType::BFloat16}, "trace");
  YATEN_CHECK(self.dim() == 2, "trace: expected a matrix, but got tensor with dim ", self.dim());
  return yaten::sum(yaten::diagonal(self, 0, 0, 1), std::nullopt, false, std::nullopt);
}

namespace {

// The storage position (in elements) of each element of a tensor of this
// geometry, in row-major order of its indices.
std::vector<int64_t> storage_positions(const DimVector& sizes, const DimVector& strides, int64_t offset) {
  std::vector<int64_t> out(static_cast<size_t>(checked_numel(sizes, "as_strided_backward")));
  DimVector index(sizes.size(), 0);
  int64_t position = offset;
  for (int64_t& slot : out) {
    slot = position;
    for (int64_t d = static_cast<int64_t>(sizes.size()) - 1; d >= 0; --d) {
      if (++index[d] < sizes[d]) {
        position += strides[d];
        break;
      }
      position -= (sizes[d] - 1) * strides[d];
      index[d] = 0;
    }
  }
  return out;
}

Tensor int64_vector(const std::vector<int64_t>& values, int64_t minus) {
  Tensor t = Tensor::empty(DimVector{static_cast<int64_t>(values.size())}, ScalarType::Int64);
  int64_t* p = t.data<int64_t>();
  for (int64_t v : values) *p++ = v - minus;
  return t;
}

}  // namespace

Tensor as_strided_backward(const Tensor& grad, const DimVector& input_sizes, const DimVector& input_strides,
                           int64_t input_storage_offset, const DimVector& size, const DimVector& stride,
                           std::optional<int64_t> storage_offset) {
  const std::vector<int64_t> read = storage_positions(size, stride, storage_offset.value_or(input_storage_offset));
  const std::vector<int64_t> held = storage_positions(input_sizes, input_strides, input_storage_offset);
  if (read.empty() || held.empty()) return yaten::zeros(input_sizes, grad.dtype(), false);
  const auto [read_lo, read_hi] = std::minmax_element(read.begin(), read.end());
  const auto [held_lo, held_hi] = std::minmax_element(held.begin(), held.end());
  const int64_t base = std::min(*read_lo, *held_lo);
  const int64_t extent = std::max(*read_hi, *held_hi) - base + 1;
  Tensor storage = yaten::index_add(yaten::zeros(DimVector{extent}, grad.dtype(), false), 0, int64_vector(read, base),
                                    yaten::reshape(grad, DimVector{-1}), 1);
  // Input elements that share a storage element share its gradient equally.
  std::vector<int64_t> sharers(static_cast<size_t>(extent), 0);
  bool overlapping = false;
  for (int64_t p : held) overlapping |= ++sharers[static_cast<size_t>(p - base)] > 1;
  Tensor result = yaten::index_select(storage, 0, int64_vector(held, base));
  if (overlapping) {
    std::vector<int64_t> per_element;
    for (int64_t p : held) per_element.push_back(sharers[static_cast<size_t>(p - base)]);
    result = result / kernels::to_dtype(int64_vector(per_element, 0), grad.dtype());
  }
  return yaten::reshape(result, input_sizes);
}

Tensor unfold_backward(const Tensor& grad_in, const DimVector& input_sizes, int64_t dim, int64_t size, int64_t step) {
  // A 0-d input unfolds as a 1-d one of one element.
  const DimVector sizes = input_sizes.empty() ? DimVector{1} : input_sizes;
  const int64_t d = wrap_dim(dim, static_cast<int64_t>(sizes.size()), "unfold_backward");
  Tensor windows = input_sizes.empty() ? yaten::reshape(grad_in, DimVector{1, size}) : grad_in;
  const int64_t count = windows.sizes()[static_cast<size_t>(d)];
  DimVector merged = sizes;
  merged[static_cast<size_t>(d)] = count * size;
  Tensor source = yaten::reshape(yaten::movedim(windows, DimVector{-1}, DimVector{d + 1}), merged);
  std::vector<int64_t> positions;
  for (int64_t w = 0; w < count; ++w)
    for (int64_t k = 0; k < size; ++k) positions.push_back(w * step + k);
  Tensor result = yaten::index_add(yaten::zeros(sizes, grad_in.dtype(), false), d, int64_vector(positions, 0), source, 1);
  return input_sizes.empty() ? yaten::reshape(result, input_sizes) : result;
}

}  // namespace yaten
