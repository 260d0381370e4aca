// @generated from ops.yaml by codegen (template: nodes_family.cpp.j2). Do not edit.
// Backward formulas of the 'activation' ops, from ops.yaml.
#include "generated/autograd/nodes_activation.h"

#include "autograd/formula_helpers.h"
#include "autograd/function_support.h"
#include "autograd/tensor_operators.h"
#include "generated/autograd/ops/gelu_backward.h"
#include "generated/autograd/ops/silu_backward.h"

namespace yaten::autograd {

TensorList GeluBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  const auto& approximate = approximate_;
  Tensor input = input_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = gelu_backward(grad, input, approximate);
  }
  ++edge;
  return grad_inputs;
}

void GeluBackward0::release_variables() {
  input_.reset();
}

TensorList SiluBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor input = input_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = silu_backward(grad, input);
  }
  ++edge;
  return grad_inputs;
}

void SiluBackward0::release_variables() {
  input_.reset();
}

TensorList GeluBackwardBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  const auto& approximate = approximate_;
  Tensor self = self_.unpack();
  Tensor grad_output = grad_output_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = gelu_backward(grad, self, approximate);
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad * grad_output * gelu_second_derivative(self, approximate);
  }
  ++edge;
  return grad_inputs;
}

void GeluBackwardBackward0::release_variables() {
  self_.reset();
  grad_output_.reset();
}

TensorList SiluBackwardBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor self = self_.unpack();
  Tensor grad_output = grad_output_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = silu_backward(grad, self);
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad * grad_output * silu_second_derivative(self);
  }
  ++edge;
  return grad_inputs;
}

void SiluBackwardBackward0::release_variables() {
  self_.reset();
  grad_output_.reset();
}

}  // namespace yaten::autograd
