// @generated from ops.yaml by codegen (template: ops_family.cpp.j2). Do not edit.
// The 'conv' entry points: record history when needed, call the kernel.
#include "generated/autograd/ops_conv.h"

#include "autograd/formula_helpers.h"
#include "autograd/forward_ad.h"
#include "autograd/function_support.h"
#include "autograd/tensor_operators.h"
#include "runtime/names.h"
#include "generated/autograd/nodes_conv.h"
#include "generated/autograd/ops/conv2d.h"
#include "generated/autograd/ops/conv2d_backward_bias.h"
#include "generated/autograd/ops/conv2d_backward_input.h"
#include "generated/autograd/ops/conv2d_backward_weight.h"
#include "generated/runtime/kernels_conv.h"

namespace yaten {

// The jvp of each op: the output's tangent from its inputs' (ops.yaml
// `result:`). A term whose tangents are all undefined is zero and skipped.
namespace {

Tensor conv2d_jvp(const Tensor& input, const Tensor& weight, const DimVector& stride, const DimVector& padding, const DimVector& dilation, int64_t groups, const Tensor& input_t, const Tensor& weight_t, const Tensor& bias_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(input_t) || autograd::has_tangent(bias_t)) autograd::add_jvp_term(jvp, conv2d(input_t, weight, bias_t, stride, padding, dilation, groups), false);
  if (autograd::has_tangent(weight_t)) autograd::add_jvp_term(jvp, conv2d(input, weight_t, undefined_tensor(), stride, padding, dilation, groups), false);
  return jvp;
}

Tensor conv2d_backward_input_jvp(const Tensor& grad_output, const Tensor& weight, const DimVector& input_size, const DimVector& stride, const DimVector& padding, const DimVector& dilation, int64_t groups, const Tensor& grad_output_t, const Tensor& weight_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(grad_output_t)) autograd::add_jvp_term(jvp, conv2d_backward_input(grad_output_t, weight, input_size, stride, padding, dilation, groups), false);
  if (autograd::has_tangent(weight_t)) autograd::add_jvp_term(jvp, conv2d_backward_input(grad_output, weight_t, input_size, stride, padding, dilation, groups), false);
  return jvp;
}

Tensor conv2d_backward_weight_jvp(const Tensor& grad_output, const Tensor& input, const DimVector& weight_size, const DimVector& stride, const DimVector& padding, const DimVector& dilation, int64_t groups, const Tensor& grad_output_t, const Tensor& input_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(grad_output_t)) autograd::add_jvp_term(jvp, conv2d_backward_weight(grad_output_t, input, weight_size, stride, padding, dilation, groups), false);
  if (autograd::has_tangent(input_t)) autograd::add_jvp_term(jvp, conv2d_backward_weight(grad_output, input_t, weight_size, stride, padding, dilation, groups), false);
  return jvp;
}

Tensor conv2d_backward_bias_jvp(const Tensor& input, const Tensor& weight, const Tensor& grad_output_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(grad_output_t)) autograd::add_jvp_term(jvp, conv2d_backward_bias(grad_output_t, input, weight), false);
  return jvp;
}

Tensor conv2d_backward_jvp_grad_input(const Tensor& grad_output, const Tensor& input, const Tensor& weight, const DimVector& stride, const DimVector& padding, const DimVector& dilation, int64_t groups, const Tensor& grad_output_t, const Tensor& weight_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(grad_output_t)) autograd::add_jvp_term(jvp, conv2d_backward_input(grad_output_t, weight, input.sizes(), stride, padding, dilation, groups), false);
  if (autograd::has_tangent(weight_t)) autograd::add_jvp_term(jvp, conv2d_backward_input(grad_output, weight_t, input.sizes(), stride, padding, dilation, groups), false);
  return jvp;
}

Tensor conv2d_backward_jvp_grad_weight(const Tensor& grad_output, const Tensor& input, const Tensor& weight, const DimVector& stride, const DimVector& padding, const DimVector& dilation, int64_t groups, const Tensor& grad_output_t, const Tensor& input_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(grad_output_t)) autograd::add_jvp_term(jvp, conv2d_backward_weight(grad_output_t, input, weight.sizes(), stride, padding, dilation, groups), false);
  if (autograd::has_tangent(input_t)) autograd::add_jvp_term(jvp, conv2d_backward_weight(grad_output, input_t, weight.sizes(), stride, padding, dilation, groups), false);
  return jvp;
}

