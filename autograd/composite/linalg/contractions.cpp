// Composite contractions on mm / bmm / mv: tensordot, the add*-products
// (baddbmm, addbmm, addmv, addr with their in-place and out= forms),
// chain_matmul and linalg.multi_dot (in the cheapest order), inner, vdot.
#include <cstring>
#include <string>
#include <vector>

#include "autograd/composite/math/composite_writes.h"
#include "autograd/formula_helpers.h"
#include "autograd/tensor_operators.h"
#include "generated/autograd/ops/add.h"
#include "generated/autograd/ops/addbmm.h"
#include "generated/autograd/ops/addmv.h"
#include "generated/autograd/ops/addr.h"
#include "generated/autograd/ops/baddbmm.h"
#include "generated/autograd/ops/bmm.h"
#include "generated/autograd/ops/chain_matmul.h"
#include "generated/autograd/ops/clone.h"
#include "generated/autograd/ops/dot.h"
#include "generated/autograd/ops/expand.h"
#include "generated/autograd/ops/inner.h"
#include "generated/autograd/ops/linalg_multi_dot.h"
#include "generated/autograd/ops/mm.h"
#include "generated/autograd/ops/mul.h"
#include "generated/autograd/ops/mv.h"
#include "generated/autograd/ops/outer.h"
#include "generated/autograd/ops/permute.h"
#include "generated/autograd/ops/reshape.h"
#include "generated/autograd/ops/squeeze.h"
#include "generated/autograd/ops/tensordot.h"
#include "generated/autograd/ops/to.h"
#include "generated/autograd/ops/unsqueeze.h"
#include "generated/autograd/ops/vdot.h"
#include "runtime/dtype.h"
#include "runtime/error.h"
#include "runtime/scalar_range.h"
#include "runtime/shape.h"

