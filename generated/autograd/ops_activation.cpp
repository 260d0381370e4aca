// @generated from ops.yaml by codegen (template: ops_family.cpp.j2). Do not edit.
// The 'activation' entry points: record history when needed, call the kernel.
#include "generated/autograd/ops_activation.h"

#include "autograd/formula_helpers.h"
#include "autograd/forward_ad.h"
#include "autograd/function_support.h"
#include "autograd/tensor_operators.h"
#include "generated/autograd/nodes_activation.h"
#include "generated/autograd/ops/gelu_backward.h"
#include "generated/autograd/ops/silu_backward.h"
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

}  // namespace

Tensor gelu(const Tensor& input, std::string_view approximate) {
  std::shared_ptr<autograd::GeluBackward0> grad_fn;
  if (autograd::compute_requires_grad(input)) {
    grad_fn = std::make_shared<autograd::GeluBackward0>();
    autograd::collect_edges(*grad_fn, input);
    grad_fn->approximate_ = approximate;
    grad_fn->input_ = autograd::SavedVariable(input, false);
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
  std::shared_ptr<autograd::GeluBackwardBackward0> grad_fn;
  if (autograd::compute_requires_grad(grad_output, self)) {
    grad_fn = std::make_shared<autograd::GeluBackwardBackward0>();
    autograd::collect_edges(*grad_fn, grad_output, self);
    grad_fn->approximate_ = approximate;
    grad_fn->self_ = autograd::SavedVariable(self, false);
    grad_fn->grad_output_ = autograd::SavedVariable(grad_output, false);
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
  std::shared_ptr<autograd::SiluBackwardBackward0> grad_fn;
  if (autograd::compute_requires_grad(grad_output, self)) {
    grad_fn = std::make_shared<autograd::SiluBackwardBackward0>();
    autograd::collect_edges(*grad_fn, grad_output, self);
    grad_fn->self_ = autograd::SavedVariable(self, false);
    grad_fn->grad_output_ = autograd::SavedVariable(grad_output, false);
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

}  // namespace yaten