Tensor conv2d_backward_jvp_grad_bias(const Tensor& input, const Tensor& weight, const Tensor& grad_output_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(grad_output_t)) autograd::add_jvp_term(jvp, conv2d_backward_bias(grad_output_t, input, weight), false);
  return jvp;
}

}  // namespace

Tensor conv2d(const Tensor& input, const Tensor& weight, const Tensor& bias, const DimVector& stride, const DimVector& padding, const DimVector& dilation, int64_t groups) {
  if (names::any_named(input, weight, bias)) names::refuse("aten::conv2d");
  std::shared_ptr<autograd::Conv2DBackward0> grad_fn;
  if (autograd::compute_requires_grad(input, weight, bias)) {
    grad_fn = std::make_shared<autograd::Conv2DBackward0>();
    autograd::collect_edges(*grad_fn, input, weight, bias);
    grad_fn->input_ = autograd::SavedVariable(input, false);
    grad_fn->weight_ = autograd::SavedVariable(weight, false);
    grad_fn->stride_ = stride;
    grad_fn->padding_ = padding;
    grad_fn->dilation_ = dilation;
    grad_fn->groups_ = groups;
  }
  auto result = kernels::conv2d(input, weight, bias, stride, padding, dilation, groups);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor input_t = autograd::tangent_of(input);
    Tensor weight_t = autograd::tangent_of(weight);
    Tensor bias_t = autograd::tangent_of(bias);
    if (autograd::has_tangent(input_t) || autograd::has_tangent(weight_t) || autograd::has_tangent(bias_t)) {
      input_t = autograd::tangent_or_zeros(input_t, input);
      bias_t = autograd::tangent_or_zeros(bias_t, bias);
      autograd::set_tangent(result, conv2d_jvp(input, weight, stride, padding, dilation, groups, input_t, weight_t, bias_t));
    }
  }
  return result;
}

Tensor conv2d_backward_input(const Tensor& grad_output, const Tensor& weight, const DimVector& input_size, const DimVector& stride, const DimVector& padding, const DimVector& dilation, int64_t groups) {
  if (names::any_named(grad_output, weight)) names::refuse("aten::conv2d_backward_input");
  std::shared_ptr<autograd::Conv2DBackwardInputBackward0> grad_fn;
  if (autograd::compute_requires_grad(grad_output, weight)) {
    grad_fn = std::make_shared<autograd::Conv2DBackwardInputBackward0>();
    autograd::collect_edges(*grad_fn, grad_output, weight);
    grad_fn->weight_sizes_ = weight.sizes();
    if (autograd::should_compute(*grad_fn, 1)) grad_fn->grad_output_ = autograd::SavedVariable(grad_output, false);
    if (autograd::should_compute(*grad_fn, 0)) grad_fn->weight_ = autograd::SavedVariable(weight, false);
    grad_fn->stride_ = stride;
    grad_fn->padding_ = padding;
    grad_fn->dilation_ = dilation;
    grad_fn->groups_ = groups;
  }
  auto result = kernels::conv2d_backward_input(grad_output, weight, input_size, stride, padding, dilation, groups);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor grad_output_t = autograd::tangent_of(grad_output);
    Tensor weight_t = autograd::tangent_of(weight);
    if (autograd::has_tangent(grad_output_t) || autograd::has_tangent(weight_t)) {
      autograd::set_tangent(result, conv2d_backward_input_jvp(grad_output, weight, input_size, stride, padding, dilation, groups, grad_output_t, weight_t));
    }
  }
  return result;
}

