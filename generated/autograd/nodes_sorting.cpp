// @generated from ops.yaml by codegen (template: nodes_family.cpp.j2). Do not edit.
// Backward formulas of the 'sorting' ops, from ops.yaml.
#include "generated/autograd/nodes_sorting.h"

#include "autograd/formula_helpers.h"
#include "autograd/function_support.h"
#include "autograd/tensor_operators.h"
#include "generated/autograd/ops/amax.h"
#include "generated/autograd/ops/exp.h"
#include "generated/autograd/ops/scatter_add.h"
#include "generated/autograd/ops/zeros_like.h"

namespace yaten::autograd {

TensorList SortBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  Tensor self = self_.unpack();
  const auto& dim = dim_;
  Tensor indices = indices_.unpack(shared_from_this());
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = scatter_add(zeros_like(self), dim, indices, grads[0]);
  }
  ++edge;
  return grad_inputs;
}

void SortBackward0::release_variables() {
  self_.reset();
  indices_.reset();
}

void SortBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
  visitor.saved("dim", dim_);
  visitor.saved("indices", indices_);
}

TensorList TopkBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  Tensor self = self_.unpack();
  const auto& dim = dim_;
  Tensor indices = indices_.unpack(shared_from_this());
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = scatter_add(zeros_like(self), dim, indices, grads[0]);
  }
  ++edge;
  return grad_inputs;
}

void TopkBackward0::release_variables() {
  self_.reset();
  indices_.reset();
}

void TopkBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
  visitor.saved("dim", dim_);
  visitor.saved("indices", indices_);
}

TensorList KthvalueBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const auto& self_sizes = self_sizes_;
  const auto& dim = dim_;
  const auto& keepdim = keepdim_;
  Tensor indices = indices_.unpack(shared_from_this());
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = index_reduction_backward(grads[0], self_sizes, dim, indices, keepdim);
  }
  ++edge;
  return grad_inputs;
}

void KthvalueBackward0::release_variables() {
  indices_.reset();
}

void KthvalueBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self_sizes", self_sizes_);
  visitor.saved("dim", dim_);
  visitor.saved("keepdim", keepdim_);
  visitor.saved("indices", indices_);
}

TensorList MedianBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor self = self_.unpack();
  Tensor result = result_.unpack(shared_from_this());
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = extremum_backward_all(grad, self, result);
  }
  ++edge;
  return grad_inputs;
}

void MedianBackward0::release_variables() {
  self_.reset();
  result_.reset();
}

void MedianBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
  visitor.saved("result", result_);
}

TensorList MedianBackward1::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const auto& self_sizes = self_sizes_;
  const auto& dim = dim_;
  const auto& keepdim = keepdim_;
  Tensor indices = indices_.unpack(shared_from_this());
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = index_reduction_backward(grads[0], self_sizes, dim, indices, keepdim);
  }
  ++edge;
  return grad_inputs;
}

void MedianBackward1::release_variables() {
  indices_.reset();
}

void MedianBackward1::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self_sizes", self_sizes_);
  visitor.saved("dim", dim_);
  visitor.saved("keepdim", keepdim_);
  visitor.saved("indices", indices_);
}

TensorList NanmedianBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor self = self_.unpack();
  Tensor result = result_.unpack(shared_from_this());
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = extremum_backward_all(grad, self, result);
  }
  ++edge;
  return grad_inputs;
}

void NanmedianBackward0::release_variables() {
  self_.reset();
  result_.reset();
}

void NanmedianBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
  visitor.saved("result", result_);
}

TensorList NanmedianBackward1::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const auto& self_sizes = self_sizes_;
  const auto& dim = dim_;
  const auto& keepdim = keepdim_;
  Tensor indices = indices_.unpack(shared_from_this());
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = index_reduction_backward(grads[0], self_sizes, dim, indices, keepdim);
  }
  ++edge;
  return grad_inputs;
}

void NanmedianBackward1::release_variables() {
  indices_.reset();
}

void NanmedianBackward1::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self_sizes", self_sizes_);
  visitor.saved("dim", dim_);
  visitor.saved("keepdim", keepdim_);
  visitor.saved("indices", indices_);
}

TensorList ModeBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const auto& self_sizes = self_sizes_;
  const auto& dim = dim_;
  const auto& keepdim = keepdim_;
  Tensor indices = indices_.unpack(shared_from_this());
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = index_reduction_backward(grads[0], self_sizes, dim, indices, keepdim);
  }
  ++edge;
  return grad_inputs;
}

void ModeBackward0::release_variables() {
  indices_.reset();
}

void ModeBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self_sizes", self_sizes_);
  visitor.saved("dim", dim_);
  visitor.saved("keepdim", keepdim_);
  visitor.saved("indices", indices_);
}

TensorList CummaxBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  Tensor self = self_.unpack();
  const auto& dim = dim_;
  Tensor indices = indices_.unpack(shared_from_this());
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = scatter_add(zeros_like(self), dim, indices, grads[0]);
  }
  ++edge;
  return grad_inputs;
}

void CummaxBackward0::release_variables() {
  self_.reset();
  indices_.reset();
}

void CummaxBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
  visitor.saved("dim", dim_);
  visitor.saved("indices", indices_);
}

TensorList CumminBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  Tensor self = self_.unpack();
  const auto& dim = dim_;
  Tensor indices = indices_.unpack(shared_from_this());
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = scatter_add(zeros_like(self), dim, indices, grads[0]);
  }
  ++edge;
  return grad_inputs;
}

void CumminBackward0::release_variables() {
  self_.reset();
  indices_.reset();
}

void CumminBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
  visitor.saved("dim", dim_);
  visitor.saved("indices", indices_);
}

TensorList LogcumsumexpBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor self = self_.unpack();
  const auto& dim = dim_;
  Tensor result = result_.unpack(shared_from_this());
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = exp(self - amax(self, {dim}, true)) * reverse_cumsum(grad * exp(amax(self, {dim}, true) - result), dim);
  }
  ++edge;
  return grad_inputs;
}

void LogcumsumexpBackward0::release_variables() {
  self_.reset();
  result_.reset();
}

void LogcumsumexpBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
  visitor.saved("dim", dim_);
  visitor.saved("result", result_);
}

}  // namespace yaten::autograd
