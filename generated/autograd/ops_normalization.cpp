// @generated from ops.yaml by codegen (template: ops_family.cpp.j2). Do not edit.
// The 'normalization' entry points: record history when needed, call the kernel.
#include "generated/autograd/ops_normalization.h"

#include "autograd/formula_helpers.h"
#include "autograd/forward_ad.h"
#include "autograd/function_support.h"
#include "autograd/tensor_operators.h"
#include "runtime/names.h"
#include "generated/autograd/nodes_normalization.h"
#include "generated/autograd/ops/batch_norm_backward.h"
#include "generated/autograd/ops/group_norm.h"
#include "generated/autograd/ops/layer_norm.h"
#include "generated/autograd/ops/layer_norm_backward.h"
#include "generated/autograd/ops/native_batch_norm.h"
#include "generated/autograd/ops/ones_like.h"
#include "generated/runtime/kernels_normalization.h"

namespace yaten {

// The jvp of each op: the output's tangent from its inputs' (ops.yaml
// `result:`). A term whose tangents are all undefined is zero and skipped.
namespace {

Tensor layer_norm_backward_jvp(const Tensor& grad_output, const Tensor& input, const DimVector& normalized_shape, const Tensor& weight, double eps, const Tensor& grad_output_t, const Tensor& input_t, const Tensor& weight_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(grad_output_t)) autograd::add_jvp_term(jvp, layer_norm_backward(grad_output_t, input, normalized_shape, weight, eps), false);
  if (autograd::has_tangent(input_t)) autograd::add_jvp_term(jvp, layer_norm_backward_input_jvp(input_t, grad_output, input, normalized_shape, weight, eps), false);
  if (autograd::has_tangent(weight_t)) autograd::add_jvp_term(jvp, layer_norm_backward(grad_output * weight_t, input, normalized_shape, undefined_tensor(), eps), false);
  return jvp;
}

Tensor native_batch_norm_jvp(const Tensor& input, const Tensor& mean, const Tensor& var, const Tensor& weight, bool training, double eps, const Tensor& input_t, const Tensor& weight_t, const Tensor& bias_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(input_t)) autograd::add_jvp_term(jvp, batch_norm_backward(input_t, input, mean, var, weight, training, eps), false);
  if (autograd::has_tangent(weight_t)) autograd::add_jvp_term(jvp, channel_view(weight_t, input.dim()) * native_batch_norm(input, mean, var, undefined_tensor(), undefined_tensor(), training, eps), false);
  if (autograd::has_tangent(bias_t)) autograd::add_jvp_term(jvp, channel_view(bias_t, input.dim()) * ones_like(input), false);
  return jvp;
}

Tensor batch_norm_backward_jvp(const Tensor& grad_output, const Tensor& input, const Tensor& mean, const Tensor& var, const Tensor& weight, bool training, double eps, const Tensor& grad_output_t, const Tensor& input_t, const Tensor& weight_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(grad_output_t)) autograd::add_jvp_term(jvp, batch_norm_backward(grad_output_t, input, mean, var, weight, training, eps), false);
  if (autograd::has_tangent(input_t)) autograd::add_jvp_term(jvp, batch_norm_backward_input_jvp(input_t, grad_output, input, weight, training, eps), false);
  if (autograd::has_tangent(weight_t)) autograd::add_jvp_term(jvp, batch_norm_backward(grad_output * channel_view(weight_t, input.dim()), input, mean, var, undefined_tensor(), training, eps), false);
  return jvp;
}

Tensor native_layer_norm_jvp(const Tensor& input, const DimVector& normalized_shape, const Tensor& weight, double eps, const Tensor& input_t, const Tensor& weight_t, const Tensor& bias_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(input_t)) autograd::add_jvp_term(jvp, times_weight(layer_norm_backward(input_t, input, normalized_shape, undefined_tensor(), eps), weight), false);
  if (autograd::has_tangent(weight_t)) autograd::add_jvp_term(jvp, weight_t * layer_norm(input, normalized_shape, undefined_tensor(), undefined_tensor(), eps), false);
  if (autograd::has_tangent(bias_t)) autograd::add_jvp_term(jvp, bias_t * ones_like(input), false);
  return jvp;
}

