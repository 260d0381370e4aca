// @generated from ops.yaml by codegen (template: ops_family.cpp.j2). Do not edit.
// The 'unary' entry points: record history when needed, call the kernel.
#include "generated/autograd/ops_unary.h"

#include "autograd/formula_helpers.h"
#include "autograd/forward_ad.h"
#include "autograd/function_support.h"
#include "autograd/tensor_operators.h"
#include "runtime/names.h"
#include "generated/autograd/nodes_unary.h"
#include "generated/autograd/ops/clone.h"
#include "generated/autograd/ops/cos.h"
#include "generated/autograd/ops/cosh.h"
#include "generated/autograd/ops/exp.h"
#include "generated/autograd/ops/rsqrt.h"
#include "generated/autograd/ops/sgn.h"
#include "generated/autograd/ops/sin.h"
#include "generated/autograd/ops/sinh.h"
#include "generated/autograd/ops/threshold_backward.h"
#include "generated/autograd/ops/zeros_like.h"
#include "generated/runtime/kernels_unary.h"

namespace yaten {

// The jvp of each op: the output's tangent from its inputs' (ops.yaml
// `result:`). A term whose tangents are all undefined is zero and skipped.
namespace {

Tensor neg_jvp(const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, -self_t, false);
  return jvp;
}

Tensor abs_jvp(const Tensor& self, const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, self_t * sgn(self), false);
  return jvp;
}

Tensor exp_jvp(const Tensor& self_t, const Tensor& result) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, self_t * result, false);
  return jvp;
}

Tensor log_jvp(const Tensor& self, const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, self_t / self, false);
  return jvp;
}

Tensor log2_jvp(const Tensor& self, const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, self_t / (self * 0.6931471805599453), false);
  return jvp;
}

Tensor log10_jvp(const Tensor& self, const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, self_t / (self * 2.302585092994046), false);
  return jvp;
}

Tensor log1p_jvp(const Tensor& self, const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, self_t / (self + 1), false);
  return jvp;
}

Tensor expm1_jvp(const Tensor& self_t, const Tensor& result) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, self_t * (result + 1), false);
  return jvp;
}

Tensor sqrt_jvp(const Tensor& self_t, const Tensor& result) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, self_t / (2 * result), false);
  return jvp;
}

Tensor rsqrt_jvp(const Tensor& self_t, const Tensor& result) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, self_t * result * result * result * -0.5, false);
  return jvp;
}

Tensor square_jvp(const Tensor& self, const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, self_t * 2 * self, false);
  return jvp;
}

Tensor reciprocal_jvp(const Tensor& self_t, const Tensor& result) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, -self_t * result * result, false);
  return jvp;
}

Tensor sin_jvp(const Tensor& self, const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, self_t * cos(self), false);
  return jvp;
}

Tensor cos_jvp(const Tensor& self, const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, -self_t * sin(self), false);
  return jvp;
}

Tensor tan_jvp(const Tensor& self_t, const Tensor& result) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, self_t * (1 + result * result), false);
  return jvp;
}

Tensor asin_jvp(const Tensor& self, const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, self_t * rsqrt(1 - self * self), false);
  return jvp;
}

Tensor acos_jvp(const Tensor& self, const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, -self_t * rsqrt(1 - self * self), false);
  return jvp;
}

Tensor atan_jvp(const Tensor& self, const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, self_t / (self * self + 1), false);
  return jvp;
}

Tensor asinh_jvp(const Tensor& self, const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, self_t * rsqrt(self * self + 1), false);
  return jvp;
}

Tensor acosh_jvp(const Tensor& self, const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, self_t * rsqrt(self * self - 1), false);
  return jvp;
}

Tensor atanh_jvp(const Tensor& self, const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, self_t / (1 - self * self), false);
  return jvp;
}

Tensor sinh_jvp(const Tensor& self, const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, self_t * cosh(self), false);
  return jvp;
}

Tensor cosh_jvp(const Tensor& self, const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, self_t * sinh(self), false);
  return jvp;
}

Tensor tanh_jvp(const Tensor& self_t, const Tensor& result) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, self_t * (1 - result * result), false);
  return jvp;
}

Tensor sigmoid_jvp(const Tensor& self_t, const Tensor& result) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, self_t * result * (1 - result), false);
  return jvp;
}

Tensor relu_jvp(const Tensor& self_t, const Tensor& result) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, threshold_backward(self_t, result, 0), false);
  return jvp;
}

Tensor erf_jvp(const Tensor& self, const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, self_t * 1.1283791670955126 * exp(-(self * self)), false);
  return jvp;
}

Tensor floor_jvp(const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, zeros_like(self_t), false);
  return jvp;
}

Tensor ceil_jvp(const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, zeros_like(self_t), false);
  return jvp;
}

Tensor round_jvp(const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, zeros_like(self_t), false);
  return jvp;
}

Tensor trunc_jvp(const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, zeros_like(self_t), false);
  return jvp;
}

Tensor sign_jvp(const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, zeros_like(self_t), false);
  return jvp;
}

Tensor sgn_jvp(const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, zeros_like(self_t), false);
  return jvp;
}

}  // namespace

Tensor neg(const Tensor& self) {
  Dimnames result_names;
  if (names::any_named(self)) result_names = names::unify(self);
  std::shared_ptr<autograd::NegBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::NegBackward0>();
    autograd::collect_edges(*grad_fn, self);
  }
  auto result = kernels::neg(self, Tensor());
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, neg_jvp(self_t));
    }
  }
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor neg_(const Tensor& self) {
  Dimnames result_names;
  if (names::any_named(self)) {
    result_names = names::unify(self);
    names::check_target(self, result_names);
  }
  autograd::check_inplace(self, "neg_", self);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::NegBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::NegBackward0>();
    autograd::collect_edges(*grad_fn, self);
  }
  Tensor self_t;
  bool forward_grad = false;
  if (autograd::forward_ad_enabled()) {
    self_t = autograd::tangent_of(self);
    forward_grad = autograd::has_tangent(self_t);
  }
  autograd::write_inplace(self, kernels::neg(self, self), "neg_");
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, neg_jvp(self_t));
  if (result_names) {
    names::attach(self, result_names);
  }
  return result;
}

Tensor neg_out(const Tensor& self, const Tensor& out) {
  Dimnames result_names;
  if (names::any_named(self)) {
    result_names = names::unify(self);
    names::check_target(out, result_names);
  }
  autograd::check_out_no_grad("neg", self, out);
  autograd::check_out_no_tangents("neg", self, out);
  autograd::write_out(out, kernels::neg(self, out), "neg", autograd::OutDtype::exact);
  if (result_names) {
    names::attach(out, result_names);
  }
  return out;
}

Tensor abs(const Tensor& self) {
  Dimnames result_names;
  if (names::any_named(self)) result_names = names::unify(self);
  std::shared_ptr<autograd::AbsBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::AbsBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_ = autograd::SavedVariable(self, false);
  }
  auto result = kernels::abs(self, Tensor());
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, abs_jvp(self, self_t));
    }
  }
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor abs_(const Tensor& self) {
  Dimnames result_names;
  if (names::any_named(self)) {
    result_names = names::unify(self);
    names::check_target(self, result_names);
  }
  autograd::check_inplace(self, "abs_", self);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::AbsBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::AbsBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_ = autograd::SavedVariable(yaten::clone(self), false);
  }
  Tensor self_t;
  bool forward_grad = false;
  if (autograd::forward_ad_enabled()) {
    self_t = autograd::tangent_of(self);
    forward_grad = autograd::has_tangent(self_t);
  }
  Tensor self_original = forward_grad ? autograd::original_for_jvp(self) : Tensor();
  autograd::write_inplace(self, kernels::abs(self, self), "abs_");
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, abs_jvp(self_original, self_t));
  if (result_names) {
    names::attach(self, result_names);
  }
  return result;
}

