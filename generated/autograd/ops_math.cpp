// @generated from ops.yaml by codegen (template: ops_family.cpp.j2). Do not edit.
// The 'math' entry points: record history when needed, call the kernel.
#include "generated/autograd/ops_math.h"

#include "autograd/formula_helpers.h"
#include "autograd/forward_ad.h"
#include "autograd/function_support.h"
#include "autograd/tensor_operators.h"
#include "runtime/names.h"
#include "generated/autograd/nodes_math.h"
#include "generated/autograd/ops/clone.h"
#include "generated/autograd/ops/cos.h"
#include "generated/autograd/ops/digamma.h"
#include "generated/autograd/ops/eq.h"
#include "generated/autograd/ops/exp.h"
#include "generated/autograd/ops/exp2.h"
#include "generated/autograd/ops/isfinite.h"
#include "generated/autograd/ops/lgamma.h"
#include "generated/autograd/ops/log.h"
#include "generated/autograd/ops/logit_backward.h"
#include "generated/autograd/ops/ne.h"
#include "generated/autograd/ops/polygamma.h"
#include "generated/autograd/ops/sigmoid.h"
#include "generated/autograd/ops/special_i1.h"
#include "generated/autograd/ops/where.h"
#include "generated/autograd/ops/xlogy.h"
#include "generated/autograd/ops/zeros_like.h"
#include "generated/runtime/kernels_math.h"

namespace yaten {

// The jvp of each op: the output's tangent from its inputs' (ops.yaml
// `result:`). A term whose tangents are all undefined is zero and skipped.
namespace {

Tensor nan_to_num_jvp(const Tensor& self, const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, self_t * isfinite(self), false);
  return jvp;
}

Tensor exp2_jvp(const Tensor& self_t, const Tensor& result) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, self_t * result * 0.6931471805599453, false);
  return jvp;
}

Tensor erfc_jvp(const Tensor& self, const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, self_t * -1.1283791670955126 * exp(-(self * self)), false);
  return jvp;
}

Tensor erfinv_jvp(const Tensor& self_t, const Tensor& result) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, self_t * 0.886226925452758 * exp(result * result), false);
  return jvp;
}

Tensor lgamma_jvp(const Tensor& self, const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, self_t * digamma(self), false);
  return jvp;
}

Tensor digamma_jvp(const Tensor& self, const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, self_t * polygamma(1, self), false);
  return jvp;
}

Tensor polygamma_jvp(int64_t n, const Tensor& self, const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, self_t * polygamma(n + 1, self), false);
  return jvp;
}

Tensor i0_jvp(const Tensor& self, const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, self_t * special_i1(self), false);
  return jvp;
}

Tensor sinc_jvp(const Tensor& self, const Tensor& self_t, const Tensor& result) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, where(eq(self, zeros_like(self)), zeros_like(self_t), self_t * (cos(self * 3.141592653589793) - result) / self), false);
  return jvp;
}

Tensor logit_jvp(const Tensor& self, std::optional<double> eps, const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, logit_backward(self_t, self, eps), false);
  return jvp;
}

Tensor logit_backward_jvp(const Tensor& grad_output, const Tensor& self, std::optional<double> eps, const Tensor& grad_output_t, const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(grad_output_t)) autograd::add_jvp_term(jvp, logit_backward(grad_output_t, self, eps), false);
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, logit_backward(self_t, self, eps) * grad_output * (2 * self - 1) / (self * (1 - self)), false);
  return jvp;
}

Tensor frac_jvp(const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, self_t, false);
  return jvp;
}

Tensor deg2rad_jvp(const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, self_t * 0.017453292519943295, false);
  return jvp;
}

Tensor rad2deg_jvp(const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, self_t * 57.29577951308232, false);
  return jvp;
}

Tensor logaddexp_jvp(const Tensor& self, const Tensor& other, const Tensor& self_t, const Tensor& other_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, self_t * sigmoid(self - other), false);
  if (autograd::has_tangent(other_t)) autograd::add_jvp_term(jvp, other_t * sigmoid(other - self), false);
  return jvp;
}

Tensor logaddexp2_jvp(const Tensor& self, const Tensor& other, const Tensor& self_t, const Tensor& other_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, self_t * sigmoid((self - other) * 0.6931471805599453), false);
  if (autograd::has_tangent(other_t)) autograd::add_jvp_term(jvp, other_t * sigmoid((other - self) * 0.6931471805599453), false);
  return jvp;
}

Tensor xlogy_jvp(const Tensor& self, const Tensor& other, const Tensor& self_t, const Tensor& other_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, self_t * xlogy(ne(self, zeros_like(self)), other), false);
  if (autograd::has_tangent(other_t)) autograd::add_jvp_term(jvp, other_t * self / other, false);
  return jvp;
}

Tensor copysign_jvp(const Tensor& self, const Tensor& self_t, const Tensor& other_t, const Tensor& result) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, where(eq(self, zeros_like(self)), zeros_like(self_t), self_t * result / self), false);
  if (autograd::has_tangent(other_t)) autograd::add_jvp_term(jvp, zeros_like(other_t), false);
  return jvp;
}

Tensor frexp_jvp_mantissa(const Tensor& self_t, const Tensor& exponent) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, self_t / exp2(exponent), false);
  return jvp;
}

