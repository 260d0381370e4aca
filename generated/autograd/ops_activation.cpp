// @generated from ops.yaml by codegen (template: ops_family.cpp.j2). Do not edit.
// The 'activation' entry points: record history when needed, call the kernel.
#include "generated/autograd/ops_activation.h"

#include "autograd/formula_helpers.h"
#include "autograd/forward_ad.h"
#include "autograd/function_support.h"
#include "autograd/tensor_operators.h"
#include "runtime/names.h"
#include "generated/autograd/nodes_activation.h"
#include "generated/autograd/ops/abs.h"
#include "generated/autograd/ops/clone.h"
#include "generated/autograd/ops/elu_backward.h"
#include "generated/autograd/ops/exp.h"
#include "generated/autograd/ops/gelu_backward.h"
#include "generated/autograd/ops/gt.h"
#include "generated/autograd/ops/hardsigmoid_backward.h"
#include "generated/autograd/ops/hardswish_backward.h"
#include "generated/autograd/ops/hardtanh_backward.h"
#include "generated/autograd/ops/leaky_relu_backward.h"
#include "generated/autograd/ops/lt.h"
#include "generated/autograd/ops/shrink_backward.h"
#include "generated/autograd/ops/sigmoid.h"
#include "generated/autograd/ops/silu_backward.h"
#include "generated/autograd/ops/softplus.h"
#include "generated/autograd/ops/softplus_backward.h"
#include "generated/autograd/ops/square.h"
#include "generated/autograd/ops/tanh.h"
#include "generated/autograd/ops/threshold_backward.h"
#include "generated/autograd/ops/where.h"
#include "generated/autograd/ops/zeros_like.h"
#include "generated/runtime/kernels_activation.h"

namespace yaten {

// The jvp of each op: the output's tangent from its inputs' (ops.yaml
// `result:`). A term whose tangents are all undefined is zero and skipped.
namespace {

Tensor gelu_jvp(const Tensor& input, std::string_view approximate, const Tensor& input_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(input_t)) autograd::add_jvp_term(jvp, gelu_backward(input_t, input, approximate), false);
  return jvp;
}

Tensor silu_jvp(const Tensor& input, const Tensor& input_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(input_t)) autograd::add_jvp_term(jvp, silu_backward(input_t, input), false);
  return jvp;
}

Tensor gelu_backward_jvp(const Tensor& grad_output, const Tensor& self, std::string_view approximate, const Tensor& grad_output_t, const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(grad_output_t)) autograd::add_jvp_term(jvp, gelu_backward(grad_output_t, self, approximate), false);
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, self_t * grad_output * gelu_second_derivative(self, approximate), false);
  return jvp;
}

Tensor silu_backward_jvp(const Tensor& grad_output, const Tensor& self, const Tensor& grad_output_t, const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(grad_output_t)) autograd::add_jvp_term(jvp, silu_backward(grad_output_t, self), false);
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, self_t * grad_output * silu_second_derivative(self), false);
  return jvp;
}

Tensor leaky_relu_jvp(const Tensor& self, const Scalar& negative_slope, const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, leaky_relu_backward(self_t, self, negative_slope), false);
  return jvp;
}

Tensor elu_jvp(const Tensor& self, const Scalar& alpha, const Scalar& scale, const Scalar& input_scale, const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, elu_backward(self_t, self, alpha, scale, input_scale), false);
  return jvp;
}

Tensor hardtanh_jvp(const Tensor& self, const Scalar& min_val, const Scalar& max_val, const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, hardtanh_backward(self_t, self, min_val, max_val), false);
  return jvp;
}

Tensor hardsigmoid_jvp(const Tensor& self, const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, hardsigmoid_backward(self_t, self), false);
  return jvp;
}

Tensor hardswish_jvp(const Tensor& self, const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, hardswish_backward(self_t, self), false);
  return jvp;
}

