// @generated from ops.yaml by codegen (template: nodes_family.cpp.j2). Do not edit.
// Backward formulas of the 'loss' ops, from ops.yaml.
#include "generated/autograd/nodes_loss.h"

#include "autograd/formula_helpers.h"
#include "autograd/function_support.h"
#include "autograd/tensor_operators.h"
#include "generated/autograd/ops/nll_loss.h"
#include "generated/autograd/ops/nll_loss_backward.h"
#include "generated/autograd/ops/zeros_like.h"

namespace yaten::autograd {

TensorList NllLossBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  const auto& ignore_index = ignore_index_;
  Tensor input = input_.unpack();
  const auto& reduction = reduction_;
  Tensor target = target_.unpack();
  Tensor weight = weight_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = nll_loss_backward(grad, input, target, weight, ignore_index, reduction);
  }
  ++edge;
  return grad_inputs;
}

void NllLossBackward0::release_variables() {
  input_.reset();
  target_.reset();
  weight_.reset();
}

TensorList NllLossBackwardBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  const auto& ignore_index = ignore_index_;
  Tensor input = input_.unpack();
  const auto& reduction = reduction_;
  Tensor target = target_.unpack();
  Tensor weight = weight_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = nll_loss(grad_like_input(grad, input), target, weight, ignore_index, reduction);
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = zeros_like(grad);
  }
  ++edge;
  return grad_inputs;
}

void NllLossBackwardBackward0::release_variables() {
  input_.reset();
  target_.reset();
  weight_.reset();
}

}  // namespace yaten::autograd
