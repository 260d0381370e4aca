// @generated from ops.yaml by codegen (template: nodes_family.cpp.j2). Do not edit.
// Backward formulas of the 'reduce' ops, from ops.yaml.
#include "generated/autograd/nodes_reduce.h"

#include "autograd/formula_helpers.h"
#include "autograd/function_support.h"
#include "autograd/tensor_operators.h"
#include "generated/autograd/ops/eq.h"
#include "generated/autograd/ops/exp.h"
#include "generated/autograd/ops/gt.h"
#include "generated/autograd/ops/log_softmax_backward.h"
#include "generated/autograd/ops/lt.h"
#include "generated/autograd/ops/softmax_backward.h"
#include "generated/autograd/ops/where.h"
#include "generated/autograd/ops/zeros_like.h"

namespace yaten::autograd {

TensorList SumBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  const auto& self_sizes = self_sizes_;
  const auto& dim = dim_;
  const auto& keepdim = keepdim_;
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = expand_reduced(grad, self_sizes, dim, keepdim);
  }
  ++edge;
  return grad_inputs;
}

void SumBackward0::release_variables() {
}

void SumBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self_sizes", self_sizes_);
  visitor.saved("dim", dim_);
  visitor.saved("keepdim", keepdim_);
}

TensorList MeanBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  const auto& self_sizes = self_sizes_;
  const auto& dim = dim_;
  const auto& keepdim = keepdim_;
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = expand_reduced(grad / reduced_count(self_sizes, dim), self_sizes, dim, keepdim);
  }
  ++edge;
  return grad_inputs;
}

void MeanBackward0::release_variables() {
}

void MeanBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self_sizes", self_sizes_);
  visitor.saved("dim", dim_);
  visitor.saved("keepdim", keepdim_);
}

TensorList ProdBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor self = self_.unpack();
  const auto& dim = dim_;
  const auto& keepdim = keepdim_;
  Tensor result = result_.unpack(shared_from_this());
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = prod_backward(grad, self, result, dim, keepdim);
  }
  ++edge;
  return grad_inputs;
}

void ProdBackward0::release_variables() {
  self_.reset();
  result_.reset();
}

void ProdBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
  visitor.saved("dim", dim_);
  visitor.saved("keepdim", keepdim_);
  visitor.saved("result", result_);
}

TensorList AmaxBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor self = self_.unpack();
  const auto& dim = dim_;
  const auto& keepdim = keepdim_;
  Tensor result = result_.unpack(shared_from_this());
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = extremum_backward(grad, self, result, dim, keepdim);
  }
  ++edge;
  return grad_inputs;
}

void AmaxBackward0::release_variables() {
  self_.reset();
  result_.reset();
}

void AmaxBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
  visitor.saved("dim", dim_);
  visitor.saved("keepdim", keepdim_);
  visitor.saved("result", result_);
}

TensorList AminBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor self = self_.unpack();
  const auto& dim = dim_;
  const auto& keepdim = keepdim_;
  Tensor result = result_.unpack(shared_from_this());
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = extremum_backward(grad, self, result, dim, keepdim);
  }
  ++edge;
  return grad_inputs;
}

void AminBackward0::release_variables() {
  self_.reset();
  result_.reset();
}

void AminBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
  visitor.saved("dim", dim_);
  visitor.saved("keepdim", keepdim_);
  visitor.saved("result", result_);
}

TensorList MaxBackward0::apply(TensorList&& grads) {
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

void MaxBackward0::release_variables() {
  self_.reset();
  result_.reset();
}

void MaxBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
  visitor.saved("result", result_);
}

TensorList MaxBackward1::apply(TensorList&& grads) {
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

void MaxBackward1::release_variables() {
  indices_.reset();
}

void MaxBackward1::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self_sizes", self_sizes_);
  visitor.saved("dim", dim_);
  visitor.saved("keepdim", keepdim_);
  visitor.saved("indices", indices_);
}

TensorList MaxBackward2::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor self = self_.unpack();
  Tensor other = other_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad * (gt(self, other) + eq(self, other) * 0.5);
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad * (lt(self, other) + eq(self, other) * 0.5);
  }
  ++edge;
  return grad_inputs;
}

void MaxBackward2::release_variables() {
  self_.reset();
  other_.reset();
}

void MaxBackward2::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
  visitor.saved("other", other_);
}

TensorList MinBackward0::apply(TensorList&& grads) {
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

void MinBackward0::release_variables() {
  self_.reset();
  result_.reset();
}

void MinBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
  visitor.saved("result", result_);
}

TensorList MinBackward1::apply(TensorList&& grads) {
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

void MinBackward1::release_variables() {
  indices_.reset();
}

void MinBackward1::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self_sizes", self_sizes_);
  visitor.saved("dim", dim_);
  visitor.saved("keepdim", keepdim_);
  visitor.saved("indices", indices_);
}

TensorList MinBackward2::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor self = self_.unpack();
  Tensor other = other_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad * (lt(self, other) + eq(self, other) * 0.5);
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad * (gt(self, other) + eq(self, other) * 0.5);
  }
  ++edge;
  return grad_inputs;
}

void MinBackward2::release_variables() {
  self_.reset();
  other_.reset();
}

void MinBackward2::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
  visitor.saved("other", other_);
}