Tensor abs_out(const Tensor& self, const Tensor& out) {
  Dimnames result_names;
  if (names::any_named(self)) {
    result_names = names::unify(self);
    names::check_target(out, result_names);
  }
  autograd::check_out_no_grad("abs", self, out);
  autograd::check_out_no_tangents("abs", self, out);
  autograd::write_out(out, kernels::abs(self, out), "abs", autograd::OutDtype::exact);
  if (result_names) {
    names::attach(out, result_names);
  }
  return out;
}

Tensor exp(const Tensor& self) {
  Dimnames result_names;
  if (names::any_named(self)) result_names = names::unify(self);
  std::shared_ptr<autograd::ExpBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::ExpBackward0>();
    autograd::collect_edges(*grad_fn, self);
  }
  auto result = kernels::exp(self, Tensor());
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
    grad_fn->result_ = autograd::SavedVariable(result, true);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, exp_jvp(self_t, result));
    }
  }
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor exp_(const Tensor& self) {
  Dimnames result_names;
  if (names::any_named(self)) {
    result_names = names::unify(self);
    names::check_target(self, result_names);
  }
  autograd::check_inplace(self, "exp_", self);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::ExpBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::ExpBackward0>();
    autograd::collect_edges(*grad_fn, self);
  }
  Tensor self_t;
  bool forward_grad = false;
  if (autograd::forward_ad_enabled()) {
    self_t = autograd::tangent_of(self);
    forward_grad = autograd::has_tangent(self_t);
  }
  autograd::write_inplace(self, kernels::exp(self, self), "exp_");
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
    grad_fn->result_ = autograd::SavedVariable(result, true);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, exp_jvp(self_t, result));
  if (result_names) {
    names::attach(self, result_names);
  }
  return result;
}

Tensor exp_out(const Tensor& self, const Tensor& out) {
  Dimnames result_names;
  if (names::any_named(self)) {
    result_names = names::unify(self);
    names::check_target(out, result_names);
  }
  autograd::check_out_no_grad("exp", self, out);
  autograd::check_out_no_tangents("exp", self, out);
  autograd::write_out(out, kernels::exp(self, out), "exp", autograd::OutDtype::castable);
  if (result_names) {
    names::attach(out, result_names);
  }
  return out;
}

Tensor log(const Tensor& self) {
  Dimnames result_names;
  if (names::any_named(self)) result_names = names::unify(self);
  std::shared_ptr<autograd::LogBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::LogBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_ = autograd::SavedVariable(self, false);
  }
  auto result = kernels::log(self, Tensor());
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, log_jvp(self, self_t));
    }
  }
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor log_(const Tensor& self) {
  Dimnames result_names;
  if (names::any_named(self)) {
    result_names = names::unify(self);
    names::check_target(self, result_names);
  }
  autograd::check_inplace(self, "log_", self);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::LogBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::LogBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_ = autograd::SavedVariable(yaten::clone(self), false);
  }
  Tensor self_t;
  bool forward_grad = false;
  if (autograd::forward_ad_enabled()) {
    self_t = autograd::tangent_of(self);
    forward_grad = autograd::has_tangent(self_t);
  }
  Tensor self_original = forward_grad ? autograd::original_for_jvp(self) : Tensor();
  autograd::write_inplace(self, kernels::log(self, self), "log_");
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, log_jvp(self_original, self_t));
  if (result_names) {
    names::attach(self, result_names);
  }
  return result;
}

Tensor log_out(const Tensor& self, const Tensor& out) {
  Dimnames result_names;
  if (names::any_named(self)) {
    result_names = names::unify(self);
    names::check_target(out, result_names);
  }
  autograd::check_out_no_grad("log", self, out);
  autograd::check_out_no_tangents("log", self, out);
  autograd::write_out(out, kernels::log(self, out), "log", autograd::OutDtype::castable);
  if (result_names) {
    names::attach(out, result_names);
  }
  return out;
}

Tensor log2(const Tensor& self) {
  Dimnames result_names;
  if (names::any_named(self)) result_names = names::unify(self);
  std::shared_ptr<autograd::Log2Backward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::Log2Backward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_ = autograd::SavedVariable(self, false);
  }
  auto result = kernels::log2(self, Tensor());
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, log2_jvp(self, self_t));
    }
  }
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor log2_(const Tensor& self) {
  Dimnames result_names;
  if (names::any_named(self)) {
    result_names = names::unify(self);
    names::check_target(self, result_names);
  }
  autograd::check_inplace(self, "log2_", self);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::Log2Backward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::Log2Backward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_ = autograd::SavedVariable(yaten::clone(self), false);
  }
  Tensor self_t;
  bool forward_grad = false;
  if (autograd::forward_ad_enabled()) {
    self_t = autograd::tangent_of(self);
    forward_grad = autograd::has_tangent(self_t);
  }
  Tensor self_original = forward_grad ? autograd::original_for_jvp(self) : Tensor();
  autograd::write_inplace(self, kernels::log2(self, self), "log2_");
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, log2_jvp(self_original, self_t));
  if (result_names) {
    names::attach(self, result_names);
  }
  return result;
}

Tensor log2_out(const Tensor& self, const Tensor& out) {
  Dimnames result_names;
  if (names::any_named(self)) {
    result_names = names::unify(self);
    names::check_target(out, result_names);
  }
  autograd::check_out_no_grad("log2", self, out);
  autograd::check_out_no_tangents("log2", self, out);
  autograd::write_out(out, kernels::log2(self, out), "log2", autograd::OutDtype::castable);
  if (result_names) {
    names::attach(out, result_names);
  }
  return out;
}

Tensor log10(const Tensor& self) {
  Dimnames result_names;
  if (names::any_named(self)) result_names = names::unify(self);
  std::shared_ptr<autograd::Log10Backward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::Log10Backward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_ = autograd::SavedVariable(self, false);
  }
  auto result = kernels::log10(self, Tensor());
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, log10_jvp(self, self_t));
    }
  }
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor log10_(const Tensor& self) {
  Dimnames result_names;
  if (names::any_named(self)) {
    result_names = names::unify(self);
    names::check_target(self, result_names);
  }
  autograd::check_inplace(self, "log10_", self);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::Log10Backward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::Log10Backward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_ = autograd::SavedVariable(yaten::clone(self), false);
  }
  Tensor self_t;
  bool forward_grad = false;
  if (autograd::forward_ad_enabled()) {
    self_t = autograd::tangent_of(self);
    forward_grad = autograd::has_tangent(self_t);
  }
  Tensor self_original = forward_grad ? autograd::original_for_jvp(self) : Tensor();
  autograd::write_inplace(self, kernels::log10(self, self), "log10_");
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, log10_jvp(self_original, self_t));
  if (result_names) {
    names::attach(self, result_names);
  }
  return result;
}

Tensor log10_out(const Tensor& self, const Tensor& out) {
  Dimnames result_names;
  if (names::any_named(self)) {
    result_names = names::unify(self);
    names::check_target(out, result_names);
  }
  autograd::check_out_no_grad("log10", self, out);
  autograd::check_out_no_tangents("log10", self, out);
  autograd::write_out(out, kernels::log10(self, out), "log10", autograd::OutDtype::castable);
  if (result_names) {
    names::attach(out, result_names);
  }
  return out;
}

Tensor log1p(const Tensor& self) {
  Dimnames result_names;
  if (names::any_named(self)) result_names = names::unify(self);
  std::shared_ptr<autograd::Log1PBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::Log1PBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_ = autograd::SavedVariable(self, false);
  }
  auto result = kernels::log1p(self, Tensor());
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, log1p_jvp(self, self_t));
    }
  }
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor log1p_(const Tensor& self) {
  Dimnames result_names;
  if (names::any_named(self)) {
    result_names = names::unify(self);
    names::check_target(self, result_names);
  }
  autograd::check_inplace(self, "log1p_", self);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::Log1PBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::Log1PBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_ = autograd::SavedVariable(yaten::clone(self), false);
  }
  Tensor self_t;
  bool forward_grad = false;
  if (autograd::forward_ad_enabled()) {
    self_t = autograd::tangent_of(self);
    forward_grad = autograd::has_tangent(self_t);
  }
  Tensor self_original = forward_grad ? autograd::original_for_jvp(self) : Tensor();
  autograd::write_inplace(self, kernels::log1p(self, self), "log1p_");
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, log1p_jvp(self_original, self_t));
  if (result_names) {
    names::attach(self, result_names);
  }
  return result;
}

