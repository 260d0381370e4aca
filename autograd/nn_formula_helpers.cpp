// The formula helpers of the nn ops (declared in formula_helpers.h), made of
// differentiable yaten ops so their gradients can be differentiated again.
#include "autograd/formula_helpers.h"
#include "autograd/tensor_operators.h"
#include "generated/autograd/ops/batch_norm_backward.h"
#include "generated/autograd/ops/conv2d.h"
#include "generated/autograd/ops/conv2d_backward_input.h"
#include "generated/autograd/ops/conv2d_backward_weight.h"
#include "generated/autograd/ops/native_batch_norm.h"
#include "generated/autograd/ops/exp.h"
#include "generated/autograd/ops/expand.h"
#include "generated/autograd/ops/logit.h"
#include "generated/autograd/ops/logsigmoid.h"
#include "generated/autograd/ops/log1p.h"
#include "generated/autograd/ops/log.h"
#include "generated/autograd/ops/clamp.h"
#include "generated/autograd/ops/gather.h"
#include "generated/autograd/ops/group_norm.h"
#include "generated/autograd/ops/layer_norm.h"
#include "generated/autograd/ops/layer_norm_backward.h"
#include "generated/autograd/ops/mean.h"
#include "generated/autograd/ops/reshape.h"
#include "generated/autograd/ops/rsqrt.h"
#include "generated/autograd/ops/sigmoid.h"
#include "generated/autograd/ops/square.h"
#include "generated/autograd/ops/sum.h"
#include "generated/autograd/ops/tanh.h"
#include "generated/autograd/ops/var.h"

