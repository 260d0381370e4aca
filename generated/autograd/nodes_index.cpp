// @generated from ops.yaml by codegen (template: nodes_family.cpp.j2). Do not edit.
// Backward formulas of the 'index' ops, from ops.yaml.
#include "generated/autograd/nodes_index.h"

#include "autograd/formula_helpers.h"
#include "autograd/function_support.h"
#include "autograd/tensor_operators.h"
#include "generated/autograd/ops/index.h"
#include "generated/autograd/ops/index_add.h"
#include "generated/autograd/ops/index_fill.h"
#include "generated/autograd/ops/index_put.h"
#include "generated/autograd/ops/index_select.h"
#include "generated/autograd/ops/put.h"
#include "generated/autograd/ops/reshape.h"
#include "generated/autograd/ops/scatter.h"
#include "generated/autograd/ops/scatter_add.h"
#include "generated/autograd/ops/take.h"
#include "generated/autograd/ops/where.h"
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

void IndexSelectBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self_sizes", self_sizes_);
  visitor.saved("dim", dim_);
  visitor.saved("index", index_);
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

void IndexBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self_sizes", self_sizes_);
  visitor.saved("indices", indices_);
}

TensorList IndexPutBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  TensorList indices = autograd::unpack_list(indices_);
  Tensor values = values_.unpack();
  const auto& accumulate = accumulate_;
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

void IndexPutBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("indices", indices_);
  visitor.saved("values", values_);
  visitor.saved("accumulate", accumulate_);
}

TensorList IndexAddBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  const auto& dim = dim_;
  Tensor index = index_.unpack();
  const auto& alpha = alpha_;
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

void IndexAddBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("dim", dim_);
  visitor.saved("index", index_);
  visitor.saved("alpha", alpha_);
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

void GatherBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self_sizes", self_sizes_);
  visitor.saved("dim", dim_);
  visitor.saved("index", index_);
}

TensorList ScatterAddBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  const auto& src_sizes = src_sizes_;
  const auto& dim = dim_;
  Tensor index = index_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad;
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = gather_to_size(grad, dim, index, src_sizes);
  }
  ++edge;
  return grad_inputs;
}

void ScatterAddBackward0::release_variables() {
  index_.reset();
}

void ScatterAddBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("src_sizes", src_sizes_);
  visitor.saved("dim", dim_);
  visitor.saved("index", index_);
}

TensorList MaskedSelectBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor self = self_.unpack();
  Tensor mask = mask_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = masked_select_backward(grad, self, mask);
  }
  ++edge;
  return grad_inputs;
}

void MaskedSelectBackward0::release_variables() {
  self_.reset();
  mask_.reset();
}

void MaskedSelectBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
  visitor.saved("mask", mask_);
}

TensorList MaskedScatterBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  const auto& source_sizes = source_sizes_;
  Tensor mask = mask_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = where(mask, zeros_like(grad), grad);
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = masked_scatter_backward(grad, mask, source_sizes);
  }
  ++edge;
  return grad_inputs;
}

void MaskedScatterBackward0::release_variables() {
  mask_.reset();
}

void MaskedScatterBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("source_sizes", source_sizes_);
  visitor.saved("mask", mask_);
}

TensorList TakeBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  const auto& self_sizes = self_sizes_;
  Tensor index = index_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = put(self_as_grad(grad, self_sizes), index, grad, true);
  }
  ++edge;
  return grad_inputs;
}

void TakeBackward0::release_variables() {
  index_.reset();
}

void TakeBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self_sizes", self_sizes_);
  visitor.saved("index", index_);
}

TensorList PutBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  const auto& source_sizes = source_sizes_;
  Tensor index = index_.unpack();
  Tensor source = source_.unpack();
  const auto& accumulate = accumulate_;
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = accumulate ? grad : put(grad, index, zeros_like(source), false);
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = reshape(take(grad, index), source_sizes);
  }
  ++edge;
  return grad_inputs;
}

void PutBackward0::release_variables() {
  index_.reset();
  source_.reset();
}

void PutBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("source_sizes", source_sizes_);
  visitor.saved("index", index_);
  visitor.saved("source", source_);
  visitor.saved("accumulate", accumulate_);
}

