// The formula helpers, in terms of differentiable yaten ops.
#include "autograd/formula_helpers.h"

#include <cmath>

#include "autograd/tensor_operators.h"
#include "generated/autograd/ops/abs.h"
#include "generated/autograd/ops/any.h"
#include "generated/autograd/ops/arange.h"
#include "generated/autograd/ops/cat.h"
#include "generated/autograd/ops/cumprod.h"
#include "generated/autograd/ops/cumsum.h"
#include "generated/autograd/ops/eq.h"
#include "generated/autograd/ops/expand.h"
#include "generated/autograd/ops/flip.h"
#include "generated/autograd/ops/gather.h"
#include "generated/autograd/ops/ge.h"
#include "generated/autograd/ops/gt.h"
#include "generated/autograd/ops/le.h"
#include "generated/autograd/ops/log.h"
#include "generated/autograd/ops/logical_and.h"
#include "generated/autograd/ops/logical_or.h"
#include "generated/autograd/ops/lt.h"
#include "generated/autograd/ops/mean.h"
#include "generated/autograd/ops/mm.h"
#include "generated/autograd/ops/narrow.h"
#include "generated/autograd/ops/ones_like.h"
#include "generated/autograd/ops/pow.h"
#include "generated/autograd/ops/reshape.h"
#include "generated/autograd/ops/scatter_add.h"
#include "generated/autograd/ops/sgn.h"
#include "generated/autograd/ops/squeeze.h"
#include "generated/autograd/ops/sum.h"
#include "generated/autograd/ops/t.h"
#include "generated/autograd/ops/to.h"
#include "generated/autograd/ops/unsqueeze.h"
#include "generated/autograd/ops/where.h"
#include "generated/autograd/ops/zeros.h"
#include "generated/autograd/ops/zeros_like.h"
#include "runtime/error.h"
#include "runtime/shape.h"