Tensor igamma_jvp(const Tensor& self, const Tensor& other, const Tensor& other_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(other_t)) autograd::add_jvp_term(jvp, other_t * exp((self - 1) * log(other) - other - lgamma(self)), false);
  return jvp;
}

Tensor igammac_jvp(const Tensor& self, const Tensor& other, const Tensor& other_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(other_t)) autograd::add_jvp_term(jvp, -other_t * exp((self - 1) * log(other) - other - lgamma(self)), false);
  return jvp;
}

}  // namespace

Tensor isnan(const Tensor& self) {
  if (names::any_named(self)) names::refuse("aten::isnan");
  return kernels::isnan(self);
}

Tensor isinf(const Tensor& self) {
  if (names::any_named(self)) names::refuse("aten::isinf");
  return kernels::isinf(self);
}

Tensor isfinite(const Tensor& self) {
  if (names::any_named(self)) names::refuse("aten::isfinite");
  return kernels::isfinite(self);
}

Tensor isposinf(const Tensor& self) {
  if (names::any_named(self)) names::refuse("aten::isposinf");
  return kernels::isposinf(self, Tensor());
}

Tensor isposinf_out(const Tensor& self, const Tensor& out) {
  if (names::any_named(self)) names::refuse("aten::isposinf");
  autograd::check_out_no_grad("isposinf", self, out);
  autograd::write_out(out, kernels::isposinf(self, out), "isposinf", autograd::OutDtype::exact);
  return out;
}

Tensor isneginf(const Tensor& self) {
  if (names::any_named(self)) names::refuse("aten::isneginf");
  return kernels::isneginf(self, Tensor());
}

Tensor isneginf_out(const Tensor& self, const Tensor& out) {
  if (names::any_named(self)) names::refuse("aten::isneginf");
  autograd::check_out_no_grad("isneginf", self, out);
  autograd::write_out(out, kernels::isneginf(self, out), "isneginf", autograd::OutDtype::exact);
  return out;
}

Tensor signbit(const Tensor& self) {
  if (names::any_named(self)) names::refuse("aten::signbit");
  return kernels::signbit(self, Tensor());
}

Tensor signbit_out(const Tensor& self, const Tensor& out) {
  if (names::any_named(self)) names::refuse("aten::signbit");
  autograd::check_out_no_grad("signbit", self, out);
  autograd::write_out(out, kernels::signbit(self, out), "signbit", autograd::OutDtype::exact);
  return out;
}

Tensor nan_to_num(const Tensor& self, std::optional<double> nan, std::optional<double> posinf, std::optional<double> neginf) {
  if (names::any_named(self)) names::refuse("aten::nan_to_num");
  std::shared_ptr<autograd::NanToNumBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::NanToNumBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_ = autograd::SavedVariable(self, false);
  }
  auto result = kernels::nan_to_num(self, nan, posinf, neginf, Tensor());
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, nan_to_num_jvp(self, self_t));
    }
  }
  return result;
}

Tensor nan_to_num_(const Tensor& self, std::optional<double> nan, std::optional<double> posinf, std::optional<double> neginf) {
  if (names::any_named(self)) names::refuse("aten::nan_to_num_");
  autograd::check_inplace(self, "nan_to_num_", self);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::NanToNumBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::NanToNumBackward0>();
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
  autograd::write_inplace(self, kernels::nan_to_num(self, nan, posinf, neginf, self), "nan_to_num_");
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, nan_to_num_jvp(self_original, self_t));
  return result;
}

Tensor nan_to_num_out(const Tensor& self, std::optional<double> nan, std::optional<double> posinf, std::optional<double> neginf, const Tensor& out) {
  if (names::any_named(self)) names::refuse("aten::nan_to_num");
  autograd::check_out_no_grad("nan_to_num", self, out);
  autograd::check_out_no_tangents("nan_to_num", self, out);
  autograd::write_out(out, kernels::nan_to_num(self, nan, posinf, neginf, out), "nan_to_num", autograd::OutDtype::exact);
  return out;
}

Tensor exp2(const Tensor& self) {
  if (names::any_named(self)) names::refuse("aten::exp2");
  std::shared_ptr<autograd::Exp2Backward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::Exp2Backward0>();
    autograd::collect_edges(*grad_fn, self);
  }
  auto result = kernels::exp2(self, Tensor());
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
    grad_fn->result_ = autograd::SavedVariable(result, true);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, exp2_jvp(self_t, result));
    }
  }
  return result;
}

Tensor exp2_(const Tensor& self) {
  if (names::any_named(self)) names::refuse("aten::exp2_");
  autograd::check_inplace(self, "exp2_", self);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::Exp2Backward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::Exp2Backward0>();
    autograd::collect_edges(*grad_fn, self);
  }
  Tensor self_t;
  bool forward_grad = false;
  if (autograd::forward_ad_enabled()) {
    self_t = autograd::tangent_of(self);
    forward_grad = autograd::has_tangent(self_t);
  }
  autograd::write_inplace(self, kernels::exp2(self, self), "exp2_");
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
    grad_fn->result_ = autograd::SavedVariable(result, true);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, exp2_jvp(self_t, result));
  return result;
}

Tensor exp2_out(const Tensor& self, const Tensor& out) {
  if (names::any_named(self)) names::refuse("aten::exp2");
  autograd::check_out_no_grad("exp2", self, out);
  autograd::check_out_no_tangents("exp2", self, out);
  autograd::write_out(out, kernels::exp2(self, out), "exp2", autograd::OutDtype::castable);
  return out;
}

