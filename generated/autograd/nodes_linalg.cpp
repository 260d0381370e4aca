// @generated from ops.yaml by codegen (template: nodes_family.cpp.j2). Do not edit.
// Backward formulas of the 'linalg' ops, from ops.yaml.
#include "generated/autograd/nodes_linalg.h"

#include "autograd/formula_helpers.h"
#include "autograd/function_support.h"
#include "autograd/tensor_operators.h"
#include "generated/autograd/ops/bmm.h"
#include "generated/autograd/ops/mv.h"
#include "generated/autograd/ops/outer.h"
#include "generated/autograd/ops/t.h"
#include "generated/autograd/ops/transpose.h"

namespace yaten::autograd {

TensorList MmBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor mat2 = mat2_.unpack();
  Tensor self = self_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = mm_mat1_backward(grad, self, mat2, 1);
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = mm_mat2_backward(grad, self, mat2, 1);
  }
  ++edge;
  return grad_inputs;
}

void MmBackward0::release_variables() {
  mat2_.reset();
  self_.reset();
}

TensorList BmmBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor mat2 = mat2_.unpack();
  Tensor self = self_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = bmm(grad, transpose(mat2, 1, 2));
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = bmm(transpose(self, 1, 2), grad);
  }
  ++edge;
  return grad_inputs;
}

void BmmBackward0::release_variables() {
  mat2_.reset();
  self_.reset();
}

TensorList AddmmBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  const auto& beta = beta_;
  const auto& alpha = alpha_;
  Tensor mat1 = mat1_.unpack();
  Tensor mat2 = mat2_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = maybe_multiply(grad, beta);
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = mm_mat1_backward(grad, mat1, mat2, alpha);
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = mm_mat2_backward(grad, mat1, mat2, alpha);
  }
  ++edge;
  return grad_inputs;
}

void AddmmBackward0::release_variables() {
  mat1_.reset();
  mat2_.reset();
}

TensorList MvBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor vec = vec_.unpack();
  Tensor self = self_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = outer(grad, vec);
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = mv(t(self), grad);
  }
  ++edge;
  return grad_inputs;
}

void MvBackward0::release_variables() {
  vec_.reset();
  self_.reset();
}

TensorList DotBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor tensor = tensor_.unpack();
  Tensor self = self_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad * tensor;
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad * self;
  }
  ++edge;
  return grad_inputs;
}

void DotBackward0::release_variables() {
  tensor_.reset();
  self_.reset();
}

}  // namespace yaten::autograd