Tensor native_layer_norm_backward_jvp(const Tensor& grad_out, const Tensor& input, const DimVector& normalized_shape, const Tensor& weight, double eps, const Tensor& grad_out_t, const Tensor& input_t, const Tensor& weight_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(grad_out_t)) autograd::add_jvp_term(jvp, layer_norm_backward(grad_out_t, input, normalized_shape, weight, eps), false);
  if (autograd::has_tangent(input_t)) autograd::add_jvp_term(jvp, layer_norm_backward_input_jvp(input_t, grad_out, input, normalized_shape, weight, eps), false);
  if (autograd::has_tangent(weight_t)) autograd::add_jvp_term(jvp, layer_norm_backward(grad_out * weight_t, input, normalized_shape, undefined_tensor(), eps), false);
  return jvp;
}

Tensor native_batch_norm_backward_jvp(const Tensor& grad_out, const Tensor& input, const Tensor& mean, const Tensor& var, const Tensor& weight, bool training, double eps, const Tensor& grad_out_t, const Tensor& input_t, const Tensor& weight_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(grad_out_t)) autograd::add_jvp_term(jvp, batch_norm_backward(grad_out_t, input, mean, var, weight, training, eps), false);
  if (autograd::has_tangent(input_t)) autograd::add_jvp_term(jvp, batch_norm_backward_input_jvp(input_t, grad_out, input, weight, training, eps), false);
  if (autograd::has_tangent(weight_t)) autograd::add_jvp_term(jvp, batch_norm_backward(grad_out * channel_view(weight_t, input.dim()), input, mean, var, undefined_tensor(), training, eps), false);
  return jvp;
}

Tensor native_group_norm_jvp(const Tensor& input, const Tensor& weight, int64_t num_groups, double eps, const Tensor& input_t, const Tensor& weight_t, const Tensor& bias_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(input_t)) autograd::add_jvp_term(jvp, times_channel_weight(group_norm_input_backward(input_t, input, num_groups, undefined_tensor(), eps), weight), false);
  if (autograd::has_tangent(weight_t)) autograd::add_jvp_term(jvp, channel_view(weight_t, input.dim()) * group_norm(input, num_groups, undefined_tensor(), undefined_tensor(), eps), false);
  if (autograd::has_tangent(bias_t)) autograd::add_jvp_term(jvp, channel_view(bias_t, input.dim()) * ones_like(input), false);
  return jvp;
}

Tensor native_group_norm_backward_jvp(const Tensor& grad_out, const Tensor& input, const Tensor& weight, int64_t num_groups, double eps, const Tensor& grad_out_t, const Tensor& input_t, const Tensor& weight_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(grad_out_t)) autograd::add_jvp_term(jvp, group_norm_input_backward(grad_out_t, input, num_groups, weight, eps), false);
  if (autograd::has_tangent(input_t)) autograd::add_jvp_term(jvp, group_norm_backward_input_jvp(input_t, grad_out, input, num_groups, weight, eps), false);
  if (autograd::has_tangent(weight_t)) autograd::add_jvp_term(jvp, group_norm_input_backward(grad_out * channel_view(weight_t, input.dim()), input, num_groups, undefined_tensor(), eps), false);
  return jvp;
}

}  // namespace

Tensor layer_norm_backward(const Tensor& grad_output, const Tensor& input, const DimVector& normalized_shape, const Tensor& weight, double eps) {
  if (names::any_named(grad_output, input, weight)) names::refuse("aten::layer_norm_backward");
  std::shared_ptr<autograd::LayerNormBackwardBackward0> grad_fn;
  if (autograd::compute_requires_grad(grad_output, input, weight)) {
    grad_fn = std::make_shared<autograd::LayerNormBackwardBackward0>();
    autograd::collect_edges(*grad_fn, grad_output, input, weight);
    if (autograd::should_compute(*grad_fn, 1) || autograd::should_compute(*grad_fn, 2)) grad_fn->grad_output_ = autograd::SavedVariable(grad_output, false);
    grad_fn->input_ = autograd::SavedVariable(input, false);
    grad_fn->normalized_shape_ = normalized_shape;
    if (autograd::should_compute(*grad_fn, 0) || autograd::should_compute(*grad_fn, 1)) grad_fn->weight_ = autograd::SavedVariable(weight, false);
    grad_fn->eps_ = eps;
  }
  auto result = kernels::layer_norm_backward(grad_output, input, normalized_shape, weight, eps);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor grad_output_t = autograd::tangent_of(grad_output);
    Tensor input_t = autograd::tangent_of(input);
    Tensor weight_t = autograd::tangent_of(weight);
    if (autograd::has_tangent(grad_output_t) || autograd::has_tangent(input_t) || autograd::has_tangent(weight_t)) {
      autograd::set_tangent(result, layer_norm_backward_jvp(grad_output, input, normalized_shape, weight, eps, grad_output_t, input_t, weight_t));
    }
  }
  return result;
}

