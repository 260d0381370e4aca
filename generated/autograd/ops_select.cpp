// @generated from ops.yaml by codegen (template: ops_family.cpp.j2). Do not edit.
// The 'select' entry points: record history when needed, call the kernel.
#include "generated/autograd/ops_select.h"

#include "autograd/formula_helpers.h"
#include "autograd/forward_ad.h"
#include "autograd/function_support.h"
#include "autograd/tensor_operators.h"
#include "runtime/names.h"
#include "generated/autograd/nodes_select.h"
#include "generated/autograd/ops/clone.h"
#include "generated/autograd/ops/where.h"
#include "generated/autograd/ops/zeros_like.h"
#include "generated/runtime/kernels_select.h"

namespace yaten {

// The jvp of each op: the output's tangent from its inputs' (ops.yaml
// `result:`). A term whose tangents are all undefined is zero and skipped.
namespace {

Tensor where_jvp(const Tensor& condition, const Tensor& self_t, const Tensor& other_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, where(condition, self_t, zeros_like(self_t)), false);
  if (autograd::has_tangent(other_t)) autograd::add_jvp_term(jvp, where(condition, zeros_like(other_t), other_t), false);
  return jvp;
}

Tensor clamp_Tensor_jvp(const Tensor& self, const Tensor& min, const Tensor& max, const Tensor& self_t, const Tensor& min_t, const Tensor& max_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, clamp_backward_self(self_t, self, min, max), false);
  if (autograd::has_tangent(min_t)) autograd::add_jvp_term(jvp, clamp_backward_min(min_t, self, min, max), false);
  if (autograd::has_tangent(max_t)) autograd::add_jvp_term(jvp, clamp_backward_max(max_t, self, min, max), false);
  return jvp;
}

Tensor clamp_jvp(const Tensor& self, const std::optional<Scalar>& min, const std::optional<Scalar>& max, const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, clamp_backward(self_t, self, min, max), false);
  return jvp;
}

Tensor masked_fill_jvp(const Tensor& mask, const Tensor& self_t, const Tensor& value_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, where(mask, zeros_like(self_t), self_t), false);
  if (autograd::has_tangent(value_t)) autograd::add_jvp_term(jvp, where(mask, value_t, zeros_like(value_t)), false);
  return jvp;
}

}  // namespace

Tensor where(const Tensor& condition, const Tensor& self, const Tensor& other) {
  if (names::any_named(condition, self, other)) names::refuse("aten::where");
  std::shared_ptr<autograd::WhereBackward0> grad_fn;
  if (autograd::compute_requires_grad(self, other)) {
    grad_fn = std::make_shared<autograd::WhereBackward0>();
    autograd::collect_edges(*grad_fn, self, other);
    grad_fn->condition_ = autograd::SavedVariable(condition, false);
  }
  auto result = kernels::where(condition, self, other);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    Tensor other_t = autograd::tangent_of(other);
    if (autograd::has_tangent(self_t) || autograd::has_tangent(other_t)) {
      autograd::set_tangent(result, where_jvp(condition, self_t, other_t));
    }
  }
  return result;
}

Tensor where_out(const Tensor& condition, const Tensor& self, const Tensor& other, const Tensor& out) {
  if (names::any_named(condition, self, other)) names::refuse("aten::where");
  autograd::check_out_no_grad("where", condition, self, other, out);
  autograd::check_out_no_tangents("where", condition, self, other, out);
  autograd::write_out(out, kernels::where(condition, self, other), "where", autograd::OutDtype::exact);
  return out;
}

std::vector<Tensor> where_condition(const Tensor& condition) {
  if (names::any_named(condition)) names::refuse("aten::where.condition");
  return kernels::where_condition(condition);
}

Tensor clamp_Tensor(const Tensor& self, const Tensor& min, const Tensor& max) {
  Dimnames result_names;
  if (names::any_named(self, min, max)) result_names = names::unify(self, min, max);
  std::shared_ptr<autograd::ClampBackward0> grad_fn;
  if (autograd::compute_requires_grad(self, min, max)) {
    grad_fn = std::make_shared<autograd::ClampBackward0>();
    autograd::collect_edges(*grad_fn, self, min, max);
    grad_fn->self_ = autograd::SavedVariable(self, false);
    grad_fn->min_ = autograd::SavedVariable(min, false);
    grad_fn->max_ = autograd::SavedVariable(max, false);
  }
  auto result = kernels::clamp_Tensor(self, min, max, Tensor());
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    Tensor min_t = autograd::tangent_of(min);
    Tensor max_t = autograd::tangent_of(max);
    if (autograd::has_tangent(self_t) || autograd::has_tangent(min_t) || autograd::has_tangent(max_t)) {
      autograd::set_tangent(result, clamp_Tensor_jvp(self, min, max, self_t, min_t, max_t));
    }
  }
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor clamp__Tensor(const Tensor& self, const Tensor& min, const Tensor& max) {
  Dimnames result_names;
  if (names::any_named(self, min, max)) {
    result_names = names::unify(self, min, max);
    names::check_target(self, result_names);
  }
  autograd::check_inplace(self, "clamp_", self, min, max);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::ClampBackward0> grad_fn;
  if (autograd::compute_requires_grad(self, min, max)) {
    grad_fn = std::make_shared<autograd::ClampBackward0>();
    autograd::collect_edges(*grad_fn, self, min, max);
    grad_fn->min_ = autograd::SavedVariable(min, false);
    grad_fn->max_ = autograd::SavedVariable(max, false);
    grad_fn->self_ = autograd::SavedVariable(yaten::clone(self), false);
  }
  Tensor self_t;
  Tensor min_t;
  Tensor max_t;
  bool forward_grad = false;
  if (autograd::forward_ad_enabled()) {
    self_t = autograd::tangent_of(self);
    min_t = autograd::tangent_of(min);
    max_t = autograd::tangent_of(max);
    forward_grad = autograd::has_tangent(self_t) || autograd::has_tangent(min_t) || autograd::has_tangent(max_t);
  }
  Tensor self_original = forward_grad ? autograd::original_for_jvp(self) : Tensor();
  autograd::write_inplace(self, kernels::clamp_Tensor(self, min, max, self), "clamp_");
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, clamp_Tensor_jvp(self_original, min, max, self_t, min_t, max_t));
  if (result_names) {
    names::attach(self, result_names);
  }
  return result;
}