Tensor softplus_jvp(const Tensor& self, const Scalar& beta, const Scalar& threshold, const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, softplus_backward(self_t, self, beta, threshold), false);
  return jvp;
}

Tensor mish_jvp(const Tensor& self, const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, self_t * (tanh(softplus(self, 1, 20)) + self * sigmoid(self) * (1 - square(tanh(softplus(self, 1, 20))))), false);
  return jvp;
}

Tensor logsigmoid_jvp(const Tensor& self, const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, self_t * sigmoid(-self), false);
  return jvp;
}

Tensor softshrink_jvp(const Tensor& self, const Scalar& lambd, const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, shrink_backward(self_t, self, lambd), false);
  return jvp;
}

Tensor hardshrink_jvp(const Tensor& self, const Scalar& lambd, const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, shrink_backward(self_t, self, lambd), false);
  return jvp;
}

Tensor threshold_jvp(const Tensor& self, const Scalar& threshold, const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, threshold_backward(self_t, self, threshold), false);
  return jvp;
}

Tensor leaky_relu_backward_jvp(const Tensor& self, const Scalar& negative_slope, const Tensor& grad_output_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(grad_output_t)) autograd::add_jvp_term(jvp, leaky_relu_backward(grad_output_t, self, negative_slope), false);
  return jvp;
}

Tensor hardtanh_backward_jvp(const Tensor& self, const Scalar& min_val, const Scalar& max_val, const Tensor& grad_output_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(grad_output_t)) autograd::add_jvp_term(jvp, hardtanh_backward(grad_output_t, self, min_val, max_val), false);
  return jvp;
}

Tensor hardsigmoid_backward_jvp(const Tensor& self, const Tensor& grad_output_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(grad_output_t)) autograd::add_jvp_term(jvp, hardsigmoid_backward(grad_output_t, self), false);
  return jvp;
}

Tensor shrink_backward_jvp(const Tensor& self, const Scalar& lambd, const Tensor& grad_output_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(grad_output_t)) autograd::add_jvp_term(jvp, shrink_backward(grad_output_t, self, lambd), false);
  return jvp;
}

Tensor elu_backward_jvp(const Tensor& grad_output, const Tensor& self, const Scalar& alpha, const Scalar& scale, const Scalar& input_scale, const Tensor& grad_output_t, const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(grad_output_t)) autograd::add_jvp_term(jvp, elu_backward(grad_output_t, self, alpha, scale, input_scale), false);
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, where(gt(self, 0), zeros_like(self_t), self_t * grad_output * scale * alpha * input_scale * input_scale * exp(self * input_scale)), false);
  return jvp;
}

Tensor hardswish_backward_jvp(const Tensor& grad_output, const Tensor& self, const Tensor& grad_output_t, const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(grad_output_t)) autograd::add_jvp_term(jvp, hardswish_backward(grad_output_t, self), false);
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, where(lt(abs(self), 3), self_t * grad_output / 3, zeros_like(self_t)), false);
  return jvp;
}

Tensor softplus_backward_jvp(const Tensor& grad_output, const Tensor& self, const Scalar& beta, const Scalar& threshold, const Tensor& grad_output_t, const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(grad_output_t)) autograd::add_jvp_term(jvp, softplus_backward(grad_output_t, self, beta, threshold), false);
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, where(gt(self * beta, threshold), zeros_like(self_t), self_t * grad_output * beta * sigmoid(self * beta) * (1 - sigmoid(self * beta))), false);
  return jvp;
}

}  // namespace

Tensor gelu(const Tensor& input, std::string_view approximate) {
  if (names::any_named(input)) names::refuse("aten::gelu");
  std::shared_ptr<autograd::GeluBackward0> grad_fn;
  if (autograd::compute_requires_grad(input)) {
    grad_fn = std::make_shared<autograd::GeluBackward0>();
    autograd::collect_edges(*grad_fn, input);
    grad_fn->input_ = autograd::SavedVariable(input, false);
    grad_fn->approximate_ = approximate;
  }
  auto result = kernels::gelu(input, approximate);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor input_t = autograd::tangent_of(input);
    if (autograd::has_tangent(input_t)) {
      autograd::set_tangent(result, gelu_jvp(input, approximate, input_t));
    }
  }
  return result;
}