namespace yaten {

Tensor tensordot(const Tensor& self, const Tensor& other, const DimVector& dims_self, const DimVector& dims_other) {
  YATEN_CHECK(dims_self.size() == dims_other.size(), "both dimension lists should have same length");
  std::vector<bool> contracted_self(static_cast<size_t>(self.dim()), false);
  std::vector<bool> contracted_other(static_cast<size_t>(other.dim()), false);
  DimVector ks, ko;
  int64_t k = 1;
  for (size_t i = 0; i < dims_self.size(); ++i) {
    const int64_t ds = wrap_dim(dims_self[i], self.dim(), "tensordot");
    const int64_t dot = wrap_dim(dims_other[i], other.dim(), "tensordot");
    const int64_t ss = self.sizes()[static_cast<size_t>(ds)], so = other.sizes()[static_cast<size_t>(dot)];
    YATEN_CHECK(ss == so, "contracted dimensions need to match, but first has size ", ss, " in dim ", ds,
                " and second has size ", so, " in dim ", dot);
    YATEN_CHECK(!contracted_self[static_cast<size_t>(ds)] && !contracted_other[static_cast<size_t>(dot)],
                "tensordot: a dimension appears more than once in dims");
    contracted_self[static_cast<size_t>(ds)] = contracted_other[static_cast<size_t>(dot)] = true;
    ks.push_back(ds);
    ko.push_back(dot);
    k *= ss;
  }
  // self as [free, contracted] (m x k), other as [contracted, free] (k x n).
  DimVector order_self, order_other = ko, out_shape;
  int64_t m = 1, n = 1;
  for (int64_t d = 0; d < self.dim(); ++d) {
    if (contracted_self[static_cast<size_t>(d)]) continue;
    order_self.push_back(d);
    out_shape.push_back(self.sizes()[static_cast<size_t>(d)]);
    m *= self.sizes()[static_cast<size_t>(d)];
  }
  for (int64_t d : ks) order_self.push_back(d);
  for (int64_t d = 0; d < other.dim(); ++d) {
    if (contracted_other[static_cast<size_t>(d)]) continue;
    order_other.push_back(d);
    out_shape.push_back(other.sizes()[static_cast<size_t>(d)]);
    n *= other.sizes()[static_cast<size_t>(d)];
  }
  Tensor a = yaten::reshape(yaten::permute(self, order_self), DimVector{m, k});
  Tensor b = yaten::reshape(yaten::permute(other, order_other), DimVector{k, n});
  return yaten::reshape(yaten::mm(a, b), out_shape);
}

Tensor tensordot_out(const Tensor& self, const Tensor& other, const DimVector& dims_self, const DimVector& dims_other,
                     const Tensor& out) {
  return composite::write_out(out, {self, other}, "tensordot", out_dtype::tensordot, [&] { return tensordot(self, other, dims_self, dims_other); });
}

namespace {

// beta * self + alpha * product, self broadcast to product's shape; a zero
// beta leaves self out (its NaNs do not propagate), as torch's kernels do.
// beta and alpha are read as product's dtype (with `as_compute`, as float32
// for the 16-bit floats), refused where they do not fit.
Tensor scaled_sum(const char* op_name, const Tensor& self, const Tensor& product, const Scalar& beta, const Scalar& alpha,
                  bool as_compute = false) {
  broadcast_shapes(self.sizes(), product.sizes(), op_name);
  YATEN_CHECK(broadcast_shapes(self.sizes(), product.sizes(), op_name) == product.sizes(), op_name,
              ": the shape of self ", shape_str(self.sizes()), " does not broadcast to the product's ",
              shape_str(product.sizes()));
  // As torch's kernels: addr refuses a float beta or alpha for integers;
  // the others read them as the element type (checked, a float truncated).
  const bool integral = is_integral(product.dtype(), false);
  YATEN_CHECK(!is_integral(product.dtype(), true) || std::strcmp(op_name, "addr") != 0 ||
                  (!alpha.is_floating() && !beta.is_floating()),
              "For integral input tensors, argument ", beta.is_floating() ? "beta" : "alpha",
              " must not be a floating point number.");
  const ScalarType read_as = as_compute ? compute_dtype(product.dtype()) : product.dtype();
  check_scalar_fits(beta, read_as);
  check_scalar_fits(alpha, read_as);
  // A bool product reads them as bools (a number would promote the sum to
  // int64), an integer one as integers.
  const bool logical = product.dtype() == ScalarType::Bool;
  auto read = [&](const Scalar& s) {
    return logical ? Scalar(s.to_bool()) : integral && s.is_floating() ? Scalar(s.to<int64_t>()) : s;
  };
  const Scalar b = read(beta), a = read(alpha);
  Tensor scaled = maybe_multiply(product, a);
  if (b.equals(0)) return scaled.sizes() == product.sizes() ? scaled : yaten::expand(scaled, product.sizes());
  return yaten::add(maybe_multiply(self, b), scaled, Scalar(1));
}

void check_dim(const Tensor& t, int64_t dim, const char* what) {
  YATEN_CHECK(t.dim() == dim, what, " must be a ", dim, "D tensor");
}

Tensor baddbmm_value(const Tensor& self, const Tensor& batch1, const Tensor& batch2, const Scalar& beta, const Scalar& alpha) {
  check_dim(batch1, 3, "batch1");
  check_dim(batch2, 3, "batch2");
  const ScalarType dtype = batch1.dtype();
  refuse_dtypes(dtype, {ScalarType::Float16}, "baddbmm");
  if (is_reduced_floating(dtype) && self.dtype() == dtype && batch2.dtype() == dtype) {
    check_scalar_fits(beta, dtype);
    check_scalar_fits(alpha, dtype);
    // torch's kernel sums beta * self and the product in float32 and rounds once.
    auto wide = [](const Tensor& t) { return yaten::to(t, ScalarType::Float32, false, false); };
    return yaten::to(baddbmm_value(wide(self), wide(batch1), wide(batch2), beta, alpha), dtype, false, false);
  }
  return scaled_sum("baddbmm", self, yaten::bmm(batch1, batch2), beta, alpha);
}

Tensor addbmm_value(const Tensor& self, const Tensor& batch1, const Tensor& batch2, const Scalar& beta, const Scalar& alpha) {
  check_dim(batch1, 3, "batch1");
  check_dim(batch2, 3, "batch2");
  YATEN_CHECK(batch1.sizes()[0] == batch2.sizes()[0], "batch1 and batch2 must have same number of batches, got ",
              batch1.sizes()[0], " and ", batch2.sizes()[0]);
  YATEN_CHECK(batch1.sizes()[2] == batch2.sizes()[1], "Incompatible matrix sizes for bmm (", batch1.sizes()[1], "x",
              batch1.sizes()[2], " and ", batch2.sizes()[1], "x", batch2.sizes()[2], ")");
  // The sum over the batch of batch1[i] @ batch2[i] is one product over (batch, k).
  const int64_t b = batch1.sizes()[0], n = batch1.sizes()[1], k = batch1.sizes()[2], p = batch2.sizes()[2];
  Tensor left = yaten::reshape(yaten::permute(batch1, DimVector{1, 0, 2}), DimVector{n, b * k});
  Tensor right = yaten::reshape(batch2, DimVector{b * k, p});
  return scaled_sum("addbmm", self, yaten::mm(left, right), beta, alpha, /*as_compute=*/true);
}

Tensor addmv_value(const Tensor& self, const Tensor& mat, const Tensor& vec, const Scalar& beta, const Scalar& alpha) {
  YATEN_CHECK(mat.dim() == 2 && vec.dim() == 1, "vector + matrix @ vector expected, got ", self.dim(), ", ", mat.dim(),
              ", ", vec.dim());
  return scaled_sum("addmv", self, yaten::mv(mat, vec), beta, alpha);
}

Tensor addr_value(const Tensor& self, const Tensor& vec1, const Tensor& vec2, const Scalar& beta, const Scalar& alpha) {
  YATEN_CHECK(vec1.dim() == 1, "addr: Expected 1-D argument vec1, but got ", vec1.dim(), "-D");
  YATEN_CHECK(vec2.dim() == 1, "addr: Expected 1-D argument vec2, but got ", vec2.dim(), "-D");
  return scaled_sum("addr", self, yaten::outer(vec1, vec2), beta, alpha);
}

using ProductValue = Tensor (*)(const Tensor&, const Tensor&, const Tensor&, const Scalar&, const Scalar&);

Tensor inplace_form(ProductValue value, const char* op_name, const Tensor& self, const Tensor& a, const Tensor& b,
                    const Scalar& beta, const Scalar& alpha) {
  return composite::write_inplace(self, op_name, [&](const Tensor& s) { return value(s, a, b, beta, alpha); });
}

Tensor out_form(ProductValue value, const char* op_name, const Tensor& self, const Tensor& a, const Tensor& b,
                const Scalar& beta, const Scalar& alpha, const Tensor& out, autograd::OutDtype rule) {
  return composite::write_out(out, {self, a, b}, op_name, rule, [&] { return value(self, a, b, beta, alpha); });
}

}  // namespace

Tensor baddbmm(const Tensor& self, const Tensor& batch1, const Tensor& batch2, const Scalar& beta, const Scalar& alpha) {
  return baddbmm_value(self, batch1, batch2, beta, alpha);
}
Tensor baddbmm_(const Tensor& self, const Tensor& batch1, const Tensor& batch2, const Scalar& beta, const Scalar& alpha) {
  return inplace_form(baddbmm_value, "baddbmm_", self, batch1, batch2, beta, alpha);
}
Tensor baddbmm_out(const Tensor& self, const Tensor& batch1, const Tensor& batch2, const Scalar& beta, const Scalar& alpha,
                   const Tensor& out) {
  return out_form(baddbmm_value, "baddbmm", self, batch1, batch2, beta, alpha, out, out_dtype::baddbmm);
}

Tensor addbmm(const Tensor& self, const Tensor& batch1, const Tensor& batch2, const Scalar& beta, const Scalar& alpha) {
  return addbmm_value(self, batch1, batch2, beta, alpha);
}
Tensor addbmm_(const Tensor& self, const Tensor& batch1, const Tensor& batch2, const Scalar& beta, const Scalar& alpha) {
  return inplace_form(addbmm_value, "addbmm_", self, batch1, batch2, beta, alpha);
}
Tensor addbmm_out(const Tensor& self, const Tensor& batch1, const Tensor& batch2, const Scalar& beta, const Scalar& alpha,
                  const Tensor& out) {
  return out_form(addbmm_value, "addbmm", self, batch1, batch2, beta, alpha, out, out_dtype::addbmm);
}

Tensor addmv(const Tensor& self, const Tensor& mat, const Tensor& vec, const Scalar& beta, const Scalar& alpha) {
  return addmv_value(self, mat, vec, beta, alpha);
}
Tensor addmv_(const Tensor& self, const Tensor& mat, const Tensor& vec, const Scalar& beta, const Scalar& alpha) {
  return inplace_form(addmv_value, "addmv_", self, mat, vec, beta, alpha);
}
Tensor addmv_out(const Tensor& self, const Tensor& mat, const Tensor& vec, const Scalar& beta, const Scalar& alpha,
                 const Tensor& out) {
  return out_form(addmv_value, "addmv", self, mat, vec, beta, alpha, out, out_dtype::addmv);
}

Tensor addr(const Tensor& self, const Tensor& vec1, const Tensor& vec2, const Scalar& beta, const Scalar& alpha) {
  return addr_value(self, vec1, vec2, beta, alpha);
}
Tensor addr_(const Tensor& self, const Tensor& vec1, const Tensor& vec2, const Scalar& beta, const Scalar& alpha) {
  return inplace_form(addr_value, "addr_", self, vec1, vec2, beta, alpha);
}
Tensor addr_out(const Tensor& self, const Tensor& vec1, const Tensor& vec2, const Scalar& beta, const Scalar& alpha,
                const Tensor& out) {
  return out_form(addr_value, "addr", self, vec1, vec2, beta, alpha, out, out_dtype::addr);
}

namespace {

// The product of 2-D matrices in the order of fewest multiply-adds (the
// classic matrix-chain dynamic programme over split points).
Tensor chain_product(const std::vector<Tensor>& m, const char* op_name) {
  const size_t n = m.size();
  std::vector<int64_t> dims{m[0].sizes()[0]};
  for (size_t i = 0; i < n; ++i) {
    YATEN_CHECK(m[i].sizes()[0] == dims.back(), op_name, ": tensors ", i - 1, " and ", i,
                " with shapes ", shape_str(m[i - 1].sizes()), " and ", shape_str(m[i].sizes()), " cannot be multiplied");
    dims.push_back(m[i].sizes()[1]);
  }
  std::vector<std::vector<double>> cost(n, std::vector<double>(n, 0));
  std::vector<std::vector<size_t>> split(n, std::vector<size_t>(n, 0));
  for (size_t len = 1; len < n; ++len) {
    for (size_t i = 0; i + len < n; ++i) {
      const size_t j = i + len;
      cost[i][j] = -1;
      for (size_t s = i; s < j; ++s) {
        const double c = cost[i][s] + cost[s + 1][j] +
                         static_cast<double>(dims[i]) * static_cast<double>(dims[s + 1]) * static_cast<double>(dims[j + 1]);
        if (cost[i][j] < 0 || c < cost[i][j]) {
          cost[i][j] = c;
          split[i][j] = s;
        }
      }
    }
  }
  auto product = [&](auto&& self, size_t i, size_t j) -> Tensor {
    if (i == j) return m[i];
    return yaten::mm(self(self, i, split[i][j]), self(self, split[i][j] + 1, j));
  };
  return product(product, 0, n - 1);
}

}  // namespace

Tensor chain_matmul(const std::vector<Tensor>& matrices) {
  YATEN_CHECK(!matrices.empty(), "chain_matmul(): Expected one or more matrices");
  for (const Tensor& t : matrices) YATEN_CHECK(t.dim() == 2, "Tensor dimension is ", t.dim(), ", expected 2 instead.");
  if (matrices.size() == 1) return yaten::clone(matrices[0]);
  return chain_product(matrices, "chain_matmul");
}

Tensor chain_matmul_out(const std::vector<Tensor>& matrices, const Tensor& out) {
  for (const Tensor& t : matrices) autograd::check_out_no_grad("chain_matmul", t);
  // One matrix is copied into out, as torch copies it: any dtype.
  auto rule = matrices.size() == 1 ? autograd::OutDtype::any : out_dtype::chain_matmul;
  return composite::write_out(out, {}, "chain_matmul", rule, [&] { return chain_matmul(matrices); });
}

Tensor linalg_multi_dot(const std::vector<Tensor>& tensors) {
  const size_t n = tensors.size();
  YATEN_CHECK(n >= 2, "multi_dot(): expected at least 2 tensors but got ", n);
  const int64_t first = tensors.front().dim(), last = tensors.back().dim();
  YATEN_CHECK(first == 1 || first == 2, "multi_dot(): the first tensor must be 1D or 2D but got ", first, "D");
  YATEN_CHECK(last == 1 || last == 2, "multi_dot(): the last tensor must be 1D or 2D but got ", last, "D");
  for (size_t i = 1; i + 1 < n; ++i)
    YATEN_CHECK(tensors[i].dim() == 2, "multi_dot(): tensor ", i, " must be 2D but got ", tensors[i].dim(), "D");
  for (size_t i = 1; i < n; ++i)
    YATEN_CHECK(tensors[i].dtype() == tensors[0].dtype(), "multi_dot(): all tensors must have be the same dtype but tensor 0 is ",
                dtype_name(tensors[0].dtype()), " and tensor ", i, " ", dtype_name(tensors[i].dtype()));
  // A 1-D first tensor is a row, a 1-D last one a column; both dims go again at the end.
  std::vector<Tensor> matrices = tensors;
  if (first == 1) matrices.front() = yaten::unsqueeze(matrices.front(), 0);
  if (last == 1) matrices.back() = yaten::unsqueeze(matrices.back(), 1);
  Tensor result = chain_product(matrices, "multi_dot()");
  if (last == 1) result = yaten::squeeze(result, 1);
  if (first == 1) result = yaten::squeeze(result, 0);
  return result;
}

Tensor linalg_multi_dot_out(const std::vector<Tensor>& tensors, const Tensor& out) {
  for (const Tensor& t : tensors) autograd::check_out_no_grad("linalg_multi_dot", t);
  return composite::write_out(out, {}, "linalg_multi_dot", out_dtype::linalg_multi_dot, [&] { return linalg_multi_dot(tensors); });
}

Tensor inner(const Tensor& self, const Tensor& other) {
  if (self.dim() == 0 || other.dim() == 0) return yaten::mul(self, other);
  YATEN_CHECK(self.sizes().back() == other.sizes().back(), "inner() the last dimension must match on both input tensors but got shapes ",
              shape_str(self.sizes()), " and ", shape_str(other.sizes()));
  return tensordot(self, other, DimVector{-1}, DimVector{-1});
}

Tensor inner_out(const Tensor& self, const Tensor& other, const Tensor& out) {
  // A 0-d factor makes it torch's mul, whose out= casts.
  auto rule = self.dim() == 0 || other.dim() == 0 ? autograd::OutDtype::castable : out_dtype::inner;
  return composite::write_out(out, {self, other}, "inner", rule, [&] { return inner(self, other); });
}

Tensor vdot(const Tensor& self, const Tensor& other) {
  YATEN_CHECK(self.dim() == 1 && other.dim() == 1, "1D tensors expected, but got ", self.dim(), "D and ", other.dim(),
              "D tensors");
  return yaten::dot(self, other);
}

Tensor vdot_out(const Tensor& self, const Tensor& other, const Tensor& out) {
  return composite::write_out(out, {self, other}, "vdot", out_dtype::vdot, [&] { return vdot(self, other); });
}

}  // namespace yaten
