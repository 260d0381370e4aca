// @generated from ops.yaml by codegen (template: ops_family.cpp.j2). Do not edit.
// The 'fill' entry points: record history when needed, call the kernel.
#include "generated/autograd/ops_fill.h"

#include "autograd/formula_helpers.h"
#include "autograd/forward_ad.h"
#include "autograd/function_support.h"
#include "autograd/tensor_operators.h"
#include "runtime/names.h"
#include "generated/autograd/nodes_fill.h"
#include "generated/autograd/ops/zeros_like.h"
#include "generated/runtime/kernels_fill.h"

namespace yaten {

// The jvp of each op: the output's tangent from its inputs' (ops.yaml
// `result:`). A term whose tangents are all undefined is zero and skipped.
namespace {

Tensor fill__Tensor_jvp(const Tensor& self_t, const Tensor& value_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, zeros_like(self_t), false);
  if (autograd::has_tangent(value_t)) autograd::add_jvp_term(jvp, value_t, false);
  return jvp;
}

Tensor fill__jvp(const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, zeros_like(self_t), false);
  return jvp;
}

Tensor zero__jvp(const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, zeros_like(self_t), false);
  return jvp;
}

Tensor uniform__jvp(const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, zeros_like(self_t), false);
  return jvp;
}

Tensor normal__jvp(const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, zeros_like(self_t), false);
  return jvp;
}

Tensor copy__jvp(const Tensor& self_t, const Tensor& other_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, zeros_like(self_t), false);
  if (autograd::has_tangent(other_t)) autograd::add_jvp_term(jvp, other_t, false);
  return jvp;
}

}  // namespace

Tensor fill__Tensor(const Tensor& self, const Tensor& value) {
  Dimnames result_names;
  if (names::any_named(self, value)) {
    result_names = names::keep(self);
    names::check_target(self, result_names);
  }
  autograd::check_inplace(self, "fill_", self, value);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::FillBackward0> grad_fn;
  if (autograd::compute_requires_grad(self, value)) {
    grad_fn = std::make_shared<autograd::FillBackward0>();
    autograd::collect_edges(*grad_fn, self, value);
  }
  Tensor self_t;
  Tensor value_t;
  bool forward_grad = false;
  if (autograd::forward_ad_enabled()) {
    self_t = autograd::tangent_of(self);
    value_t = autograd::tangent_of(value);
    forward_grad = autograd::has_tangent(self_t) || autograd::has_tangent(value_t);
  }
  kernels::fill__Tensor(self, value);
  self.bump_version();
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, autograd::unaliased(fill__Tensor_jvp(self_t, value_t), {value_t}));
  if (result_names) {
    names::attach(self, result_names);
  }
  return result;
}

Tensor fill_(const Tensor& self, const Scalar& value) {
  Dimnames result_names;
  if (names::any_named(self)) {
    result_names = names::keep(self);
    names::check_target(self, result_names);
  }
  autograd::check_inplace(self, "fill_", self);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::FillBackward1> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::FillBackward1>();
    autograd::collect_edges(*grad_fn, self);
  }
  Tensor self_t;
  bool forward_grad = false;
  if (autograd::forward_ad_enabled()) {
    self_t = autograd::tangent_of(self);
    forward_grad = autograd::has_tangent(self_t);
  }
  kernels::fill_(self, value);
  self.bump_version();
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, fill__jvp(self_t));
  if (result_names) {
    names::attach(self, result_names);
  }
  return result;
}

Tensor zero_(const Tensor& self) {
  Dimnames result_names;
  if (names::any_named(self)) {
    result_names = names::keep(self);
    names::check_target(self, result_names);
  }
  autograd::check_inplace(self, "zero_", self);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::ZeroBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::ZeroBackward0>();
    autograd::collect_edges(*grad_fn, self);
  }
  Tensor self_t;
  bool forward_grad = false;
  if (autograd::forward_ad_enabled()) {
    self_t = autograd::tangent_of(self);
    forward_grad = autograd::has_tangent(self_t);
  }
  kernels::zero_(self);
  self.bump_version();
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, zero__jvp(self_t));
  if (result_names) {
    names::attach(self, result_names);
  }
  return result;
}

Tensor uniform_(const Tensor& self, double from, double to, const Generator& generator) {
  if (names::any_named(self)) names::refuse("aten::uniform_");
  autograd::check_inplace(self, "uniform_", self);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::UniformBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::UniformBackward0>();
    autograd::collect_edges(*grad_fn, self);
  }
  Tensor self_t;
  bool forward_grad = false;
  if (autograd::forward_ad_enabled()) {
    self_t = autograd::tangent_of(self);
    forward_grad = autograd::has_tangent(self_t);
  }
  kernels::uniform_(self, from, to, generator);
  self.bump_version();
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, uniform__jvp(self_t));
  return result;
}

Tensor normal_(const Tensor& self, double mean, double std, const Generator& generator) {
  if (names::any_named(self)) names::refuse("aten::normal_");
  autograd::check_inplace(self, "normal_", self);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::NormalBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::NormalBackward0>();
    autograd::collect_edges(*grad_fn, self);
  }
  Tensor self_t;
  bool forward_grad = false;
  if (autograd::forward_ad_enabled()) {
    self_t = autograd::tangent_of(self);
    forward_grad = autograd::has_tangent(self_t);
  }
  kernels::normal_(self, mean, std, generator);
  self.bump_version();
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, normal__jvp(self_t));
  return result;
}

Tensor copy_(const Tensor& self, const Tensor& other, bool non_blocking) {
  Dimnames result_names;
  if (names::any_named(self, other)) {
    result_names = names::unify(self, other);
    names::check_target(self, result_names);
  }
  autograd::check_inplace(self, "copy_", self, other);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::CopyBackward0> grad_fn;
  if (autograd::compute_requires_grad(self, other)) {
    grad_fn = std::make_shared<autograd::CopyBackward0>();
    autograd::collect_edges(*grad_fn, self, other);
  }
  Tensor self_t;
  Tensor other_t;
  bool forward_grad = false;
  if (autograd::forward_ad_enabled()) {
    self_t = autograd::tangent_of(self);
    other_t = autograd::tangent_of(other);
    forward_grad = autograd::has_tangent(self_t) || autograd::has_tangent(other_t);
  }
  kernels::copy_(self, other, non_blocking);
  self.bump_version();
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, autograd::unaliased(copy__jvp(self_t, other_t), {other_t}));
  if (result_names) {
    names::attach(self, result_names);
  }
  return result;
}

}  // namespace yaten