Tensor log1p_out(const Tensor& self, const Tensor& out) {
  Dimnames result_names;
  if (names::any_named(self)) {
    result_names = names::unify(self);
    names::check_target(out, result_names);
  }
  autograd::check_out_no_grad("log1p", self, out);
  autograd::check_out_no_tangents("log1p", self, out);
  autograd::write_out(out, kernels::log1p(self, out), "log1p", autograd::OutDtype::castable);
  if (result_names) {
    names::attach(out, result_names);
  }
  return out;
}

Tensor expm1(const Tensor& self) {
  Dimnames result_names;
  if (names::any_named(self)) result_names = names::unify(self);
  std::shared_ptr<autograd::Expm1Backward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::Expm1Backward0>();
    autograd::collect_edges(*grad_fn, self);
  }
  auto result = kernels::expm1(self, Tensor());
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
    grad_fn->result_ = autograd::SavedVariable(result, true);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, expm1_jvp(self_t, result));
    }
  }
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor expm1_(const Tensor& self) {
  Dimnames result_names;
  if (names::any_named(self)) {
    result_names = names::unify(self);
    names::check_target(self, result_names);
  }
  autograd::check_inplace(self, "expm1_", self);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::Expm1Backward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::Expm1Backward0>();
    autograd::collect_edges(*grad_fn, self);
  }
  Tensor self_t;
  bool forward_grad = false;
  if (autograd::forward_ad_enabled()) {
    self_t = autograd::tangent_of(self);
    forward_grad = autograd::has_tangent(self_t);
  }
  autograd::write_inplace(self, kernels::expm1(self, self), "expm1_");
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
    grad_fn->result_ = autograd::SavedVariable(result, true);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, expm1_jvp(self_t, result));
  if (result_names) {
    names::attach(self, result_names);
  }
  return result;
}

Tensor expm1_out(const Tensor& self, const Tensor& out) {
  Dimnames result_names;
  if (names::any_named(self)) {
    result_names = names::unify(self);
    names::check_target(out, result_names);
  }
  autograd::check_out_no_grad("expm1", self, out);
  autograd::check_out_no_tangents("expm1", self, out);
  autograd::write_out(out, kernels::expm1(self, out), "expm1", autograd::OutDtype::castable);
  if (result_names) {
    names::attach(out, result_names);
  }
  return out;
}

Tensor sqrt(const Tensor& self) {
  Dimnames result_names;
  if (names::any_named(self)) result_names = names::unify(self);
  std::shared_ptr<autograd::SqrtBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::SqrtBackward0>();
    autograd::collect_edges(*grad_fn, self);
  }
  auto result = kernels::sqrt(self, Tensor());
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
    grad_fn->result_ = autograd::SavedVariable(result, true);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, sqrt_jvp(self_t, result));
    }
  }
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor sqrt_(const Tensor& self) {
  Dimnames result_names;
  if (names::any_named(self)) {
    result_names = names::unify(self);
    names::check_target(self, result_names);
  }
  autograd::check_inplace(self, "sqrt_", self);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::SqrtBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::SqrtBackward0>();
    autograd::collect_edges(*grad_fn, self);
  }
  Tensor self_t;
  bool forward_grad = false;
  if (autograd::forward_ad_enabled()) {
    self_t = autograd::tangent_of(self);
    forward_grad = autograd::has_tangent(self_t);
  }
  autograd::write_inplace(self, kernels::sqrt(self, self), "sqrt_");
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
    grad_fn->result_ = autograd::SavedVariable(result, true);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, sqrt_jvp(self_t, result));
  if (result_names) {
    names::attach(self, result_names);
  }
  return result;
}

Tensor sqrt_out(const Tensor& self, const Tensor& out) {
  Dimnames result_names;
  if (names::any_named(self)) {
    result_names = names::unify(self);
    names::check_target(out, result_names);
  }
  autograd::check_out_no_grad("sqrt", self, out);
  autograd::check_out_no_tangents("sqrt", self, out);
  autograd::write_out(out, kernels::sqrt(self, out), "sqrt", autograd::OutDtype::castable);
  if (result_names) {
    names::attach(out, result_names);
  }
  return out;
}

Tensor rsqrt(const Tensor& self) {
  Dimnames result_names;
  if (names::any_named(self)) result_names = names::unify(self);
  std::shared_ptr<autograd::RsqrtBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::RsqrtBackward0>();
    autograd::collect_edges(*grad_fn, self);
  }
  auto result = kernels::rsqrt(self, Tensor());
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
    grad_fn->result_ = autograd::SavedVariable(result, true);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, rsqrt_jvp(self_t, result));
    }
  }
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor rsqrt_(const Tensor& self) {
  Dimnames result_names;
  if (names::any_named(self)) {
    result_names = names::unify(self);
    names::check_target(self, result_names);
  }
  autograd::check_inplace(self, "rsqrt_", self);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::RsqrtBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::RsqrtBackward0>();
    autograd::collect_edges(*grad_fn, self);
  }
  Tensor self_t;
  bool forward_grad = false;
  if (autograd::forward_ad_enabled()) {
    self_t = autograd::tangent_of(self);
    forward_grad = autograd::has_tangent(self_t);
  }
  autograd::write_inplace(self, kernels::rsqrt(self, self), "rsqrt_");
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
    grad_fn->result_ = autograd::SavedVariable(result, true);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, rsqrt_jvp(self_t, result));
  if (result_names) {
    names::attach(self, result_names);
  }
  return result;
}

Tensor rsqrt_out(const Tensor& self, const Tensor& out) {
  Dimnames result_names;
  if (names::any_named(self)) {
    result_names = names::unify(self);
    names::check_target(out, result_names);
  }
  autograd::check_out_no_grad("rsqrt", self, out);
  autograd::check_out_no_tangents("rsqrt", self, out);
  autograd::write_out(out, kernels::rsqrt(self, out), "rsqrt", autograd::OutDtype::castable);
  if (result_names) {
    names::attach(out, result_names);
  }
  return out;
}

Tensor square(const Tensor& self) {
  Dimnames result_names;
  if (names::any_named(self)) result_names = names::unify(self);
  std::shared_ptr<autograd::SquareBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::SquareBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_ = autograd::SavedVariable(self, false);
  }
  auto result = kernels::square(self, Tensor());
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, square_jvp(self, self_t));
    }
  }
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor square_(const Tensor& self) {
  Dimnames result_names;
  if (names::any_named(self)) {
    result_names = names::unify(self);
    names::check_target(self, result_names);
  }
  autograd::check_inplace(self, "square_", self);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::SquareBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::SquareBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_ = autograd::SavedVariable(yaten::clone(self), false);
  }
  Tensor self_t;
  bool forward_grad = false;
  if (autograd::forward_ad_enabled()) {
    self_t = autograd::tangent_of(self);
    forward_grad = autograd::has_tangent(self_t);
  }
  Tensor self_original = forward_grad ? autograd::original_for_jvp(self) : Tensor();
  autograd::write_inplace(self, kernels::square(self, self), "square_");
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, square_jvp(self_original, self_t));
  if (result_names) {
    names::attach(self, result_names);
  }
  return result;
}