Tensor silu(const Tensor& input) {
  if (names::any_named(input)) names::refuse("aten::silu");
  std::shared_ptr<autograd::SiluBackward0> grad_fn;
  if (autograd::compute_requires_grad(input)) {
    grad_fn = std::make_shared<autograd::SiluBackward0>();
    autograd::collect_edges(*grad_fn, input);
    grad_fn->input_ = autograd::SavedVariable(input, false);
  }
  auto result = kernels::silu(input);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor input_t = autograd::tangent_of(input);
    if (autograd::has_tangent(input_t)) {
      autograd::set_tangent(result, silu_jvp(input, input_t));
    }
  }
  return result;
}

Tensor gelu_backward(const Tensor& grad_output, const Tensor& self, std::string_view approximate) {
  if (names::any_named(grad_output, self)) names::refuse("aten::gelu_backward");
  std::shared_ptr<autograd::GeluBackwardBackward0> grad_fn;
  if (autograd::compute_requires_grad(grad_output, self)) {
    grad_fn = std::make_shared<autograd::GeluBackwardBackward0>();
    autograd::collect_edges(*grad_fn, grad_output, self);
    if (autograd::should_compute(*grad_fn, 1)) grad_fn->grad_output_ = autograd::SavedVariable(grad_output, false);
    grad_fn->self_ = autograd::SavedVariable(self, false);
    grad_fn->approximate_ = approximate;
  }
  auto result = kernels::gelu_backward(grad_output, self, approximate);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor grad_output_t = autograd::tangent_of(grad_output);
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(grad_output_t) || autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, gelu_backward_jvp(grad_output, self, approximate, grad_output_t, self_t));
    }
  }
  return result;
}

Tensor silu_backward(const Tensor& grad_output, const Tensor& self) {
  if (names::any_named(grad_output, self)) names::refuse("aten::silu_backward");
  std::shared_ptr<autograd::SiluBackwardBackward0> grad_fn;
  if (autograd::compute_requires_grad(grad_output, self)) {
    grad_fn = std::make_shared<autograd::SiluBackwardBackward0>();
    autograd::collect_edges(*grad_fn, grad_output, self);
    if (autograd::should_compute(*grad_fn, 1)) grad_fn->grad_output_ = autograd::SavedVariable(grad_output, false);
    grad_fn->self_ = autograd::SavedVariable(self, false);
  }
  auto result = kernels::silu_backward(grad_output, self);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor grad_output_t = autograd::tangent_of(grad_output);
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(grad_output_t) || autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, silu_backward_jvp(grad_output, self, grad_output_t, self_t));
    }
  }
  return result;
}

Tensor leaky_relu(const Tensor& self, const Scalar& negative_slope) {
  if (names::any_named(self)) names::refuse("aten::leaky_relu");
  std::shared_ptr<autograd::LeakyReluBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::LeakyReluBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_ = autograd::SavedVariable(self, false);
    grad_fn->negative_slope_ = negative_slope;
  }
  auto result = kernels::leaky_relu(self, negative_slope, Tensor());
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, leaky_relu_jvp(self, negative_slope, self_t));
    }
  }
  return result;
}

