// @generated from ops.yaml by codegen (template: ops_family.cpp.j2). Do not edit.
// The 'binary' entry points: record history when needed, call the kernel.
#include "generated/autograd/ops_binary.h"

#include "autograd/formula_helpers.h"
#include "autograd/forward_ad.h"
#include "autograd/function_support.h"
#include "autograd/tensor_operators.h"
#include "runtime/names.h"
#include "generated/autograd/nodes_binary.h"
#include "generated/autograd/ops/clone.h"
#include "generated/autograd/ops/eq.h"
#include "generated/autograd/ops/floor.h"
#include "generated/autograd/ops/gt.h"
#include "generated/autograd/ops/lt.h"
#include "generated/autograd/ops/threshold_backward.h"
#include "generated/autograd/ops/trunc.h"
#include "generated/runtime/kernels_binary.h"

namespace yaten {

// The jvp of each op: the output's tangent from its inputs' (ops.yaml
// `result:`). A term whose tangents are all undefined is zero and skipped.
namespace {

Tensor add_jvp(const Scalar& alpha, const Tensor& self_t, const Tensor& other_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, self_t, false);
  if (autograd::has_tangent(other_t)) autograd::add_jvp_term(jvp, other_t * alpha, false);
  return jvp;
}

Tensor sub_jvp(const Scalar& alpha, const Tensor& self_t, const Tensor& other_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, self_t, false);
  if (autograd::has_tangent(other_t)) autograd::add_jvp_term(jvp, other_t * alpha, true);
  return jvp;
}

Tensor mul_jvp(const Tensor& self, const Tensor& other, const Tensor& self_t, const Tensor& other_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, self_t * other, false);
  if (autograd::has_tangent(other_t)) autograd::add_jvp_term(jvp, other_t * self, false);
  return jvp;
}

Tensor div_jvp(const Tensor& self, const Tensor& other, const Tensor& self_t, const Tensor& other_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, self_t / other, false);
  if (autograd::has_tangent(other_t)) autograd::add_jvp_term(jvp, -other_t * self / (other * other), false);
  return jvp;
}

Tensor pow_jvp(const Tensor& self, const Tensor& exponent, const Tensor& self_t, const Tensor& exponent_t, const Tensor& result) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, pow_backward_self(self_t, self, exponent), false);
  if (autograd::has_tangent(exponent_t)) autograd::add_jvp_term(jvp, pow_backward_exponent(exponent_t, self, exponent, result), false);
  return jvp;
}

Tensor maximum_jvp(const Tensor& self, const Tensor& other, const Tensor& self_t, const Tensor& other_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, self_t * (gt(self, other) + eq(self, other) * 0.5), false);
  if (autograd::has_tangent(other_t)) autograd::add_jvp_term(jvp, other_t * (lt(self, other) + eq(self, other) * 0.5), false);
  return jvp;
}

Tensor minimum_jvp(const Tensor& self, const Tensor& other, const Tensor& self_t, const Tensor& other_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, self_t * (lt(self, other) + eq(self, other) * 0.5), false);
  if (autograd::has_tangent(other_t)) autograd::add_jvp_term(jvp, other_t * (gt(self, other) + eq(self, other) * 0.5), false);
  return jvp;
}

Tensor atan2_jvp(const Tensor& self, const Tensor& other, const Tensor& self_t, const Tensor& other_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, self_t * other / (self * self + other * other), false);
  if (autograd::has_tangent(other_t)) autograd::add_jvp_term(jvp, -other_t * self / (self * self + other * other), false);
  return jvp;
}

Tensor hypot_jvp(const Tensor& self, const Tensor& other, const Tensor& self_t, const Tensor& other_t, const Tensor& result) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, self_t * self / result, false);
  if (autograd::has_tangent(other_t)) autograd::add_jvp_term(jvp, other_t * other / result, false);
  return jvp;
}

Tensor remainder_jvp(const Tensor& self, const Tensor& other, const Tensor& self_t, const Tensor& other_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, self_t, false);
  if (autograd::has_tangent(other_t)) autograd::add_jvp_term(jvp, -other_t * floor(self / other), false);
  return jvp;
}

Tensor fmod_jvp(const Tensor& self, const Tensor& other, const Tensor& self_t, const Tensor& other_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, self_t, false);
  if (autograd::has_tangent(other_t)) autograd::add_jvp_term(jvp, -other_t * trunc(self / other), false);
  return jvp;
}

Tensor lerp_Tensor_jvp(const Tensor& self, const Tensor& end, const Tensor& weight, const Tensor& self_t, const Tensor& end_t, const Tensor& weight_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, self_t * (1 - weight), false);
  if (autograd::has_tangent(end_t)) autograd::add_jvp_term(jvp, end_t * weight, false);
  if (autograd::has_tangent(weight_t)) autograd::add_jvp_term(jvp, weight_t * (end - self), false);
  return jvp;
}

Tensor lerp_Scalar_jvp(const Scalar& weight, const Tensor& self_t, const Tensor& end_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, self_t - self_t * weight, false);
  if (autograd::has_tangent(end_t)) autograd::add_jvp_term(jvp, end_t * weight, false);
  return jvp;
}

Tensor addcmul_jvp(const Tensor& tensor1, const Tensor& tensor2, const Scalar& value, const Tensor& self_t, const Tensor& tensor1_t, const Tensor& tensor2_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, self_t, false);
  if (autograd::has_tangent(tensor1_t)) autograd::add_jvp_term(jvp, tensor1_t * tensor2 * value, false);
  if (autograd::has_tangent(tensor2_t)) autograd::add_jvp_term(jvp, tensor2_t * tensor1 * value, false);
  return jvp;
}

Tensor addcdiv_jvp(const Tensor& tensor1, const Tensor& tensor2, const Scalar& value, const Tensor& self_t, const Tensor& tensor1_t, const Tensor& tensor2_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, self_t, false);
  if (autograd::has_tangent(tensor1_t)) autograd::add_jvp_term(jvp, tensor1_t * value / tensor2, false);
  if (autograd::has_tangent(tensor2_t)) autograd::add_jvp_term(jvp, -tensor2_t * value * tensor1 / (tensor2 * tensor2), false);
  return jvp;
}

Tensor threshold_backward_jvp(const Tensor& self, const Scalar& threshold, const Tensor& grad_output_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(grad_output_t)) autograd::add_jvp_term(jvp, threshold_backward(grad_output_t, self, threshold), false);
  return jvp;
}

}  // namespace

Tensor add(const Tensor& self, const Tensor& other, const Scalar& alpha) {
  Dimnames result_names;
  if (names::any_named(self, other)) result_names = names::unify(self, other);
  std::shared_ptr<autograd::AddBackward0> grad_fn;
  if (autograd::compute_requires_grad(self, other)) {
    grad_fn = std::make_shared<autograd::AddBackward0>();
    autograd::collect_edges(*grad_fn, self, other);
    grad_fn->alpha_ = alpha;
  }
  auto result = kernels::add(self, other, alpha, Tensor());
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    Tensor other_t = autograd::tangent_of(other);
    if (autograd::has_tangent(self_t) || autograd::has_tangent(other_t)) {
      autograd::set_tangent(result, autograd::unaliased(add_jvp(alpha, self_t, other_t), {self_t}));
    }
  }
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor add_(const Tensor& self, const Tensor& other, const Scalar& alpha) {
  Dimnames result_names;
  if (names::any_named(self, other)) {
    result_names = names::unify(self, other);
    names::check_target(self, result_names);
  }
  autograd::check_inplace(self, "add_", self, other);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::AddBackward0> grad_fn;
  if (autograd::compute_requires_grad(self, other)) {
    grad_fn = std::make_shared<autograd::AddBackward0>();
    autograd::collect_edges(*grad_fn, self, other);
    grad_fn->alpha_ = alpha;
  }
  Tensor self_t;
  Tensor other_t;
  bool forward_grad = false;
  if (autograd::forward_ad_enabled()) {
    self_t = autograd::tangent_of(self);
    other_t = autograd::tangent_of(other);
    forward_grad = autograd::has_tangent(self_t) || autograd::has_tangent(other_t);
  }
  autograd::write_inplace(self, kernels::add(self, other, alpha, self), "add_");
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, add_jvp(alpha, self_t, other_t));
  if (result_names) {
    names::attach(self, result_names);
  }
  return result;
}

