// group_norm's kernel and fused backward on (N, C, *) inputs: each
// (sample, group) block of C / G channels is contiguous, read from memory
// once and worked in L1 (group_norm_blocks.h); the blocks are shared among
// the threads. The forward returns each block's mean and rstd as (N, G),
// which the backward reads.
#include <algorithm>
#include <tuple>
#include <vector>

#include "generated/runtime/kernels/native_group_norm.h"
#include "generated/runtime/kernels/native_group_norm_backward.h"
#include "runtime/error.h"
#include "runtime/kernels/common.h"
#include "runtime/kernels/normalization/group_norm_blocks.h"
#include "runtime/parallel.h"
#include "runtime/shape.h"

namespace yaten::kernels {

namespace {

// torch's checks of input against num_groups and the parameters; returns the
// blocks input forms.
normalization::GroupBlocks check_group_norm(const Tensor& input, const Tensor& weight, const Tensor& bias,
                                            int64_t num_groups) {
  YATEN_CHECK(input.dim() >= 2, "group_norm: expected input of at least 2 dims (N, C, *), got input of size ",
              shape_str(input.sizes()));
  const int64_t channels = input.sizes()[1];
  YATEN_CHECK(num_groups > 0, "group_norm: num_groups must be positive, got ", num_groups);
  YATEN_CHECK(channels % num_groups == 0,
              "Expected number of channels in input to be divisible by num_groups, but got input of shape ",
              shape_str(input.sizes()), " and num_groups=", num_groups);
  for (const auto& [param, name] : {std::pair{&weight, "weight"}, std::pair{&bias, "bias"}}) {
    if (!param->defined()) continue;
    YATEN_CHECK(param->dim() == 1 && param->numel() == channels, "Expected ", name,
                " to be a vector of size equal to the number of channels in input, but got ", name, " of shape ",
                shape_str(param->sizes()), " and input of shape ", shape_str(input.sizes()));
    YATEN_CHECK(param->dtype() == input.dtype(), "expected scalar type ", torch_dtype_name(input.dtype()),
                " but found ", torch_dtype_name(param->dtype()));
  }
  YATEN_CHECK(is_floating(input.dtype()) && input.dtype() != ScalarType::Float16,
              "\"GroupNormKernelImpl\" not implemented for '", torch_dtype_name(input.dtype()), "'");
  int64_t hw = 1;
  for (int64_t d = 2; d < input.dim(); ++d) hw *= input.sizes()[d];
  return {num_groups, channels / num_groups, hw};
}

Tensor param(const Tensor& p) { return p.defined() ? contiguous(p) : Tensor(); }

template <typename T>
const T* data_or_null(const Tensor& t) {
  return t.defined() ? t.data<T>() : nullptr;
}

int64_t block_count(const Tensor& input, const normalization::GroupBlocks& s) {
  return input.sizes()[0] * s.groups;
}

// Blocks per parallel chunk: about kGrainSize elements.
int64_t block_grain(const normalization::GroupBlocks& s) {
  return std::max<int64_t>(1, kGrainSize / std::max<int64_t>(1, s.per_group * s.hw));
}

// Runs of blocks whose weight and bias gradients sum into their own
// per-channel buffers, added in run order at the end: the same result however
// many threads share them.
struct BlockRuns {
  int64_t count, per;
  BlockRuns(int64_t blocks, int64_t elements)
      : count(std::clamp<int64_t>(elements / kGrainSize, 1, std::min<int64_t>(std::max<int64_t>(blocks, 1), 16))),
        per((blocks + count - 1) / count) {}
};

template <typename T>
Tensor summed_runs(const std::vector<T>& partial, const BlockRuns& runs, int64_t channels, ScalarType dt) {
  Tensor out = Tensor::empty(DimVector{channels}, dt);
  T* o = out.data<T>();
  std::fill(o, o + channels, T(0));
  for (int64_t run = 0; run < runs.count; ++run)
    for (int64_t c = 0; c < channels; ++c) o[c] += partial[static_cast<size_t>(run * channels + c)];
  return out;
}

Tensor narrowed(const Tensor& t, ScalarType dt) { return t.defined() ? to_dtype(t, dt) : t; }

}  // namespace

std::tuple<Tensor, Tensor, Tensor> native_group_norm(const Tensor& input, const Tensor& weight, const Tensor& bias,
                                                     int64_t num_groups, double eps) {
  const normalization::GroupBlocks s = check_group_norm(input, weight, bias, num_groups);
  if (is_reduced_floating(input.dtype())) {  // computed in float32, rounded once; the statistics too, as torch's
    auto [out, mean, rstd] = native_group_norm(widened(input), widened(weight), widened(bias), num_groups, eps);
    return {to_dtype(out, input.dtype()), to_dtype(mean, input.dtype()), to_dtype(rstd, input.dtype())};
  }
  const ScalarType dt = input.dtype();
  const Tensor x = contiguous(input), w = param(weight), b = param(bias);
  Tensor out = Tensor::empty(input.sizes(), dt);
  Tensor mean = Tensor::empty(DimVector{input.sizes()[0], num_groups}, dt);
  Tensor rstd = Tensor::empty(mean.sizes(), dt);
  YATEN_DISPATCH_FLOATING(dt, "group_norm", [&] {
    const scalar_t *xp = x.data<scalar_t>(), *wp = data_or_null<scalar_t>(w), *bp = data_or_null<scalar_t>(b);
    scalar_t *yp = out.data<scalar_t>(), *mp = mean.data<scalar_t>(), *sp = rstd.data<scalar_t>();
    parallel_for(0, block_count(input, s), block_grain(s), [&](int64_t lo, int64_t hi) {
      normalization::group_norm_blocks(xp, wp, bp, yp, mp, sp, s, lo, hi, eps);
    });
  });
  return {out, mean, rstd};
}

std::tuple<Tensor, Tensor, Tensor> native_group_norm_backward(const Tensor& grad_out, const Tensor& input,
                                                              const Tensor& mean, const Tensor& rstd,
                                                              const Tensor& weight, int64_t num_groups, double eps,
                                                              bool input_grad, bool weight_grad, bool bias_grad) {
  (void)eps;  // the statistics are given; eps is for the second derivatives
  const normalization::GroupBlocks s = check_group_norm(input, weight, Tensor(), num_groups);
  const int64_t blocks = block_count(input, s);
  YATEN_CHECK(grad_out.sizes() == input.sizes(), "group_norm_backward: expected grad_out of size ",
              shape_str(input.sizes()), ", got ", shape_str(grad_out.sizes()));
  YATEN_CHECK(mean.numel() == blocks && rstd.numel() == blocks, "group_norm_backward: expected mean and rstd of ",
              blocks, " elements, got ", mean.numel(), " and ", rstd.numel());
  if (is_reduced_floating(input.dtype())) {  // computed in float32, rounded once
    auto [gx, gw, gb] = native_group_norm_backward(widened(grad_out), widened(input), widened(mean), widened(rstd),
                                                   widened(weight), num_groups, eps, input_grad, weight_grad,
                                                   bias_grad);
    return {narrowed(gx, input.dtype()), narrowed(gw, input.dtype()), narrowed(gb, input.dtype())};
  }
  const ScalarType dt = input.dtype();
  weight_grad = weight_grad && weight.defined();
  const Tensor g = contiguous(to_dtype(grad_out, dt)), x = contiguous(input), w = param(weight);
  const Tensor m = contiguous(to_dtype(mean, dt)), r = contiguous(to_dtype(rstd, dt));
  Tensor gx = input_grad ? Tensor::empty(input.sizes(), dt) : Tensor(), gw, gb;
  const int64_t channels = s.groups * s.per_group;
  YATEN_DISPATCH_FLOATING(dt, "group_norm_backward", [&] {
    const BlockRuns runs(blocks, input.numel());
    std::vector<scalar_t> partial_w(weight_grad ? static_cast<size_t>(runs.count * channels) : 0, scalar_t(0));
    std::vector<scalar_t> partial_b(bias_grad ? static_cast<size_t>(runs.count * channels) : 0, scalar_t(0));
    const scalar_t *gp = g.data<scalar_t>(), *xp = x.data<scalar_t>(), *wp = data_or_null<scalar_t>(w);
    const scalar_t *mp = m.data<scalar_t>(), *rp = r.data<scalar_t>();
    scalar_t* gxp = input_grad ? gx.data<scalar_t>() : nullptr;
    if (blocks > 0)
      parallel_for(0, runs.count, 1, [&](int64_t lo, int64_t hi) {
        std::vector<scalar_t> scratch(static_cast<size_t>(3 * s.per_group));
        for (int64_t run = lo; run < hi; ++run) {
          const int64_t first = run * runs.per, last = std::min(blocks, (run + 1) * runs.per);
          if (first >= last) continue;
          const normalization::GroupNormGrads<scalar_t> grads{
              gxp, weight_grad ? partial_w.data() + run * channels : nullptr,
              bias_grad ? partial_b.data() + run * channels : nullptr};
          normalization::group_norm_backward_blocks(gp, xp, mp, rp, wp, grads, s, first, last, scratch.data());
        }
      });
    if (weight_grad) gw = summed_runs(partial_w, runs, channels, dt);
    if (bias_grad) gb = summed_runs(partial_b, runs, channels, dt);
  });
  return {gx, gw, gb};
}

}  // namespace yaten::kernels