namespace yaten {

namespace {

// Which dims of an ndim tensor a reduction over `dims` covers (empty: all).
std::vector<bool> dim_mask(const DimVector& dims, size_t ndim, const char* op_name) {
  std::vector<bool> mask(ndim, dims.empty());
  for (int64_t d : dims) {
    if (ndim == 0) continue;  // dim 0 / -1 of a 0-d tensor names nothing
    mask[wrap_dim(d, static_cast<int64_t>(ndim), op_name)] = true;
  }
  return mask;
}

DimVector mask_dims(const std::vector<bool>& mask) {
  DimVector out;
  for (size_t i = 0; i < mask.size(); ++i)
    if (mask[i]) out.push_back(static_cast<int64_t>(i));
  return out;
}

// Re-inserts the reduced dims (size 1) of a !keepdim reduction result.
Tensor unsqueeze_reduced(const Tensor& t, const std::vector<bool>& mask, bool keepdim) {
  if (keepdim) return t;
  Tensor out = t;
  for (size_t d = 0; d < mask.size(); ++d)
    if (mask[d]) out = yaten::unsqueeze(out, static_cast<int64_t>(d));
  return out;
}

Tensor expand_reduced_mask(const Tensor& grad, const DimVector& sizes, const std::vector<bool>& mask, bool keepdim) {
  if (sizes.empty()) return grad.dim() == 0 ? grad : yaten::reshape(grad, DimVector{});
  return yaten::expand(unsqueeze_reduced(grad, mask, keepdim), sizes);
}

double count_mask(const DimVector& sizes, const std::vector<bool>& mask) {
  double n = 1;
  for (size_t i = 0; i < sizes.size(); ++i)
    if (mask[i]) n *= static_cast<double>(sizes[i]);
  return n;
}

// Keepdim sum over the dims of mask (the whole tensor for a 0-d one).
Tensor sum_mask_keepdim(const Tensor& t, const std::vector<bool>& mask) {
  if (t.dim() == 0) return t;
  return yaten::sum(t, mask_dims(mask), true, std::nullopt);
}

// [1, x0, x0*x1, ...] along d: the product of the elements before each one.
Tensor exclusive_cumprod(const Tensor& x, int64_t d) {
  int64_t n = x.size(d);
  if (n == 0) return x;
  Tensor first = yaten::ones_like(yaten::narrow(x, d, 0, 1), std::nullopt, false);
  Tensor shifted = n == 1 ? first : yaten::cat({first, yaten::narrow(x, d, 0, n - 1)}, d);
  return yaten::cumprod(shifted, d, std::nullopt);
}

// The product of all elements of x along d except each one, without division.
Tensor prod_except_self(const Tensor& x, int64_t d) {
  DimVector flip_dims{d};
  Tensor before = exclusive_cumprod(x, d);
  Tensor after = yaten::flip(exclusive_cumprod(yaten::flip(x, flip_dims), d), flip_dims);
  return before * after;
}

Scalar minus_one(const Scalar& s) {
  if (s.is_floating()) return Scalar(s.to_double() - 1);
  return Scalar(s.to_int() - 1);
}

}  // namespace

// The zero of a wrapped Python number stays a wrapped number, so an op that
// takes a number of any dtype (index_put's values, type promotion) treats the
// zero as it treated the number: x[idx] = 0 on a float x in a graph.
Tensor zeros_like(const Tensor& self) {
  Tensor zeros = yaten::zeros_like(self, std::nullopt, false);
  if (self.defined() && self.impl()->is_wrapped_number()) zeros.impl()->set_wrapped_number(true);
  return zeros;
}

Tensor sum_to(const Tensor& grad, const DimVector& sizes) {
  if (grad.sizes() == sizes) return grad;
  const int64_t gdim = grad.dim();
  const int64_t sdim = static_cast<int64_t>(sizes.size());
  YATEN_CHECK(sdim <= gdim, "sum_to: size ", shape_str(sizes), " is not expandable to size ", shape_str(grad.sizes()));
  const int64_t lead = gdim - sdim;
  DimVector dims;
  for (int64_t i = 0; i < lead; ++i) dims.push_back(i);
  for (int64_t i = lead; i < gdim; ++i) {
    int64_t want = sizes[static_cast<size_t>(i - lead)];
    int64_t have = grad.sizes()[static_cast<size_t>(i)];
    if (want == have) continue;
    YATEN_CHECK(want == 1, "sum_to: size ", shape_str(sizes), " is not expandable to size ", shape_str(grad.sizes()));
    dims.push_back(i);
  }
  Tensor reduced = dims.empty() ? grad : yaten::sum(grad, dims, true, std::nullopt);
  return yaten::reshape(reduced, sizes);
}

Tensor expand_reduced(const Tensor& grad, const DimVector& sizes, const std::optional<DimVector>& dim, bool keepdim) {
  return expand_reduced_mask(grad, sizes, dim_mask(dim ? *dim : DimVector{}, sizes.size(), "expand_reduced"), keepdim);
}

Tensor expand_reduced(const Tensor& grad, const DimVector& sizes, const DimVector& dim, bool keepdim) {
  return expand_reduced_mask(grad, sizes, dim_mask(dim, sizes.size(), "expand_reduced"), keepdim);
}

Tensor expand_reduced(const Tensor& grad, const DimVector& sizes, int64_t dim, bool keepdim) {
  return expand_reduced_mask(grad, sizes, dim_mask(DimVector{dim}, sizes.size(), "expand_reduced"), keepdim);
}

Tensor expand_reduced(const Tensor& grad, const DimVector& sizes, std::optional<int64_t> dim, bool keepdim) {
  DimVector dims;
  if (dim) dims.push_back(*dim);
  return expand_reduced_mask(grad, sizes, dim_mask(dims, sizes.size(), "expand_reduced"), keepdim);
}

double reduced_count(const DimVector& sizes, const std::optional<DimVector>& dim) {
  return count_mask(sizes, dim_mask(dim ? *dim : DimVector{}, sizes.size(), "reduced_count"));
}

double reduced_count(const DimVector& sizes, const DimVector& dim) {
  return count_mask(sizes, dim_mask(dim, sizes.size(), "reduced_count"));
}

Tensor sum_keepdim(const Tensor& t, int64_t dim) { return yaten::sum(t, DimVector{dim}, true, std::nullopt); }

Tensor sum_all(const Tensor& t) { return yaten::sum(t, std::nullopt, false, std::nullopt); }

Tensor reverse_cumsum(const Tensor& t, int64_t dim) {
  if (t.dim() == 0) return t;
  DimVector dims{wrap_dim(dim, t.dim(), "cumsum")};
  return yaten::flip(yaten::cumsum(yaten::flip(t, dims), dims[0], std::nullopt), dims);
}

Tensor prod_backward(const Tensor& grad, const Tensor& self, const Tensor& /*result*/, std::optional<int64_t> dim,
                     bool keepdim) {
  if (self.dim() == 0) return grad;
  if (!dim) {
    Tensor flat = yaten::reshape(self, DimVector{-1});
    return yaten::reshape(grad * prod_except_self(flat, 0), self.sizes());
  }
  int64_t d = wrap_dim(*dim, self.dim(), "prod");
  Tensor g = keepdim ? grad : yaten::unsqueeze(grad, d);
  return g * prod_except_self(self, d);
}

Tensor extremum_backward(const Tensor& grad, const Tensor& self, const Tensor& result, const DimVector& dim,
                         bool keepdim) {
  if (self.dim() == 0) return grad;
  std::vector<bool> mask = dim_mask(dim, self.dim(), "amax");
  Tensor g = unsqueeze_reduced(grad, mask, keepdim);
  Tensor r = unsqueeze_reduced(result, mask, keepdim);
  Tensor ties = yaten::eq(self, r);
  Tensor count = sum_mask_keepdim(yaten::to(ties, grad.dtype(), false, false), mask);
  return (g * ties) / count;
}

Tensor extremum_backward_all(const Tensor& grad, const Tensor& self, const Tensor& result) {
  return extremum_backward(grad, self, result, DimVector{}, false);
}

Tensor index_reduction_backward(const Tensor& grad, const DimVector& sizes, int64_t dim, const Tensor& indices,
                                bool keepdim) {
  if (sizes.empty()) return grad;
  int64_t d = wrap_dim(dim, static_cast<int64_t>(sizes.size()), "max");
  Tensor g = keepdim ? grad : yaten::unsqueeze(grad, d);
  Tensor idx = keepdim ? indices : yaten::unsqueeze(indices, d);
  return yaten::scatter_add(yaten::zeros(sizes, grad.dtype(), false), d, idx, g);
}

Tensor var_backward(const Tensor& grad, const Tensor& self, const std::optional<DimVector>& dim, bool unbiased,
                    bool keepdim) {
  std::vector<bool> mask = dim_mask(dim ? *dim : DimVector{}, self.sizes().size(), "var");
  double n = count_mask(self.sizes(), mask);
  double correction = unbiased ? 1.0 : 0.0;
  Tensor g = expand_reduced_mask(grad, self.sizes(), mask, keepdim);
  Tensor mean = self.dim() == 0 ? self : yaten::mean(self, mask_dims(mask), true, std::nullopt);
  return g * (self - mean) * (2.0 / (n - correction));
}

Tensor norm_backward(const Tensor& grad, const Tensor& self, const std::optional<Scalar>& p, const Tensor& result,
                     const std::optional<DimVector>& dim, bool keepdim) {
  double pv = p ? p->to_double() : 2.0;
  std::vector<bool> mask = dim_mask(dim ? *dim : DimVector{}, self.sizes().size(), "norm");
  if (pv == 0.0) return zeros_like(self);
  Tensor g = expand_reduced_mask(grad, self.sizes(), mask, keepdim);
  if (pv == 1.0) return g * yaten::sgn(self);
  Tensor r = expand_reduced_mask(result, self.sizes(), mask, keepdim);
  Tensor r_is_zero = eq(r, 0);
  if (pv == 2.0) {
    Tensor scale = g / r;
    return self * yaten::where(r_is_zero, zeros_like(scale), scale);
  }
  if (std::isinf(pv)) {
    Tensor ties = yaten::eq(yaten::abs(self), r);
    Tensor count = sum_mask_keepdim(yaten::to(ties, g.dtype(), false, false), mask);
    return g * yaten::sgn(self) * ties / count;
  }
  Tensor abs_self = yaten::abs(self);
  Tensor self_scaled = pv < 1.0 ? yaten::sgn(self) * yaten::pow(abs_self, Tensor::wrapped_number(pv - 1.0))
                                : self * yaten::pow(abs_self, Tensor::wrapped_number(pv - 2.0));
  Tensor scale = g / yaten::pow(r, Tensor::wrapped_number(pv - 1.0));
  return self_scaled * yaten::where(r_is_zero, zeros_like(scale), scale);
}

Tensor cumprod_backward(const Tensor& grad, const Tensor& self, const Tensor& result, int64_t dim) {
  if (self.dim() == 0 || self.numel() == 0) return grad;
  int64_t d = wrap_dim(dim, self.dim(), "cumprod");
  bool has_zero = yaten::any(eq(self, 0), std::nullopt, false).item().to_bool();
  if (!has_zero) return reverse_cumsum(grad * result, d) / self;
  // With zeros, d out_j / d x_k = prod_{i <= j, i != k} x_i: the cumprod of x
  // with x_k replaced by 1. Quadratic in the length of dim, but exact.
  int64_t n = self.size(d);
  DimVector pos_shape(static_cast<size_t>(self.dim()), 1);
  pos_shape[static_cast<size_t>(d)] = n;
  Tensor positions = yaten::reshape(yaten::arange(Scalar(n), ScalarType::Int64, false), pos_shape);
  Tensor ones = ones_like(self);
  std::vector<Tensor> parts;
  parts.reserve(static_cast<size_t>(n));
  for (int64_t k = 0; k < n; ++k) {
    Tensor x_mod = yaten::where(eq(positions, k), ones, self);
    Tensor cp = yaten::cumprod(x_mod, d, std::nullopt);
    parts.push_back(yaten::sum(yaten::narrow(grad * cp, d, k, n - k), DimVector{d}, true, std::nullopt));
  }
  return yaten::cat(parts, d);
}

Tensor pow_backward_self(const Tensor& grad, const Tensor& self, const Tensor& exponent) {
  if (exponent.impl()->is_wrapped_number()) {
    Scalar e = exponent.item();
    if (e.to_double() == 0.0) return zeros_like(grad);
    return grad * e * yaten::pow(self, Tensor::wrapped_number(minus_one(e)));
  }
  Tensor out = grad * exponent * yaten::pow(self, exponent - 1);
  return yaten::where(eq(exponent, 0), zeros_like(out), out);
}

Tensor pow_backward_exponent(const Tensor& grad, const Tensor& self, const Tensor& exponent, const Tensor& result) {
  Tensor out = grad * (result * yaten::log(self));
  Tensor zero_base = yaten::logical_and(eq(self, 0), ge(exponent, 0));
  return yaten::where(zero_base, zeros_like(out), out);
}

Tensor clamp_backward(const Tensor& grad, const Tensor& self, const std::optional<Scalar>& min,
                      const std::optional<Scalar>& max) {
  if (!min && !max) return grad;
  Tensor keep;
  if (min) keep = ge(self, *min);
  if (max) {
    Tensor below = le(self, *max);
    keep = keep.defined() ? yaten::logical_and(keep, below) : below;
  }
  return yaten::where(keep, grad, zeros_like(grad));
}

namespace {

Tensor kept_where(const Tensor& keep, const Tensor& grad) { return yaten::where(keep, grad, zeros_like(grad)); }

}  // namespace

Tensor clamp_backward_self(const Tensor& grad, const Tensor& self, const Tensor& min, const Tensor& max) {
  if (!min.defined()) return kept_where(le(self, max), grad);
  if (!max.defined()) return kept_where(ge(self, min), grad);
  return kept_where(yaten::logical_and(ge(self, min), le(self, max)), grad);
}

Tensor clamp_backward_min(const Tensor& grad, const Tensor& self, const Tensor& min, const Tensor& max) {
  Tensor below = yaten::lt(self, min);
  return kept_where(max.defined() ? yaten::logical_and(below, yaten::lt(min, max)) : below, grad);
}

Tensor clamp_backward_max(const Tensor& grad, const Tensor& self, const Tensor& min, const Tensor& max) {
  Tensor above = yaten::gt(self, max);
  return kept_where(min.defined() ? yaten::logical_or(above, yaten::lt(max, min)) : above, grad);
}

Tensor maybe_multiply(const Tensor& t, const Scalar& s) {
  return s.equals(1) ? t : t * s;
}

namespace {
// Stored as the transpose of a contiguous matrix (W.t() of a contiguous W).
bool is_column_major(const DimVector& sizes, const DimVector& strides) {
  return sizes.size() == 2 && strides[0] == 1 && strides[1] == sizes[0];
}
}  // namespace

Tensor mm_mat1_backward(const Tensor& grad, const Tensor& mat2, const DimVector& mat1_sizes,
                        const DimVector& mat1_strides, const Scalar& alpha) {
  if (is_column_major(mat1_sizes, mat1_strides)) return maybe_multiply(yaten::t(yaten::mm(mat2, yaten::t(grad))), alpha);
  return maybe_multiply(yaten::mm(grad, yaten::t(mat2)), alpha);
}

Tensor mm_mat2_backward(const Tensor& grad, const Tensor& mat1, const DimVector& mat2_sizes,
                        const DimVector& mat2_strides, const Scalar& alpha) {
  if (is_column_major(mat2_sizes, mat2_strides)) return maybe_multiply(yaten::t(yaten::mm(yaten::t(grad), mat1)), alpha);
  return maybe_multiply(yaten::mm(yaten::t(mat1), grad), alpha);
}

DimVector inverse_permutation(const DimVector& dims) {
  const int64_t n = static_cast<int64_t>(dims.size());
  DimVector inv(dims.size(), 0);
  for (int64_t i = 0; i < n; ++i) inv[static_cast<size_t>(wrap_dim(dims[static_cast<size_t>(i)], n, "permute"))] = i;
  return inv;
}

std::vector<Tensor> cat_backward(const Tensor& grad, const std::vector<DimVector>& sizes, int64_t dim) {
  std::vector<Tensor> out;
  out.reserve(sizes.size());
  if (sizes.empty()) return out;
  int64_t d = wrap_dim(dim, grad.dim(), "cat");
  int64_t offset = 0;
  for (const DimVector& s : sizes) {
    // cat skips 1-D empty tensors of any other shape, as PyTorch does.
    if (s.size() == 1 && s[0] == 0 && grad.dim() != 1) {
      out.push_back(yaten::zeros(s, grad.dtype(), false));
      continue;
    }
    int64_t len = s[static_cast<size_t>(d)];
    out.push_back(yaten::narrow(grad, d, offset, len));
    offset += len;
  }
  return out;
}

Tensor repeat_backward(const Tensor& grad, const DimVector& repeats, const DimVector& sizes) {
  YATEN_CHECK(repeats.size() >= sizes.size(), "repeat: number of repeat dims can not be smaller than number of tensor dims");
  const size_t lead = repeats.size() - sizes.size();
  DimVector shape;
  DimVector sum_dims;
  for (size_t i = 0; i < lead; ++i) {
    sum_dims.push_back(static_cast<int64_t>(shape.size()));
    shape.push_back(repeats[i]);
  }
  for (size_t i = 0; i < sizes.size(); ++i) {
    sum_dims.push_back(static_cast<int64_t>(shape.size()));
    shape.push_back(repeats[lead + i]);
    shape.push_back(sizes[i]);
  }
  if (sum_dims.empty()) return grad;
  Tensor summed = yaten::sum(yaten::reshape(grad, shape), sum_dims, false, std::nullopt);
  return summed.sizes() == sizes ? summed : yaten::reshape(summed, sizes);
}

Tensor self_as_grad(const Tensor& grad, const DimVector& sizes) { return yaten::zeros(sizes, grad.dtype(), false); }

Tensor grad_like_input(const Tensor& grad, const Tensor& input) {
  if (grad.sizes() == input.sizes()) return grad;
  return yaten::expand(grad, input.sizes());
}

Tensor sum_reduced(const Tensor& t, const DimVector& dim, bool keepdim) {
  if (t.dim() == 0) return t;
  return yaten::sum(t, mask_dims(dim_mask(dim, t.sizes().size(), "sum_reduced")), keepdim, std::nullopt);
}

Tensor sum_reduced(const Tensor& t, const std::optional<DimVector>& dim, bool keepdim) {
  return sum_reduced(t, dim ? *dim : DimVector{}, keepdim);
}

Tensor sum_reduced(const Tensor& t, std::optional<int64_t> dim, bool keepdim) {
  return sum_reduced(t, dim ? DimVector{*dim} : DimVector{}, keepdim);
}

Tensor index_reduction_jvp(const Tensor& self_t, int64_t dim, const Tensor& indices, bool keepdim) {
  if (self_t.dim() == 0) return self_t;
  int64_t d = wrap_dim(dim, self_t.dim(), "max");
  Tensor picked = yaten::gather(self_t, d, keepdim ? indices : yaten::unsqueeze(indices, d));
  return keepdim ? picked : yaten::squeeze(picked, d);
}

Tensor cumprod_jvp(const Tensor& self_t, const Tensor& self, const Tensor& result, int64_t dim) {
  if (self.dim() == 0 || self.numel() == 0) return self_t;
  int64_t d = wrap_dim(dim, self.dim(), "cumprod");
  bool has_zero = yaten::any(eq(self, 0), std::nullopt, false).item().to_bool();
  if (!has_zero) return result * yaten::cumsum(self_t / self, d, std::nullopt);
  // With zeros: term k is the cumprod of self with self_k replaced by
  // self_t_k, from position k on. Quadratic in the length of dim, but exact.
  int64_t n = self.size(d);
  DimVector pos_shape(static_cast<size_t>(self.dim()), 1);
  pos_shape[static_cast<size_t>(d)] = n;
  Tensor positions = yaten::reshape(yaten::arange(Scalar(n), ScalarType::Int64, false), pos_shape);
  Tensor sum;
  for (int64_t k = 0; k < n; ++k) {
    Tensor cp = yaten::cumprod(yaten::where(eq(positions, k), self_t, self), d, std::nullopt);
    Tensor term = yaten::where(ge(positions, k), cp, zeros_like(cp));
    sum = sum.defined() ? sum + term : term;
  }
  return sum;
}

}  // namespace yaten