Tensor add_out(const Tensor& self, const Tensor& other, const Scalar& alpha, const Tensor& out) {
  Dimnames result_names;
  if (names::any_named(self, other)) {
    result_names = names::unify(self, other);
    names::check_target(out, result_names);
  }
  autograd::check_out_no_grad("add", self, other, out);
  autograd::check_out_no_tangents("add", self, other, out);
  autograd::write_out(out, kernels::add(self, other, alpha, out), "add", autograd::OutDtype::castable);
  if (result_names) {
    names::attach(out, result_names);
  }
  return out;
}

Tensor sub(const Tensor& self, const Tensor& other, const Scalar& alpha) {
  Dimnames result_names;
  if (names::any_named(self, other)) result_names = names::unify(self, other);
  std::shared_ptr<autograd::SubBackward0> grad_fn;
  if (autograd::compute_requires_grad(self, other)) {
    grad_fn = std::make_shared<autograd::SubBackward0>();
    autograd::collect_edges(*grad_fn, self, other);
    grad_fn->alpha_ = alpha;
  }
  auto result = kernels::sub(self, other, alpha, Tensor());
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    Tensor other_t = autograd::tangent_of(other);
    if (autograd::has_tangent(self_t) || autograd::has_tangent(other_t)) {
      autograd::set_tangent(result, autograd::unaliased(sub_jvp(alpha, self_t, other_t), {self_t}));
    }
  }
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor sub_(const Tensor& self, const Tensor& other, const Scalar& alpha) {
  Dimnames result_names;
  if (names::any_named(self, other)) {
    result_names = names::unify(self, other);
    names::check_target(self, result_names);
  }
  autograd::check_inplace(self, "sub_", self, other);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::SubBackward0> grad_fn;
  if (autograd::compute_requires_grad(self, other)) {
    grad_fn = std::make_shared<autograd::SubBackward0>();
    autograd::collect_edges(*grad_fn, self, other);
    grad_fn->alpha_ = alpha;
  }
  Tensor self_t;
  Tensor other_t;
  bool forward_grad = false;
  if (autograd::forward_ad_enabled()) {
    self_t = autograd::tangent_of(self);
    other_t = autograd::tangent_of(other);
    forward_grad = autograd::has_tangent(self_t) || autograd::has_tangent(other_t);
  }
  autograd::write_inplace(self, kernels::sub(self, other, alpha, self), "sub_");
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, sub_jvp(alpha, self_t, other_t));
  if (result_names) {
    names::attach(self, result_names);
  }
  return result;
}

Tensor sub_out(const Tensor& self, const Tensor& other, const Scalar& alpha, const Tensor& out) {
  Dimnames result_names;
  if (names::any_named(self, other)) {
    result_names = names::unify(self, other);
    names::check_target(out, result_names);
  }
  autograd::check_out_no_grad("sub", self, other, out);
  autograd::check_out_no_tangents("sub", self, other, out);
  autograd::write_out(out, kernels::sub(self, other, alpha, out), "sub", autograd::OutDtype::castable);
  if (result_names) {
    names::attach(out, result_names);
  }
  return out;
}

Tensor mul(const Tensor& self, const Tensor& other) {
  Dimnames result_names;
  if (names::any_named(self, other)) result_names = names::unify(self, other);
  std::shared_ptr<autograd::MulBackward0> grad_fn;
  if (autograd::compute_requires_grad(self, other)) {
    grad_fn = std::make_shared<autograd::MulBackward0>();
    autograd::collect_edges(*grad_fn, self, other);
    if (autograd::should_compute(*grad_fn, 1)) grad_fn->self_ = autograd::SavedVariable(self, false);
    if (autograd::should_compute(*grad_fn, 0)) grad_fn->other_ = autograd::SavedVariable(other, false);
  }
  auto result = kernels::mul(self, other, Tensor());
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    Tensor other_t = autograd::tangent_of(other);
    if (autograd::has_tangent(self_t) || autograd::has_tangent(other_t)) {
      autograd::set_tangent(result, mul_jvp(self, other, self_t, other_t));
    }
  }
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor mul_(const Tensor& self, const Tensor& other) {
  Dimnames result_names;
  if (names::any_named(self, other)) {
    result_names = names::unify(self, other);
    names::check_target(self, result_names);
  }
  autograd::check_inplace(self, "mul_", self, other);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::MulBackward0> grad_fn;
  if (autograd::compute_requires_grad(self, other)) {
    grad_fn = std::make_shared<autograd::MulBackward0>();
    autograd::collect_edges(*grad_fn, self, other);
    if (autograd::should_compute(*grad_fn, 0)) grad_fn->other_ = autograd::SavedVariable(other, false);
    if (autograd::should_compute(*grad_fn, 1)) grad_fn->self_ = autograd::SavedVariable(yaten::clone(self), false);
  }
  Tensor self_t;
  Tensor other_t;
  bool forward_grad = false;
  if (autograd::forward_ad_enabled()) {
    self_t = autograd::tangent_of(self);
    other_t = autograd::tangent_of(other);
    forward_grad = autograd::has_tangent(self_t) || autograd::has_tangent(other_t);
  }
  Tensor self_original = forward_grad ? autograd::original_for_jvp(self) : Tensor();
  autograd::write_inplace(self, kernels::mul(self, other, self), "mul_");
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, mul_jvp(self_original, other, self_t, other_t));
  if (result_names) {
    names::attach(self, result_names);
  }
  return result;
}

Tensor mul_out(const Tensor& self, const Tensor& other, const Tensor& out) {
  Dimnames result_names;
  if (names::any_named(self, other)) {
    result_names = names::unify(self, other);
    names::check_target(out, result_names);
  }
  autograd::check_out_no_grad("mul", self, other, out);
  autograd::check_out_no_tangents("mul", self, other, out);
  autograd::write_out(out, kernels::mul(self, other, out), "mul", autograd::OutDtype::castable);
  if (result_names) {
    names::attach(out, result_names);
  }
  return out;
}