Tensor erfc(const Tensor& self) {
  if (names::any_named(self)) names::refuse("aten::erfc");
  std::shared_ptr<autograd::ErfcBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::ErfcBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_ = autograd::SavedVariable(self, false);
  }
  auto result = kernels::erfc(self, Tensor());
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, erfc_jvp(self, self_t));
    }
  }
  return result;
}

Tensor erfc_(const Tensor& self) {
  if (names::any_named(self)) names::refuse("aten::erfc_");
  autograd::check_inplace(self, "erfc_", self);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::ErfcBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::ErfcBackward0>();
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
  autograd::write_inplace(self, kernels::erfc(self, self), "erfc_");
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, erfc_jvp(self_original, self_t));
  return result;
}

Tensor erfc_out(const Tensor& self, const Tensor& out) {
  if (names::any_named(self)) names::refuse("aten::erfc");
  autograd::check_out_no_grad("erfc", self, out);
  autograd::check_out_no_tangents("erfc", self, out);
  autograd::write_out(out, kernels::erfc(self, out), "erfc", autograd::OutDtype::castable);
  return out;
}

Tensor erfinv(const Tensor& self) {
  if (names::any_named(self)) names::refuse("aten::erfinv");
  std::shared_ptr<autograd::ErfinvBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::ErfinvBackward0>();
    autograd::collect_edges(*grad_fn, self);
  }
  auto result = kernels::erfinv(self, Tensor());
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
    grad_fn->result_ = autograd::SavedVariable(result, true);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, erfinv_jvp(self_t, result));
    }
  }
  return result;
}

Tensor erfinv_(const Tensor& self) {
  if (names::any_named(self)) names::refuse("aten::erfinv_");
  autograd::check_inplace(self, "erfinv_", self);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::ErfinvBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::ErfinvBackward0>();
    autograd::collect_edges(*grad_fn, self);
  }
  Tensor self_t;
  bool forward_grad = false;
  if (autograd::forward_ad_enabled()) {
    self_t = autograd::tangent_of(self);
    forward_grad = autograd::has_tangent(self_t);
  }
  autograd::write_inplace(self, kernels::erfinv(self, self), "erfinv_");
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
    grad_fn->result_ = autograd::SavedVariable(result, true);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, erfinv_jvp(self_t, result));
  return result;
}

Tensor erfinv_out(const Tensor& self, const Tensor& out) {
  if (names::any_named(self)) names::refuse("aten::erfinv");
  autograd::check_out_no_grad("erfinv", self, out);
  autograd::check_out_no_tangents("erfinv", self, out);
  autograd::write_out(out, kernels::erfinv(self, out), "erfinv", autograd::OutDtype::castable);
  return out;
}

Tensor lgamma(const Tensor& self) {
  if (names::any_named(self)) names::refuse("aten::lgamma");
  std::shared_ptr<autograd::LgammaBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::LgammaBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_ = autograd::SavedVariable(self, false);
  }
  auto result = kernels::lgamma(self, Tensor());
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, lgamma_jvp(self, self_t));
    }
  }
  return result;
}

Tensor lgamma_(const Tensor& self) {
  if (names::any_named(self)) names::refuse("aten::lgamma_");
  autograd::check_inplace(self, "lgamma_", self);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::LgammaBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::LgammaBackward0>();
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
  autograd::write_inplace(self, kernels::lgamma(self, self), "lgamma_");
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, lgamma_jvp(self_original, self_t));
  return result;
}

Tensor lgamma_out(const Tensor& self, const Tensor& out) {
  if (names::any_named(self)) names::refuse("aten::lgamma");
  autograd::check_out_no_grad("lgamma", self, out);
  autograd::check_out_no_tangents("lgamma", self, out);
  autograd::write_out(out, kernels::lgamma(self, out), "lgamma", autograd::OutDtype::castable);
  return out;
}

Tensor digamma(const Tensor& self) {
  if (names::any_named(self)) names::refuse("aten::digamma");
  std::shared_ptr<autograd::DigammaBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::DigammaBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_ = autograd::SavedVariable(self, false);
  }
  auto result = kernels::digamma(self, Tensor());
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, digamma_jvp(self, self_t));
    }
  }
  return result;
}

Tensor digamma_(const Tensor& self) {
  if (names::any_named(self)) names::refuse("aten::digamma_");
  autograd::check_inplace(self, "digamma_", self);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::DigammaBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::DigammaBackward0>();
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
  autograd::write_inplace(self, kernels::digamma(self, self), "digamma_");
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, digamma_jvp(self_original, self_t));
  return result;
}

Tensor digamma_out(const Tensor& self, const Tensor& out) {
  if (names::any_named(self)) names::refuse("aten::digamma");
  autograd::check_out_no_grad("digamma", self, out);
  autograd::check_out_no_tangents("digamma", self, out);
  autograd::write_out(out, kernels::digamma(self, out), "digamma", autograd::OutDtype::castable);
  return out;
}

Tensor polygamma(int64_t n, const Tensor& self) {
  if (names::any_named(self)) names::refuse("aten::polygamma");
  std::shared_ptr<autograd::PolygammaBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::PolygammaBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->n_ = n;
    grad_fn->self_ = autograd::SavedVariable(self, false);
  }
  auto result = kernels::polygamma(n, self, Tensor());
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, polygamma_jvp(n, self, self_t));
    }
  }
  return result;
}

