// @generated from ops.yaml by codegen (template: nodes_family.cpp.j2). Do not edit.
// Backward formulas of the 'activation' ops, from ops.yaml.
#include "generated/autograd/nodes_activation.h"

#include "autograd/formula_helpers.h"
#include "autograd/function_support.h"
#include "autograd/tensor_operators.h"
#include "generated/autograd/ops/sigmoid.h"

namespace yaten::autograd {

TensorList GeluBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  const auto& approximate = approximate_;
  Tensor input = input_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad * gelu_derivative(input, approximate);
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
    grad_inputs[edge] = grad * sigmoid(input) * (1 + input * (1 - sigmoid(input)));
  }
  ++edge;
  return grad_inputs;
}

void SiluBackward0::release_variables() {
  input_.reset();
}

}  // namespace yaten::autograd
