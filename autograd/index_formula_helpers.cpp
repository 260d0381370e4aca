// The formula helpers of the indexing-family ops (declared in
// formula_helpers.h), in terms of differentiable yaten ops.
#include <string>

#include "autograd/formula_helpers.h"
#include "autograd/tensor_operators.h"
#include "generated/autograd/ops/cat.h"
#include "generated/autograd/ops/clamp.h"
#include "generated/autograd/ops/eq.h"
#include "generated/autograd/ops/full.h"
#include "generated/autograd/ops/gather.h"
#include "generated/autograd/ops/index_fill.h"
#include "generated/autograd/ops/logical_and.h"
#include "generated/autograd/ops/masked_scatter.h"
#include "generated/autograd/ops/masked_select.h"
#include "generated/autograd/ops/narrow.h"
#include "generated/autograd/ops/ones_like.h"
#include "generated/autograd/ops/reshape.h"
#include "generated/autograd/ops/scatter.h"
#include "generated/autograd/ops/scatter_add.h"
#include "generated/autograd/ops/scatter_reduce.h"
#include "generated/autograd/ops/to.h"
#include "generated/autograd/ops/where.h"
#include "generated/autograd/ops/zeros.h"
#include "generated/autograd/ops/zeros_like.h"
#include "runtime/shape.h"