Tensor square_out(const Tensor& self, const Tensor& out) {
  Dimnames result_names;
  if (names::any_named(self)) {
    result_names = names::unify(self);
    names::check_target(out, result_names);
  }
  autograd::check_out_no_grad("square", self, out);
  autograd::check_out_no_tangents("square", self, out);
  autograd::write_out(out, kernels::square(self, out), "square", autograd::OutDtype::exact);
  if (result_names) {
    names::attach(out, result_names);
  }
  return out;
}

Tensor reciprocal(const Tensor& self) {
  Dimnames result_names;
  if (names::any_named(self)) result_names = names::unify(self);
  std::shared_ptr<autograd::ReciprocalBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::ReciprocalBackward0>();
    autograd::collect_edges(*grad_fn, self);
  }
  auto result = kernels::reciprocal(self, Tensor());
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
    grad_fn->result_ = autograd::SavedVariable(result, true);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, reciprocal_jvp(self_t, result));
    }
  }
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor reciprocal_(const Tensor& self) {
  Dimnames result_names;
  if (names::any_named(self)) {
    result_names = names::unify(self);
    names::check_target(self, result_names);
  }
  autograd::check_inplace(self, "reciprocal_", self);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::ReciprocalBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::ReciprocalBackward0>();
    autograd::collect_edges(*grad_fn, self);
  }
  Tensor self_t;
  bool forward_grad = false;
  if (autograd::forward_ad_enabled()) {
    self_t = autograd::tangent_of(self);
    forward_grad = autograd::has_tangent(self_t);
  }
  autograd::write_inplace(self, kernels::reciprocal(self, self), "reciprocal_");
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
    grad_fn->result_ = autograd::SavedVariable(result, true);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, reciprocal_jvp(self_t, result));
  if (result_names) {
    names::attach(self, result_names);
  }
  return result;
}

Tensor reciprocal_out(const Tensor& self, const Tensor& out) {
  Dimnames result_names;
  if (names::any_named(self)) {
    result_names = names::unify(self);
    names::check_target(out, result_names);
  }
  autograd::check_out_no_grad("reciprocal", self, out);
  autograd::check_out_no_tangents("reciprocal", self, out);
  autograd::write_out(out, kernels::reciprocal(self, out), "reciprocal", autograd::OutDtype::castable);
  if (result_names) {
    names::attach(out, result_names);
  }
  return out;
}

Tensor sin(const Tensor& self) {
  Dimnames result_names;
  if (names::any_named(self)) result_names = names::unify(self);
  std::shared_ptr<autograd::SinBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::SinBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_ = autograd::SavedVariable(self, false);
  }
  auto result = kernels::sin(self, Tensor());
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, sin_jvp(self, self_t));
    }
  }
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor sin_(const Tensor& self) {
  Dimnames result_names;
  if (names::any_named(self)) {
    result_names = names::unify(self);
    names::check_target(self, result_names);
  }
  autograd::check_inplace(self, "sin_", self);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::SinBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::SinBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_ = autograd::SavedVariable(yaten::clone(self), false);
  }
  Tensor self_t;
  bool forward_grad = false;
  if (autograd::forward_ad_enabled()) {
    self_t = autograd::tangent_of(self);
    forward_grad = autograd::has_tangent(self_t);
  }
  Tensor self_original = forward_grad ? autograd::original_for_jvp(self) : Tensor();
  autograd::write_inplace(self, kernels::sin(self, self), "sin_");
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, sin_jvp(self_original, self_t));
  if (result_names) {
    names::attach(self, result_names);
  }
  return result;
}

Tensor sin_out(const Tensor& self, const Tensor& out) {
  Dimnames result_names;
  if (names::any_named(self)) {
    result_names = names::unify(self);
    names::check_target(out, result_names);
  }
  autograd::check_out_no_grad("sin", self, out);
  autograd::check_out_no_tangents("sin", self, out);
  autograd::write_out(out, kernels::sin(self, out), "sin", autograd::OutDtype::castable);
  if (result_names) {
    names::attach(out, result_names);
  }
  return out;
}

Tensor cos(const Tensor& self) {
  Dimnames result_names;
  if (names::any_named(self)) result_names = names::unify(self);
  std::shared_ptr<autograd::CosBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::CosBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_ = autograd::SavedVariable(self, false);
  }
  auto result = kernels::cos(self, Tensor());
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, cos_jvp(self, self_t));
    }
  }
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor cos_(const Tensor& self) {
  Dimnames result_names;
  if (names::any_named(self)) {
    result_names = names::unify(self);
    names::check_target(self, result_names);
  }
  autograd::check_inplace(self, "cos_", self);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::CosBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::CosBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_ = autograd::SavedVariable(yaten::clone(self), false);
  }
  Tensor self_t;
  bool forward_grad = false;
  if (autograd::forward_ad_enabled()) {
    self_t = autograd::tangent_of(self);
    forward_grad = autograd::has_tangent(self_t);
  }
  Tensor self_original = forward_grad ? autograd::original_for_jvp(self) : Tensor();
  autograd::write_inplace(self, kernels::cos(self, self), "cos_");
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, cos_jvp(self_original, self_t));
  if (result_names) {
    names::attach(self, result_names);
  }
  return result;
}

Tensor cos_out(const Tensor& self, const Tensor& out) {
  Dimnames result_names;
  if (names::any_named(self)) {
    result_names = names::unify(self);
    names::check_target(out, result_names);
  }
  autograd::check_out_no_grad("cos", self, out);
  autograd::check_out_no_tangents("cos", self, out);
  autograd::write_out(out, kernels::cos(self, out), "cos", autograd::OutDtype::castable);
  if (result_names) {
    names::attach(out, result_names);
  }
  return out;
}

Tensor tan(const Tensor& self) {
  Dimnames result_names;
  if (names::any_named(self)) result_names = names::unify(self);
  std::shared_ptr<autograd::TanBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::TanBackward0>();
    autograd::collect_edges(*grad_fn, self);
  }
  auto result = kernels::tan(self, Tensor());
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
    grad_fn->result_ = autograd::SavedVariable(result, true);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, tan_jvp(self_t, result));
    }
  }
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor tan_(const Tensor& self) {
  Dimnames result_names;
  if (names::any_named(self)) {
    result_names = names::unify(self);
    names::check_target(self, result_names);
  }
  autograd::check_inplace(self, "tan_", self);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::TanBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::TanBackward0>();
    autograd::collect_edges(*grad_fn, self);
  }
  Tensor self_t;
  bool forward_grad = false;
  if (autograd::forward_ad_enabled()) {
    self_t = autograd::tangent_of(self);
    forward_grad = autograd::has_tangent(self_t);
  }
  autograd::write_inplace(self, kernels::tan(self, self), "tan_");
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
    grad_fn->result_ = autograd::SavedVariable(result, true);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, tan_jvp(self_t, result));
  if (result_names) {
    names::attach(self, result_names);
  }
  return result;
}

Tensor tan_out(const Tensor& self, const Tensor& out) {
  Dimnames result_names;
  if (names::any_named(self)) {
    result_names = names::unify(self);
    names::check_target(out, result_names);
  }
  autograd::check_out_no_grad("tan", self, out);
  autograd::check_out_no_tangents("tan", self, out);
  autograd::write_out(out, kernels::tan(self, out), "tan", autograd::OutDtype::castable);
  if (result_names) {
    names::attach(out, result_names);
  }
  return out;
}

Tensor asin(const Tensor& self) {
  Dimnames result_names;
  if (names::any_named(self)) result_names = names::unify(self);
  std::shared_ptr<autograd::AsinBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::AsinBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_ = autograd::SavedVariable(self, false);
  }
  auto result = kernels::asin(self, Tensor());
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, asin_jvp(self, self_t));
    }
  }
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor asin_(const Tensor& self) {
  Dimnames result_names;
  if (names::any_named(self)) {
    result_names = names::unify(self);
    names::check_target(self, result_names);
  }
  autograd::check_inplace(self, "asin_", self);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::AsinBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::AsinBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_ = autograd::SavedVariable(yaten::clone(self), false);
  }
  Tensor self_t;
  bool forward_grad = false;
  if (autograd::forward_ad_enabled()) {
    self_t = autograd::tangent_of(self);
    forward_grad = autograd::has_tangent(self_t);
  }
  Tensor self_original = forward_grad ? autograd::original_for_jvp(self) : Tensor();
  autograd::write_inplace(self, kernels::asin(self, self), "asin_");
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, asin_jvp(self_original, self_t));
  if (result_names) {
    names::attach(self, result_names);
  }
  return result;
}