Tensor leaky_relu_(const Tensor& self, const Scalar& negative_slope) {
  if (names::any_named(self)) names::refuse("aten::leaky_relu_");
  autograd::check_inplace(self, "leaky_relu_", self);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::LeakyReluBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::LeakyReluBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->negative_slope_ = negative_slope;
    grad_fn->self_ = autograd::SavedVariable(yaten::clone(self), false);
  }
  Tensor self_t;
  bool forward_grad = false;
  if (autograd::forward_ad_enabled()) {
    self_t = autograd::tangent_of(self);
    forward_grad = autograd::has_tangent(self_t);
  }
  Tensor self_original = forward_grad ? autograd::original_for_jvp(self) : Tensor();
  autograd::write_inplace(self, kernels::leaky_relu(self, negative_slope, self), "leaky_relu_");
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, leaky_relu_jvp(self_original, negative_slope, self_t));
  return result;
}

Tensor elu(const Tensor& self, const Scalar& alpha, const Scalar& scale, const Scalar& input_scale) {
  if (names::any_named(self)) names::refuse("aten::elu");
  std::shared_ptr<autograd::EluBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::EluBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_ = autograd::SavedVariable(self, false);
    grad_fn->alpha_ = alpha;
    grad_fn->scale_ = scale;
    grad_fn->input_scale_ = input_scale;
  }
  auto result = kernels::elu(self, alpha, scale, input_scale, Tensor());
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, elu_jvp(self, alpha, scale, input_scale, self_t));
    }
  }
  return result;
}

Tensor elu_(const Tensor& self, const Scalar& alpha, const Scalar& scale, const Scalar& input_scale) {
  if (names::any_named(self)) names::refuse("aten::elu_");
  autograd::check_inplace(self, "elu_", self);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::EluBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::EluBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->alpha_ = alpha;
    grad_fn->scale_ = scale;
    grad_fn->input_scale_ = input_scale;
    grad_fn->self_ = autograd::SavedVariable(yaten::clone(self), false);
  }
  Tensor self_t;
  bool forward_grad = false;
  if (autograd::forward_ad_enabled()) {
    self_t = autograd::tangent_of(self);
    forward_grad = autograd::has_tangent(self_t);
  }
  Tensor self_original = forward_grad ? autograd::original_for_jvp(self) : Tensor();
  autograd::write_inplace(self, kernels::elu(self, alpha, scale, input_scale, self), "elu_");
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, elu_jvp(self_original, alpha, scale, input_scale, self_t));
  return result;
}

Tensor hardtanh(const Tensor& self, const Scalar& min_val, const Scalar& max_val) {
  if (names::any_named(self)) names::refuse("aten::hardtanh");
  std::shared_ptr<autograd::HardtanhBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::HardtanhBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_ = autograd::SavedVariable(self, false);
    grad_fn->min_val_ = min_val;
    grad_fn->max_val_ = max_val;
  }
  auto result = kernels::hardtanh(self, min_val, max_val, Tensor());
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, hardtanh_jvp(self, min_val, max_val, self_t));
    }
  }
  return result;
}

Tensor hardtanh_(const Tensor& self, const Scalar& min_val, const Scalar& max_val) {
  if (names::any_named(self)) names::refuse("aten::hardtanh_");
  autograd::check_inplace(self, "hardtanh_", self);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::HardtanhBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::HardtanhBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->min_val_ = min_val;
    grad_fn->max_val_ = max_val;
    grad_fn->self_ = autograd::SavedVariable(yaten::clone(self), false);
  }
  Tensor self_t;
  bool forward_grad = false;
  if (autograd::forward_ad_enabled()) {
    self_t = autograd::tangent_of(self);
    forward_grad = autograd::has_tangent(self_t);
  }
  Tensor self_original = forward_grad ? autograd::original_for_jvp(self) : Tensor();
  autograd::write_inplace(self, kernels::hardtanh(self, min_val, max_val, self), "hardtanh_");
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, hardtanh_jvp(self_original, min_val, max_val, self_t));
  return result;
}

Tensor hardsigmoid(const Tensor& self) {
  if (names::any_named(self)) names::refuse("aten::hardsigmoid");
  std::shared_ptr<autograd::HardsigmoidBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::HardsigmoidBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_ = autograd::SavedVariable(self, false);
  }
  auto result = kernels::hardsigmoid(self);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, hardsigmoid_jvp(self, self_t));
    }
  }
  return result;
}