namespace yaten {

Tensor mse_loss_backward(const Tensor& grad, const Tensor& self, const Tensor& target, int64_t reduction) {
  const double norm = reduction == 1 ? 2.0 / static_cast<double>(self.numel()) : 2.0;
  // A reduced loss's gradient is one number: scaled first, the element-wise
  // work is two passes (torch's kernel does norm * (self - target) * grad in one).
  if (grad.dim() == 0) return (self - target) * (grad * Scalar(norm));
  return (self - target) * Scalar(norm) * grad;
}

Tensor reduce_loss(const Tensor& unreduced, int64_t reduction) {
  if (reduction == 1) return yaten::mean(unreduced, std::nullopt, false, std::nullopt);
  if (reduction == 2) return yaten::sum(unreduced, std::nullopt, false, std::nullopt);
  return unreduced;
}

Tensor loss_grad(const Tensor& grad, int64_t reduction, const Tensor& self) {
  return reduction == 1 ? grad / static_cast<double>(self.numel()) : grad;
}

namespace {

Tensor weighted(const Tensor& t, const Tensor& weight) { return weight.defined() ? t * weight : t; }

// log(1 + exp(-x)) as max(-x, 0) + log(exp(-max) + exp(-x - max)): no overflow.
Tensor softplus_of_negative(const Tensor& x) {
  const Tensor max_val = yaten::clamp(-x, Scalar(0), std::nullopt);
  return max_val + yaten::log(yaten::exp(-max_val) + yaten::exp(-x - max_val));
}

}  // namespace

Tensor bce_unweighted(const Tensor& self, const Tensor& target) {
  return (target - 1) * yaten::clamp(yaten::log1p(-self), Scalar(-100), std::nullopt) -
         target * yaten::clamp(yaten::log(self), Scalar(-100), std::nullopt);
}

Tensor bce_backward(const Tensor& grad, const Tensor& self, const Tensor& target, const Tensor& weight) {
  // torch's bound is the float32 1e-12.
  const Tensor denominator = yaten::clamp((1 - self) * self, Scalar(static_cast<double>(1e-12F)), std::nullopt);
  return weighted(grad * (self - target) / denominator, weight);
}

Tensor bce_target_backward(const Tensor& grad, const Tensor& self, const Tensor& weight) {
  return weighted(-yaten::logit(self, std::nullopt) * grad, weight);
}

Tensor bce_jvp(const Tensor& self_t, const Tensor& target_t, const Tensor& weight_t, const Tensor& self,
               const Tensor& target, const Tensor& weight) {
  Tensor out = bce_backward(self_t, self, target, weight) + bce_target_backward(target_t, self, weight);
  return weight_t.defined() ? out + weight_t * bce_unweighted(self, target) : out;
}

Tensor bce_logits_unweighted(const Tensor& self, const Tensor& target, const Tensor& pos_weight) {
  const Tensor log_weight = pos_weight.defined() ? (pos_weight - 1) * target + 1 : Tensor();
  return (1 - target) * self + weighted(softplus_of_negative(self), log_weight);
}

Tensor bce_logits_backward(const Tensor& grad, const Tensor& self, const Tensor& target, const Tensor& weight,
                           const Tensor& pos_weight) {
  const Tensor p = yaten::sigmoid(self);
  if (!pos_weight.defined()) return weighted((p - target) * grad, weight);
  const Tensor t = pos_weight * target;
  return weighted(((t + 1 - target) * p - t) * grad, weight);
}

Tensor bce_logits_target_backward(const Tensor& grad, const Tensor& self, const Tensor& weight,
                                  const Tensor& pos_weight) {
  if (!pos_weight.defined()) return weighted(-self * grad, weight);
  return weighted((yaten::logsigmoid(-self) - pos_weight * yaten::logsigmoid(self)) * grad, weight);
}

Tensor bce_logits_pos_weight_backward(const Tensor& grad, const Tensor& self, const Tensor& target,
                                      const Tensor& weight) {
  return weighted(target * softplus_of_negative(self) * grad, weight);
}

Tensor bce_logits_jvp(const Tensor& self_t, const Tensor& target_t, const Tensor& weight_t,
                      const Tensor& pos_weight_t, const Tensor& self, const Tensor& target, const Tensor& weight,
                      const Tensor& pos_weight) {
  Tensor out = bce_logits_backward(self_t, self, target, weight, pos_weight) +
               bce_logits_target_backward(target_t, self, weight, pos_weight);
  if (weight_t.defined()) out = out + weight_t * bce_logits_unweighted(self, target, pos_weight);
  if (pos_weight_t.defined() && pos_weight.defined()) out = out + bce_logits_pos_weight_backward(pos_weight_t, self, target, weight);
  return out;
}

Tensor conv_bias_expand(const Tensor& grad, const DimVector& sizes) {
  DimVector shape(sizes.size(), 1);
  shape[sizes.size() - 3] = grad.numel();
  return yaten::expand(yaten::reshape(grad, shape), sizes);
}

Tensor undefined_tensor() { return Tensor(); }

// grad_input = conv2d_backward_input(grad_output, weight), grad_weight =
// conv2d_backward_weight(grad_output, input), grad_bias = grad_output summed
// per channel: each term below is one of those (linear) maps' adjoints. An
// input asked for with no term gets zeros that keep its graph, as torch's.
std::tuple<Tensor, Tensor, Tensor> conv2d_double_backward(
    const Tensor& grad_grad_input, const Tensor& grad_grad_weight, const Tensor& grad_grad_bias,
    const Tensor& grad_output, const Tensor& input, const Tensor& weight, const DimVector& stride,
    const DimVector& padding, const DimVector& dilation, int64_t groups, const std::array<bool, 3>& grad_input_mask) {
  Tensor d_grad_output, d_input, d_weight;
  const auto add = [](Tensor& sum, const Tensor& term) { sum = sum.defined() ? sum + term : term; };
  if (grad_input_mask[0]) {
    if (grad_grad_input.defined())
      add(d_grad_output, yaten::conv2d(grad_grad_input, weight, Tensor(), stride, padding, dilation, groups));
    if (grad_grad_weight.defined())
      add(d_grad_output, yaten::conv2d(input, grad_grad_weight, Tensor(), stride, padding, dilation, groups));
    if (grad_grad_bias.defined()) add(d_grad_output, conv_bias_expand(grad_grad_bias, grad_output.sizes()));
    if (!d_grad_output.defined()) d_grad_output = zeros_like(grad_output);
  }
  if (grad_input_mask[1])
    d_input = grad_grad_weight.defined()
                  ? yaten::conv2d_backward_input(grad_output, grad_grad_weight, input.sizes(), stride, padding, dilation,
                                                 groups)
                  : zeros_like(input);
  if (grad_input_mask[2])
    d_weight = grad_grad_input.defined()
                   ? yaten::conv2d_backward_weight(grad_output, grad_grad_input, weight.sizes(), stride, padding,
                                                   dilation, groups)
                   : zeros_like(weight);
  return {d_grad_output, d_input, d_weight};
}

namespace {

// sizes as (planes, H * W): the layout max_pool2d's flat indices refer to.
DimVector planes_by_pixels(const DimVector& sizes) {
  int64_t planes = 1;
  for (size_t i = 0; i + 2 < sizes.size(); ++i) planes *= sizes[i];
  return DimVector{planes, sizes.size() >= 2 ? sizes[sizes.size() - 2] * sizes[sizes.size() - 1] : 1};
}

}  // namespace

Tensor max_pool2d_jvp(const Tensor& input_t, const Tensor& indices) {
  Tensor picked = yaten::gather(yaten::reshape(input_t, planes_by_pixels(input_t.sizes())), 1,
                                yaten::reshape(indices, planes_by_pixels(indices.sizes())));
  return yaten::reshape(picked, indices.sizes());
}

DimVector spatial_sizes(const DimVector& sizes) {
  return sizes.size() >= 2 ? DimVector{sizes[sizes.size() - 2], sizes[sizes.size() - 1]} : sizes;
}

Tensor gelu_second_derivative(const Tensor& self, std::string_view approximate) {
  constexpr double kSqrt2OverPi = 0.7978845608028654, kCoeff = 0.044715, kInvSqrt2Pi = 0.3989422804014327;
  Tensor sq = yaten::square(self);
  if (approximate == "tanh") {
    // gelu = x (1 + tanh(u)) / 2 with u = k (x + c x^3).
    Tensor t = yaten::tanh((self + self * sq * kCoeff) * kSqrt2OverPi);
    Tensor u1 = (sq * (3 * kCoeff) + 1) * kSqrt2OverPi;
    Tensor u2 = self * (6 * kCoeff * kSqrt2OverPi);
    return (1 - yaten::square(t)) * (u1 + self * (u2 - t * yaten::square(u1) * 2) * 0.5);
  }
  // pdf(x) (2 - x^2), pdf the standard normal density.
  return yaten::exp(sq * -0.5) * kInvSqrt2Pi * (2 - sq);
}

Tensor silu_second_derivative(const Tensor& self) {
  Tensor s = yaten::sigmoid(self);
  return s * (1 - s) * (2 + self * (1 - s * 2));
}

Tensor times_weight(const Tensor& t, const Tensor& weight) { return weight.defined() ? t * weight : t; }

namespace {

// A layer_norm input's rows, as differentiable yaten ops: the normalised
// input, 1 / sqrt(var + eps) (kept dims) and the row length.
struct NormalizedRows {
  DimVector dims;
  Tensor xhat, rstd;
  double n;