Tensor batch_norm_stats(const Tensor& input) {
  if (names::any_named(input)) names::refuse("aten::batch_norm_stats");
  return kernels::batch_norm_stats(input);
}

Tensor native_batch_norm(const Tensor& input, const Tensor& mean, const Tensor& var, const Tensor& weight, const Tensor& bias, bool training, double eps) {
  if (names::any_named(input, mean, var, weight, bias)) names::refuse("aten::native_batch_norm");
  std::shared_ptr<autograd::NativeBatchNormBackward0> grad_fn;
  if (autograd::compute_requires_grad(input, weight, bias)) {
    grad_fn = std::make_shared<autograd::NativeBatchNormBackward0>();
    autograd::collect_edges(*grad_fn, input, weight, bias);
    grad_fn->input_ = autograd::SavedVariable(input, false);
    grad_fn->mean_ = autograd::SavedVariable(mean, false);
    grad_fn->var_ = autograd::SavedVariable(var, false);
    grad_fn->weight_ = autograd::SavedVariable(weight, false);
    grad_fn->training_ = training;
    grad_fn->eps_ = eps;
  }
  auto result = kernels::native_batch_norm(input, mean, var, weight, bias, training, eps);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor input_t = autograd::tangent_of(input);
    Tensor weight_t = autograd::tangent_of(weight);
    Tensor bias_t = autograd::tangent_of(bias);
    if (autograd::has_tangent(input_t) || autograd::has_tangent(weight_t) || autograd::has_tangent(bias_t)) {
      autograd::set_tangent(result, native_batch_norm_jvp(input, mean, var, weight, training, eps, input_t, weight_t, bias_t));
    }
  }
  return result;
}

Tensor batch_norm_backward(const Tensor& grad_output, const Tensor& input, const Tensor& mean, const Tensor& var, const Tensor& weight, bool training, double eps) {
  if (names::any_named(grad_output, input, mean, var, weight)) names::refuse("aten::batch_norm_backward");
  std::shared_ptr<autograd::BatchNormBackwardBackward0> grad_fn;
  if (autograd::compute_requires_grad(grad_output, input, weight)) {
    grad_fn = std::make_shared<autograd::BatchNormBackwardBackward0>();
    autograd::collect_edges(*grad_fn, grad_output, input, weight);
    if (autograd::should_compute(*grad_fn, 1) || autograd::should_compute(*grad_fn, 2)) grad_fn->grad_output_ = autograd::SavedVariable(grad_output, false);
    grad_fn->input_ = autograd::SavedVariable(input, false);
    if (autograd::should_compute(*grad_fn, 0) || autograd::should_compute(*grad_fn, 2)) grad_fn->mean_ = autograd::SavedVariable(mean, false);
    if (autograd::should_compute(*grad_fn, 0) || autograd::should_compute(*grad_fn, 2)) grad_fn->var_ = autograd::SavedVariable(var, false);
    if (autograd::should_compute(*grad_fn, 0) || autograd::should_compute(*grad_fn, 1)) grad_fn->weight_ = autograd::SavedVariable(weight, false);
    grad_fn->training_ = training;
    grad_fn->eps_ = eps;
  }
  auto result = kernels::batch_norm_backward(grad_output, input, mean, var, weight, training, eps);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor grad_output_t = autograd::tangent_of(grad_output);
    Tensor input_t = autograd::tangent_of(input);
    Tensor weight_t = autograd::tangent_of(weight);
    if (autograd::has_tangent(grad_output_t) || autograd::has_tangent(input_t) || autograd::has_tangent(weight_t)) {
      autograd::set_tangent(result, batch_norm_backward_jvp(grad_output, input, mean, var, weight, training, eps, grad_output_t, input_t, weight_t));
    }
  }
  return result;
}