Tensor asin_out(const Tensor& self, const Tensor& out) {
  Dimnames result_names;
  if (names::any_named(self)) {
    result_names = names::unify(self);
    names::check_target(out, result_names);
  }
  autograd::check_out_no_grad("asin", self, out);
  autograd::check_out_no_tangents("asin", self, out);
  autograd::write_out(out, kernels::asin(self, out), "asin", autograd::OutDtype::castable);
  if (result_names) {
    names::attach(out, result_names);
  }
  return out;
}

Tensor acos(const Tensor& self) {
  Dimnames result_names;
  if (names::any_named(self)) result_names = names::unify(self);
  std::shared_ptr<autograd::AcosBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::AcosBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_ = autograd::SavedVariable(self, false);
  }
  auto result = kernels::acos(self, Tensor());
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, acos_jvp(self, self_t));
    }
  }
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor acos_(const Tensor& self) {
  Dimnames result_names;
  if (names::any_named(self)) {
    result_names = names::unify(self);
    names::check_target(self, result_names);
  }
  autograd::check_inplace(self, "acos_", self);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::AcosBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::AcosBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_ = autograd::SavedVariable(yaten::clone(self), false);
  }
  Tensor self_t;
  bool forward_grad = false;
  if (autograd::forward_ad_enabled()) {
    self_t = autograd::tangent_of(self);
    forward_grad = autograd::has_tangent(self_t);
  }
  Tensor self_original = forward_grad ? autograd::original_for_jvp(self) : Tensor();
  autograd::write_inplace(self, kernels::acos(self, self), "acos_");
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, acos_jvp(self_original, self_t));
  if (result_names) {
    names::attach(self, result_names);
  }
  return result;
}

Tensor acos_out(const Tensor& self, const Tensor& out) {
  Dimnames result_names;
  if (names::any_named(self)) {
    result_names = names::unify(self);
    names::check_target(out, result_names);
  }
  autograd::check_out_no_grad("acos", self, out);
  autograd::check_out_no_tangents("acos", self, out);
  autograd::write_out(out, kernels::acos(self, out), "acos", autograd::OutDtype::castable);
  if (result_names) {
    names::attach(out, result_names);
  }
  return out;
}

Tensor atan(const Tensor& self) {
  Dimnames result_names;
  if (names::any_named(self)) result_names = names::unify(self);
  std::shared_ptr<autograd::AtanBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::AtanBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_ = autograd::SavedVariable(self, false);
  }
  auto result = kernels::atan(self, Tensor());
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, atan_jvp(self, self_t));
    }
  }
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor atan_(const Tensor& self) {
  Dimnames result_names;
  if (names::any_named(self)) {
    result_names = names::unify(self);
    names::check_target(self, result_names);
  }
  autograd::check_inplace(self, "atan_", self);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::AtanBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::AtanBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_ = autograd::SavedVariable(yaten::clone(self), false);
  }
  Tensor self_t;
  bool forward_grad = false;
  if (autograd::forward_ad_enabled()) {
    self_t = autograd::tangent_of(self);
    forward_grad = autograd::has_tangent(self_t);
  }
  Tensor self_original = forward_grad ? autograd::original_for_jvp(self) : Tensor();
  autograd::write_inplace(self, kernels::atan(self, self), "atan_");
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, atan_jvp(self_original, self_t));
  if (result_names) {
    names::attach(self, result_names);
  }
  return result;
}

Tensor atan_out(const Tensor& self, const Tensor& out) {
  Dimnames result_names;
  if (names::any_named(self)) {
    result_names = names::unify(self);
    names::check_target(out, result_names);
  }
  autograd::check_out_no_grad("atan", self, out);
  autograd::check_out_no_tangents("atan", self, out);
  autograd::write_out(out, kernels::atan(self, out), "atan", autograd::OutDtype::castable);
  if (result_names) {
    names::attach(out, result_names);
  }
  return out;
}

Tensor asinh(const Tensor& self) {
  Dimnames result_names;
  if (names::any_named(self)) result_names = names::unify(self);
  std::shared_ptr<autograd::AsinhBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::AsinhBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_ = autograd::SavedVariable(self, false);
  }
  auto result = kernels::asinh(self, Tensor());
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, asinh_jvp(self, self_t));
    }
  }
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor asinh_(const Tensor& self) {
  Dimnames result_names;
  if (names::any_named(self)) {
    result_names = names::unify(self);
    names::check_target(self, result_names);
  }
  autograd::check_inplace(self, "asinh_", self);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::AsinhBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::AsinhBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_ = autograd::SavedVariable(yaten::clone(self), false);
  }
  Tensor self_t;
  bool forward_grad = false;
  if (autograd::forward_ad_enabled()) {
    self_t = autograd::tangent_of(self);
    forward_grad = autograd::has_tangent(self_t);
  }
  Tensor self_original = forward_grad ? autograd::original_for_jvp(self) : Tensor();
  autograd::write_inplace(self, kernels::asinh(self, self), "asinh_");
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, asinh_jvp(self_original, self_t));
  if (result_names) {
    names::attach(self, result_names);
  }
  return result;
}

Tensor asinh_out(const Tensor& self, const Tensor& out) {
  Dimnames result_names;
  if (names::any_named(self)) {
    result_names = names::unify(self);
    names::check_target(out, result_names);
  }
  autograd::check_out_no_grad("asinh", self, out);
  autograd::check_out_no_tangents("asinh", self, out);
  autograd::write_out(out, kernels::asinh(self, out), "asinh", autograd::OutDtype::castable);
  if (result_names) {
    names::attach(out, result_names);
  }
  return out;
}

Tensor acosh(const Tensor& self) {
  Dimnames result_names;
  if (names::any_named(self)) result_names = names::unify(self);
  std::shared_ptr<autograd::AcoshBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::AcoshBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_ = autograd::SavedVariable(self, false);
  }
  auto result = kernels::acosh(self, Tensor());
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, acosh_jvp(self, self_t));
    }
  }
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor acosh_(const Tensor& self) {
  Dimnames result_names;
  if (names::any_named(self)) {
    result_names = names::unify(self);
    names::check_target(self, result_names);
  }
  autograd::check_inplace(self, "acosh_", self);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::AcoshBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::AcoshBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_ = autograd::SavedVariable(yaten::clone(self), false);
  }
  Tensor self_t;
  bool forward_grad = false;
  if (autograd::forward_ad_enabled()) {
    self_t = autograd::tangent_of(self);
    forward_grad = autograd::has_tangent(self_t);
  }
  Tensor self_original = forward_grad ? autograd::original_for_jvp(self) : Tensor();
  autograd::write_inplace(self, kernels::acosh(self, self), "acosh_");
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, acosh_jvp(self_original, self_t));
  if (result_names) {
    names::attach(self, result_names);
  }
  return result;
}

Tensor acosh_out(const Tensor& self, const Tensor& out) {
  Dimnames result_names;
  if (names::any_named(self)) {
    result_names = names::unify(self);
    names::check_target(out, result_names);
  }
  autograd::check_out_no_grad("acosh", self, out);
  autograd::check_out_no_tangents("acosh", self, out);
  autograd::write_out(out, kernels::acosh(self, out), "acosh", autograd::OutDtype::castable);
  if (result_names) {
    names::attach(out, result_names);
  }
  return out;
}

