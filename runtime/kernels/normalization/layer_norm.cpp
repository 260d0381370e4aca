// layer_norm over the last dims (a row of n = prod(normalized_shape)
// elements per normalised slice) and its backward kernels: each row is read
// from memory once and worked in L1 in a few vector passes
// (layer_norm_rows.h); the
// statistics are recomputed in backward (two cheap passes over a row already
// in cache) instead of being saved, so the forward stays one op with one
// output.
#include <algorithm>
#include <vector>

#include "generated/runtime/kernels/layer_norm.h"
#include "generated/runtime/kernels/layer_norm_backward.h"
#include "generated/runtime/kernels/layer_norm_backward_weight.h"
#include "runtime/error.h"
#include "runtime/kernels/common.h"
#include "runtime/kernels/normalization/layer_norm_rows.h"
#include "runtime/parallel.h"
#include "runtime/shape.h"

namespace yaten::kernels {

namespace {

struct Rows {
  int64_t m, n;
};

template <typename T>
int64_t row_grain(const Rows& r) {
  return std::max<int64_t>(1, kGrainSize / std::max<int64_t>(1, r.n));
}

// The checks torch makes, with its messages; returns the rows input forms.
Rows check_layer_norm(const Tensor& input, const DimVector& normalized_shape, const Tensor& weight,
                      const Tensor& bias) {
  const int64_t k = static_cast<int64_t>(normalized_shape.size());
  YATEN_CHECK(k >= 1, "layer_norm: Expected normalized_shape to be at least 1-dimensional, i.e., containing at least one element, but got normalized_shape = ",
              shape_str(normalized_shape));
  YATEN_CHECK(!weight.defined() || weight.sizes() == normalized_shape,
              "layer_norm: Expected weight to be of same shape as normalized_shape, but got weight of shape ",
              shape_str(weight.defined() ? weight.sizes() : DimVector{}), " and normalized_shape = ",
              shape_str(normalized_shape));
  YATEN_CHECK(!bias.defined() || bias.sizes() == normalized_shape,
              "layer_norm: Expected bias to be of same shape as normalized_shape, but got bias of shape ",
              shape_str(bias.defined() ? bias.sizes() : DimVector{}), " and normalized_shape = ",
              shape_str(normalized_shape));
  bool matches = input.dim() >= k;
  for (int64_t i = 0; matches && i < k; ++i) matches = input.sizes()[input.dim() - k + i] == normalized_shape[i];
  YATEN_CHECK(matches, "layer_norm: Given normalized_shape=", shape_str(normalized_shape),
              ", expected input with shape [*, ", shape_str(normalized_shape).substr(1), ", but got input of size",
              shape_str(input.sizes()));
  YATEN_CHECK(is_floating(input.dtype()), "layer_norm: expected a floating point input, got ",
              torch_dtype_name(input.dtype()));
  int64_t n = 1;
  for (int64_t s : normalized_shape) n *= s;
  return Rows{n == 0 ? 0 : input.numel() / n, n};
}

// An optional per-element parameter as a contiguous tensor of dt, or undefined.
Tensor param(const Tensor& p, ScalarType dt) { return p.defined() ? contiguous(to_dtype(p, dt)) : Tensor(); }

template <typename T>
const T* data_or_null(const Tensor& t) {
  return t.defined() ? t.data<T>() : nullptr;
}

}  // namespace

Tensor layer_norm(const Tensor& input, const DimVector& normalized_shape, const Tensor& weight, const Tensor& bias,
                  double eps) {
  const Rows r = check_layer_norm(input, normalized_shape, weight, bias);
  YATEN_CHECK(input.dtype() != ScalarType::Float16, "\"LayerNormKernelImpl\" not implemented for 'Half'");
  if (is_reduced_floating(input.dtype()))  // computed in float32, rounded once
    return to_dtype(layer_norm(widened(input), normalized_shape, widened(weight), widened(bias), eps), input.dtype());
  const ScalarType dt = input.dtype();
  Tensor x = contiguous(input), w = param(weight, dt), b = param(bias, dt);
  Tensor out = Tensor::empty(input.sizes(), dt);
  if (out.numel() == 0) return out;
  YATEN_DISPATCH_FLOATING(dt, "layer_norm", [&] {
    const scalar_t *xp = x.data<scalar_t>(), *wp = data_or_null<scalar_t>(w), *bp = data_or_null<scalar_t>(b);
    scalar_t* yp = out.data<scalar_t>();
    parallel_for(0, r.m, row_grain<scalar_t>(r), [&](int64_t lo, int64_t hi) {
      normalization::layer_norm_rows(xp + lo * r.n, wp, bp, yp + lo * r.n, hi - lo, r.n, eps);
    });
  });
  return out;
}

Tensor layer_norm_backward(const Tensor& grad_output, const Tensor& input, const DimVector& normalized_shape,
                           const Tensor& weight, double eps) {
  const Rows r = check_layer_norm(input, normalized_shape, weight, Tensor());
  YATEN_CHECK(grad_output.sizes() == input.sizes(), "layer_norm_backward: expected grad_output of size ",
              shape_str(input.sizes()), ", got ", shape_str(grad_output.sizes()));
  YATEN_CHECK(input.dtype() != ScalarType::Float16, "\"LayerNormBackwardKernelImpl\" not implemented for 'Half'");
  if (is_reduced_floating(input.dtype()))  // computed in float32, rounded once
    return to_dtype(layer_norm_backward(widened(grad_output), widened(input), normalized_shape, widened(weight), eps), input.dtype());
  const ScalarType dt = input.dtype();
  Tensor g = contiguous(to_dtype(grad_output, dt)), x = contiguous(input), w = param(weight, dt);
  Tensor out = Tensor::empty(input.sizes(), dt);
  if (out.numel() == 0) return out;
  YATEN_DISPATCH_FLOATING(dt, "layer_norm_backward", [&] {
    const scalar_t *gp = g.data<scalar_t>(), *xp = x.data<scalar_t>(), *wp = data_or_null<scalar_t>(w);
    scalar_t* op = out.data<scalar_t>();
    parallel_for(0, r.m, row_grain<scalar_t>(r), [&](int64_t lo, int64_t hi) {
      normalization::layer_norm_backward_rows(gp + lo * r.n, xp + lo * r.n, wp, op + lo * r.n, hi - lo, r.n, eps);
    });
  });
  return out;
}

Tensor layer_norm_backward_weight(const Tensor& grad_output, const Tensor& input, const DimVector& normalized_shape,
                                  double eps) {
  const Rows r = check_layer_norm(input, normalized_shape, Tensor(), Tensor());
  YATEN_CHECK(grad_output.sizes() == input.sizes(), "layer_norm_backward_weight: expected grad_output of size ",
              shape_str(input.sizes()), ", got ", shape_str(grad_output.sizes()));
  YATEN_CHECK(input.dtype() != ScalarType::Float16, "\"LayerNormBackwardKernelImpl\" not implemented for 'Half'");
  if (is_reduced_floating(input.dtype()))  // computed in float32, rounded once
    return to_dtype(layer_norm_backward_weight(widened(grad_output), widened(input), normalized_shape, eps), input.dtype());
  const ScalarType dt = input.dtype();
  Tensor g = contiguous(to_dtype(grad_output, dt)), x = contiguous(input);
  Tensor out = Tensor::empty(normalized_shape, dt);
  YATEN_DISPATCH_FLOATING(dt, "layer_norm_backward_weight", [&] {
    const scalar_t *gp = g.data<scalar_t>(), *xp = x.data<scalar_t>();
    // Blocks of rows sum into their own buffers, added in block order at the
    // end: the same result however the threads share the blocks.
    const int64_t blocks = std::clamp<int64_t>(r.m * r.n / kGrainSize, 1, std::min<int64_t>(std::max<int64_t>(r.m, 1), 16));
    const int64_t per = (r.m + blocks - 1) / blocks;
    std::vector<scalar_t> partial(static_cast<size_t>(blocks * r.n), scalar_t(0));
    parallel_for(0, blocks, 1, [&](int64_t lo, int64_t hi) {
      for (int64_t blk = lo; blk < hi; ++blk) {
        const int64_t first = blk * per, last = std::min(r.m, (blk + 1) * per);
        if (first < last)
          normalization::layer_norm_weight_grad_rows(gp + first * r.n, xp + first * r.n, partial.data() + blk * r.n,
                                                     last - first, r.n, eps);
      }
    });
    std::vector<scalar_t> total(partial.begin(), partial.begin() + r.n);
    for (int64_t blk = 1; blk < blocks; ++blk)
      for (int64_t k = 0; k < r.n; ++k) total[k] += partial[blk * r.n + k];
    std::copy(total.begin(), total.end(), out.data<scalar_t>());
  });
  return out;
}

}  // namespace yaten::kernels
