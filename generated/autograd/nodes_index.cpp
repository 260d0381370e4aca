// @generated from ops.yaml by codegen (template: nodes_family.cpp.j2). Do not edit.
// Backward formulas of the 'index' ops, from ops.yaml.
#include "generated/autograd/nodes_index.h"

#include "autograd/formula_helpers.h"
#include "autograd/function_support.h"
#include "autograd/tensor_operators.h"
#include "generated/autograd/ops/gather.h"
#include "generated/autograd/ops/index.h"
#include "generated/autograd/ops/index_add.h"
#include "generated/autograd/ops/index_put.h"
#include "generated/autograd/ops/index_select.h"
#include "generated/autograd/ops/scatter_add.h"
#include "generated/autograd/ops/zeros_like.h"

namespace yaten::autograd {

TensorList IndexSelectBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  const auto& self_sizes = self_sizes_;
  const auto& dim = dim_;
  Tensor index = index_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = index_add(zeros_like(self_as_grad(grad, self_sizes)), dim, index, grad, 1);
  }
  ++edge;
  return grad_inputs;
}

void IndexSelectBackward0::release_variables() {
  index_.reset();
}

TensorList IndexBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  const auto& self_sizes = self_sizes_;
  TensorList indices = autograd::unpack_list(indices_);
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = index_put(self_as_grad(grad, self_sizes), indices, grad, true);
  }
  ++edge;
  return grad_inputs;
}

void IndexBackward0::release_variables() {
  for (auto& v : indices_) v.reset();
}

TensorList IndexPutBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  const auto& accumulate = accumulate_;
  TensorList indices = autograd::unpack_list(indices_);
  Tensor values = values_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = accumulate ? grad : index_put(grad, indices, zeros_like(values), false);
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = index_Tensor(grad, indices);
  }
  ++edge;
  return grad_inputs;
}

void IndexPutBackward0::release_variables() {
  for (auto& v : indices_) v.reset();
  values_.reset();
}

TensorList IndexAddBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  const auto& alpha = alpha_;
  const auto& dim = dim_;
  Tensor index = index_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad;
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = index_select(grad, dim, index) * alpha;
  }
  ++edge;
  return grad_inputs;
}

void IndexAddBackward0::release_variables() {
  index_.reset();
}

TensorList GatherBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  const auto& self_sizes = self_sizes_;
  const auto& dim = dim_;
  Tensor index = index_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = scatter_add(zeros_like(self_as_grad(grad, self_sizes)), dim, index, grad);
  }
  ++edge;
  return grad_inputs;
}

void GatherBackward0::release_variables() {
  index_.reset();
}

TensorList ScatterAddBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  const auto& dim = dim_;
  Tensor index = index_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad;
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = gather(grad, dim, index);
  }
  ++edge;
  return grad_inputs;
}

void ScatterAddBackward0::release_variables() {
  index_.reset();
}

}  // namespace yaten::autograd