Tensor hardswish(const Tensor& self) {
  if (names::any_named(self)) names::refuse("aten::hardswish");
  std::shared_ptr<autograd::HardswishBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::HardswishBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_ = autograd::SavedVariable(self, false);
  }
  auto result = kernels::hardswish(self);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, hardswish_jvp(self, self_t));
    }
  }
  return result;
}

Tensor softplus(const Tensor& self, const Scalar& beta, const Scalar& threshold) {
  if (names::any_named(self)) names::refuse("aten::softplus");
  std::shared_ptr<autograd::SoftplusBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::SoftplusBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_ = autograd::SavedVariable(self, false);
    grad_fn->beta_ = beta;
    grad_fn->threshold_ = threshold;
  }
  auto result = kernels::softplus(self, beta, threshold);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, softplus_jvp(self, beta, threshold, self_t));
    }
  }
  return result;
}

Tensor mish(const Tensor& self) {
  if (names::any_named(self)) names::refuse("aten::mish");
  std::shared_ptr<autograd::MishBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::MishBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_ = autograd::SavedVariable(self, false);
  }
  auto result = kernels::mish(self);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, mish_jvp(self, self_t));
    }
  }
  return result;
}

Tensor logsigmoid(const Tensor& self) {
  if (names::any_named(self)) names::refuse("aten::logsigmoid");
  std::shared_ptr<autograd::LogsigmoidBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::LogsigmoidBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_ = autograd::SavedVariable(self, false);
  }
  auto result = kernels::logsigmoid(self);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, logsigmoid_jvp(self, self_t));
    }
  }
  return result;
}

Tensor softshrink(const Tensor& self, const Scalar& lambd) {
  if (names::any_named(self)) names::refuse("aten::softshrink");
  std::shared_ptr<autograd::SoftshrinkBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::SoftshrinkBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_ = autograd::SavedVariable(self, false);
    grad_fn->lambd_ = lambd;
  }
  auto result = kernels::softshrink(self, lambd);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, softshrink_jvp(self, lambd, self_t));
    }
  }
  return result;
}

Tensor hardshrink(const Tensor& self, const Scalar& lambd) {
  if (names::any_named(self)) names::refuse("aten::hardshrink");
  std::shared_ptr<autograd::HardshrinkBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::HardshrinkBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_ = autograd::SavedVariable(self, false);
    grad_fn->lambd_ = lambd;
  }
  auto result = kernels::hardshrink(self, lambd);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, hardshrink_jvp(self, lambd, self_t));
    }
  }
  return result;
}

Tensor hardshrink_out(const Tensor& self, const Scalar& lambd, const Tensor& out) {
  if (names::any_named(self)) names::refuse("aten::hardshrink");
  autograd::check_out_no_grad("hardshrink", self, out);
  autograd::check_out_no_tangents("hardshrink", self, out);
  autograd::write_out(out, kernels::hardshrink(self, lambd), "hardshrink", autograd::OutDtype::exact);
  return out;
}

Tensor threshold(const Tensor& self, const Scalar& threshold, const Scalar& value) {
  if (names::any_named(self)) names::refuse("aten::threshold");
  std::shared_ptr<autograd::ThresholdBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::ThresholdBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_ = autograd::SavedVariable(self, false);
    grad_fn->threshold_ = threshold;
  }
  auto result = kernels::threshold(self, threshold, value, Tensor());
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, threshold_jvp(self, threshold, self_t));
    }
  }
  return result;
}