Tensor div(const Tensor& self, const Tensor& other) {
  Dimnames result_names;
  if (names::any_named(self, other)) result_names = names::unify(self, other);
  std::shared_ptr<autograd::DivBackward0> grad_fn;
  if (autograd::compute_requires_grad(self, other)) {
    grad_fn = std::make_shared<autograd::DivBackward0>();
    autograd::collect_edges(*grad_fn, self, other);
    if (autograd::should_compute(*grad_fn, 1)) grad_fn->self_ = autograd::SavedVariable(self, false);
    grad_fn->other_ = autograd::SavedVariable(other, false);
  }
  auto result = kernels::div(self, other, Tensor());
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    Tensor other_t = autograd::tangent_of(other);
    if (autograd::has_tangent(self_t) || autograd::has_tangent(other_t)) {
      autograd::set_tangent(result, div_jvp(self, other, self_t, other_t));
    }
  }
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor div_(const Tensor& self, const Tensor& other) {
  Dimnames result_names;
  if (names::any_named(self, other)) {
    result_names = names::unify(self, other);
    names::check_target(self, result_names);
  }
  autograd::check_inplace(self, "div_", self, other);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::DivBackward0> grad_fn;
  if (autograd::compute_requires_grad(self, other)) {
    grad_fn = std::make_shared<autograd::DivBackward0>();
    autograd::collect_edges(*grad_fn, self, other);
    grad_fn->other_ = autograd::SavedVariable(other, false);
    if (autograd::should_compute(*grad_fn, 1)) grad_fn->self_ = autograd::SavedVariable(yaten::clone(self), false);
  }
  Tensor self_t;
  Tensor other_t;
  bool forward_grad = false;
  if (autograd::forward_ad_enabled()) {
    self_t = autograd::tangent_of(self);
    other_t = autograd::tangent_of(other);
    forward_grad = autograd::has_tangent(self_t) || autograd::has_tangent(other_t);
  }
  Tensor self_original = forward_grad ? autograd::original_for_jvp(self) : Tensor();
  autograd::write_inplace(self, kernels::div(self, other, self), "div_");
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, div_jvp(self_original, other, self_t, other_t));
  if (result_names) {
    names::attach(self, result_names);
  }
  return result;
}

Tensor div_out(const Tensor& self, const Tensor& other, const Tensor& out) {
  Dimnames result_names;
  if (names::any_named(self, other)) {
    result_names = names::unify(self, other);
    names::check_target(out, result_names);
  }
  autograd::check_out_no_grad("div", self, other, out);
  autograd::check_out_no_tangents("div", self, other, out);
  autograd::write_out(out, kernels::div(self, other, out), "div", autograd::OutDtype::castable);
  if (result_names) {
    names::attach(out, result_names);
  }
  return out;
}

Tensor pow(const Tensor& self, const Tensor& exponent) {
  Dimnames result_names;
  if (names::any_named(self, exponent)) result_names = names::unify(self, exponent);
  std::shared_ptr<autograd::PowBackward0> grad_fn;
  if (autograd::compute_requires_grad(self, exponent)) {
    grad_fn = std::make_shared<autograd::PowBackward0>();
    autograd::collect_edges(*grad_fn, self, exponent);
    grad_fn->self_ = autograd::SavedVariable(self, false, true);
    grad_fn->exponent_ = autograd::SavedVariable(exponent, false, true);
  }
  auto result = kernels::pow(self, exponent, Tensor());
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
    if (autograd::should_compute(*grad_fn, 1)) grad_fn->result_ = autograd::SavedVariable(result, true);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    Tensor exponent_t = autograd::tangent_of(exponent);
    if (autograd::has_tangent(self_t) || autograd::has_tangent(exponent_t)) {
      autograd::set_tangent(result, pow_jvp(self, exponent, self_t, exponent_t, result));
    }
  }
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor pow_(const Tensor& self, const Tensor& exponent) {
  Dimnames result_names;
  if (names::any_named(self, exponent)) {
    result_names = names::unify(self, exponent);
    names::check_target(self, result_names);
  }
  autograd::check_inplace(self, "pow_", self, exponent);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::PowBackward0> grad_fn;
  if (autograd::compute_requires_grad(self, exponent)) {
    grad_fn = std::make_shared<autograd::PowBackward0>();
    autograd::collect_edges(*grad_fn, self, exponent);
    grad_fn->exponent_ = autograd::SavedVariable(exponent, false, true);
    grad_fn->self_ = autograd::SavedVariable(yaten::clone(self), false);
  }
  Tensor self_t;
  Tensor exponent_t;
  bool forward_grad = false;
  if (autograd::forward_ad_enabled()) {
    self_t = autograd::tangent_of(self);
    exponent_t = autograd::tangent_of(exponent);
    forward_grad = autograd::has_tangent(self_t) || autograd::has_tangent(exponent_t);
  }
  Tensor self_original = forward_grad ? autograd::original_for_jvp(self) : Tensor();
  autograd::write_inplace(self, kernels::pow(self, exponent, self), "pow_");
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
    if (autograd::should_compute(*grad_fn, 1)) grad_fn->result_ = autograd::SavedVariable(result, true);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, pow_jvp(self_original, exponent, self_t, exponent_t, result));
  if (result_names) {
    names::attach(self, result_names);
  }
  return result;
}

Tensor pow_out(const Tensor& self, const Tensor& exponent, const Tensor& out) {
  Dimnames result_names;
  if (names::any_named(self, exponent)) {
    result_names = names::unify(self, exponent);
    names::check_target(out, result_names);
  }
  autograd::check_out_no_grad("pow", self, exponent, out);
  autograd::check_out_no_tangents("pow", self, exponent, out);
  autograd::write_out(out, kernels::pow(self, exponent, out), "pow", autograd::OutDtype::castable);
  if (result_names) {
    names::attach(out, result_names);
  }
  return out;
}

Tensor maximum(const Tensor& self, const Tensor& other) {
  Dimnames result_names;
  if (names::any_named(self, other)) result_names = names::unify(self, other);
  std::shared_ptr<autograd::MaximumBackward0> grad_fn;
  if (autograd::compute_requires_grad(self, other)) {
    grad_fn = std::make_shared<autograd::MaximumBackward0>();
    autograd::collect_edges(*grad_fn, self, other);
    grad_fn->self_ = autograd::SavedVariable(self, false);
    grad_fn->other_ = autograd::SavedVariable(other, false);
  }
  auto result = kernels::maximum(self, other, Tensor());
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    Tensor other_t = autograd::tangent_of(other);
    if (autograd::has_tangent(self_t) || autograd::has_tangent(other_t)) {
      autograd::set_tangent(result, maximum_jvp(self, other, self_t, other_t));
    }
  }
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor maximum_out(const Tensor& self, const Tensor& other, const Tensor& out) {
  Dimnames result_names;
  if (names::any_named(self, other)) {
    result_names = names::unify(self, other);
    names::check_target(out, result_names);
  }
  autograd::check_out_no_grad("maximum", self, other, out);
  autograd::check_out_no_tangents("maximum", self, other, out);
  autograd::write_out(out, kernels::maximum(self, other, out), "maximum", autograd::OutDtype::castable);
  if (result_names) {
    names::attach(out, result_names);
  }
  return out;
}

Tensor minimum(const Tensor& self, const Tensor& other) {
  Dimnames result_names;
  if (names::any_named(self, other)) result_names = names::unify(self, other);
  std::shared_ptr<autograd::MinimumBackward0> grad_fn;
  if (autograd::compute_requires_grad(self, other)) {
    grad_fn = std::make_shared<autograd::MinimumBackward0>();
    autograd::collect_edges(*grad_fn, self, other);
    grad_fn->self_ = autograd::SavedVariable(self, false);
    grad_fn->other_ = autograd::SavedVariable(other, false);
  }
  auto result = kernels::minimum(self, other, Tensor());
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    Tensor other_t = autograd::tangent_of(other);
    if (autograd::has_tangent(self_t) || autograd::has_tangent(other_t)) {
      autograd::set_tangent(result, minimum_jvp(self, other, self_t, other_t));
    }
  }
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor minimum_out(const Tensor& self, const Tensor& other, const Tensor& out) {
  Dimnames result_names;
  if (names::any_named(self, other)) {
    result_names = names::unify(self, other);
    names::check_target(out, result_names);
  }
  autograd::check_out_no_grad("minimum", self, other, out);
  autograd::check_out_no_tangents("minimum", self, other, out);
  autograd::write_out(out, kernels::minimum(self, other, out), "minimum", autograd::OutDtype::castable);
  if (result_names) {
    names::attach(out, result_names);
  }
  return out;
}