TensorList IndexFillBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  const auto& dim = dim_;
  Tensor index = index_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = index_fill(grad, dim, index, zero_0d(grad));
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = index_fill_value_backward(grad, dim, index);
  }
  ++edge;
  return grad_inputs;
}

void IndexFillBackward0::release_variables() {
  index_.reset();
}

void IndexFillBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("dim", dim_);
  visitor.saved("index", index_);
}

TensorList IndexCopyBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  const auto& dim = dim_;
  Tensor index = index_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = index_fill(grad, dim, index, zero_0d(grad));
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = index_select(grad, dim, index);
  }
  ++edge;
  return grad_inputs;
}

void IndexCopyBackward0::release_variables() {
  index_.reset();
}

void IndexCopyBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("dim", dim_);
  visitor.saved("index", index_);
}

TensorList ScatterBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  const auto& src_sizes = src_sizes_;
  const auto& dim = dim_;
  Tensor index = index_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = scatter_value(grad, dim, index, 0);
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = gather_to_size(grad, dim, index, src_sizes);
  }
  ++edge;
  return grad_inputs;
}

void ScatterBackward0::release_variables() {
  index_.reset();
}

void ScatterBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("src_sizes", src_sizes_);
  visitor.saved("dim", dim_);
  visitor.saved("index", index_);
}

TensorList ScatterBackward1::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  const auto& dim = dim_;
  Tensor index = index_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = scatter_value(grad, dim, index, 0);
  }
  ++edge;
  return grad_inputs;
}

void ScatterBackward1::release_variables() {
  index_.reset();
}

void ScatterBackward1::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("dim", dim_);
  visitor.saved("index", index_);
}

TensorList ScatterBackward2::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor self = self_.unpack();
  const auto& dim = dim_;
  Tensor index = index_.unpack();
  Tensor src = src_.unpack();
  const auto& reduce = reduce_;
  Tensor result = result_.unpack(shared_from_this());
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad * scatter_reduce_self_weight(self, dim, index, src, reduce, true, result);
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = scatter_reduce_src_backward(grad, self, dim, index, src, reduce, true, result);
  }
  ++edge;
  return grad_inputs;
}

void ScatterBackward2::release_variables() {
  self_.reset();
  index_.reset();
  src_.reset();
  result_.reset();
}

void ScatterBackward2::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
  visitor.saved("dim", dim_);
  visitor.saved("index", index_);
  visitor.saved("src", src_);
  visitor.saved("reduce", reduce_);
  visitor.saved("result", result_);
}

TensorList ScatterBackward3::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor self = self_.unpack();
  const auto& dim = dim_;
  Tensor index = index_.unpack();
  const auto& value = value_;
  const auto& reduce = reduce_;
  Tensor result = result_.unpack(shared_from_this());
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad * scatter_value_reduce_weight(self, dim, index, value, reduce, result);
  }
  ++edge;
  return grad_inputs;
}

void ScatterBackward3::release_variables() {
  self_.reset();
  index_.reset();
  result_.reset();
}

void ScatterBackward3::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
  visitor.saved("dim", dim_);
  visitor.saved("index", index_);
  visitor.saved("value", value_);
  visitor.saved("reduce", reduce_);
  visitor.saved("result", result_);
}

TensorList ScatterReduceBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor self = self_.unpack();
  const auto& dim = dim_;
  Tensor index = index_.unpack();
  Tensor src = src_.unpack();
  const auto& reduce = reduce_;
  const auto& include_self = include_self_;
  Tensor result = result_.unpack(shared_from_this());
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad * scatter_reduce_self_weight(self, dim, index, src, reduce, include_self, result);
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = scatter_reduce_src_backward(grad, self, dim, index, src, reduce, include_self, result);
  }
  ++edge;
  return grad_inputs;
}

void ScatterReduceBackward0::release_variables() {
  self_.reset();
  index_.reset();
  src_.reset();
  result_.reset();
}

void ScatterReduceBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
  visitor.saved("dim", dim_);
  visitor.saved("index", index_);
  visitor.saved("src", src_);
  visitor.saved("reduce", reduce_);
  visitor.saved("include_self", include_self_);
  visitor.saved("result", result_);
}

}  // namespace yaten::autograd