Tensor threshold_(const Tensor& self, const Scalar& threshold, const Scalar& value) {
  if (names::any_named(self)) names::refuse("aten::threshold_");
  autograd::check_inplace(self, "threshold_", self);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::ThresholdBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::ThresholdBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->threshold_ = threshold;
    grad_fn->self_ = autograd::SavedVariable(yaten::clone(self), false);
  }
  Tensor self_t;
  bool forward_grad = false;
  if (autograd::forward_ad_enabled()) {
    self_t = autograd::tangent_of(self);
    forward_grad = autograd::has_tangent(self_t);
  }
  Tensor self_original = forward_grad ? autograd::original_for_jvp(self) : Tensor();
  autograd::write_inplace(self, kernels::threshold(self, threshold, value, self), "threshold_");
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, threshold_jvp(self_original, threshold, self_t));
  return result;
}

Tensor leaky_relu_backward(const Tensor& grad_output, const Tensor& self, const Scalar& negative_slope) {
  if (names::any_named(grad_output, self)) names::refuse("aten::leaky_relu_backward");
  std::shared_ptr<autograd::LeakyReluBackwardBackward0> grad_fn;
  if (autograd::compute_requires_grad(grad_output, self)) {
    grad_fn = std::make_shared<autograd::LeakyReluBackwardBackward0>();
    autograd::collect_edges(*grad_fn, grad_output, self);
    if (autograd::should_compute(*grad_fn, 0)) grad_fn->self_ = autograd::SavedVariable(self, false);
    grad_fn->negative_slope_ = negative_slope;
  }
  auto result = kernels::leaky_relu_backward(grad_output, self, negative_slope);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor grad_output_t = autograd::tangent_of(grad_output);
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(grad_output_t) || autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, leaky_relu_backward_jvp(self, negative_slope, grad_output_t));
    }
  }
  return result;
}

Tensor hardtanh_backward(const Tensor& grad_output, const Tensor& self, const Scalar& min_val, const Scalar& max_val) {
  if (names::any_named(grad_output, self)) names::refuse("aten::hardtanh_backward");
  std::shared_ptr<autograd::HardtanhBackwardBackward0> grad_fn;
  if (autograd::compute_requires_grad(grad_output, self)) {
    grad_fn = std::make_shared<autograd::HardtanhBackwardBackward0>();
    autograd::collect_edges(*grad_fn, grad_output, self);
    if (autograd::should_compute(*grad_fn, 0)) grad_fn->self_ = autograd::SavedVariable(self, false);
    grad_fn->min_val_ = min_val;
    grad_fn->max_val_ = max_val;
  }
  auto result = kernels::hardtanh_backward(grad_output, self, min_val, max_val);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor grad_output_t = autograd::tangent_of(grad_output);
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(grad_output_t) || autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, hardtanh_backward_jvp(self, min_val, max_val, grad_output_t));
    }
  }
  return result;
}

Tensor hardsigmoid_backward(const Tensor& grad_output, const Tensor& self) {
  if (names::any_named(grad_output, self)) names::refuse("aten::hardsigmoid_backward");
  std::shared_ptr<autograd::HardsigmoidBackwardBackward0> grad_fn;
  if (autograd::compute_requires_grad(grad_output, self)) {
    grad_fn = std::make_shared<autograd::HardsigmoidBackwardBackward0>();
    autograd::collect_edges(*grad_fn, grad_output, self);
    if (autograd::should_compute(*grad_fn, 0)) grad_fn->self_ = autograd::SavedVariable(self, false);
  }
  auto result = kernels::hardsigmoid_backward(grad_output, self);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor grad_output_t = autograd::tangent_of(grad_output);
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(grad_output_t) || autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, hardsigmoid_backward_jvp(self, grad_output_t));
    }
  }
  return result;
}