TensorList VarBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor self = self_.unpack();
  const auto& dim = dim_;
  const auto& unbiased = unbiased_;
  const auto& keepdim = keepdim_;
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = var_backward(grad, self, dim, unbiased, keepdim);
  }
  ++edge;
  return grad_inputs;
}

void VarBackward0::release_variables() {
  self_.reset();
}

void VarBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
  visitor.saved("dim", dim_);
  visitor.saved("unbiased", unbiased_);
  visitor.saved("keepdim", keepdim_);
}

TensorList StdBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor self = self_.unpack();
  const auto& dim = dim_;
  const auto& unbiased = unbiased_;
  const auto& keepdim = keepdim_;
  Tensor result = result_.unpack(shared_from_this());
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = var_backward(where(eq(result, zeros_like(result)), zeros_like(grad), grad / (2 * result)), self, dim, unbiased, keepdim);
  }
  ++edge;
  return grad_inputs;
}

void StdBackward0::release_variables() {
  self_.reset();
  result_.reset();
}

void StdBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
  visitor.saved("dim", dim_);
  visitor.saved("unbiased", unbiased_);
  visitor.saved("keepdim", keepdim_);
  visitor.saved("result", result_);
}

TensorList LogsumexpBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  const auto& self_sizes = self_sizes_;
  Tensor self = self_.unpack();
  const auto& dim = dim_;
  const auto& keepdim = keepdim_;
  Tensor result = result_.unpack(shared_from_this());
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = expand_reduced(grad, self_sizes, dim, keepdim) * exp(self - expand_reduced(result, self_sizes, dim, keepdim));
  }
  ++edge;
  return grad_inputs;
}

void LogsumexpBackward0::release_variables() {
  self_.reset();
  result_.reset();
}

void LogsumexpBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self_sizes", self_sizes_);
  visitor.saved("self", self_);
  visitor.saved("dim", dim_);
  visitor.saved("keepdim", keepdim_);
  visitor.saved("result", result_);
}

TensorList SoftmaxBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  const auto& dim = dim_;
  Tensor result = result_.unpack(shared_from_this());
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = softmax_backward(grad, result, dim);
  }
  ++edge;
  return grad_inputs;
}

void SoftmaxBackward0::release_variables() {
  result_.reset();
}

void SoftmaxBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("dim", dim_);
  visitor.saved("result", result_);
}

TensorList LogSoftmaxBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  const auto& dim = dim_;
  Tensor result = result_.unpack(shared_from_this());
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = log_softmax_backward(grad, result, dim);
  }
  ++edge;
  return grad_inputs;
}

void LogSoftmaxBackward0::release_variables() {
  result_.reset();
}

void LogSoftmaxBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("dim", dim_);
  visitor.saved("result", result_);
}

TensorList CumsumBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  const auto& dim = dim_;
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = reverse_cumsum(grad, dim);
  }
  ++edge;
  return grad_inputs;
}

void CumsumBackward0::release_variables() {
}

void CumsumBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("dim", dim_);
}

TensorList CumprodBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor self = self_.unpack();
  const auto& dim = dim_;
  Tensor result = result_.unpack(shared_from_this());
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = cumprod_backward(grad, self, result, dim);
  }
  ++edge;
  return grad_inputs;
}

void CumprodBackward0::release_variables() {
  self_.reset();
  result_.reset();
}

void CumprodBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
  visitor.saved("dim", dim_);
  visitor.saved("result", result_);
}

TensorList NormBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor self = self_.unpack();
  const auto& p = p_;
  const auto& dim = dim_;
  const auto& keepdim = keepdim_;
  Tensor result = result_.unpack(shared_from_this());
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = norm_backward(grad, self, p, result, dim, keepdim);
  }
  ++edge;
  return grad_inputs;
}

void NormBackward0::release_variables() {
  self_.reset();
  result_.reset();
}

void NormBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
  visitor.saved("p", p_);
  visitor.saved("dim", dim_);
  visitor.saved("keepdim", keepdim_);
  visitor.saved("result", result_);
}

TensorList SoftmaxBackwardBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor grad_output = grad_output_.unpack();
  Tensor output = output_.unpack();
  const auto& dim = dim_;
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = softmax_backward(grad, output, dim);
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad * (grad_output - sum_keepdim(grad_output * output, dim)) - grad_output * sum_keepdim(grad * output, dim);
  }
  ++edge;
  return grad_inputs;
}

void SoftmaxBackwardBackward0::release_variables() {
  grad_output_.reset();
  output_.reset();
}

void SoftmaxBackwardBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("grad_output", grad_output_);
  visitor.saved("output", output_);
  visitor.saved("dim", dim_);
}

TensorList LogSoftmaxBackwardBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor grad_output = grad_output_.unpack();
  Tensor output = output_.unpack();
  const auto& dim = dim_;
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad - sum_keepdim(grad * exp(output), dim);
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = -grad * exp(output) * sum_keepdim(grad_output, dim);
  }
  ++edge;
  return grad_inputs;
}

void LogSoftmaxBackwardBackward0::release_variables() {
  grad_output_.reset();
  output_.reset();
}

void LogSoftmaxBackwardBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("grad_output", grad_output_);
  visitor.saved("output", output_);
  visitor.saved("dim", dim_);
}

}  // namespace yaten::autograd