Tensor conv2d_backward_weight(const Tensor& grad_output, const Tensor& input, const DimVector& weight_size, const DimVector& stride, const DimVector& padding, const DimVector& dilation, int64_t groups) {
  if (names::any_named(grad_output, input)) names::refuse("aten::conv2d_backward_weight");
  std::shared_ptr<autograd::Conv2DBackwardWeightBackward0> grad_fn;
  if (autograd::compute_requires_grad(grad_output, input)) {
    grad_fn = std::make_shared<autograd::Conv2DBackwardWeightBackward0>();
    autograd::collect_edges(*grad_fn, grad_output, input);
    grad_fn->input_sizes_ = input.sizes();
    if (autograd::should_compute(*grad_fn, 1)) grad_fn->grad_output_ = autograd::SavedVariable(grad_output, false);
    if (autograd::should_compute(*grad_fn, 0)) grad_fn->input_ = autograd::SavedVariable(input, false);
    grad_fn->stride_ = stride;
    grad_fn->padding_ = padding;
    grad_fn->dilation_ = dilation;
    grad_fn->groups_ = groups;
  }
  auto result = kernels::conv2d_backward_weight(grad_output, input, weight_size, stride, padding, dilation, groups);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor grad_output_t = autograd::tangent_of(grad_output);
    Tensor input_t = autograd::tangent_of(input);
    if (autograd::has_tangent(grad_output_t) || autograd::has_tangent(input_t)) {
      autograd::set_tangent(result, conv2d_backward_weight_jvp(grad_output, input, weight_size, stride, padding, dilation, groups, grad_output_t, input_t));
    }
  }
  return result;
}

Tensor conv2d_backward_bias(const Tensor& grad_output, const Tensor& input, const Tensor& weight) {
  if (names::any_named(grad_output, input, weight)) names::refuse("aten::conv2d_backward_bias");
  std::shared_ptr<autograd::Conv2DBackwardBiasBackward0> grad_fn;
  if (autograd::compute_requires_grad(grad_output, input, weight)) {
    grad_fn = std::make_shared<autograd::Conv2DBackwardBiasBackward0>();
    autograd::collect_edges(*grad_fn, grad_output, input, weight);
    grad_fn->grad_output_sizes_ = grad_output.sizes();
    if (autograd::should_compute(*grad_fn, 1)) grad_fn->input_ = autograd::SavedVariable(input, false);
    if (autograd::should_compute(*grad_fn, 2)) grad_fn->weight_ = autograd::SavedVariable(weight, false);
  }
  auto result = kernels::conv2d_backward_bias(grad_output, input, weight);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor grad_output_t = autograd::tangent_of(grad_output);
    Tensor input_t = autograd::tangent_of(input);
    Tensor weight_t = autograd::tangent_of(weight);
    if (autograd::has_tangent(grad_output_t) || autograd::has_tangent(input_t) || autograd::has_tangent(weight_t)) {
      autograd::set_tangent(result, conv2d_backward_bias_jvp(input, weight, grad_output_t));
    }
  }
  return result;
}

std::tuple<Tensor, Tensor, Tensor> conv2d_backward(const Tensor& grad_output, const Tensor& input, const Tensor& weight, const DimVector& stride, const DimVector& padding, const DimVector& dilation, int64_t groups, bool input_grad, bool weight_grad, bool bias_grad) {
  if (names::any_named(grad_output, input, weight)) names::refuse("aten::conv2d_backward");
  std::shared_ptr<autograd::Conv2DBackwardBackward0> grad_fn;
  if (autograd::compute_requires_grad(grad_output, input, weight)) {
    grad_fn = std::make_shared<autograd::Conv2DBackwardBackward0>();
    autograd::collect_edges(*grad_fn, grad_output, input, weight);
    grad_fn->grad_output_ = autograd::SavedVariable(grad_output, false);
    grad_fn->input_ = autograd::SavedVariable(input, false);
    grad_fn->weight_ = autograd::SavedVariable(weight, false);
    grad_fn->stride_ = stride;
    grad_fn->padding_ = padding;
    grad_fn->dilation_ = dilation;
    grad_fn->groups_ = groups;
  }
  auto result = kernels::conv2d_backward(grad_output, input, weight, stride, padding, dilation, groups, input_grad, weight_grad, bias_grad);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor grad_output_t = autograd::tangent_of(grad_output);
    Tensor input_t = autograd::tangent_of(input);
    Tensor weight_t = autograd::tangent_of(weight);
    if (autograd::has_tangent(grad_output_t) || autograd::has_tangent(input_t) || autograd::has_tangent(weight_t)) {
      autograd::set_tangent(std::get<0>(result), conv2d_backward_jvp_grad_input(grad_output, input, weight, stride, padding, dilation, groups, grad_output_t, weight_t));
      autograd::set_tangent(std::get<1>(result), conv2d_backward_jvp_grad_weight(grad_output, input, weight, stride, padding, dilation, groups, grad_output_t, input_t));
      autograd::set_tangent(std::get<2>(result), conv2d_backward_jvp_grad_bias(input, weight, grad_output_t));
    }
  }
  return result;
}

}  // namespace yaten