Tensor atan2(const Tensor& self, const Tensor& other) {
  Dimnames result_names;
  if (names::any_named(self, other)) result_names = names::unify(self, other);
  std::shared_ptr<autograd::Atan2Backward0> grad_fn;
  if (autograd::compute_requires_grad(self, other)) {
    grad_fn = std::make_shared<autograd::Atan2Backward0>();
    autograd::collect_edges(*grad_fn, self, other);
    grad_fn->self_ = autograd::SavedVariable(self, false);
    grad_fn->other_ = autograd::SavedVariable(other, false);
  }
  auto result = kernels::atan2(self, other, Tensor());
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    Tensor other_t = autograd::tangent_of(other);
    if (autograd::has_tangent(self_t) || autograd::has_tangent(other_t)) {
      autograd::set_tangent(result, atan2_jvp(self, other, self_t, other_t));
    }
  }
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor atan2_(const Tensor& self, const Tensor& other) {
  Dimnames result_names;
  if (names::any_named(self, other)) {
    result_names = names::unify(self, other);
    names::check_target(self, result_names);
  }
  autograd::check_inplace(self, "atan2_", self, other);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::Atan2Backward0> grad_fn;
  if (autograd::compute_requires_grad(self, other)) {
    grad_fn = std::make_shared<autograd::Atan2Backward0>();
    autograd::collect_edges(*grad_fn, self, other);
    grad_fn->other_ = autograd::SavedVariable(other, false);
    grad_fn->self_ = autograd::SavedVariable(yaten::clone(self), false);
  }
  Tensor self_t;
  Tensor other_t;
  bool forward_grad = false;
  if (autograd::forward_ad_enabled()) {
    self_t = autograd::tangent_of(self);
    other_t = autograd::tangent_of(other);
    forward_grad = autograd::has_tangent(self_t) || autograd::has_tangent(other_t);
  }
  Tensor self_original = forward_grad ? autograd::original_for_jvp(self) : Tensor();
  autograd::write_inplace(self, kernels::atan2(self, other, self), "atan2_");
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, atan2_jvp(self_original, other, self_t, other_t));
  if (result_names) {
    names::attach(self, result_names);
  }
  return result;
}

Tensor atan2_out(const Tensor& self, const Tensor& other, const Tensor& out) {
  Dimnames result_names;
  if (names::any_named(self, other)) {
    result_names = names::unify(self, other);
    names::check_target(out, result_names);
  }
  autograd::check_out_no_grad("atan2", self, other, out);
  autograd::check_out_no_tangents("atan2", self, other, out);
  autograd::write_out(out, kernels::atan2(self, other, out), "atan2", autograd::OutDtype::castable);
  if (result_names) {
    names::attach(out, result_names);
  }
  return out;
}

Tensor hypot(const Tensor& self, const Tensor& other) {
  Dimnames result_names;
  if (names::any_named(self, other)) result_names = names::unify(self, other);
  std::shared_ptr<autograd::HypotBackward0> grad_fn;
  if (autograd::compute_requires_grad(self, other)) {
    grad_fn = std::make_shared<autograd::HypotBackward0>();
    autograd::collect_edges(*grad_fn, self, other);
    if (autograd::should_compute(*grad_fn, 0)) grad_fn->self_ = autograd::SavedVariable(self, false);
    if (autograd::should_compute(*grad_fn, 1)) grad_fn->other_ = autograd::SavedVariable(other, false);
  }
  auto result = kernels::hypot(self, other, Tensor());
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
    grad_fn->result_ = autograd::SavedVariable(result, true);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    Tensor other_t = autograd::tangent_of(other);
    if (autograd::has_tangent(self_t) || autograd::has_tangent(other_t)) {
      autograd::set_tangent(result, hypot_jvp(self, other, self_t, other_t, result));
    }
  }
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor hypot_(const Tensor& self, const Tensor& other) {
  Dimnames result_names;
  if (names::any_named(self, other)) {
    result_names = names::unify(self, other);
    names::check_target(self, result_names);
  }
  autograd::check_inplace(self, "hypot_", self, other);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::HypotBackward0> grad_fn;
  if (autograd::compute_requires_grad(self, other)) {
    grad_fn = std::make_shared<autograd::HypotBackward0>();
    autograd::collect_edges(*grad_fn, self, other);
    if (autograd::should_compute(*grad_fn, 1)) grad_fn->other_ = autograd::SavedVariable(other, false);
    if (autograd::should_compute(*grad_fn, 0)) grad_fn->self_ = autograd::SavedVariable(yaten::clone(self), false);
  }
  Tensor self_t;
  Tensor other_t;
  bool forward_grad = false;
  if (autograd::forward_ad_enabled()) {
    self_t = autograd::tangent_of(self);
    other_t = autograd::tangent_of(other);
    forward_grad = autograd::has_tangent(self_t) || autograd::has_tangent(other_t);
  }
  Tensor self_original = forward_grad ? autograd::original_for_jvp(self) : Tensor();
  autograd::write_inplace(self, kernels::hypot(self, other, self), "hypot_");
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
    grad_fn->result_ = autograd::SavedVariable(result, true);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, hypot_jvp(self_original, other, self_t, other_t, result));
  if (result_names) {
    names::attach(self, result_names);
  }
  return result;
}

Tensor hypot_out(const Tensor& self, const Tensor& other, const Tensor& out) {
  Dimnames result_names;
  if (names::any_named(self, other)) {
    result_names = names::unify(self, other);
    names::check_target(out, result_names);
  }
  autograd::check_out_no_grad("hypot", self, other, out);
  autograd::check_out_no_tangents("hypot", self, other, out);
  autograd::write_out(out, kernels::hypot(self, other, out), "hypot", autograd::OutDtype::castable);
  if (result_names) {
    names::attach(out, result_names);
  }
  return out;
}

Tensor remainder(const Tensor& self, const Tensor& other) {
  Dimnames result_names;
  if (names::any_named(self, other)) result_names = names::unify(self, other);
  std::shared_ptr<autograd::RemainderBackward0> grad_fn;
  if (autograd::compute_requires_grad(self, other)) {
    grad_fn = std::make_shared<autograd::RemainderBackward0>();
    autograd::collect_edges(*grad_fn, self, other);
    if (autograd::should_compute(*grad_fn, 1)) grad_fn->self_ = autograd::SavedVariable(self, false, true);
    if (autograd::should_compute(*grad_fn, 1)) grad_fn->other_ = autograd::SavedVariable(other, false, true);
  }
  auto result = kernels::remainder(self, other, Tensor());
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    Tensor other_t = autograd::tangent_of(other);
    if (autograd::has_tangent(self_t) || autograd::has_tangent(other_t)) {
      autograd::set_tangent(result, autograd::unaliased(remainder_jvp(self, other, self_t, other_t), {self_t}));
    }
  }
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor remainder_(const Tensor& self, const Tensor& other) {
  Dimnames result_names;
  if (names::any_named(self, other)) {
    result_names = names::unify(self, other);
    names::check_target(self, result_names);
  }
  autograd::check_inplace(self, "remainder_", self, other);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::RemainderBackward0> grad_fn;
  if (autograd::compute_requires_grad(self, other)) {
    grad_fn = std::make_shared<autograd::RemainderBackward0>();
    autograd::collect_edges(*grad_fn, self, other);
    if (autograd::should_compute(*grad_fn, 1)) grad_fn->other_ = autograd::SavedVariable(other, false, true);
    if (autograd::should_compute(*grad_fn, 1)) grad_fn->self_ = autograd::SavedVariable(yaten::clone(self), false);
  }
  Tensor self_t;
  Tensor other_t;
  bool forward_grad = false;
  if (autograd::forward_ad_enabled()) {
    self_t = autograd::tangent_of(self);
    other_t = autograd::tangent_of(other);
    forward_grad = autograd::has_tangent(self_t) || autograd::has_tangent(other_t);
  }
  Tensor self_original = forward_grad ? autograd::original_for_jvp(self) : Tensor();
  autograd::write_inplace(self, kernels::remainder(self, other, self), "remainder_");
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, remainder_jvp(self_original, other, self_t, other_t));
  if (result_names) {
    names::attach(self, result_names);
  }
  return result;
}

