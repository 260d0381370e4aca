// @generated from ops.yaml by codegen (template: nodes_family.cpp.j2). Do not edit.
// Backward formulas of the 'padding' ops, from ops.yaml.
#include "generated/autograd/nodes_padding.h"

#include "autograd/formula_helpers.h"
#include "autograd/function_support.h"
#include "autograd/tensor_operators.h"
#include "generated/autograd/ops/constant_pad.h"
#include "generated/autograd/ops/constant_pad_backward.h"

namespace yaten::autograd {

TensorList ConstantPadBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  const auto& pad = pad_;
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = constant_pad_backward(grad, pad);
  }
  ++edge;
  return grad_inputs;
}

void ConstantPadBackward0::release_variables() {
}

void ConstantPadBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("pad", pad_);
}

TensorList ConstantPadBackwardBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  const auto& pad = pad_;
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = constant_pad(grad, pad, 0);
  }
  ++edge;
  return grad_inputs;
}

void ConstantPadBackwardBackward0::release_variables() {
}

void ConstantPadBackwardBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("pad", pad_);
}

}  // namespace yaten::autograd
