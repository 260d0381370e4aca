// layer_norm over the last dims (a row of n = prod(normalized_shape)
// elements per normalised slice) and its backward: each row is read from
// memory once and worked in L1 in a few vector passes (layer_norm_rows.h).
// The forward returns each row's mean and rstd, which the fused backward
// reads; layer_norm_backward (the input's gradient alone, what second
// derivatives call) recomputes them.
#include <algorithm>
#include <cmath>
#include <limits>
#include <tuple>

#include <hwy/aligned_allocator.h>

#include "generated/runtime/kernels/layer_norm_backward.h"
#include "generated/runtime/kernels/native_layer_norm.h"
#include "generated/runtime/kernels/native_layer_norm_backward.h"
#include "runtime/error.h"
#include "runtime/kernels/common.h"
#include "runtime/kernels/normalization/layer_norm_rows.h"
#include "runtime/parallel.h"
#include "runtime/shape.h"
#include "runtime/simd/row.h"

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


// The statistics' shape: input's with the normalised dims as 1 (torch's).
DimVector stats_shape(const Tensor& input, const DimVector& normalized_shape) {
  DimVector shape = input.sizes();
  for (size_t i = shape.size() - normalized_shape.size(); i < shape.size(); ++i) shape[i] = 1;
  return shape;
}

// Blocks of rows whose weight and bias gradients sum into their own buffers,
// added in block order at the end: the same result however threads share them.
struct RowBlocks {
  int64_t count, per;
  explicit RowBlocks(const Rows& r)
      : count(std::clamp<int64_t>(r.m * r.n / kGrainSize, 1, std::min<int64_t>(std::max<int64_t>(r.m, 1), 16))),
        per((r.m + count - 1) / count) {}
};

// Each block's weight or bias gradient sums, zeroed: rows of whole cache
// lines (the backward's read-modify-write of them would otherwise straddle
// lines on every vector), a line apart more when a row is a multiple of 4
// KiB, so that the stores to one row do not alias the loads of the next.
template <typename T>
class PartialSums {
 public:
  PartialSums(int64_t blocks, int64_t n) {
    constexpr int64_t kLine = 64 / static_cast<int64_t>(sizeof(T));
    stride_ = (n + kLine - 1) / kLine * kLine;
    if (stride_ * static_cast<int64_t>(sizeof(T)) % 4096 == 0) stride_ += kLine;
    storage_ = hwy::AllocateAligned<T>(static_cast<size_t>(std::max<int64_t>(1, blocks * stride_)));
    std::fill(storage_.get(), storage_.get() + blocks * stride_, T(0));
  }
  T* block(int64_t blk) const { return storage_.get() + blk * stride_; }

 private:
  int64_t stride_ = 0;
  hwy::AlignedFreeUniquePtr<T[]> storage_;
};

template <typename T>
Tensor summed_blocks(const PartialSums<T>& partial, const RowBlocks& blocks, const DimVector& shape, int64_t n,
                     ScalarType dt) {
  Tensor out = Tensor::empty(shape, dt);
  T* o = out.data<T>();
  std::fill(o, o + n, T(0));
  for (int64_t blk = 0; blk < blocks.count; ++blk)
    for (int64_t k = 0; k < n; ++k) o[k] += partial.block(blk)[k];
  return out;
}

}  // namespace

std::tuple<Tensor, Tensor, Tensor> native_layer_norm(const Tensor& input, const DimVector& normalized_shape,
                                                     const Tensor& weight, const Tensor& bias, double eps) {
  const Rows r = check_layer_norm(input, normalized_shape, weight, bias);
  YATEN_CHECK(input.dtype() != ScalarType::Float16, "\"LayerNormKernelImpl\" not implemented for 'Half'");
  if (is_reduced_floating(input.dtype())) {  // computed in float32, rounded once; the statistics stay float32
    auto [out, mean, rstd] = native_layer_norm(widened(input), normalized_shape, widened(weight), widened(bias), eps);
    return {to_dtype(out, input.dtype()), mean, rstd};
  }
  const ScalarType dt = input.dtype();
  Tensor x = contiguous(input), w = param(weight, dt), b = param(bias, dt);
  Tensor out = Tensor::empty(input.sizes(), dt);
  Tensor mean = Tensor::empty(stats_shape(input, normalized_shape), dt);
  Tensor rstd = Tensor::empty(mean.sizes(), dt);
  YATEN_DISPATCH_FLOATING(dt, "layer_norm", [&] {
    if (r.n == 0) {  // empty rows: no statistics, as torch's nan
      std::fill(mean.data<scalar_t>(), mean.data<scalar_t>() + mean.numel(), std::numeric_limits<scalar_t>::quiet_NaN());
      std::fill(rstd.data<scalar_t>(), rstd.data<scalar_t>() + rstd.numel(), std::numeric_limits<scalar_t>::quiet_NaN());
      return;
    }
    const scalar_t *xp = x.data<scalar_t>(), *wp = data_or_null<scalar_t>(w), *bp = data_or_null<scalar_t>(b);
    scalar_t *yp = out.data<scalar_t>(), *mp = mean.data<scalar_t>(), *sp = rstd.data<scalar_t>();
    const bool stream = r.m * r.n * static_cast<int64_t>(sizeof(scalar_t)) >= simd::kStreamBytes;
    parallel_for(0, r.m, row_grain<scalar_t>(r), [&](int64_t lo, int64_t hi) {
      const simd::StreamRowsScope streaming(stream);
      normalization::layer_norm_rows(xp + lo * r.n, wp, bp, yp + lo * r.n, mp + lo, sp + lo, hi - lo, r.n, eps);
    });
  });
  return {out, mean, rstd};
}

