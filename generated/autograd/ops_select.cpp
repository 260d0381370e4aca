// @generated from ops.yaml by codegen (template: ops_family.cpp.j2). Do not edit.
// The 'select' entry points: record history when needed, call the kernel.
#include "generated/autograd/ops_select.h"

#include "autograd/function_support.h"
#include "generated/autograd/nodes_select.h"
#include "generated/autograd/ops.h"
#include "generated/runtime/kernels_select.h"

namespace yaten {

Tensor where(const Tensor& condition, const Tensor& self, const Tensor& other) {
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
  return result;
}

Tensor clamp(const Tensor& self, const std::optional<Scalar>& min, const std::optional<Scalar>& max) {
  std::shared_ptr<autograd::ClampBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::ClampBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->max_ = max;
    grad_fn->min_ = min;
    grad_fn->self_ = autograd::SavedVariable(self, false);
  }
  auto result = kernels::clamp(self, min, max);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  return result;
}

Tensor clamp_(const Tensor& self, const std::optional<Scalar>& min, const std::optional<Scalar>& max) {
  autograd::check_inplace(self, "clamp_");
  std::shared_ptr<autograd::ClampBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::ClampBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->max_ = max;
    grad_fn->min_ = min;
    grad_fn->self_ = autograd::SavedVariable(yaten::clone(self), false);
  }
  autograd::write_inplace(self, kernels::clamp(self, min, max), "clamp_");
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  return result;
}

Tensor clamp_out(const Tensor& self, const std::optional<Scalar>& min, const std::optional<Scalar>& max, const Tensor& out) {
  autograd::check_out_no_grad("clamp", self, out);
  autograd::write_out(out, kernels::clamp(self, min, max), "clamp");
  return out;
}

Tensor masked_fill(const Tensor& self, const Tensor& mask, const Tensor& value) {
  std::shared_ptr<autograd::MaskedFillBackward0> grad_fn;
  if (autograd::compute_requires_grad(self, value)) {
    grad_fn = std::make_shared<autograd::MaskedFillBackward0>();
    autograd::collect_edges(*grad_fn, self, value);
    grad_fn->mask_ = autograd::SavedVariable(mask, false);
  }
  auto result = kernels::masked_fill(self, mask, value);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  return result;
}

Tensor masked_fill_(const Tensor& self, const Tensor& mask, const Tensor& value) {
  autograd::check_inplace(self, "masked_fill_");
  std::shared_ptr<autograd::MaskedFillBackward0> grad_fn;
  if (autograd::compute_requires_grad(self, value)) {
    grad_fn = std::make_shared<autograd::MaskedFillBackward0>();
    autograd::collect_edges(*grad_fn, self, value);
    grad_fn->mask_ = autograd::SavedVariable(mask, false);
  }
  autograd::write_inplace(self, kernels::masked_fill(self, mask, value), "masked_fill_");
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  return result;
}

}  // namespace yaten
