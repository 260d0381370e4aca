// @generated from ops.yaml by codegen (template: nodes_family.cpp.j2). Do not edit.
// Backward formulas of the 'select' ops, from ops.yaml.
#include "generated/autograd/nodes_select.h"

#include "autograd/formula_helpers.h"
#include "autograd/function_support.h"
#include "autograd/tensor_operators.h"
#include "generated/autograd/ops/where.h"
#include "generated/autograd/ops/zeros_like.h"

namespace yaten::autograd {

TensorList WhereBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor condition = condition_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = where(condition, grad, zeros_like(grad));
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = where(condition, zeros_like(grad), grad);
  }
  ++edge;
  return grad_inputs;
}

void WhereBackward0::release_variables() {
  condition_.reset();
}

void WhereBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("condition", condition_);
}

TensorList ClampBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor self = self_.unpack();
  Tensor min = min_.unpack();
  Tensor max = max_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = clamp_backward_self(grad, self, min, max);
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = clamp_backward_min(grad, self, min, max);
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = clamp_backward_max(grad, self, min, max);
  }
  ++edge;
  return grad_inputs;
}

void ClampBackward0::release_variables() {
  self_.reset();
  min_.reset();
  max_.reset();
}

void ClampBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
  visitor.saved("min", min_);
  visitor.saved("max", max_);
}

TensorList ClampBackward1::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor self = self_.unpack();
  const auto& min = min_;
  const auto& max = max_;
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = clamp_backward(grad, self, min, max);
  }
  ++edge;
  return grad_inputs;
}

void ClampBackward1::release_variables() {
  self_.reset();
}

void ClampBackward1::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
  visitor.saved("min", min_);
  visitor.saved("max", max_);
}

TensorList MaskedFillBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor mask = mask_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = where(mask, zeros_like(grad), grad);
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = sum_all(where(mask, grad, zeros_like(grad)));
  }
  ++edge;
  return grad_inputs;
}

void MaskedFillBackward0::release_variables() {
  mask_.reset();
}

void MaskedFillBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("mask", mask_);
}

}  // namespace yaten::autograd