std::tuple<Tensor, Tensor, Tensor> native_layer_norm_backward(const Tensor& grad_out, const Tensor& input,
                                                              const DimVector& normalized_shape, const Tensor& mean,
                                                              const Tensor& rstd, const Tensor& weight, double eps,
                                                              bool input_grad, bool weight_grad, bool bias_grad) {
  (void)eps;  // the statistics are given; eps is for the second derivatives
  const Rows r = check_layer_norm(input, normalized_shape, weight, Tensor());
  YATEN_CHECK(grad_out.sizes() == input.sizes(), "layer_norm_backward: expected grad_out of size ",
              shape_str(input.sizes()), ", got ", shape_str(grad_out.sizes()));
  YATEN_CHECK(mean.numel() == r.m && rstd.numel() == r.m, "layer_norm_backward: expected mean and rstd of ", r.m,
              " elements, got ", mean.numel(), " and ", rstd.numel());
  YATEN_CHECK(input.dtype() != ScalarType::Float16, "\"LayerNormBackwardKernelImpl\" not implemented for 'Half'");
  if (is_reduced_floating(input.dtype())) {  // computed in float32, rounded once
    auto [gx, gw, gb] = native_layer_norm_backward(widened(grad_out), widened(input), normalized_shape,
                                                   to_dtype(mean, ScalarType::Float32), to_dtype(rstd, ScalarType::Float32),
                                                   widened(weight), eps, input_grad, weight_grad, bias_grad);
    const auto narrowed = [&](const Tensor& t) { return t.defined() ? to_dtype(t, input.dtype()) : t; };
    return {narrowed(gx), narrowed(gw), narrowed(gb)};
  }
  const ScalarType dt = input.dtype();
  weight_grad = weight_grad && weight.defined();
  Tensor g = contiguous(to_dtype(grad_out, dt)), x = contiguous(input), w = param(weight, dt);
  Tensor m = contiguous(to_dtype(mean, dt)), s = contiguous(to_dtype(rstd, dt));
  Tensor gx = input_grad ? Tensor::empty(input.sizes(), dt) : Tensor(), gw, gb;
  YATEN_DISPATCH_FLOATING(dt, "layer_norm_backward", [&] {
    const RowBlocks blocks(r);
    const PartialSums<scalar_t> partial_w(weight_grad ? blocks.count : 0, r.n);
    const PartialSums<scalar_t> partial_b(bias_grad ? blocks.count : 0, r.n);
    const bool stream = r.m * r.n * static_cast<int64_t>(sizeof(scalar_t)) >= simd::kStreamBytes;
    const scalar_t *gp = g.data<scalar_t>(), *xp = x.data<scalar_t>(), *wp = data_or_null<scalar_t>(w);
    const scalar_t *mp = m.data<scalar_t>(), *sp = s.data<scalar_t>();
    scalar_t* gxp = input_grad ? gx.data<scalar_t>() : nullptr;
    if (r.m > 0 && r.n > 0)
      parallel_for(0, blocks.count, 1, [&](int64_t lo, int64_t hi) {
        const simd::StreamRowsScope streaming(stream);
        for (int64_t blk = lo; blk < hi; ++blk) {
          const int64_t first = blk * blocks.per, last = std::min(r.m, (blk + 1) * blocks.per);
          if (first >= last) continue;
          const normalization::LayerNormGrads<scalar_t> out{
              gxp ? gxp + first * r.n : nullptr, weight_grad ? partial_w.block(blk) : nullptr,
              bias_grad ? partial_b.block(blk) : nullptr};
          normalization::layer_norm_backward_rows(gp + first * r.n, xp + first * r.n, mp + first, sp + first, wp, out,
                                                  last - first, r.n);
        }
      });
    if (weight_grad) gw = summed_blocks(partial_w, blocks, normalized_shape, r.n, dt);
    if (bias_grad) gb = summed_blocks(partial_b, blocks, normalized_shape, r.n, dt);
  });
  return {gx, gw, gb};
}

Tensor layer_norm_backward(const Tensor& grad_output, const Tensor& input, const DimVector& normalized_shape,
                           const Tensor& weight, double eps) {
  check_layer_norm(input, normalized_shape, weight, Tensor());
  YATEN_CHECK(input.dtype() != ScalarType::Float16, "\"LayerNormBackwardKernelImpl\" not implemented for 'Half'");
  const ScalarType stats_dtype = compute_dtype(input.dtype());
  Tensor mean = Tensor::empty(stats_shape(input, normalized_shape), stats_dtype);
  Tensor rstd = Tensor::empty(mean.sizes(), stats_dtype);
  if (mean.numel() > 0) {
    const Tensor x = contiguous(to_dtype(input, stats_dtype));
    const int64_t n = x.numel() / mean.numel();
    YATEN_DISPATCH_FLOATING(stats_dtype, "layer_norm_backward", [&] {
      const scalar_t* xp = x.data<scalar_t>();
      scalar_t *mp = mean.data<scalar_t>(), *sp = rstd.data<scalar_t>();
      if (n > 0)
        parallel_for(0, mean.numel(), std::max<int64_t>(1, kGrainSize / n), [&](int64_t lo, int64_t hi) {
          normalization::layer_norm_rows(xp + lo * n, nullptr, nullptr, nullptr, mp + lo, sp + lo, hi - lo, n, eps);
        });
    });
  }
  return std::get<0>(native_layer_norm_backward(grad_output, input, normalized_shape, mean, rstd, weight, eps, true,
                                                false, false));
}

}  // namespace yaten::kernels