std::tuple<Tensor, Tensor, Tensor> native_layer_norm(const Tensor& input, const DimVector& normalized_shape, const Tensor& weight, const Tensor& bias, double eps) {
  if (names::any_named(input, weight, bias)) names::refuse("aten::native_layer_norm");
  std::shared_ptr<autograd::NativeLayerNormBackward0> grad_fn;
  if (autograd::compute_requires_grad(input, weight, bias)) {
    grad_fn = std::make_shared<autograd::NativeLayerNormBackward0>();
    autograd::collect_edges(*grad_fn, input, weight, bias);
    grad_fn->input_ = autograd::SavedVariable(input, false);
    grad_fn->normalized_shape_ = normalized_shape;
    grad_fn->weight_ = autograd::SavedVariable(weight, false);
    grad_fn->eps_ = eps;
  }
  auto result = kernels::native_layer_norm(input, normalized_shape, weight, bias, eps);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
    grad_fn->mean_ = autograd::SavedVariable(std::get<1>(result), true);
    grad_fn->rstd_ = autograd::SavedVariable(std::get<2>(result), true);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor input_t = autograd::tangent_of(input);
    Tensor weight_t = autograd::tangent_of(weight);
    Tensor bias_t = autograd::tangent_of(bias);
    if (autograd::has_tangent(input_t) || autograd::has_tangent(weight_t) || autograd::has_tangent(bias_t)) {
      autograd::set_tangent(std::get<0>(result), native_layer_norm_jvp(input, normalized_shape, weight, eps, input_t, weight_t, bias_t));
    }
  }
  return result;
}

std::tuple<Tensor, Tensor, Tensor> native_layer_norm_backward(const Tensor& grad_out, const Tensor& input, const DimVector& normalized_shape, const Tensor& mean, const Tensor& rstd, const Tensor& weight, double eps, bool input_grad, bool weight_grad, bool bias_grad) {
  if (names::any_named(grad_out, input, mean, rstd, weight)) names::refuse("aten::native_layer_norm_backward");
  std::shared_ptr<autograd::NativeLayerNormBackwardBackward0> grad_fn;
  if (autograd::compute_requires_grad(grad_out, input, weight)) {
    grad_fn = std::make_shared<autograd::NativeLayerNormBackwardBackward0>();
    autograd::collect_edges(*grad_fn, grad_out, input, weight);
    grad_fn->grad_out_ = autograd::SavedVariable(grad_out, false);
    grad_fn->input_ = autograd::SavedVariable(input, false);
    grad_fn->normalized_shape_ = normalized_shape;
    grad_fn->weight_ = autograd::SavedVariable(weight, false);
    grad_fn->eps_ = eps;
  }
  auto result = kernels::native_layer_norm_backward(grad_out, input, normalized_shape, mean, rstd, weight, eps, input_grad, weight_grad, bias_grad);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor grad_out_t = autograd::tangent_of(grad_out);
    Tensor input_t = autograd::tangent_of(input);
    Tensor weight_t = autograd::tangent_of(weight);
    if (autograd::has_tangent(grad_out_t) || autograd::has_tangent(input_t) || autograd::has_tangent(weight_t)) {
      autograd::set_tangent(std::get<0>(result), native_layer_norm_backward_jvp(grad_out, input, normalized_shape, weight, eps, grad_out_t, input_t, weight_t));
    }
  }
  return result;
}