Tensor polygamma_(int64_t n, const Tensor& self) {
  if (names::any_named(self)) names::refuse("aten::polygamma_");
  autograd::check_inplace(self, "polygamma_", self);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::PolygammaBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::PolygammaBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->n_ = n;
    grad_fn->self_ = autograd::SavedVariable(yaten::clone(self), false);
  }
  Tensor self_t;
  bool forward_grad = false;
  if (autograd::forward_ad_enabled()) {
    self_t = autograd::tangent_of(self);
    forward_grad = autograd::has_tangent(self_t);
  }
  Tensor self_original = forward_grad ? autograd::original_for_jvp(self) : Tensor();
  autograd::write_inplace(self, kernels::polygamma(n, self, self), "polygamma_");
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, polygamma_jvp(n, self_original, self_t));
  return result;
}

Tensor polygamma_out(int64_t n, const Tensor& self, const Tensor& out) {
  if (names::any_named(self)) names::refuse("aten::polygamma");
  autograd::check_out_no_grad("polygamma", self, out);
  autograd::check_out_no_tangents("polygamma", self, out);
  autograd::write_out(out, kernels::polygamma(n, self, out), "polygamma", autograd::OutDtype::castable);
  return out;
}

Tensor i0(const Tensor& self) {
  if (names::any_named(self)) names::refuse("aten::i0");
  std::shared_ptr<autograd::I0Backward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::I0Backward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_ = autograd::SavedVariable(self, false);
  }
  auto result = kernels::i0(self, Tensor());
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, i0_jvp(self, self_t));
    }
  }
  return result;
}

Tensor i0_(const Tensor& self) {
  if (names::any_named(self)) names::refuse("aten::i0_");
  autograd::check_inplace(self, "i0_", self);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::I0Backward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::I0Backward0>();
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
  autograd::write_inplace(self, kernels::i0(self, self), "i0_");
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, i0_jvp(self_original, self_t));
  return result;
}

Tensor i0_out(const Tensor& self, const Tensor& out) {
  if (names::any_named(self)) names::refuse("aten::i0");
  autograd::check_out_no_grad("i0", self, out);
  autograd::check_out_no_tangents("i0", self, out);
  autograd::write_out(out, kernels::i0(self, out), "i0", autograd::OutDtype::castable);
  return out;
}

Tensor sinc(const Tensor& self) {
  if (names::any_named(self)) names::refuse("aten::sinc");
  std::shared_ptr<autograd::SincBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::SincBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_ = autograd::SavedVariable(self, false);
  }
  auto result = kernels::sinc(self, Tensor());
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
    grad_fn->result_ = autograd::SavedVariable(result, true);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, sinc_jvp(self, self_t, result));
    }
  }
  return result;
}

Tensor sinc_(const Tensor& self) {
  if (names::any_named(self)) names::refuse("aten::sinc_");
  autograd::check_inplace(self, "sinc_", self);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::SincBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::SincBackward0>();
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
  autograd::write_inplace(self, kernels::sinc(self, self), "sinc_");
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
    grad_fn->result_ = autograd::SavedVariable(result, true);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, sinc_jvp(self_original, self_t, result));
  return result;
}

Tensor sinc_out(const Tensor& self, const Tensor& out) {
  if (names::any_named(self)) names::refuse("aten::sinc");
  autograd::check_out_no_grad("sinc", self, out);
  autograd::check_out_no_tangents("sinc", self, out);
  autograd::write_out(out, kernels::sinc(self, out), "sinc", autograd::OutDtype::castable);
  return out;
}

Tensor logit(const Tensor& self, std::optional<double> eps) {
  if (names::any_named(self)) names::refuse("aten::logit");
  std::shared_ptr<autograd::LogitBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::LogitBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_ = autograd::SavedVariable(self, false);
    grad_fn->eps_ = eps;
  }
  auto result = kernels::logit(self, eps, Tensor());
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, logit_jvp(self, eps, self_t));
    }
  }
  return result;
}

Tensor logit_(const Tensor& self, std::optional<double> eps) {
  if (names::any_named(self)) names::refuse("aten::logit_");
  autograd::check_inplace(self, "logit_", self);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::LogitBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::LogitBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->eps_ = eps;
    grad_fn->self_ = autograd::SavedVariable(yaten::clone(self), false);
  }
  Tensor self_t;
  bool forward_grad = false;
  if (autograd::forward_ad_enabled()) {
    self_t = autograd::tangent_of(self);
    forward_grad = autograd::has_tangent(self_t);
  }
  Tensor self_original = forward_grad ? autograd::original_for_jvp(self) : Tensor();
  autograd::write_inplace(self, kernels::logit(self, eps, self), "logit_");
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, logit_jvp(self_original, eps, self_t));
  return result;
}

Tensor logit_out(const Tensor& self, std::optional<double> eps, const Tensor& out) {
  if (names::any_named(self)) names::refuse("aten::logit");
  autograd::check_out_no_grad("logit", self, out);
  autograd::check_out_no_tangents("logit", self, out);
  autograd::write_out(out, kernels::logit(self, eps, out), "logit", autograd::OutDtype::castable);
  return out;
}