Tensor remainder_out(const Tensor& self, const Tensor& other, const Tensor& out) {
  Dimnames result_names;
  if (names::any_named(self, other)) {
    result_names = names::unify(self, other);
    names::check_target(out, result_names);
  }
  autograd::check_out_no_grad("remainder", self, other, out);
  autograd::check_out_no_tangents("remainder", self, other, out);
  autograd::write_out(out, kernels::remainder(self, other, out), "remainder", autograd::OutDtype::castable);
  if (result_names) {
    names::attach(out, result_names);
  }
  return out;
}

Tensor fmod(const Tensor& self, const Tensor& other) {
  Dimnames result_names;
  if (names::any_named(self, other)) result_names = names::unify(self, other);
  std::shared_ptr<autograd::FmodBackward0> grad_fn;
  if (autograd::compute_requires_grad(self, other)) {
    grad_fn = std::make_shared<autograd::FmodBackward0>();
    autograd::collect_edges(*grad_fn, self, other);
    if (autograd::should_compute(*grad_fn, 1)) grad_fn->self_ = autograd::SavedVariable(self, false);
    if (autograd::should_compute(*grad_fn, 1)) grad_fn->other_ = autograd::SavedVariable(other, false, true);
  }
  auto result = kernels::fmod(self, other, Tensor());
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    Tensor other_t = autograd::tangent_of(other);
    if (autograd::has_tangent(self_t) || autograd::has_tangent(other_t)) {
      autograd::set_tangent(result, autograd::unaliased(fmod_jvp(self, other, self_t, other_t), {self_t}));
    }
  }
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor fmod_(const Tensor& self, const Tensor& other) {
  Dimnames result_names;
  if (names::any_named(self, other)) {
    result_names = names::unify(self, other);
    names::check_target(self, result_names);
  }
  autograd::check_inplace(self, "fmod_", self, other);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::FmodBackward0> grad_fn;
  if (autograd::compute_requires_grad(self, other)) {
    grad_fn = std::make_shared<autograd::FmodBackward0>();
    autograd::collect_edges(*grad_fn, self, other);
    if (autograd::should_compute(*grad_fn, 1)) grad_fn->other_ = autograd::SavedVariable(other, false, true);
    if (autograd::should_compute(*grad_fn, 1)) grad_fn->self_ = autograd::SavedVariable(yaten::clone(self), false);
  }
  Tensor self_t;
  Tensor other_t;
  bool forward_grad = false;
  if (autograd::forward_ad_enabled()) {
    self_t = autograd::tangent_of(self);
    other_t = autograd::tangent_of(other);
    forward_grad = autograd::has_tangent(self_t) || autograd::has_tangent(other_t);
  }
  Tensor self_original = forward_grad ? autograd::original_for_jvp(self) : Tensor();
  autograd::write_inplace(self, kernels::fmod(self, other, self), "fmod_");
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, fmod_jvp(self_original, other, self_t, other_t));
  if (result_names) {
    names::attach(self, result_names);
  }
  return result;
}

Tensor fmod_out(const Tensor& self, const Tensor& other, const Tensor& out) {
  Dimnames result_names;
  if (names::any_named(self, other)) {
    result_names = names::unify(self, other);
    names::check_target(out, result_names);
  }
  autograd::check_out_no_grad("fmod", self, other, out);
  autograd::check_out_no_tangents("fmod", self, other, out);
  autograd::write_out(out, kernels::fmod(self, other, out), "fmod", autograd::OutDtype::castable);
  if (result_names) {
    names::attach(out, result_names);
  }
  return out;
}

Tensor lerp_Tensor(const Tensor& self, const Tensor& end, const Tensor& weight) {
  if (names::any_named(self, end, weight)) names::refuse("aten::lerp.Tensor");
  std::shared_ptr<autograd::LerpBackward0> grad_fn;
  if (autograd::compute_requires_grad(self, end, weight)) {
    grad_fn = std::make_shared<autograd::LerpBackward0>();
    autograd::collect_edges(*grad_fn, self, end, weight);
    if (autograd::should_compute(*grad_fn, 2)) grad_fn->self_ = autograd::SavedVariable(self, false);
    if (autograd::should_compute(*grad_fn, 2)) grad_fn->end_ = autograd::SavedVariable(end, false);
    if (autograd::should_compute(*grad_fn, 0) || autograd::should_compute(*grad_fn, 1)) grad_fn->weight_ = autograd::SavedVariable(weight, false);
  }
  auto result = kernels::lerp_Tensor(self, end, weight, Tensor());
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    Tensor end_t = autograd::tangent_of(end);
    Tensor weight_t = autograd::tangent_of(weight);
    if (autograd::has_tangent(self_t) || autograd::has_tangent(end_t) || autograd::has_tangent(weight_t)) {
      autograd::set_tangent(result, lerp_Tensor_jvp(self, end, weight, self_t, end_t, weight_t));
    }
  }
  return result;
}

Tensor lerp__Tensor(const Tensor& self, const Tensor& end, const Tensor& weight) {
  if (names::any_named(self, end, weight)) names::refuse("aten::lerp_.Tensor");
  autograd::check_inplace(self, "lerp_", self, end, weight);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::LerpBackward0> grad_fn;
  if (autograd::compute_requires_grad(self, end, weight)) {
    grad_fn = std::make_shared<autograd::LerpBackward0>();
    autograd::collect_edges(*grad_fn, self, end, weight);
    if (autograd::should_compute(*grad_fn, 2)) grad_fn->end_ = autograd::SavedVariable(end, false);
    if (autograd::should_compute(*grad_fn, 0) || autograd::should_compute(*grad_fn, 1)) grad_fn->weight_ = autograd::SavedVariable(weight, false);
    if (autograd::should_compute(*grad_fn, 2)) grad_fn->self_ = autograd::SavedVariable(yaten::clone(self), false);
  }
  Tensor self_t;
  Tensor end_t;
  Tensor weight_t;
  bool forward_grad = false;
  if (autograd::forward_ad_enabled()) {
    self_t = autograd::tangent_of(self);
    end_t = autograd::tangent_of(end);
    weight_t = autograd::tangent_of(weight);
    forward_grad = autograd::has_tangent(self_t) || autograd::has_tangent(end_t) || autograd::has_tangent(weight_t);
  }
  Tensor self_original = forward_grad ? autograd::original_for_jvp(self) : Tensor();
  autograd::write_inplace(self, kernels::lerp_Tensor(self, end, weight, self), "lerp_");
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, lerp_Tensor_jvp(self_original, end, weight, self_t, end_t, weight_t));
  return result;
}

Tensor lerp_Tensor_out(const Tensor& self, const Tensor& end, const Tensor& weight, const Tensor& out) {
  if (names::any_named(self, end, weight)) names::refuse("aten::lerp.Tensor");
  autograd::check_out_no_grad("lerp", self, end, weight, out);
  autograd::check_out_no_tangents("lerp", self, end, weight, out);
  autograd::write_out(out, kernels::lerp_Tensor(self, end, weight, out), "lerp", autograd::OutDtype::exact);
  return out;
}