Tensor atanh(const Tensor& self) {
  Dimnames result_names;
  if (names::any_named(self)) result_names = names::unify(self);
  std::shared_ptr<autograd::AtanhBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::AtanhBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_ = autograd::SavedVariable(self, false);
  }
  auto result = kernels::atanh(self, Tensor());
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, atanh_jvp(self, self_t));
    }
  }
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor atanh_(const Tensor& self) {
  Dimnames result_names;
  if (names::any_named(self)) {
    result_names = names::unify(self);
    names::check_target(self, result_names);
  }
  autograd::check_inplace(self, "atanh_", self);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::AtanhBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::AtanhBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_ = autograd::SavedVariable(yaten::clone(self), false);
  }
  Tensor self_t;
  bool forward_grad = false;
  if (autograd::forward_ad_enabled()) {
    self_t = autograd::tangent_of(self);
    forward_grad = autograd::has_tangent(self_t);
  }
  Tensor self_original = forward_grad ? autograd::original_for_jvp(self) : Tensor();
  autograd::write_inplace(self, kernels::atanh(self, self), "atanh_");
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, atanh_jvp(self_original, self_t));
  if (result_names) {
    names::attach(self, result_names);
  }
  return result;
}

Tensor atanh_out(const Tensor& self, const Tensor& out) {
  Dimnames result_names;
  if (names::any_named(self)) {
    result_names = names::unify(self);
    names::check_target(out, result_names);
  }
  autograd::check_out_no_grad("atanh", self, out);
  autograd::check_out_no_tangents("atanh", self, out);
  autograd::write_out(out, kernels::atanh(self, out), "atanh", autograd::OutDtype::castable);
  if (result_names) {
    names::attach(out, result_names);
  }
  return out;
}

Tensor sinh(const Tensor& self) {
  Dimnames result_names;
  if (names::any_named(self)) result_names = names::unify(self);
  std::shared_ptr<autograd::SinhBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::SinhBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_ = autograd::SavedVariable(self, false);
  }
  auto result = kernels::sinh(self, Tensor());
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, sinh_jvp(self, self_t));
    }
  }
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor sinh_(const Tensor& self) {
  Dimnames result_names;
  if (names::any_named(self)) {
    result_names = names::unify(self);
    names::check_target(self, result_names);
  }
  autograd::check_inplace(self, "sinh_", self);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::SinhBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::SinhBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_ = autograd::SavedVariable(yaten::clone(self), false);
  }
  Tensor self_t;
  bool forward_grad = false;
  if (autograd::forward_ad_enabled()) {
    self_t = autograd::tangent_of(self);
    forward_grad = autograd::has_tangent(self_t);
  }
  Tensor self_original = forward_grad ? autograd::original_for_jvp(self) : Tensor();
  autograd::write_inplace(self, kernels::sinh(self, self), "sinh_");
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, sinh_jvp(self_original, self_t));
  if (result_names) {
    names::attach(self, result_names);
  }
  return result;
}

Tensor sinh_out(const Tensor& self, const Tensor& out) {
  Dimnames result_names;
  if (names::any_named(self)) {
    result_names = names::unify(self);
    names::check_target(out, result_names);
  }
  autograd::check_out_no_grad("sinh", self, out);
  autograd::check_out_no_tangents("sinh", self, out);
  autograd::write_out(out, kernels::sinh(self, out), "sinh", autograd::OutDtype::castable);
  if (result_names) {
    names::attach(out, result_names);
  }
  return out;
}

Tensor cosh(const Tensor& self) {
  Dimnames result_names;
  if (names::any_named(self)) result_names = names::unify(self);
  std::shared_ptr<autograd::CoshBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::CoshBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_ = autograd::SavedVariable(self, false);
  }
  auto result = kernels::cosh(self, Tensor());
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, cosh_jvp(self, self_t));
    }
  }
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor cosh_(const Tensor& self) {
  Dimnames result_names;
  if (names::any_named(self)) {
    result_names = names::unify(self);
    names::check_target(self, result_names);
  }
  autograd::check_inplace(self, "cosh_", self);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::CoshBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::CoshBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_ = autograd::SavedVariable(yaten::clone(self), false);
  }
  Tensor self_t;
  bool forward_grad = false;
  if (autograd::forward_ad_enabled()) {
    self_t = autograd::tangent_of(self);
    forward_grad = autograd::has_tangent(self_t);
  }
  Tensor self_original = forward_grad ? autograd::original_for_jvp(self) : Tensor();
  autograd::write_inplace(self, kernels::cosh(self, self), "cosh_");
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, cosh_jvp(self_original, self_t));
  if (result_names) {
    names::attach(self, result_names);
  }
  return result;
}

Tensor cosh_out(const Tensor& self, const Tensor& out) {
  Dimnames result_names;
  if (names::any_named(self)) {
    result_names = names::unify(self);
    names::check_target(out, result_names);
  }
  autograd::check_out_no_grad("cosh", self, out);
  autograd::check_out_no_tangents("cosh", self, out);
  autograd::write_out(out, kernels::cosh(self, out), "cosh", autograd::OutDtype::castable);
  if (result_names) {
    names::attach(out, result_names);
  }
  return out;
}

Tensor tanh(const Tensor& self) {
  Dimnames result_names;
  if (names::any_named(self)) result_names = names::unify(self);
  std::shared_ptr<autograd::TanhBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::TanhBackward0>();
    autograd::collect_edges(*grad_fn, self);
  }
  auto result = kernels::tanh(self, Tensor());
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
    grad_fn->result_ = autograd::SavedVariable(result, true);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, tanh_jvp(self_t, result));
    }
  }
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor tanh_(const Tensor& self) {
  Dimnames result_names;
  if (names::any_named(self)) {
    result_names = names::unify(self);
    names::check_target(self, result_names);
  }
  autograd::check_inplace(self, "tanh_", self);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::TanhBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::TanhBackward0>();
    autograd::collect_edges(*grad_fn, self);
  }
  Tensor self_t;
  bool forward_grad = false;
  if (autograd::forward_ad_enabled()) {
    self_t = autograd::tangent_of(self);
    forward_grad = autograd::has_tangent(self_t);
  }
  autograd::write_inplace(self, kernels::tanh(self, self), "tanh_");
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
    grad_fn->result_ = autograd::SavedVariable(result, true);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, tanh_jvp(self_t, result));
  if (result_names) {
    names::attach(self, result_names);
  }
  return result;
}

Tensor tanh_out(const Tensor& self, const Tensor& out) {
  Dimnames result_names;
  if (names::any_named(self)) {
    result_names = names::unify(self);
    names::check_target(out, result_names);
  }
  autograd::check_out_no_grad("tanh", self, out);
  autograd::check_out_no_tangents("tanh", self, out);
  autograd::write_out(out, kernels::tanh(self, out), "tanh", autograd::OutDtype::castable);
  if (result_names) {
    names::attach(out, result_names);
  }
  return out;
}

Tensor sigmoid(const Tensor& self) {
  Dimnames result_names;
  if (names::any_named(self)) result_names = names::unify(self);
  std::shared_ptr<autograd::SigmoidBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::SigmoidBackward0>();
    autograd::collect_edges(*grad_fn, self);
  }
  auto result = kernels::sigmoid(self, Tensor());
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
    grad_fn->result_ = autograd::SavedVariable(result, true);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, sigmoid_jvp(self_t, result));
    }
  }
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor sigmoid_(const Tensor& self) {
  Dimnames result_names;
  if (names::any_named(self)) {
    result_names = names::unify(self);
    names::check_target(self, result_names);
  }
  autograd::check_inplace(self, "sigmoid_", self);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::SigmoidBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::SigmoidBackward0>();
    autograd::collect_edges(*grad_fn, self);
  }
  Tensor self_t;
  bool forward_grad = false;
  if (autograd::forward_ad_enabled()) {
    self_t = autograd::tangent_of(self);
    forward_grad = autograd::has_tangent(self_t);
  }
  autograd::write_inplace(self, kernels::sigmoid(self, self), "sigmoid_");
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
    grad_fn->result_ = autograd::SavedVariable(result, true);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, sigmoid_jvp(self_t, result));
  if (result_names) {
    names::attach(self, result_names);
  }
  return result;
}