Tensor logit_backward(const Tensor& grad_output, const Tensor& self, std::optional<double> eps) {
  if (names::any_named(grad_output, self)) names::refuse("aten::logit_backward");
  std::shared_ptr<autograd::LogitBackwardBackward0> grad_fn;
  if (autograd::compute_requires_grad(grad_output, self)) {
    grad_fn = std::make_shared<autograd::LogitBackwardBackward0>();
    autograd::collect_edges(*grad_fn, grad_output, self);
    if (autograd::should_compute(*grad_fn, 1)) grad_fn->grad_output_ = autograd::SavedVariable(grad_output, false);
    grad_fn->self_ = autograd::SavedVariable(self, false);
    grad_fn->eps_ = eps;
  }
  auto result = kernels::logit_backward(grad_output, self, eps);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor grad_output_t = autograd::tangent_of(grad_output);
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(grad_output_t) || autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, logit_backward_jvp(grad_output, self, eps, grad_output_t, self_t));
    }
  }
  return result;
}

Tensor frac(const Tensor& self) {
  if (names::any_named(self)) names::refuse("aten::frac");
  std::shared_ptr<autograd::FracBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::FracBackward0>();
    autograd::collect_edges(*grad_fn, self);
  }
  auto result = kernels::frac(self, Tensor());
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, autograd::unaliased(frac_jvp(self_t), {self_t}));
    }
  }
  return result;
}

Tensor frac_(const Tensor& self) {
  if (names::any_named(self)) names::refuse("aten::frac_");
  autograd::check_inplace(self, "frac_", self);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::FracBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::FracBackward0>();
    autograd::collect_edges(*grad_fn, self);
  }
  Tensor self_t;
  bool forward_grad = false;
  if (autograd::forward_ad_enabled()) {
    self_t = autograd::tangent_of(self);
    forward_grad = autograd::has_tangent(self_t);
  }
  autograd::write_inplace(self, kernels::frac(self, self), "frac_");
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, frac_jvp(self_t));
  return result;
}

Tensor frac_out(const Tensor& self, const Tensor& out) {
  if (names::any_named(self)) names::refuse("aten::frac");
  autograd::check_out_no_grad("frac", self, out);
  autograd::check_out_no_tangents("frac", self, out);
  autograd::write_out(out, kernels::frac(self, out), "frac", autograd::OutDtype::exact);
  return out;
}

Tensor deg2rad(const Tensor& self) {
  if (names::any_named(self)) names::refuse("aten::deg2rad");
  std::shared_ptr<autograd::Deg2RadBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::Deg2RadBackward0>();
    autograd::collect_edges(*grad_fn, self);
  }
  auto result = kernels::deg2rad(self, Tensor());
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, deg2rad_jvp(self_t));
    }
  }
  return result;
}

Tensor deg2rad_(const Tensor& self) {
  if (names::any_named(self)) names::refuse("aten::deg2rad_");
  autograd::check_inplace(self, "deg2rad_", self);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::Deg2RadBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::Deg2RadBackward0>();
    autograd::collect_edges(*grad_fn, self);
  }
  Tensor self_t;
  bool forward_grad = false;
  if (autograd::forward_ad_enabled()) {
    self_t = autograd::tangent_of(self);
    forward_grad = autograd::has_tangent(self_t);
  }
  autograd::write_inplace(self, kernels::deg2rad(self, self), "deg2rad_");
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, deg2rad_jvp(self_t));
  return result;
}

Tensor deg2rad_out(const Tensor& self, const Tensor& out) {
  if (names::any_named(self)) names::refuse("aten::deg2rad");
  autograd::check_out_no_grad("deg2rad", self, out);
  autograd::check_out_no_tangents("deg2rad", self, out);
  autograd::write_out(out, kernels::deg2rad(self, out), "deg2rad", autograd::OutDtype::castable);
  return out;
}

Tensor rad2deg(const Tensor& self) {
  if (names::any_named(self)) names::refuse("aten::rad2deg");
  std::shared_ptr<autograd::Rad2DegBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::Rad2DegBackward0>();
    autograd::collect_edges(*grad_fn, self);
  }
  auto result = kernels::rad2deg(self, Tensor());
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, rad2deg_jvp(self_t));
    }
  }
  return result;
}

Tensor rad2deg_(const Tensor& self) {
  if (names::any_named(self)) names::refuse("aten::rad2deg_");
  autograd::check_inplace(self, "rad2deg_", self);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::Rad2DegBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::Rad2DegBackward0>();
    autograd::collect_edges(*grad_fn, self);
  }
  Tensor self_t;
  bool forward_grad = false;
  if (autograd::forward_ad_enabled()) {
    self_t = autograd::tangent_of(self);
    forward_grad = autograd::has_tangent(self_t);
  }
  autograd::write_inplace(self, kernels::rad2deg(self, self), "rad2deg_");
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, rad2deg_jvp(self_t));
  return result;
}

Tensor rad2deg_out(const Tensor& self, const Tensor& out) {
  if (names::any_named(self)) names::refuse("aten::rad2deg");
  autograd::check_out_no_grad("rad2deg", self, out);
  autograd::check_out_no_tangents("rad2deg", self, out);
  autograd::write_out(out, kernels::rad2deg(self, out), "rad2deg", autograd::OutDtype::castable);
  return out;
}