Tensor lerp_Scalar(const Tensor& self, const Tensor& end, const Scalar& weight) {
  Dimnames result_names;
  if (names::any_named(self, end)) result_names = names::unify(self, end);
  std::shared_ptr<autograd::LerpBackward1> grad_fn;
  if (autograd::compute_requires_grad(self, end)) {
    grad_fn = std::make_shared<autograd::LerpBackward1>();
    autograd::collect_edges(*grad_fn, self, end);
    grad_fn->weight_ = weight;
  }
  auto result = kernels::lerp_Scalar(self, end, weight, Tensor());
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    Tensor end_t = autograd::tangent_of(end);
    if (autograd::has_tangent(self_t) || autograd::has_tangent(end_t)) {
      autograd::set_tangent(result, lerp_Scalar_jvp(weight, self_t, end_t));
    }
  }
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor lerp__Scalar(const Tensor& self, const Tensor& end, const Scalar& weight) {
  Dimnames result_names;
  if (names::any_named(self, end)) {
    result_names = names::unify(self, end);
    names::check_target(self, result_names);
  }
  autograd::check_inplace(self, "lerp_", self, end);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::LerpBackward1> grad_fn;
  if (autograd::compute_requires_grad(self, end)) {
    grad_fn = std::make_shared<autograd::LerpBackward1>();
    autograd::collect_edges(*grad_fn, self, end);
    grad_fn->weight_ = weight;
  }
  Tensor self_t;
  Tensor end_t;
  bool forward_grad = false;
  if (autograd::forward_ad_enabled()) {
    self_t = autograd::tangent_of(self);
    end_t = autograd::tangent_of(end);
    forward_grad = autograd::has_tangent(self_t) || autograd::has_tangent(end_t);
  }
  autograd::write_inplace(self, kernels::lerp_Scalar(self, end, weight, self), "lerp_");
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, lerp_Scalar_jvp(weight, self_t, end_t));
  if (result_names) {
    names::attach(self, result_names);
  }
  return result;
}

Tensor lerp_Scalar_out(const Tensor& self, const Tensor& end, const Scalar& weight, const Tensor& out) {
  Dimnames result_names;
  if (names::any_named(self, end)) {
    result_names = names::unify(self, end);
    names::check_target(out, result_names);
  }
  autograd::check_out_no_grad("lerp", self, end, out);
  autograd::check_out_no_tangents("lerp", self, end, out);
  autograd::write_out(out, kernels::lerp_Scalar(self, end, weight, out), "lerp", autograd::OutDtype::castable);
  if (result_names) {
    names::attach(out, result_names);
  }
  return out;
}

Tensor addcmul(const Tensor& self, const Tensor& tensor1, const Tensor& tensor2, const Scalar& value) {
  Dimnames result_names;
  if (names::any_named(self, tensor1, tensor2)) result_names = names::unify(self, tensor1, tensor2);
  std::shared_ptr<autograd::AddcmulBackward0> grad_fn;
  if (autograd::compute_requires_grad(self, tensor1, tensor2)) {
    grad_fn = std::make_shared<autograd::AddcmulBackward0>();
    autograd::collect_edges(*grad_fn, self, tensor1, tensor2);
    if (autograd::should_compute(*grad_fn, 2)) grad_fn->tensor1_ = autograd::SavedVariable(tensor1, false);
    if (autograd::should_compute(*grad_fn, 1)) grad_fn->tensor2_ = autograd::SavedVariable(tensor2, false);
    grad_fn->value_ = value;
  }
  auto result = kernels::addcmul(self, tensor1, tensor2, value, Tensor());
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    Tensor tensor1_t = autograd::tangent_of(tensor1);
    Tensor tensor2_t = autograd::tangent_of(tensor2);
    if (autograd::has_tangent(self_t) || autograd::has_tangent(tensor1_t) || autograd::has_tangent(tensor2_t)) {
      autograd::set_tangent(result, autograd::unaliased(addcmul_jvp(tensor1, tensor2, value, self_t, tensor1_t, tensor2_t), {self_t}));
    }
  }
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor addcmul_(const Tensor& self, const Tensor& tensor1, const Tensor& tensor2, const Scalar& value) {
  Dimnames result_names;
  if (names::any_named(self, tensor1, tensor2)) {
    result_names = names::unify(self, tensor1, tensor2);
    names::check_target(self, result_names);
  }
  autograd::check_inplace(self, "addcmul_", self, tensor1, tensor2);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::AddcmulBackward0> grad_fn;
  if (autograd::compute_requires_grad(self, tensor1, tensor2)) {
    grad_fn = std::make_shared<autograd::AddcmulBackward0>();
    autograd::collect_edges(*grad_fn, self, tensor1, tensor2);
    if (autograd::should_compute(*grad_fn, 2)) grad_fn->tensor1_ = autograd::SavedVariable(tensor1, false);
    if (autograd::should_compute(*grad_fn, 1)) grad_fn->tensor2_ = autograd::SavedVariable(tensor2, false);
    grad_fn->value_ = value;
  }
  Tensor self_t;
  Tensor tensor1_t;
  Tensor tensor2_t;
  bool forward_grad = false;
  if (autograd::forward_ad_enabled()) {
    self_t = autograd::tangent_of(self);
    tensor1_t = autograd::tangent_of(tensor1);
    tensor2_t = autograd::tangent_of(tensor2);
    forward_grad = autograd::has_tangent(self_t) || autograd::has_tangent(tensor1_t) || autograd::has_tangent(tensor2_t);
  }
  autograd::write_inplace(self, kernels::addcmul(self, tensor1, tensor2, value, self), "addcmul_");
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, addcmul_jvp(tensor1, tensor2, value, self_t, tensor1_t, tensor2_t));
  if (result_names) {
    names::attach(self, result_names);
  }
  return result;
}

Tensor addcmul_out(const Tensor& self, const Tensor& tensor1, const Tensor& tensor2, const Scalar& value, const Tensor& out) {
  Dimnames result_names;
  if (names::any_named(self, tensor1, tensor2)) {
    result_names = names::unify(self, tensor1, tensor2);
    names::check_target(out, result_names);
  }
  autograd::check_out_no_grad("addcmul", self, tensor1, tensor2, out);
  autograd::check_out_no_tangents("addcmul", self, tensor1, tensor2, out);
  autograd::write_out(out, kernels::addcmul(self, tensor1, tensor2, value, out), "addcmul", autograd::OutDtype::exact);
  if (result_names) {
    names::attach(out, result_names);
  }
  return out;
}