std::tuple<Tensor, Tensor, Tensor> native_batch_norm_backward(const Tensor& grad_out, const Tensor& input, const Tensor& mean, const Tensor& var, const Tensor& weight, bool training, double eps, bool input_grad, bool weight_grad, bool bias_grad) {
  if (names::any_named(grad_out, input, mean, var, weight)) names::refuse("aten::native_batch_norm_backward");
  std::shared_ptr<autograd::NativeBatchNormBackwardBackward0> grad_fn;
  if (autograd::compute_requires_grad(grad_out, input, weight)) {
    grad_fn = std::make_shared<autograd::NativeBatchNormBackwardBackward0>();
    autograd::collect_edges(*grad_fn, grad_out, input, weight);
    grad_fn->grad_out_ = autograd::SavedVariable(grad_out, false);
    grad_fn->input_ = autograd::SavedVariable(input, false);
    grad_fn->mean_ = autograd::SavedVariable(mean, false);
    grad_fn->var_ = autograd::SavedVariable(var, false);
    grad_fn->weight_ = autograd::SavedVariable(weight, false);
    grad_fn->training_ = training;
    grad_fn->eps_ = eps;
  }
  auto result = kernels::native_batch_norm_backward(grad_out, input, mean, var, weight, training, eps, input_grad, weight_grad, bias_grad);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor grad_out_t = autograd::tangent_of(grad_out);
    Tensor input_t = autograd::tangent_of(input);
    Tensor weight_t = autograd::tangent_of(weight);
    if (autograd::has_tangent(grad_out_t) || autograd::has_tangent(input_t) || autograd::has_tangent(weight_t)) {
      autograd::set_tangent(std::get<0>(result), native_batch_norm_backward_jvp(grad_out, input, mean, var, weight, training, eps, grad_out_t, input_t, weight_t));
    }
  }
  return result;
}

std::tuple<Tensor, Tensor, Tensor> native_group_norm(const Tensor& input, const Tensor& weight, const Tensor& bias, int64_t num_groups, double eps) {
  if (names::any_named(input, weight, bias)) names::refuse("aten::native_group_norm");
  std::shared_ptr<autograd::NativeGroupNormBackward0> grad_fn;
  if (autograd::compute_requires_grad(input, weight, bias)) {
    grad_fn = std::make_shared<autograd::NativeGroupNormBackward0>();
    autograd::collect_edges(*grad_fn, input, weight, bias);
    grad_fn->input_ = autograd::SavedVariable(input, false);
    grad_fn->weight_ = autograd::SavedVariable(weight, false);
    grad_fn->num_groups_ = num_groups;
    grad_fn->eps_ = eps;
  }
  auto result = kernels::native_group_norm(input, weight, bias, num_groups, eps);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
    grad_fn->mean_ = autograd::SavedVariable(std::get<1>(result), true);
    grad_fn->rstd_ = autograd::SavedVariable(std::get<2>(result), true);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor input_t = autograd::tangent_of(input);
    Tensor weight_t = autograd::tangent_of(weight);
    Tensor bias_t = autograd::tangent_of(bias);
    if (autograd::has_tangent(input_t) || autograd::has_tangent(weight_t) || autograd::has_tangent(bias_t)) {
      autograd::set_tangent(std::get<0>(result), native_group_norm_jvp(input, weight, num_groups, eps, input_t, weight_t, bias_t));
    }
  }
  return result;
}

std::tuple<Tensor, Tensor, Tensor> native_group_norm_backward(const Tensor& grad_out, const Tensor& input, const Tensor& mean, const Tensor& rstd, const Tensor& weight, int64_t num_groups, double eps, bool input_grad, bool weight_grad, bool bias_grad) {
  if (names::any_named(grad_out, input, mean, rstd, weight)) names::refuse("aten::native_group_norm_backward");
  std::shared_ptr<autograd::NativeGroupNormBackwardBackward0> grad_fn;
  if (autograd::compute_requires_grad(grad_out, input, weight)) {
    grad_fn = std::make_shared<autograd::NativeGroupNormBackwardBackward0>();
    autograd::collect_edges(*grad_fn, grad_out, input, weight);
    grad_fn->grad_out_ = autograd::SavedVariable(grad_out, false);
    grad_fn->input_ = autograd::SavedVariable(input, false);
    grad_fn->weight_ = autograd::SavedVariable(weight, false);
    grad_fn->num_groups_ = num_groups;
    grad_fn->eps_ = eps;
  }
  auto result = kernels::native_group_norm_backward(grad_out, input, mean, rstd, weight, num_groups, eps, input_grad, weight_grad, bias_grad);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor grad_out_t = autograd::tangent_of(grad_out);
    Tensor input_t = autograd::tangent_of(input);
    Tensor weight_t = autograd::tangent_of(weight);
    if (autograd::has_tangent(grad_out_t) || autograd::has_tangent(input_t) || autograd::has_tangent(weight_t)) {
      autograd::set_tangent(std::get<0>(result), native_group_norm_backward_jvp(grad_out, input, weight, num_groups, eps, grad_out_t, input_t, weight_t));
    }
  }
  return result;
}

}  // namespace yaten