Tensor logaddexp(const Tensor& self, const Tensor& other) {
  if (names::any_named(self, other)) names::refuse("aten::logaddexp");
  std::shared_ptr<autograd::LogaddexpBackward0> grad_fn;
  if (autograd::compute_requires_grad(self, other)) {
    grad_fn = std::make_shared<autograd::LogaddexpBackward0>();
    autograd::collect_edges(*grad_fn, self, other);
    grad_fn->self_ = autograd::SavedVariable(self, false);
    grad_fn->other_ = autograd::SavedVariable(other, false);
  }
  auto result = kernels::logaddexp(self, other, Tensor());
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    Tensor other_t = autograd::tangent_of(other);
    if (autograd::has_tangent(self_t) || autograd::has_tangent(other_t)) {
      autograd::set_tangent(result, logaddexp_jvp(self, other, self_t, other_t));
    }
  }
  return result;
}

Tensor logaddexp_out(const Tensor& self, const Tensor& other, const Tensor& out) {
  if (names::any_named(self, other)) names::refuse("aten::logaddexp");
  autograd::check_out_no_grad("logaddexp", self, other, out);
  autograd::check_out_no_tangents("logaddexp", self, other, out);
  autograd::write_out(out, kernels::logaddexp(self, other, out), "logaddexp", autograd::OutDtype::castable);
  return out;
}

Tensor logaddexp2(const Tensor& self, const Tensor& other) {
  if (names::any_named(self, other)) names::refuse("aten::logaddexp2");
  std::shared_ptr<autograd::Logaddexp2Backward0> grad_fn;
  if (autograd::compute_requires_grad(self, other)) {
    grad_fn = std::make_shared<autograd::Logaddexp2Backward0>();
    autograd::collect_edges(*grad_fn, self, other);
    grad_fn->self_ = autograd::SavedVariable(self, false);
    grad_fn->other_ = autograd::SavedVariable(other, false);
  }
  auto result = kernels::logaddexp2(self, other, Tensor());
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    Tensor other_t = autograd::tangent_of(other);
    if (autograd::has_tangent(self_t) || autograd::has_tangent(other_t)) {
      autograd::set_tangent(result, logaddexp2_jvp(self, other, self_t, other_t));
    }
  }
  return result;
}

Tensor logaddexp2_out(const Tensor& self, const Tensor& other, const Tensor& out) {
  if (names::any_named(self, other)) names::refuse("aten::logaddexp2");
  autograd::check_out_no_grad("logaddexp2", self, other, out);
  autograd::check_out_no_tangents("logaddexp2", self, other, out);
  autograd::write_out(out, kernels::logaddexp2(self, other, out), "logaddexp2", autograd::OutDtype::castable);
  return out;
}

Tensor xlogy(const Tensor& self, const Tensor& other) {
  if (names::any_named(self, other)) names::refuse("aten::xlogy");
  std::shared_ptr<autograd::XlogyBackward0> grad_fn;
  if (autograd::compute_requires_grad(self, other)) {
    grad_fn = std::make_shared<autograd::XlogyBackward0>();
    autograd::collect_edges(*grad_fn, self, other);
    grad_fn->self_ = autograd::SavedVariable(self, false, true);
    grad_fn->other_ = autograd::SavedVariable(other, false, true);
  }
  auto result = kernels::xlogy(self, other, Tensor());
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    Tensor other_t = autograd::tangent_of(other);
    if (autograd::has_tangent(self_t) || autograd::has_tangent(other_t)) {
      autograd::set_tangent(result, xlogy_jvp(self, other, self_t, other_t));
    }
  }
  return result;
}

Tensor xlogy_(const Tensor& self, const Tensor& other) {
  if (names::any_named(self, other)) names::refuse("aten::xlogy_");
  autograd::check_inplace(self, "xlogy_", self, other);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::XlogyBackward0> grad_fn;
  if (autograd::compute_requires_grad(self, other)) {
    grad_fn = std::make_shared<autograd::XlogyBackward0>();
    autograd::collect_edges(*grad_fn, self, other);
    grad_fn->other_ = autograd::SavedVariable(other, false, true);
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
  autograd::write_inplace(self, kernels::xlogy(self, other, self), "xlogy_");
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, xlogy_jvp(self_original, other, self_t, other_t));
  return result;
}

Tensor xlogy_out(const Tensor& self, const Tensor& other, const Tensor& out) {
  if (names::any_named(self, other)) names::refuse("aten::xlogy");
  autograd::check_out_no_grad("xlogy", self, other, out);
  autograd::check_out_no_tangents("xlogy", self, other, out);
  autograd::write_out(out, kernels::xlogy(self, other, out), "xlogy", autograd::OutDtype::castable);
  return out;
}

Tensor copysign(const Tensor& self, const Tensor& other) {
  if (names::any_named(self, other)) names::refuse("aten::copysign");
  std::shared_ptr<autograd::CopysignBackward0> grad_fn;
  if (autograd::compute_requires_grad(self, other)) {
    grad_fn = std::make_shared<autograd::CopysignBackward0>();
    autograd::collect_edges(*grad_fn, self, other);
    if (autograd::should_compute(*grad_fn, 0)) grad_fn->self_ = autograd::SavedVariable(self, false);
  }
  auto result = kernels::copysign(self, other, Tensor());
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
    if (autograd::should_compute(*grad_fn, 0)) grad_fn->result_ = autograd::SavedVariable(result, true);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    Tensor other_t = autograd::tangent_of(other);
    if (autograd::has_tangent(self_t) || autograd::has_tangent(other_t)) {
      autograd::set_tangent(result, copysign_jvp(self, self_t, other_t, result));
    }
  }
  return result;
}