  Tensor mean(const Tensor& t) const { return yaten::mean(t, dims, true, std::nullopt); }
  // The normalisation's own adjoint (and tangent map), v - mean(v) - xhat * mean(v * xhat), times rstd.
  Tensor project(const Tensor& v) const { return rstd * (v - mean(v) - xhat * mean(v * xhat)); }
};

// Statistics over `dims` of input (the dims layer_norm or batch_norm normalise over).
NormalizedRows normalized_over(const Tensor& input, const DimVector& dims, double eps) {
  NormalizedRows r;
  r.dims = dims;
  r.n = 1;
  for (int64_t d : dims) r.n *= static_cast<double>(input.sizes()[static_cast<size_t>(d)]);
  r.rstd = yaten::rsqrt(yaten::var(input, r.dims, false, true) + eps);
  r.xhat = (input - yaten::mean(input, r.dims, true, std::nullopt)) * r.rstd;
  return r;
}

DimVector trailing_dims(const Tensor& input, const DimVector& normalized_shape) {
  DimVector dims;
  for (size_t i = 0; i < normalized_shape.size(); ++i)
    dims.push_back(input.dim() - static_cast<int64_t>(normalized_shape.size()) + static_cast<int64_t>(i));
  return dims;
}

DimVector all_but_channels(const Tensor& input) {
  DimVector dims{0};
  for (int64_t d = 2; d < input.dim(); ++d) dims.push_back(d);
  return dims;
}

// With gh = grad_output * weight, a = mean(gh), c = mean(gh * xhat), the
// backward is gx = rstd * (gh - a - xhat * c): x enters through xhat (also
// inside c) and through rstd, whose derivative is -rstd^2 * xhat / n.
// weight_b is weight broadcasting against input (or undefined).
Tensor norm_double_backward_input(const Tensor& grad, const Tensor& grad_output, const NormalizedRows& r,
                                  const Tensor& weight_b) {
  const Tensor gh = times_weight(grad_output, weight_b);
  const Tensor c = r.mean(gh * r.xhat);
  const Tensor upstream_xhat = -(r.rstd * c) * grad - r.rstd * r.mean(r.xhat * grad) * gh;
  const Tensor upstream_rstd = r.mean(grad * (gh - r.mean(gh) - r.xhat * c)) * r.n;
  return r.project(upstream_xhat) - upstream_rstd * yaten::square(r.rstd) * r.xhat / r.n;
}

Tensor norm_backward_input_jvp(const Tensor& input_t, const Tensor& grad_output, const NormalizedRows& r,
                               const Tensor& weight_b) {
  const Tensor gh = times_weight(grad_output, weight_b);
  const Tensor c = r.mean(gh * r.xhat);
  const Tensor gx = r.rstd * (gh - r.mean(gh) - r.xhat * c);
  const Tensor xhat_t = r.project(input_t);
  const Tensor rstd_t_over_rstd = -r.rstd * r.mean(r.xhat * input_t);
  return rstd_t_over_rstd * gx - r.rstd * (xhat_t * c + r.xhat * r.mean(gh * xhat_t));
}

// The gradients of a normalisation's fused backward, whose results are
// gi = P(grad_out * w), gw = the parameter-shaped sum of grad_out * xhat and
// gb = that of grad_out (P the normalisation's self-adjoint map,
// `project`), with respect to grad_out, input and weight, from the gradients
// of gi, gw and gb (each undefined when unused). `as_param` sums a tensor of
// input's shape to a parameter's, `broadcast` views a parameter against
// input, `input_from_gi` is d<ggi, gi>/d input.
template <class Project, class Xhat, class AsParam, class Broadcast, class InputFromGi>
std::tuple<Tensor, Tensor, Tensor> norm_double_backward(
    const Tensor& ggi, const Tensor& ggw, const Tensor& ggb, const Tensor& grad_out, const Tensor& input,
    const Tensor& weight, const std::array<bool, 3>& mask, const Project& project, const Xhat& xhat,
    const AsParam& as_param, const Broadcast& broadcast, const InputFromGi& input_from_gi) {
  const auto add = [](Tensor& acc, const Tensor& term) { acc = acc.defined() ? acc + term : term; };
  Tensor d_grad_out, d_input, d_weight;
  const Tensor projected = ggi.defined() ? project(ggi) : Tensor();
  if (mask[0]) {
    if (projected.defined()) add(d_grad_out, times_weight(projected, weight.defined() ? broadcast(weight) : weight));
    if (ggw.defined()) add(d_grad_out, broadcast(ggw) * xhat());
    if (ggb.defined()) add(d_grad_out, yaten::expand(broadcast(ggb), grad_out.sizes()));
    if (!d_grad_out.defined()) d_grad_out = zeros_like(grad_out);
  }
  if (mask[1]) {
    if (ggi.defined()) add(d_input, input_from_gi(ggi));
    if (ggw.defined()) add(d_input, project(grad_out * broadcast(ggw)));
    if (!d_input.defined()) d_input = zeros_like(input);
  }
  if (mask[2] && weight.defined())
    d_weight = projected.defined() ? as_param(grad_out * projected) : zeros_like(weight);
  return {d_grad_out, d_input, d_weight};
}

}  // namespace

Tensor layer_norm_double_backward_input(const Tensor& grad, const Tensor& grad_output, const Tensor& input,
                                        const DimVector& normalized_shape, const Tensor& weight, double eps) {
  return norm_double_backward_input(grad, grad_output,
                                    normalized_over(input, trailing_dims(input, normalized_shape), eps), weight);
}

Tensor layer_norm_backward_input_jvp(const Tensor& input_t, const Tensor& grad_output, const Tensor& input,
                                     const DimVector& normalized_shape, const Tensor& weight, double eps) {
  return norm_backward_input_jvp(input_t, grad_output,
                                 normalized_over(input, trailing_dims(input, normalized_shape), eps), weight);
}

Tensor channel_view(const Tensor& v, int64_t ndim) {
  DimVector shape(static_cast<size_t>(ndim), 1);
  shape[1] = v.numel();
  return yaten::reshape(v, shape);
}

Tensor sum_per_channel(const Tensor& t) {
  return yaten::sum(t, all_but_channels(t), false, std::nullopt);
}

Tensor batch_norm_double_backward_input(const Tensor& grad, const Tensor& grad_output, const Tensor& input,
                                        const Tensor& weight, bool training, double eps) {
  if (!training) return zeros_like(input);
  const Tensor w = weight.defined() ? channel_view(weight, input.dim()) : weight;
  return norm_double_backward_input(grad, grad_output, normalized_over(input, all_but_channels(input), eps), w);
}

Tensor batch_norm_backward_input_jvp(const Tensor& input_t, const Tensor& grad_output, const Tensor& input,
                                     const Tensor& weight, bool training, double eps) {
  if (!training) return zeros_like(input);
  const Tensor w = weight.defined() ? channel_view(weight, input.dim()) : weight;
  return norm_backward_input_jvp(input_t, grad_output, normalized_over(input, all_but_channels(input), eps), w);
}

std::tuple<Tensor, Tensor, Tensor> layer_norm_double_backward(
    const Tensor& grad_grad_input, const Tensor& grad_grad_weight, const Tensor& grad_grad_bias,
    const Tensor& grad_out, const Tensor& input, const DimVector& normalized_shape, const Tensor& weight, double eps,
    const std::array<bool, 3>& grad_input_mask) {
  return norm_double_backward(
      grad_grad_input, grad_grad_weight, grad_grad_bias, grad_out, input, weight, grad_input_mask,
      [&](const Tensor& v) { return yaten::layer_norm_backward(v, input, normalized_shape, Tensor(), eps); },
      [&] { return yaten::layer_norm(input, normalized_shape, Tensor(), Tensor(), eps); },
      [&](const Tensor& t) { return sum_to(t, normalized_shape); }, [](const Tensor& p) { return p; },
      [&](const Tensor& ggi) {
        return layer_norm_double_backward_input(ggi, grad_out, input, normalized_shape, weight, eps);
      });
}

std::tuple<Tensor, Tensor, Tensor> batch_norm_double_backward(
    const Tensor& grad_grad_input, const Tensor& grad_grad_weight, const Tensor& grad_grad_bias,
    const Tensor& grad_out, const Tensor& input, const Tensor& mean, const Tensor& var, const Tensor& weight,
    bool training, double eps, const std::array<bool, 3>& grad_input_mask) {
  return norm_double_backward(
      grad_grad_input, grad_grad_weight, grad_grad_bias, grad_out, input, weight, grad_input_mask,
      [&](const Tensor& v) { return yaten::batch_norm_backward(v, input, mean, var, Tensor(), training, eps); },
      [&] { return yaten::native_batch_norm(input, mean, var, Tensor(), Tensor(), training, eps); },
      [](const Tensor& t) { return sum_per_channel(t); },
      [&](const Tensor& p) { return channel_view(p, input.dim()); },
      [&](const Tensor& ggi) {
        return batch_norm_double_backward_input(ggi, grad_out, input, weight, training, eps);
      });
}

Tensor times_channel_weight(const Tensor& t, const Tensor& weight) {
  return weight.defined() ? t * channel_view(weight, t.dim()) : t;
}

namespace {

// A group_norm tensor (N, C, *) as (N, G, C / G, prod(*)): each (sample,
// group) block is dims 2 and 3; weight (C) as (1, G, C / G, 1) against it.
struct GroupedView {
  DimVector sizes;