Tensor shrink_backward(const Tensor& grad_output, const Tensor& self, const Scalar& lambd) {
  if (names::any_named(grad_output, self)) names::refuse("aten::shrink_backward");
  std::shared_ptr<autograd::ShrinkBackwardBackward0> grad_fn;
  if (autograd::compute_requires_grad(grad_output, self)) {
    grad_fn = std::make_shared<autograd::ShrinkBackwardBackward0>();
    autograd::collect_edges(*grad_fn, grad_output, self);
    if (autograd::should_compute(*grad_fn, 0)) grad_fn->self_ = autograd::SavedVariable(self, false);
    grad_fn->lambd_ = lambd;
  }
  auto result = kernels::shrink_backward(grad_output, self, lambd);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor grad_output_t = autograd::tangent_of(grad_output);
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(grad_output_t) || autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, shrink_backward_jvp(self, lambd, grad_output_t));
    }
  }
  return result;
}

Tensor elu_backward(const Tensor& grad_output, const Tensor& self, const Scalar& alpha, const Scalar& scale, const Scalar& input_scale) {
  Dimnames result_names;
  if (names::any_named(grad_output, self)) result_names = names::unify(grad_output, self);
  std::shared_ptr<autograd::EluBackwardBackward0> grad_fn;
  if (autograd::compute_requires_grad(grad_output, self)) {
    grad_fn = std::make_shared<autograd::EluBackwardBackward0>();
    autograd::collect_edges(*grad_fn, grad_output, self);
    if (autograd::should_compute(*grad_fn, 1)) grad_fn->grad_output_ = autograd::SavedVariable(grad_output, false);
    grad_fn->self_ = autograd::SavedVariable(self, false);
    grad_fn->alpha_ = alpha;
    grad_fn->scale_ = scale;
    grad_fn->input_scale_ = input_scale;
  }
  auto result = kernels::elu_backward(grad_output, self, alpha, scale, input_scale);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor grad_output_t = autograd::tangent_of(grad_output);
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(grad_output_t) || autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, elu_backward_jvp(grad_output, self, alpha, scale, input_scale, grad_output_t, self_t));
    }
  }
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor hardswish_backward(const Tensor& grad_output, const Tensor& self) {
  Dimnames result_names;
  if (names::any_named(grad_output, self)) result_names = names::unify(grad_output, self);
  std::shared_ptr<autograd::HardswishBackwardBackward0> grad_fn;
  if (autograd::compute_requires_grad(grad_output, self)) {
    grad_fn = std::make_shared<autograd::HardswishBackwardBackward0>();
    autograd::collect_edges(*grad_fn, grad_output, self);
    if (autograd::should_compute(*grad_fn, 1)) grad_fn->grad_output_ = autograd::SavedVariable(grad_output, false);
    grad_fn->self_ = autograd::SavedVariable(self, false);
  }
  auto result = kernels::hardswish_backward(grad_output, self);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor grad_output_t = autograd::tangent_of(grad_output);
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(grad_output_t) || autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, hardswish_backward_jvp(grad_output, self, grad_output_t, self_t));
    }
  }
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor softplus_backward(const Tensor& grad_output, const Tensor& self, const Scalar& beta, const Scalar& threshold) {
  Dimnames result_names;
  if (names::any_named(grad_output, self)) result_names = names::unify(grad_output, self);
  std::shared_ptr<autograd::SoftplusBackwardBackward0> grad_fn;
  if (autograd::compute_requires_grad(grad_output, self)) {
    grad_fn = std::make_shared<autograd::SoftplusBackwardBackward0>();
    autograd::collect_edges(*grad_fn, grad_output, self);
    if (autograd::should_compute(*grad_fn, 1)) grad_fn->grad_output_ = autograd::SavedVariable(grad_output, false);
    grad_fn->self_ = autograd::SavedVariable(self, false);
    grad_fn->beta_ = beta;
    grad_fn->threshold_ = threshold;
  }
  auto result = kernels::softplus_backward(grad_output, self, beta, threshold);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor grad_output_t = autograd::tangent_of(grad_output);
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(grad_output_t) || autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, softplus_backward_jvp(grad_output, self, beta, threshold, grad_output_t, self_t));
    }
  }
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

}  // namespace yaten