Tensor copysign_(const Tensor& self, const Tensor& other) {
  if (names::any_named(self, other)) names::refuse("aten::copysign_");
  autograd::check_inplace(self, "copysign_", self, other);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::CopysignBackward0> grad_fn;
  if (autograd::compute_requires_grad(self, other)) {
    grad_fn = std::make_shared<autograd::CopysignBackward0>();
    autograd::collect_edges(*grad_fn, self, other);
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
  autograd::write_inplace(self, kernels::copysign(self, other, self), "copysign_");
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
    if (autograd::should_compute(*grad_fn, 0)) grad_fn->result_ = autograd::SavedVariable(result, true);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, copysign_jvp(self_original, self_t, other_t, result));
  return result;
}

Tensor copysign_out(const Tensor& self, const Tensor& other, const Tensor& out) {
  if (names::any_named(self, other)) names::refuse("aten::copysign");
  autograd::check_out_no_grad("copysign", self, other, out);
  autograd::check_out_no_tangents("copysign", self, other, out);
  autograd::write_out(out, kernels::copysign(self, other, out), "copysign", autograd::OutDtype::castable);
  return out;
}

Tensor nextafter(const Tensor& self, const Tensor& other) {
  if (names::any_named(self, other)) names::refuse("aten::nextafter");
  return kernels::nextafter(self, other, Tensor());
}

Tensor nextafter_(const Tensor& self, const Tensor& other) {
  if (names::any_named(self, other)) names::refuse("aten::nextafter_");
  autograd::check_inplace(self, "nextafter_");
  const autograd::InplaceTargetScope inplace_target(self);
  autograd::write_inplace(self, kernels::nextafter(self, other, self), "nextafter_");
  Tensor result = self;
  return result;
}

Tensor nextafter_out(const Tensor& self, const Tensor& other, const Tensor& out) {
  if (names::any_named(self, other)) names::refuse("aten::nextafter");
  autograd::check_out_no_grad("nextafter", self, other, out);
  autograd::write_out(out, kernels::nextafter(self, other, out), "nextafter", autograd::OutDtype::castable);
  return out;
}

Tensor heaviside(const Tensor& self, const Tensor& values) {
  if (names::any_named(self, values)) names::refuse("aten::heaviside");
  return kernels::heaviside(self, values, Tensor());
}

Tensor heaviside_(const Tensor& self, const Tensor& values) {
  if (names::any_named(self, values)) names::refuse("aten::heaviside_");
  autograd::check_inplace(self, "heaviside_");
  const autograd::InplaceTargetScope inplace_target(self);
  autograd::write_inplace(self, kernels::heaviside(self, values, self), "heaviside_");
  Tensor result = self;
  return result;
}

Tensor heaviside_out(const Tensor& self, const Tensor& values, const Tensor& out) {
  if (names::any_named(self, values)) names::refuse("aten::heaviside");
  autograd::check_out_no_grad("heaviside", self, values, out);
  autograd::write_out(out, kernels::heaviside(self, values, out), "heaviside", autograd::OutDtype::exact);
  return out;
}

Tensor gcd(const Tensor& self, const Tensor& other) {
  if (names::any_named(self, other)) names::refuse("aten::gcd");
  return kernels::gcd(self, other, Tensor());
}

Tensor gcd_(const Tensor& self, const Tensor& other) {
  if (names::any_named(self, other)) names::refuse("aten::gcd_");
  autograd::check_inplace(self, "gcd_");
  const autograd::InplaceTargetScope inplace_target(self);
  autograd::write_inplace(self, kernels::gcd(self, other, self), "gcd_");
  Tensor result = self;
  return result;
}

Tensor gcd_out(const Tensor& self, const Tensor& other, const Tensor& out) {
  if (names::any_named(self, other)) names::refuse("aten::gcd");
  autograd::check_out_no_grad("gcd", self, other, out);
  autograd::write_out(out, kernels::gcd(self, other, out), "gcd", autograd::OutDtype::castable);
  return out;
}

Tensor lcm(const Tensor& self, const Tensor& other) {
  if (names::any_named(self, other)) names::refuse("aten::lcm");
  return kernels::lcm(self, other, Tensor());
}

Tensor lcm_(const Tensor& self, const Tensor& other) {
  if (names::any_named(self, other)) names::refuse("aten::lcm_");
  autograd::check_inplace(self, "lcm_");
  const autograd::InplaceTargetScope inplace_target(self);
  autograd::write_inplace(self, kernels::lcm(self, other, self), "lcm_");
  Tensor result = self;
  return result;
}

Tensor lcm_out(const Tensor& self, const Tensor& other, const Tensor& out) {
  if (names::any_named(self, other)) names::refuse("aten::lcm");
  autograd::check_out_no_grad("lcm", self, other, out);
  autograd::write_out(out, kernels::lcm(self, other, out), "lcm", autograd::OutDtype::castable);
  return out;
}

std::tuple<Tensor, Tensor> frexp(const Tensor& self) {
  if (names::any_named(self)) names::refuse("aten::frexp");
  std::shared_ptr<autograd::FrexpBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::FrexpBackward0>();
    autograd::collect_edges(*grad_fn, self);
  }
  auto result = kernels::frexp(self);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
    grad_fn->exponent_ = autograd::SavedVariable(std::get<1>(result), true);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(std::get<0>(result), frexp_jvp_mantissa(self_t, std::get<1>(result)));
    }
  }
  return result;
}