namespace yaten {

Tensor zero_0d(const Tensor& t) { return yaten::zeros(DimVector{}, t.dtype(), false); }

Tensor masked_select_backward(const Tensor& grad, const Tensor& self, const Tensor& mask) {
  const DimVector shape = broadcast_shapes(self.sizes(), mask.sizes(), "masked_select");
  return yaten::masked_scatter(yaten::zeros(shape, grad.dtype(), false), mask, grad);
}

Tensor masked_scatter_backward(const Tensor& grad, const Tensor& mask, const DimVector& sizes) {
  Tensor taken = yaten::masked_select(grad, mask);
  int64_t numel = 1;
  for (int64_t s : sizes) numel *= s;
  // source's entries past the number of true entries of mask were never read.
  const int64_t unused = numel - taken.numel();
  if (unused > 0) taken = yaten::cat({taken, yaten::zeros(DimVector{unused}, grad.dtype(), false)}, 0);
  return yaten::reshape(taken, sizes);
}

Tensor index_fill_value_backward(const Tensor& grad, int64_t dim, const Tensor& index) {
  // Each filled entry once, however often index names it.
  return sum_all(grad) - sum_all(yaten::index_fill(grad, dim, index, zero_0d(grad)));
}

Tensor scatter_src_jvp(const Tensor& self_t, int64_t dim, const Tensor& index, const Tensor& src, const Tensor& src_t) {
  if (src.impl()->is_wrapped_number()) return yaten::scatter_value(self_t, dim, index, 0);
  return yaten::scatter_src(self_t, dim, index, src_t);
}

namespace {

// The part of t (src of a scatter) that index reaches: its leading `sizes` in every dim.
Tensor narrow_to(const Tensor& t, const DimVector& sizes) {
  if (t.sizes() == sizes || t.dim() != static_cast<int64_t>(sizes.size())) return t;
  Tensor out = t;
  for (int64_t d = 0; d < t.dim(); ++d)
    if (sizes[d] < t.sizes()[d]) out = yaten::narrow(out, d, 0, sizes[d]);
  return out;
}

// t padded with zeros at the end of each dim to `sizes`: the gradient of a
// src larger than index, whose entries beyond index's extent are never read.
Tensor pad_to(const Tensor& t, const DimVector& sizes) {
  if (t.sizes() == sizes || t.dim() != static_cast<int64_t>(sizes.size())) return t;
  Tensor out = t;
  for (int64_t d = 0; d < out.dim(); ++d) {
    const int64_t missing = sizes[d] - out.sizes()[d];
    if (missing <= 0) continue;
    DimVector pad = out.sizes();
    pad[d] = missing;
    out = yaten::cat({out, yaten::zeros(pad, out.dtype(), false)}, d);
  }
  return out;
}

}  // namespace

Tensor gather_to_size(const Tensor& grad, int64_t dim, const Tensor& index, const DimVector& sizes) {
  return pad_to(yaten::gather(grad, dim, index, false), sizes);
}

namespace {

// scatter's legacy reduce names are scatter_reduce's sum and prod.
std::string reduce_name(std::string_view reduce) {
  if (reduce == "add") return "sum";
  if (reduce == "multiply") return "prod";
  return std::string(reduce);
}

Tensor as_type(const Tensor& t, const Tensor& like) { return yaten::to(t, like.dtype(), false, false); }

// How many src values land on each element of self (self's shape, self's dtype).
Tensor scatter_counts(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& src) {
  return yaten::scatter_add(yaten::zeros_like(self), dim, index, as_type(yaten::ones_like(src), self));
}

// 1 where self's own value takes part in the reduction: everywhere with
// include_self, else where no src value lands.
Tensor self_takes_part(const Tensor& counts, bool include_self) {
  if (include_self) return yaten::ones_like(counts);
  return as_type(yaten::eq(counts, Tensor::wrapped_number(0)), counts);
}

// prod: d result / d v for a factor v at an element with `zeros` zero factors
// whose nonzero factors multiply to `nonzero_product`.
Tensor prod_factor_weight(const Tensor& v, const Tensor& zeros, const Tensor& nonzero_product) {
  Tensor zero = yaten::zeros_like(v);
  Tensor v_is_zero = yaten::eq(v, Tensor::wrapped_number(0));
  Tensor safe_v = yaten::where(v_is_zero, yaten::ones_like(v), v);
  Tensor if_zero = yaten::where(yaten::eq(zeros, Tensor::wrapped_number(1)), nonzero_product, zero);
  Tensor if_nonzero = yaten::where(yaten::eq(zeros, Tensor::wrapped_number(0)), nonzero_product / safe_v, zero);
  return yaten::where(v_is_zero, if_zero, if_nonzero);
}

struct Weights {
  Tensor self, src;
};

Weights scatter_reduce_weights(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& whole_src,
                               std::string_view reduce_in, bool include_self, const Tensor& result) {
  const std::string reduce = reduce_name(reduce_in);
  // A number passed for src (scatter's reduce= form) is that value at every index position.
  const Tensor src = whole_src.impl()->is_wrapped_number()
                         ? yaten::full(index.sizes(), whole_src.item(), self.dtype(), false)
                         : narrow_to(whole_src, index.sizes());
  Tensor counts = scatter_counts(self, dim, index, src);
  Tensor part = self_takes_part(counts, include_self);
  if (reduce == "sum") return {part, yaten::ones_like(src)};
  if (reduce == "mean") {
    Tensor inverse = 1.0 / yaten::clamp(counts + part, Scalar(1.0), std::nullopt);
    return {part * inverse, yaten::gather(inverse, dim, index)};
  }
  if (reduce == "amax" || reduce == "amin") {
    // Ties share the gradient evenly.
    Tensor self_is = part * as_type(yaten::eq(self, result), self);
    Tensor src_is = as_type(yaten::eq(src, yaten::gather(result, dim, index)), src);
    Tensor share = 1.0 / yaten::clamp(yaten::scatter_add(self_is, dim, index, src_is), Scalar(1.0), std::nullopt);
    return {self_is * share, src_is * yaten::gather(share, dim, index)};
  }
  // prod
  Tensor one = yaten::ones_like(self);
  Tensor self_factor = yaten::where(yaten::eq(part, Tensor::wrapped_number(0)), one, self);
  Tensor self_zero = as_type(yaten::eq(self_factor, Tensor::wrapped_number(0)), self);
  Tensor src_zero = as_type(yaten::eq(src, Tensor::wrapped_number(0)), src);
  Tensor zeros = yaten::scatter_add(self_zero, dim, index, src_zero);
  Tensor nonzero_product = yaten::scatter_reduce_two(yaten::where(yaten::eq(self_zero, Tensor::wrapped_number(1)), one, self_factor),
                                                     dim, index, yaten::where(yaten::eq(src_zero, Tensor::wrapped_number(1)), yaten::ones_like(src), src),
                                                     "prod", true);
  return {part * prod_factor_weight(self_factor, zeros, nonzero_product),
          prod_factor_weight(src, yaten::gather(zeros, dim, index), yaten::gather(nonzero_product, dim, index))};
}

}  // namespace

Tensor scatter_reduce_self_weight(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& src,
                                  std::string_view reduce, bool include_self, const Tensor& result) {
  return scatter_reduce_weights(self, dim, index, src, reduce, include_self, result).self;
}

Tensor scatter_reduce_src_backward(const Tensor& grad, const Tensor& self, int64_t dim, const Tensor& index,
                                   const Tensor& src, std::string_view reduce, bool include_self, const Tensor& result) {
  Tensor weight = scatter_reduce_weights(self, dim, index, src, reduce, include_self, result).src;
  return pad_to(yaten::gather(grad, dim, index, false) * weight, src.sizes());
}

Tensor scatter_value_reduce_weight(const Tensor& self, int64_t dim, const Tensor& index, const Scalar& value,
                                   std::string_view reduce, const Tensor& result) {
  Tensor src = yaten::full(index.sizes(), value, self.dtype(), false);
  return scatter_reduce_weights(self, dim, index, src, reduce, true, result).self;
}

Tensor scatter_reduce_jvp(const Tensor& self_t, int64_t dim, const Tensor& index, const Tensor& src_t, const Tensor& self,
                          const Tensor& src, std::string_view reduce, bool include_self, const Tensor& result) {
  Weights w = scatter_reduce_weights(self, dim, index, src, reduce, include_self, result);
  return self_t * w.self + yaten::scatter_add(yaten::zeros_like(self_t), dim, index, narrow_to(src_t, index.sizes()) * w.src);
}

}  // namespace yaten