  GroupedView(const Tensor& input, int64_t groups) {
    int64_t hw = 1;
    for (int64_t d = 2; d < input.dim(); ++d) hw *= input.sizes()[static_cast<size_t>(d)];
    sizes = DimVector{input.sizes()[0], groups, input.sizes()[1] / groups, hw};
  }
  Tensor of(const Tensor& t) const { return yaten::reshape(t, sizes); }
  Tensor weight(const Tensor& w) const {
    return w.defined() ? yaten::reshape(w, DimVector{1, sizes[1], sizes[2], 1}) : w;
  }
  NormalizedRows rows(const Tensor& input, double eps) const { return normalized_over(of(input), {2, 3}, eps); }
};

Tensor group_norm_double_backward_input(const Tensor& grad, const Tensor& grad_output, const Tensor& input,
                                        int64_t num_groups, const Tensor& weight, double eps) {
  const GroupedView g(input, num_groups);
  return yaten::reshape(norm_double_backward_input(g.of(grad), g.of(grad_output), g.rows(input, eps), g.weight(weight)),
                        input.sizes());
}

}  // namespace

Tensor group_norm_input_backward(const Tensor& grad, const Tensor& input, int64_t num_groups, const Tensor& weight,
                                 double eps) {
  const GroupedView g(input, num_groups);
  const DimVector blocks{g.sizes[0], g.sizes[1], g.sizes[2] * g.sizes[3]};
  const Tensor projected = yaten::layer_norm_backward(yaten::reshape(times_channel_weight(grad, weight), blocks),
                                                      yaten::reshape(input, blocks), DimVector{blocks[2]}, Tensor(),
                                                      eps);
  return yaten::reshape(projected, input.sizes());
}

Tensor group_norm_backward_input_jvp(const Tensor& input_t, const Tensor& grad_output, const Tensor& input,
                                     int64_t num_groups, const Tensor& weight, double eps) {
  const GroupedView g(input, num_groups);
  return yaten::reshape(
      norm_backward_input_jvp(g.of(input_t), g.of(grad_output), g.rows(input, eps), g.weight(weight)), input.sizes());
}

std::tuple<Tensor, Tensor, Tensor> group_norm_double_backward(
    const Tensor& grad_grad_input, const Tensor& grad_grad_weight, const Tensor& grad_grad_bias,
    const Tensor& grad_out, const Tensor& input, int64_t num_groups, const Tensor& weight, double eps,
    const std::array<bool, 3>& grad_input_mask) {
  return norm_double_backward(
      grad_grad_input, grad_grad_weight, grad_grad_bias, grad_out, input, weight, grad_input_mask,
      [&](const Tensor& v) { return group_norm_input_backward(v, input, num_groups, Tensor(), eps); },
      [&] { return yaten::group_norm(input, num_groups, Tensor(), Tensor(), eps); },
      [](const Tensor& t) { return sum_per_channel(t); },
      [&](const Tensor& p) { return channel_view(p, input.dim()); },
      [&](const Tensor& ggi) {
        return group_norm_double_backward_input(ggi, grad_out, input, num_groups, weight, eps);
      });
}

}  // namespace yaten