Tensor addcdiv(const Tensor& self, const Tensor& tensor1, const Tensor& tensor2, const Scalar& value) {
  Dimnames result_names;
  if (names::any_named(self, tensor1, tensor2)) result_names = names::unify(self, tensor1, tensor2);
  std::shared_ptr<autograd::AddcdivBackward0> grad_fn;
  if (autograd::compute_requires_grad(self, tensor1, tensor2)) {
    grad_fn = std::make_shared<autograd::AddcdivBackward0>();
    autograd::collect_edges(*grad_fn, self, tensor1, tensor2);
    if (autograd::should_compute(*grad_fn, 2)) grad_fn->tensor1_ = autograd::SavedVariable(tensor1, false);
    if (autograd::should_compute(*grad_fn, 1) || autograd::should_compute(*grad_fn, 2)) grad_fn->tensor2_ = autograd::SavedVariable(tensor2, false);
    grad_fn->value_ = value;
  }
  auto result = kernels::addcdiv(self, tensor1, tensor2, value, Tensor());
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    Tensor tensor1_t = autograd::tangent_of(tensor1);
    Tensor tensor2_t = autograd::tangent_of(tensor2);
    if (autograd::has_tangent(self_t) || autograd::has_tangent(tensor1_t) || autograd::has_tangent(tensor2_t)) {
      autograd::set_tangent(result, autograd::unaliased(addcdiv_jvp(tensor1, tensor2, value, self_t, tensor1_t, tensor2_t), {self_t}));
    }
  }
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor addcdiv_(const Tensor& self, const Tensor& tensor1, const Tensor& tensor2, const Scalar& value) {
  Dimnames result_names;
  if (names::any_named(self, tensor1, tensor2)) {
    result_names = names::unify(self, tensor1, tensor2);
    names::check_target(self, result_names);
  }
  autograd::check_inplace(self, "addcdiv_", self, tensor1, tensor2);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::AddcdivBackward0> grad_fn;
  if (autograd::compute_requires_grad(self, tensor1, tensor2)) {
    grad_fn = std::make_shared<autograd::AddcdivBackward0>();
    autograd::collect_edges(*grad_fn, self, tensor1, tensor2);
    if (autograd::should_compute(*grad_fn, 2)) grad_fn->tensor1_ = autograd::SavedVariable(tensor1, false);
    if (autograd::should_compute(*grad_fn, 1) || autograd::should_compute(*grad_fn, 2)) grad_fn->tensor2_ = autograd::SavedVariable(tensor2, false);
    grad_fn->value_ = value;
  }
  Tensor self_t;
  Tensor tensor1_t;
  Tensor tensor2_t;
  bool forward_grad = false;
  if (autograd::forward_ad_enabled()) {
    self_t = autograd::tangent_of(self);
    tensor1_t = autograd::tangent_of(tensor1);
    tensor2_t = autograd::tangent_of(tensor2);
    forward_grad = autograd::has_tangent(self_t) || autograd::has_tangent(tensor1_t) || autograd::has_tangent(tensor2_t);
  }
  autograd::write_inplace(self, kernels::addcdiv(self, tensor1, tensor2, value, self), "addcdiv_");
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, addcdiv_jvp(tensor1, tensor2, value, self_t, tensor1_t, tensor2_t));
  if (result_names) {
    names::attach(self, result_names);
  }
  return result;
}

Tensor addcdiv_out(const Tensor& self, const Tensor& tensor1, const Tensor& tensor2, const Scalar& value, const Tensor& out) {
  Dimnames result_names;
  if (names::any_named(self, tensor1, tensor2)) {
    result_names = names::unify(self, tensor1, tensor2);
    names::check_target(out, result_names);
  }
  autograd::check_out_no_grad("addcdiv", self, tensor1, tensor2, out);
  autograd::check_out_no_tangents("addcdiv", self, tensor1, tensor2, out);
  autograd::write_out(out, kernels::addcdiv(self, tensor1, tensor2, value, out), "addcdiv", autograd::OutDtype::exact);
  if (result_names) {
    names::attach(out, result_names);
  }
  return out;
}

