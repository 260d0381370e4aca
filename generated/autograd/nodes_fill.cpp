// @generated from ops.yaml by codegen (template: nodes_family.cpp.j2). Do not edit.
// Backward formulas of the 'fill' ops, from ops.yaml.
#include "generated/autograd/nodes_fill.h"

#include "autograd/formula_helpers.h"
#include "autograd/function_support.h"
#include "autograd/tensor_operators.h"
#include "generated/autograd/ops/sum.h"
#include "generated/autograd/ops/zeros_like.h"

namespace yaten::autograd {

TensorList FillBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = zeros_like(grad);
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = sum(grad, std::nullopt, false, std::nullopt);
  }
  ++edge;
  return grad_inputs;
}

void FillBackward0::release_variables() {
}

void FillBackward0::visit_saved(SavedValueVisitor& visitor) const {
  (void)visitor;
}

TensorList FillBackward1::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = zeros_like(grad);
  }
  ++edge;
  return grad_inputs;
}

void FillBackward1::release_variables() {
}

void FillBackward1::visit_saved(SavedValueVisitor& visitor) const {
  (void)visitor;
}

TensorList ZeroBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = zeros_like(grad);
  }
  ++edge;
  return grad_inputs;
}

void ZeroBackward0::release_variables() {
}

void ZeroBackward0::visit_saved(SavedValueVisitor& visitor) const {
  (void)visitor;
}

TensorList UniformBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = zeros_like(grad);
  }
  ++edge;
  return grad_inputs;
}

void UniformBackward0::release_variables() {
}

void UniformBackward0::visit_saved(SavedValueVisitor& visitor) const {
  (void)visitor;
}

TensorList NormalBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = zeros_like(grad);
  }
  ++edge;
  return grad_inputs;
}

void NormalBackward0::release_variables() {
}

void NormalBackward0::visit_saved(SavedValueVisitor& visitor) const {
  (void)visitor;
}

TensorList CopyBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = zeros_like(grad);
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad;
  }
  ++edge;
  return grad_inputs;
}

void CopyBackward0::release_variables() {
}

void CopyBackward0::visit_saved(SavedValueVisitor& visitor) const {
  (void)visitor;
}

}  // namespace yaten::autograd