Tensor sigmoid_out(const Tensor& self, const Tensor& out) {
  Dimnames result_names;
  if (names::any_named(self)) {
    result_names = names::unify(self);
    names::check_target(out, result_names);
  }
  autograd::check_out_no_grad("sigmoid", self, out);
  autograd::check_out_no_tangents("sigmoid", self, out);
  autograd::write_out(out, kernels::sigmoid(self, out), "sigmoid", autograd::OutDtype::castable);
  if (result_names) {
    names::attach(out, result_names);
  }
  return out;
}

Tensor relu(const Tensor& self) {
  Dimnames result_names;
  if (names::any_named(self)) result_names = names::unify(self);
  std::shared_ptr<autograd::ReluBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::ReluBackward0>();
    autograd::collect_edges(*grad_fn, self);
  }
  auto result = kernels::relu(self, Tensor());
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
    grad_fn->result_ = autograd::SavedVariable(result, true);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, relu_jvp(self_t, result));
    }
  }
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor relu_(const Tensor& self) {
  Dimnames result_names;
  if (names::any_named(self)) {
    result_names = names::unify(self);
    names::check_target(self, result_names);
  }
  autograd::check_inplace(self, "relu_", self);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::ReluBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::ReluBackward0>();
    autograd::collect_edges(*grad_fn, self);
  }
  Tensor self_t;
  bool forward_grad = false;
  if (autograd::forward_ad_enabled()) {
    self_t = autograd::tangent_of(self);
    forward_grad = autograd::has_tangent(self_t);
  }
  autograd::write_inplace(self, kernels::relu(self, self), "relu_");
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
    grad_fn->result_ = autograd::SavedVariable(result, true);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, relu_jvp(self_t, result));
  if (result_names) {
    names::attach(self, result_names);
  }
  return result;
}

Tensor erf(const Tensor& self) {
  Dimnames result_names;
  if (names::any_named(self)) result_names = names::unify(self);
  std::shared_ptr<autograd::ErfBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::ErfBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_ = autograd::SavedVariable(self, false);
  }
  auto result = kernels::erf(self, Tensor());
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, erf_jvp(self, self_t));
    }
  }
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor erf_(const Tensor& self) {
  Dimnames result_names;
  if (names::any_named(self)) {
    result_names = names::unify(self);
    names::check_target(self, result_names);
  }
  autograd::check_inplace(self, "erf_", self);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::ErfBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::ErfBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_ = autograd::SavedVariable(yaten::clone(self), false);
  }
  Tensor self_t;
  bool forward_grad = false;
  if (autograd::forward_ad_enabled()) {
    self_t = autograd::tangent_of(self);
    forward_grad = autograd::has_tangent(self_t);
  }
  Tensor self_original = forward_grad ? autograd::original_for_jvp(self) : Tensor();
  autograd::write_inplace(self, kernels::erf(self, self), "erf_");
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, erf_jvp(self_original, self_t));
  if (result_names) {
    names::attach(self, result_names);
  }
  return result;
}

Tensor erf_out(const Tensor& self, const Tensor& out) {
  Dimnames result_names;
  if (names::any_named(self)) {
    result_names = names::unify(self);
    names::check_target(out, result_names);
  }
  autograd::check_out_no_grad("erf", self, out);
  autograd::check_out_no_tangents("erf", self, out);
  autograd::write_out(out, kernels::erf(self, out), "erf", autograd::OutDtype::castable);
  if (result_names) {
    names::attach(out, result_names);
  }
  return out;
}

Tensor floor(const Tensor& self) {
  Dimnames result_names;
  if (names::any_named(self)) result_names = names::unify(self);
  std::shared_ptr<autograd::FloorBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::FloorBackward0>();
    autograd::collect_edges(*grad_fn, self);
  }
  auto result = kernels::floor(self, Tensor());
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, floor_jvp(self_t));
    }
  }
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor floor_(const Tensor& self) {
  Dimnames result_names;
  if (names::any_named(self)) {
    result_names = names::unify(self);
    names::check_target(self, result_names);
  }
  autograd::check_inplace(self, "floor_", self);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::FloorBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::FloorBackward0>();
    autograd::collect_edges(*grad_fn, self);
  }
  Tensor self_t;
  bool forward_grad = false;
  if (autograd::forward_ad_enabled()) {
    self_t = autograd::tangent_of(self);
    forward_grad = autograd::has_tangent(self_t);
  }
  autograd::write_inplace(self, kernels::floor(self, self), "floor_");
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, floor_jvp(self_t));
  if (result_names) {
    names::attach(self, result_names);
  }
  return result;
}

Tensor floor_out(const Tensor& self, const Tensor& out) {
  Dimnames result_names;
  if (names::any_named(self)) {
    result_names = names::unify(self);
    names::check_target(out, result_names);
  }
  autograd::check_out_no_grad("floor", self, out);
  autograd::check_out_no_tangents("floor", self, out);
  autograd::write_out(out, kernels::floor(self, out), "floor", autograd::OutDtype::exact);
  if (result_names) {
    names::attach(out, result_names);
  }
  return out;
}

Tensor ceil(const Tensor& self) {
  Dimnames result_names;
  if (names::any_named(self)) result_names = names::unify(self);
  std::shared_ptr<autograd::CeilBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::CeilBackward0>();
    autograd::collect_edges(*grad_fn, self);
  }
  auto result = kernels::ceil(self, Tensor());
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, ceil_jvp(self_t));
    }
  }
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor ceil_(const Tensor& self) {
  Dimnames result_names;
  if (names::any_named(self)) {
    result_names = names::unify(self);
    names::check_target(self, result_names);
  }
  autograd::check_inplace(self, "ceil_", self);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::CeilBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::CeilBackward0>();
    autograd::collect_edges(*grad_fn, self);
  }
  Tensor self_t;
  bool forward_grad = false;
  if (autograd::forward_ad_enabled()) {
    self_t = autograd::tangent_of(self);
    forward_grad = autograd::has_tangent(self_t);
  }
  autograd::write_inplace(self, kernels::ceil(self, self), "ceil_");
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, ceil_jvp(self_t));
  if (result_names) {
    names::attach(self, result_names);
  }
  return result;
}

Tensor ceil_out(const Tensor& self, const Tensor& out) {
  Dimnames result_names;
  if (names::any_named(self)) {
    result_names = names::unify(self);
    names::check_target(out, result_names);
  }
  autograd::check_out_no_grad("ceil", self, out);
  autograd::check_out_no_tangents("ceil", self, out);
  autograd::write_out(out, kernels::ceil(self, out), "ceil", autograd::OutDtype::exact);
  if (result_names) {
    names::attach(out, result_names);
  }
  return out;
}

Tensor round(const Tensor& self) {
  Dimnames result_names;
  if (names::any_named(self)) result_names = names::unify(self);
  std::shared_ptr<autograd::RoundBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::RoundBackward0>();
    autograd::collect_edges(*grad_fn, self);
  }
  auto result = kernels::round(self, Tensor());
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, round_jvp(self_t));
    }
  }
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor round_(const Tensor& self) {
  Dimnames result_names;
  if (names::any_named(self)) {
    result_names = names::unify(self);
    names::check_target(self, result_names);
  }
  autograd::check_inplace(self, "round_", self);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::RoundBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::RoundBackward0>();
    autograd::collect_edges(*grad_fn, self);
  }
  Tensor self_t;
  bool forward_grad = false;
  if (autograd::forward_ad_enabled()) {
    self_t = autograd::tangent_of(self);
    forward_grad = autograd::has_tangent(self_t);
  }
  autograd::write_inplace(self, kernels::round(self, self), "round_");
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, round_jvp(self_t));
  if (result_names) {
    names::attach(self, result_names);
  }
  return result;
}