Tensor clamp_Tensor_out(const Tensor& self, const Tensor& min, const Tensor& max, const Tensor& out) {
  Dimnames result_names;
  if (names::any_named(self, min, max)) {
    result_names = names::unify(self, min, max);
    names::check_target(out, result_names);
  }
  autograd::check_out_no_grad("clamp", self, min, max, out);
  autograd::check_out_no_tangents("clamp", self, min, max, out);
  autograd::write_out(out, kernels::clamp_Tensor(self, min, max, out), "clamp", autograd::OutDtype::castable);
  if (result_names) {
    names::attach(out, result_names);
  }
  return out;
}

Tensor clamp(const Tensor& self, const std::optional<Scalar>& min, const std::optional<Scalar>& max) {
  Dimnames result_names;
  if (names::any_named(self)) result_names = names::unify(self);
  std::shared_ptr<autograd::ClampBackward1> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::ClampBackward1>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_ = autograd::SavedVariable(self, false);
    grad_fn->min_ = min;
    grad_fn->max_ = max;
  }
  auto result = kernels::clamp(self, min, max, Tensor());
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, clamp_jvp(self, min, max, self_t));
    }
  }
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor clamp_(const Tensor& self, const std::optional<Scalar>& min, const std::optional<Scalar>& max) {
  Dimnames result_names;
  if (names::any_named(self)) {
    result_names = names::unify(self);
    names::check_target(self, result_names);
  }
  autograd::check_inplace(self, "clamp_", self);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::ClampBackward1> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::ClampBackward1>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->min_ = min;
    grad_fn->max_ = max;
    grad_fn->self_ = autograd::SavedVariable(yaten::clone(self), false);
  }
  Tensor self_t;
  bool forward_grad = false;
  if (autograd::forward_ad_enabled()) {
    self_t = autograd::tangent_of(self);
    forward_grad = autograd::has_tangent(self_t);
  }
  Tensor self_original = forward_grad ? autograd::original_for_jvp(self) : Tensor();
  autograd::write_inplace(self, kernels::clamp(self, min, max, self), "clamp_");
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, clamp_jvp(self_original, min, max, self_t));
  if (result_names) {
    names::attach(self, result_names);
  }
  return result;
}

Tensor clamp_out(const Tensor& self, const std::optional<Scalar>& min, const std::optional<Scalar>& max, const Tensor& out) {
  Dimnames result_names;
  if (names::any_named(self)) {
    result_names = names::unify(self);
    names::check_target(out, result_names);
  }
  autograd::check_out_no_grad("clamp", self, out);
  autograd::check_out_no_tangents("clamp", self, out);
  autograd::write_out(out, kernels::clamp(self, min, max, out), "clamp", autograd::OutDtype::exact);
  if (result_names) {
    names::attach(out, result_names);
  }
  return out;
}

Tensor masked_fill(const Tensor& self, const Tensor& mask, const Tensor& value) {
  Dimnames result_names;
  if (names::any_named(self, mask, value)) result_names = names::unify(self, mask, value);
  std::shared_ptr<autograd::MaskedFillBackward0> grad_fn;
  if (autograd::compute_requires_grad(self, value)) {
    grad_fn = std::make_shared<autograd::MaskedFillBackward0>();
    autograd::collect_edges(*grad_fn, self, value);
    grad_fn->mask_ = autograd::SavedVariable(mask, false);
  }
  auto result = kernels::masked_fill(self, mask, value, Tensor());
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    Tensor value_t = autograd::tangent_of(value);
    if (autograd::has_tangent(self_t) || autograd::has_tangent(value_t)) {
      autograd::set_tangent(result, masked_fill_jvp(mask, self_t, value_t));
    }
  }
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor masked_fill_(const Tensor& self, const Tensor& mask, const Tensor& value) {
  Dimnames result_names;
  if (names::any_named(self, mask, value)) {
    result_names = names::unify(self, mask, value);
    names::check_target(self, result_names);
  }
  autograd::check_inplace(self, "masked_fill_", self, value);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::MaskedFillBackward0> grad_fn;
  if (autograd::compute_requires_grad(self, value)) {
    grad_fn = std::make_shared<autograd::MaskedFillBackward0>();
    autograd::collect_edges(*grad_fn, self, value);
    grad_fn->mask_ = autograd::SavedVariable(mask, false);
  }
  Tensor self_t;
  Tensor value_t;
  bool forward_grad = false;
  if (autograd::forward_ad_enabled()) {
    self_t = autograd::tangent_of(self);
    value_t = autograd::tangent_of(value);
    forward_grad = autograd::has_tangent(self_t) || autograd::has_tangent(value_t);
  }
  autograd::write_inplace(self, kernels::masked_fill(self, mask, value, self), "masked_fill_");
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, masked_fill_jvp(mask, self_t, value_t));
  if (result_names) {
    names::attach(self, result_names);
  }
  return result;
}

}  // namespace yaten