std::tuple<Tensor, Tensor> frexp_out(const Tensor& self, const Tensor& mantissa, const Tensor& exponent) {
  if (names::any_named(self)) names::refuse("aten::frexp");
  autograd::check_out_no_grad("frexp", self, mantissa, exponent);
  autograd::check_out_no_tangents("frexp", self, mantissa, exponent);
  auto computed = kernels::frexp(self);
  autograd::check_result_out_dtype(mantissa, std::get<0>(computed), "frexp");
  autograd::check_result_out_dtype(exponent, std::get<1>(computed), "frexp");
  autograd::write_out(mantissa, std::get<0>(computed), "frexp", autograd::OutDtype::exact);
  autograd::write_out(exponent, std::get<1>(computed), "frexp", autograd::OutDtype::exact);
  return {mantissa, exponent};
}

Tensor igamma(const Tensor& self, const Tensor& other) {
  if (names::any_named(self, other)) names::refuse("aten::igamma");
  std::shared_ptr<autograd::IgammaBackward0> grad_fn;
  if (autograd::compute_requires_grad(other)) {
    grad_fn = std::make_shared<autograd::IgammaBackward0>();
    autograd::collect_edges(*grad_fn, other);
    grad_fn->self_ = autograd::SavedVariable(self, false);
    grad_fn->other_ = autograd::SavedVariable(other, false);
  }
  auto result = kernels::igamma(self, other, Tensor());
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor other_t = autograd::tangent_of(other);
    if (autograd::has_tangent(other_t)) {
      autograd::set_tangent(result, igamma_jvp(self, other, other_t));
    }
  }
  return result;
}

Tensor igamma_(const Tensor& self, const Tensor& other) {
  if (names::any_named(self, other)) names::refuse("aten::igamma_");
  autograd::check_inplace(self, "igamma_", other);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::IgammaBackward0> grad_fn;
  if (autograd::compute_requires_grad(other)) {
    grad_fn = std::make_shared<autograd::IgammaBackward0>();
    autograd::collect_edges(*grad_fn, other);
    grad_fn->other_ = autograd::SavedVariable(other, false);
    grad_fn->self_ = autograd::SavedVariable(yaten::clone(self), false);
  }
  Tensor other_t;
  bool forward_grad = false;
  if (autograd::forward_ad_enabled()) {
    other_t = autograd::tangent_of(other);
    forward_grad = autograd::has_tangent(other_t);
  }
  Tensor self_original = forward_grad ? autograd::original_for_jvp(self) : Tensor();
  autograd::write_inplace(self, kernels::igamma(self, other, self), "igamma_");
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, igamma_jvp(self_original, other, other_t));
  return result;
}

Tensor igamma_out(const Tensor& self, const Tensor& other, const Tensor& out) {
  if (names::any_named(self, other)) names::refuse("aten::igamma");
  autograd::check_out_no_grad("igamma", self, other, out);
  autograd::check_out_no_tangents("igamma", self, other, out);
  autograd::write_out(out, kernels::igamma(self, other, out), "igamma", autograd::OutDtype::castable);
  return out;
}

Tensor igammac(const Tensor& self, const Tensor& other) {
  if (names::any_named(self, other)) names::refuse("aten::igammac");
  std::shared_ptr<autograd::IgammacBackward0> grad_fn;
  if (autograd::compute_requires_grad(other)) {
    grad_fn = std::make_shared<autograd::IgammacBackward0>();
    autograd::collect_edges(*grad_fn, other);
    grad_fn->self_ = autograd::SavedVariable(self, false);
    grad_fn->other_ = autograd::SavedVariable(other, false);
  }
  auto result = kernels::igammac(self, other, Tensor());
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor other_t = autograd::tangent_of(other);
    if (autograd::has_tangent(other_t)) {
      autograd::set_tangent(result, igammac_jvp(self, other, other_t));
    }
  }
  return result;
}

Tensor igammac_(const Tensor& self, const Tensor& other) {
  if (names::any_named(self, other)) names::refuse("aten::igammac_");
  autograd::check_inplace(self, "igammac_", other);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::IgammacBackward0> grad_fn;
  if (autograd::compute_requires_grad(other)) {
    grad_fn = std::make_shared<autograd::IgammacBackward0>();
    autograd::collect_edges(*grad_fn, other);
    grad_fn->other_ = autograd::SavedVariable(other, false);
    grad_fn->self_ = autograd::SavedVariable(yaten::clone(self), false);
  }
  Tensor other_t;
  bool forward_grad = false;
  if (autograd::forward_ad_enabled()) {
    other_t = autograd::tangent_of(other);
    forward_grad = autograd::has_tangent(other_t);
  }
  Tensor self_original = forward_grad ? autograd::original_for_jvp(self) : Tensor();
  autograd::write_inplace(self, kernels::igammac(self, other, self), "igammac_");
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, igammac_jvp(self_original, other, other_t));
  return result;
}

Tensor igammac_out(const Tensor& self, const Tensor& other, const Tensor& out) {
  if (names::any_named(self, other)) names::refuse("aten::igammac");
  autograd::check_out_no_grad("igammac", self, other, out);
  autograd::check_out_no_tangents("igammac", self, other, out);
  autograd::write_out(out, kernels::igammac(self, other, out), "igammac", autograd::OutDtype::castable);
  return out;
}

}  // namespace yaten