Tensor threshold_backward(const Tensor& grad_output, const Tensor& self, const Scalar& threshold) {
  Dimnames result_names;
  if (names::any_named(grad_output, self)) result_names = names::unify(grad_output, self);
  std::shared_ptr<autograd::ThresholdBackwardBackward0> grad_fn;
  if (autograd::compute_requires_grad(grad_output, self)) {
    grad_fn = std::make_shared<autograd::ThresholdBackwardBackward0>();
    autograd::collect_edges(*grad_fn, grad_output, self);
    if (autograd::should_compute(*grad_fn, 0)) grad_fn->self_ = autograd::SavedVariable(self, false);
    grad_fn->threshold_ = threshold;
  }
  auto result = kernels::threshold_backward(grad_output, self, threshold);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor grad_output_t = autograd::tangent_of(grad_output);
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(grad_output_t) || autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, threshold_backward_jvp(self, threshold, grad_output_t));
    }
  }
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor logical_and(const Tensor& self, const Tensor& other) {
  Dimnames result_names;
  if (names::any_named(self, other)) result_names = names::unify(self, other);
  auto result = kernels::logical_and(self, other, Tensor());
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor logical_and_(const Tensor& self, const Tensor& other) {
  Dimnames result_names;
  if (names::any_named(self, other)) {
    result_names = names::unify(self, other);
    names::check_target(self, result_names);
  }
  autograd::check_inplace(self, "logical_and_");
  const autograd::InplaceTargetScope inplace_target(self);
  autograd::write_inplace(self, kernels::logical_and(self, other, self), "logical_and_");
  Tensor result = self;
  if (result_names) {
    names::attach(self, result_names);
  }
  return result;
}

Tensor logical_and_out(const Tensor& self, const Tensor& other, const Tensor& out) {
  Dimnames result_names;
  if (names::any_named(self, other)) {
    result_names = names::unify(self, other);
    names::check_target(out, result_names);
  }
  autograd::check_out_no_grad("logical_and", self, other, out);
  autograd::write_out(out, kernels::logical_and(self, other, out), "logical_and", autograd::OutDtype::castable);
  if (result_names) {
    names::attach(out, result_names);
  }
  return out;
}

Tensor logical_or(const Tensor& self, const Tensor& other) {
  Dimnames result_names;
  if (names::any_named(self, other)) result_names = names::unify(self, other);
  auto result = kernels::logical_or(self, other, Tensor());
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor logical_or_(const Tensor& self, const Tensor& other) {
  Dimnames result_names;
  if (names::any_named(self, other)) {
    result_names = names::unify(self, other);
    names::check_target(self, result_names);
  }
  autograd::check_inplace(self, "logical_or_");
  const autograd::InplaceTargetScope inplace_target(self);
  autograd::write_inplace(self, kernels::logical_or(self, other, self), "logical_or_");
  Tensor result = self;
  if (result_names) {
    names::attach(self, result_names);
  }
  return result;
}

Tensor logical_or_out(const Tensor& self, const Tensor& other, const Tensor& out) {
  Dimnames result_names;
  if (names::any_named(self, other)) {
    result_names = names::unify(self, other);
    names::check_target(out, result_names);
  }
  autograd::check_out_no_grad("logical_or", self, other, out);
  autograd::write_out(out, kernels::logical_or(self, other, out), "logical_or", autograd::OutDtype::castable);
  if (result_names) {
    names::attach(out, result_names);
  }
  return out;
}

Tensor bitwise_and(const Tensor& self, const Tensor& other) {
  Dimnames result_names;
  if (names::any_named(self, other)) result_names = names::unify(self, other);
  auto result = kernels::bitwise_and(self, other, Tensor());
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor bitwise_and_(const Tensor& self, const Tensor& other) {
  Dimnames result_names;
  if (names::any_named(self, other)) {
    result_names = names::unify(self, other);
    names::check_target(self, result_names);
  }
  autograd::check_inplace(self, "bitwise_and_");
  const autograd::InplaceTargetScope inplace_target(self);
  autograd::write_inplace(self, kernels::bitwise_and(self, other, self), "bitwise_and_");
  Tensor result = self;
  if (result_names) {
    names::attach(self, result_names);
  }
  return result;
}

Tensor bitwise_and_out(const Tensor& self, const Tensor& other, const Tensor& out) {
  Dimnames result_names;
  if (names::any_named(self, other)) {
    result_names = names::unify(self, other);
    names::check_target(out, result_names);
  }
  autograd::check_out_no_grad("bitwise_and", self, other, out);
  autograd::write_out(out, kernels::bitwise_and(self, other, out), "bitwise_and", autograd::OutDtype::castable);
  if (result_names) {
    names::attach(out, result_names);
  }
  return out;
}

Tensor bitwise_or(const Tensor& self, const Tensor& other) {
  Dimnames result_names;
  if (names::any_named(self, other)) result_names = names::unify(self, other);
  auto result = kernels::bitwise_or(self, other, Tensor());
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor bitwise_or_(const Tensor& self, const Tensor& other) {
  Dimnames result_names;
  if (names::any_named(self, other)) {
    result_names = names::unify(self, other);
    names::check_target(self, result_names);
  }
  autograd::check_inplace(self, "bitwise_or_");
  const autograd::InplaceTargetScope inplace_target(self);
  autograd::write_inplace(self, kernels::bitwise_or(self, other, self), "bitwise_or_");
  Tensor result = self;
  if (result_names) {
    names::attach(self, result_names);
  }
  return result;
}

Tensor bitwise_or_out(const Tensor& self, const Tensor& other, const Tensor& out) {
  Dimnames result_names;
  if (names::any_named(self, other)) {
    result_names = names::unify(self, other);
    names::check_target(out, result_names);
  }
  autograd::check_out_no_grad("bitwise_or", self, other, out);
  autograd::write_out(out, kernels::bitwise_or(self, other, out), "bitwise_or", autograd::OutDtype::castable);
  if (result_names) {
    names::attach(out, result_names);
  }
  return out;
}

Tensor bitwise_xor(const Tensor& self, const Tensor& other) {
  Dimnames result_names;
  if (names::any_named(self, other)) result_names = names::unify(self, other);
  auto result = kernels::bitwise_xor(self, other, Tensor());
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor bitwise_xor_(const Tensor& self, const Tensor& other) {
  Dimnames result_names;
  if (names::any_named(self, other)) {
    result_names = names::unify(self, other);
    names::check_target(self, result_names);
  }
  autograd::check_inplace(self, "bitwise_xor_");
  const autograd::InplaceTargetScope inplace_target(self);
  autograd::write_inplace(self, kernels::bitwise_xor(self, other, self), "bitwise_xor_");
  Tensor result = self;
  if (result_names) {
    names::attach(self, result_names);
  }
  return result;
}

Tensor bitwise_xor_out(const Tensor& self, const Tensor& other, const Tensor& out) {
  Dimnames result_names;
  if (names::any_named(self, other)) {
    result_names = names::unify(self, other);
    names::check_target(out, result_names);
  }
  autograd::check_out_no_grad("bitwise_xor", self, other, out);
  autograd::write_out(out, kernels::bitwise_xor(self, other, out), "bitwise_xor", autograd::OutDtype::castable);
  if (result_names) {
    names::attach(out, result_names);
  }
  return out;
}

Tensor bitwise_left_shift(const Tensor& self, const Tensor& other) {
  Dimnames result_names;
  if (names::any_named(self, other)) result_names = names::unify(self, other);
  auto result = kernels::bitwise_left_shift(self, other, Tensor());
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor bitwise_left_shift_(const Tensor& self, const Tensor& other) {
  Dimnames result_names;
  if (names::any_named(self, other)) {
    result_names = names::unify(self, other);
    names::check_target(self, result_names);
  }
  autograd::check_inplace(self, "bitwise_left_shift_");
  const autograd::InplaceTargetScope inplace_target(self);
  autograd::write_inplace(self, kernels::bitwise_left_shift(self, other, self), "bitwise_left_shift_");
  Tensor result = self;
  if (result_names) {
    names::attach(self, result_names);
  }
  return result;
}

Tensor bitwise_left_shift_out(const Tensor& self, const Tensor& other, const Tensor& out) {
  Dimnames result_names;
  if (names::any_named(self, other)) {
    result_names = names::unify(self, other);
    names::check_target(out, result_names);
  }
  autograd::check_out_no_grad("bitwise_left_shift", self, other, out);
  autograd::write_out(out, kernels::bitwise_left_shift(self, other, out), "bitwise_left_shift", autograd::OutDtype::castable);
  if (result_names) {
    names::attach(out, result_names);
  }
  return out;
}

Tensor bitwise_right_shift(const Tensor& self, const Tensor& other) {
  Dimnames result_names;
  if (names::any_named(self, other)) result_names = names::unify(self, other);
  auto result = kernels::bitwise_right_shift(self, other, Tensor());
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor bitwise_right_shift_(const Tensor& self, const Tensor& other) {
  Dimnames result_names;
  if (names::any_named(self, other)) {
    result_names = names::unify(self, other);
    names::check_target(self, result_names);
  }
  autograd::check_inplace(self, "bitwise_right_shift_");
  const autograd::InplaceTargetScope inplace_target(self);
  autograd::write_inplace(self, kernels::bitwise_right_shift(self, other, self), "bitwise_right_shift_");
  Tensor result = self;
  if (result_names) {
    names::attach(self, result_names);
  }
  return result;
}

Tensor bitwise_right_shift_out(const Tensor& self, const Tensor& other, const Tensor& out) {
  Dimnames result_names;
  if (names::any_named(self, other)) {
    result_names = names::unify(self, other);
    names::check_target(out, result_names);
  }
  autograd::check_out_no_grad("bitwise_right_shift", self, other, out);
  autograd::write_out(out, kernels::bitwise_right_shift(self, other, out), "bitwise_right_shift", autograd::OutDtype::castable);
  if (result_names) {
    names::attach(out, result_names);
  }
  return out;
}

Tensor floor_divide(const Tensor& self, const Tensor& other) {
  Dimnames result_names;
  if (names::any_named(self, other)) result_names = names::unify(self, other);
  auto result = kernels::floor_divide(self, other, Tensor());
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor floor_divide_(const Tensor& self, const Tensor& other) {
  Dimnames result_names;
  if (names::any_named(self, other)) {
    result_names = names::unify(self, other);
    names::check_target(self, result_names);
  }
  autograd::check_inplace(self, "floor_divide_");
  const autograd::InplaceTargetScope inplace_target(self);
  autograd::write_inplace(self, kernels::floor_divide(self, other, self), "floor_divide_");
  Tensor result = self;
  if (result_names) {
    names::attach(self, result_names);
  }
  return result;
}

Tensor floor_divide_out(const Tensor& self, const Tensor& other, const Tensor& out) {
  Dimnames result_names;
  if (names::any_named(self, other)) {
    result_names = names::unify(self, other);
    names::check_target(out, result_names);
  }
  autograd::check_out_no_grad("floor_divide", self, other, out);
  autograd::write_out(out, kernels::floor_divide(self, other, out), "floor_divide", autograd::OutDtype::castable);
  if (result_names) {
    names::attach(out, result_names);
  }
  return out;
}

Tensor logical_xor(const Tensor& self, const Tensor& other) {
  Dimnames result_names;
  if (names::any_named(self, other)) result_names = names::unify(self, other);
  auto result = kernels::logical_xor(self, other, Tensor());
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor logical_xor_(const Tensor& self, const Tensor& other) {
  Dimnames result_names;
  if (names::any_named(self, other)) {
    result_names = names::unify(self, other);
    names::check_target(self, result_names);
  }
  autograd::check_inplace(self, "logical_xor_");
  const autograd::InplaceTargetScope inplace_target(self);
  autograd::write_inplace(self, kernels::logical_xor(self, other, self), "logical_xor_");
  Tensor result = self;
  if (result_names) {
    names::attach(self, result_names);
  }
  return result;
}

Tensor logical_xor_out(const Tensor& self, const Tensor& other, const Tensor& out) {
  Dimnames result_names;
  if (names::any_named(self, other)) {
    result_names = names::unify(self, other);
    names::check_target(out, result_names);
  }
  autograd::check_out_no_grad("logical_xor", self, other, out);
  autograd::write_out(out, kernels::logical_xor(self, other, out), "logical_xor", autograd::OutDtype::castable);
  if (result_names) {
    names::attach(out, result_names);
  }
  return out;
}

}  // namespace yaten