Tensor round_out(const Tensor& self, const Tensor& out) {
  Dimnames result_names;
  if (names::any_named(self)) {
    result_names = names::unify(self);
    names::check_target(out, result_names);
  }
  autograd::check_out_no_grad("round", self, out);
  autograd::check_out_no_tangents("round", self, out);
  autograd::write_out(out, kernels::round(self, out), "round", autograd::OutDtype::exact);
  if (result_names) {
    names::attach(out, result_names);
  }
  return out;
}

Tensor trunc(const Tensor& self) {
  Dimnames result_names;
  if (names::any_named(self)) result_names = names::unify(self);
  std::shared_ptr<autograd::TruncBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::TruncBackward0>();
    autograd::collect_edges(*grad_fn, self);
  }
  auto result = kernels::trunc(self, Tensor());
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, trunc_jvp(self_t));
    }
  }
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor trunc_(const Tensor& self) {
  Dimnames result_names;
  if (names::any_named(self)) {
    result_names = names::unify(self);
    names::check_target(self, result_names);
  }
  autograd::check_inplace(self, "trunc_", self);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::TruncBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::TruncBackward0>();
    autograd::collect_edges(*grad_fn, self);
  }
  Tensor self_t;
  bool forward_grad = false;
  if (autograd::forward_ad_enabled()) {
    self_t = autograd::tangent_of(self);
    forward_grad = autograd::has_tangent(self_t);
  }
  autograd::write_inplace(self, kernels::trunc(self, self), "trunc_");
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, trunc_jvp(self_t));
  if (result_names) {
    names::attach(self, result_names);
  }
  return result;
}

Tensor trunc_out(const Tensor& self, const Tensor& out) {
  Dimnames result_names;
  if (names::any_named(self)) {
    result_names = names::unify(self);
    names::check_target(out, result_names);
  }
  autograd::check_out_no_grad("trunc", self, out);
  autograd::check_out_no_tangents("trunc", self, out);
  autograd::write_out(out, kernels::trunc(self, out), "trunc", autograd::OutDtype::exact);
  if (result_names) {
    names::attach(out, result_names);
  }
  return out;
}

Tensor sign(const Tensor& self) {
  Dimnames result_names;
  if (names::any_named(self)) result_names = names::unify(self);
  std::shared_ptr<autograd::SignBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::SignBackward0>();
    autograd::collect_edges(*grad_fn, self);
  }
  auto result = kernels::sign(self, Tensor());
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, sign_jvp(self_t));
    }
  }
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor sign_(const Tensor& self) {
  Dimnames result_names;
  if (names::any_named(self)) {
    result_names = names::unify(self);
    names::check_target(self, result_names);
  }
  autograd::check_inplace(self, "sign_", self);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::SignBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::SignBackward0>();
    autograd::collect_edges(*grad_fn, self);
  }
  Tensor self_t;
  bool forward_grad = false;
  if (autograd::forward_ad_enabled()) {
    self_t = autograd::tangent_of(self);
    forward_grad = autograd::has_tangent(self_t);
  }
  autograd::write_inplace(self, kernels::sign(self, self), "sign_");
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, sign_jvp(self_t));
  if (result_names) {
    names::attach(self, result_names);
  }
  return result;
}

Tensor sign_out(const Tensor& self, const Tensor& out) {
  Dimnames result_names;
  if (names::any_named(self)) {
    result_names = names::unify(self);
    names::check_target(out, result_names);
  }
  autograd::check_out_no_grad("sign", self, out);
  autograd::check_out_no_tangents("sign", self, out);
  autograd::write_out(out, kernels::sign(self, out), "sign", autograd::OutDtype::exact);
  if (result_names) {
    names::attach(out, result_names);
  }
  return out;
}

Tensor sgn(const Tensor& self) {
  Dimnames result_names;
  if (names::any_named(self)) result_names = names::unify(self);
  std::shared_ptr<autograd::SgnBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::SgnBackward0>();
    autograd::collect_edges(*grad_fn, self);
  }
  auto result = kernels::sgn(self, Tensor());
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, sgn_jvp(self_t));
    }
  }
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor sgn_(const Tensor& self) {
  Dimnames result_names;
  if (names::any_named(self)) {
    result_names = names::unify(self);
    names::check_target(self, result_names);
  }
  autograd::check_inplace(self, "sgn_", self);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::SgnBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::SgnBackward0>();
    autograd::collect_edges(*grad_fn, self);
  }
  Tensor self_t;
  bool forward_grad = false;
  if (autograd::forward_ad_enabled()) {
    self_t = autograd::tangent_of(self);
    forward_grad = autograd::has_tangent(self_t);
  }
  autograd::write_inplace(self, kernels::sgn(self, self), "sgn_");
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, sgn_jvp(self_t));
  if (result_names) {
    names::attach(self, result_names);
  }
  return result;
}

Tensor sgn_out(const Tensor& self, const Tensor& out) {
  Dimnames result_names;
  if (names::any_named(self)) {
    result_names = names::unify(self);
    names::check_target(out, result_names);
  }
  autograd::check_out_no_grad("sgn", self, out);
  autograd::check_out_no_tangents("sgn", self, out);
  autograd::write_out(out, kernels::sgn(self, out), "sgn", autograd::OutDtype::exact);
  if (result_names) {
    names::attach(out, result_names);
  }
  return out;
}

Tensor logical_not(const Tensor& self) {
  Dimnames result_names;
  if (names::any_named(self)) result_names = names::unify(self);
  auto result = kernels::logical_not(self, Tensor());
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor logical_not_(const Tensor& self) {
  Dimnames result_names;
  if (names::any_named(self)) {
    result_names = names::unify(self);
    names::check_target(self, result_names);
  }
  autograd::check_inplace(self, "logical_not_");
  const autograd::InplaceTargetScope inplace_target(self);
  autograd::write_inplace(self, kernels::logical_not(self, self), "logical_not_");
  Tensor result = self;
  if (result_names) {
    names::attach(self, result_names);
  }
  return result;
}

Tensor logical_not_out(const Tensor& self, const Tensor& out) {
  Dimnames result_names;
  if (names::any_named(self)) {
    result_names = names::unify(self);
    names::check_target(out, result_names);
  }
  autograd::check_out_no_grad("logical_not", self, out);
  autograd::write_out(out, kernels::logical_not(self, out), "logical_not", autograd::OutDtype::castable);
  if (result_names) {
    names::attach(out, result_names);
  }
  return out;
}

Tensor bitwise_not(const Tensor& self) {
  Dimnames result_names;
  if (names::any_named(self)) result_names = names::unify(self);
  auto result = kernels::bitwise_not(self, Tensor());
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor bitwise_not_(const Tensor& self) {
  Dimnames result_names;
  if (names::any_named(self)) {
    result_names = names::unify(self);
    names::check_target(self, result_names);
  }
  autograd::check_inplace(self, "bitwise_not_");
  const autograd::InplaceTargetScope inplace_target(self);
  autograd::write_inplace(self, kernels::bitwise_not(self, self), "bitwise_not_");
  Tensor result = self;
  if (result_names) {
    names::attach(self, result_names);
  }
  return result;
}

Tensor bitwise_not_out(const Tensor& self, const Tensor& out) {
  Dimnames result_names;
  if (names::any_named(self)) {
    result_names = names::unify(self);
    names::check_target(out, result_names);
  }
  autograd::check_out_no_grad("bitwise_not", self, out);
  autograd::write_out(out, kernels::bitwise_not(self, out), "bitwise_not", autograd::OutDtype::exact);
  if (result_names) {
    names::attach(out, result_names);
  }
  return out;
}

}  // namespace yaten
