// @generated from ops.yaml by codegen (template: nodes_family.cpp.j2). Do not edit.
// Backward formulas of the 'shape' ops, from ops.yaml.
#include "generated/autograd/nodes_shape.h"

#include "autograd/formula_helpers.h"
#include "autograd/function_support.h"
#include "autograd/tensor_operators.h"
#include "generated/autograd/ops/as_strided_backward.h"
#include "generated/autograd/ops/cat.h"
#include "generated/autograd/ops/diagonal.h"
#include "generated/autograd/ops/diagonal_backward.h"
#include "generated/autograd/ops/flip.h"
#include "generated/autograd/ops/permute.h"
#include "generated/autograd/ops/reshape.h"
#include "generated/autograd/ops/select.h"
#include "generated/autograd/ops/select_backward.h"
#include "generated/autograd/ops/slice.h"
#include "generated/autograd/ops/slice_backward.h"
#include "generated/autograd/ops/squeeze.h"
#include "generated/autograd/ops/stack.h"
#include "generated/autograd/ops/t.h"
#include "generated/autograd/ops/transpose.h"
#include "generated/autograd/ops/tril.h"
#include "generated/autograd/ops/triu.h"
#include "generated/autograd/ops/unfold_backward.h"

namespace yaten::autograd {

TensorList ViewBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  const auto& self_sizes = self_sizes_;
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = reshape(grad, self_sizes);
  }
  ++edge;
  return grad_inputs;
}

void ViewBackward0::release_variables() {
}

void ViewBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self_sizes", self_sizes_);
}

TensorList ReshapeBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  const auto& self_sizes = self_sizes_;
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = reshape(grad, self_sizes);
  }
  ++edge;
  return grad_inputs;
}

void ReshapeBackward0::release_variables() {
}

void ReshapeBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self_sizes", self_sizes_);
}

TensorList PermuteBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  const auto& dims = dims_;
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = permute(grad, inverse_permutation(dims));
  }
  ++edge;
  return grad_inputs;
}

void PermuteBackward0::release_variables() {
}

void PermuteBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("dims", dims_);
}

TensorList TransposeBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  const auto& dim0 = dim0_;
  const auto& dim1 = dim1_;
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = transpose(grad, dim0, dim1);
  }
  ++edge;
  return grad_inputs;
}

void TransposeBackward0::release_variables() {
}

void TransposeBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("dim0", dim0_);
  visitor.saved("dim1", dim1_);
}

TensorList TBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = t(grad);
  }
  ++edge;
  return grad_inputs;
}

void TBackward0::release_variables() {
}

void TBackward0::visit_saved(SavedValueVisitor& visitor) const {
  (void)visitor;
}

TensorList SqueezeBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  const auto& self_sizes = self_sizes_;
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = reshape(grad, self_sizes);
  }
  ++edge;
  return grad_inputs;
}

void SqueezeBackward0::release_variables() {
}

void SqueezeBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self_sizes", self_sizes_);
}

TensorList UnsqueezeBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  const auto& dim = dim_;
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = squeeze(grad, dim);
  }
  ++edge;
  return grad_inputs;
}

void UnsqueezeBackward0::release_variables() {
}

void UnsqueezeBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("dim", dim_);
}

TensorList ExpandBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  const auto& self_sizes = self_sizes_;
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = sum_to(grad, self_sizes);
  }
  ++edge;
  return grad_inputs;
}

void ExpandBackward0::release_variables() {
}

void ExpandBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self_sizes", self_sizes_);
}

TensorList SliceBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  const auto& self_sizes = self_sizes_;
  const auto& dim = dim_;
  const auto& start = start_;
  const auto& end = end_;
  const auto& step = step_;
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = slice_backward(grad, self_sizes, dim, start, end, step);
  }
  ++edge;
  return grad_inputs;
}

void SliceBackward0::release_variables() {
}

void SliceBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self_sizes", self_sizes_);
  visitor.saved("dim", dim_);
  visitor.saved("start", start_);
  visitor.saved("end", end_);
  visitor.saved("step", step_);
}

TensorList SliceBackwardBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  const auto& dim = dim_;
  const auto& start = start_;
  const auto& end = end_;
  const auto& step = step_;
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = slice(grad, dim, start, end, step);
  }
  ++edge;
  return grad_inputs;
}

void SliceBackwardBackward0::release_variables() {
}

void SliceBackwardBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("dim", dim_);
  visitor.saved("start", start_);
  visitor.saved("end", end_);
  visitor.saved("step", step_);
}

TensorList SelectBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  const auto& self_sizes = self_sizes_;
  const auto& dim = dim_;
  const auto& index = index_;
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = select_backward(grad, self_sizes, dim, index);
  }
  ++edge;
  return grad_inputs;
}

void SelectBackward0::release_variables() {
}

void SelectBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self_sizes", self_sizes_);
  visitor.saved("dim", dim_);
  visitor.saved("index", index_);
}

TensorList SelectBackwardBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  const auto& dim = dim_;
  const auto& index = index_;
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = select(grad, dim, index);
  }
  ++edge;
  return grad_inputs;
}

void SelectBackwardBackward0::release_variables() {
}

void SelectBackwardBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("dim", dim_);
  visitor.saved("index", index_);
}

TensorList CatBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  const auto& tensors_sizes = tensors_sizes_;
  const auto& dim = dim_;
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (any_should_compute(*this, edge, tensors_size_)) {
    TensorList parts = cat_backward(grad, tensors_sizes, dim);
    for (size_t k = 0; k < tensors_size_; ++k) grad_inputs[edge + k] = parts[k];
  }
  edge += tensors_size_;
  return grad_inputs;
}

void CatBackward0::release_variables() {
}

void CatBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("tensors_sizes", tensors_sizes_);
  visitor.saved("dim", dim_);
}

TensorList SplitBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const auto& dim = dim_;
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = cat(grads, dim);
  }
  ++edge;
  return grad_inputs;
}

void SplitBackward0::release_variables() {
}

void SplitBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("dim", dim_);
}

TensorList CloneBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad;
  }
  ++edge;
  return grad_inputs;
}

void CloneBackward0::release_variables() {
}

void CloneBackward0::visit_saved(SavedValueVisitor& visitor) const {
  (void)visitor;
}

TensorList AliasBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad;
  }
  ++edge;
  return grad_inputs;
}

void AliasBackward0::release_variables() {
}

void AliasBackward0::visit_saved(SavedValueVisitor& visitor) const {
  (void)visitor;
}

TensorList ToBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad;
  }
  ++edge;
  return grad_inputs;
}

void ToBackward0::release_variables() {
}

void ToBackward0::visit_saved(SavedValueVisitor& visitor) const {
  (void)visitor;
}

TensorList FlipBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  const auto& dims = dims_;
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = flip(grad, dims);
  }
  ++edge;
  return grad_inputs;
}

void FlipBackward0::release_variables() {
}

void FlipBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("dims", dims_);
}

TensorList RepeatBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  const auto& self_sizes = self_sizes_;
  const auto& repeats = repeats_;
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = repeat_backward(grad, repeats, self_sizes);
  }
  ++edge;
  return grad_inputs;
}

void RepeatBackward0::release_variables() {
}

void RepeatBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self_sizes", self_sizes_);
  visitor.saved("repeats", repeats_);
}

TensorList TrilBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  const auto& diagonal = diagonal_;
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = tril(grad, diagonal);
  }
  ++edge;
  return grad_inputs;
}

void TrilBackward0::release_variables() {
}

void TrilBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("diagonal", diagonal_);
}

TensorList TriuBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  const auto& diagonal = diagonal_;
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = triu(grad, diagonal);
  }
  ++edge;
  return grad_inputs;
}

void TriuBackward0::release_variables() {
}

void TriuBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("diagonal", diagonal_);
}

TensorList UnbindBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const auto& dim = dim_;
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = stack(grads, dim);
  }
  ++edge;
  return grad_inputs;
}

void UnbindBackward0::release_variables() {
}

void UnbindBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("dim", dim_);
}

TensorList DiagonalBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  const auto& self_sizes = self_sizes_;
  const auto& offset = offset_;
  const auto& dim1 = dim1_;
  const auto& dim2 = dim2_;
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = diagonal_backward(grad, self_sizes, offset, dim1, dim2);
  }
  ++edge;
  return grad_inputs;
}

void DiagonalBackward0::release_variables() {
}

void DiagonalBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self_sizes", self_sizes_);
  visitor.saved("offset", offset_);
  visitor.saved("dim1", dim1_);
  visitor.saved("dim2", dim2_);
}

TensorList DiagonalBackwardBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  const auto& offset = offset_;
  const auto& dim1 = dim1_;
  const auto& dim2 = dim2_;
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = diagonal(grad, offset, dim1, dim2);
  }
  ++edge;
  return grad_inputs;
}

void DiagonalBackwardBackward0::release_variables() {
}

void DiagonalBackwardBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("offset", offset_);
  visitor.saved("dim1", dim1_);
  visitor.saved("dim2", dim2_);
}

TensorList AsStridedBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  const auto& self_sizes = self_sizes_;
  const auto& self_strides = self_strides_;
  Tensor self = self_.unpack();
  const auto& size = size_;
  const auto& stride = stride_;
  const auto& storage_offset = storage_offset_;
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = as_strided_backward(grad, self_sizes, self_strides, self.storage_offset(), size, stride, storage_offset);
  }
  ++edge;
  return grad_inputs;
}

void AsStridedBackward0::release_variables() {
  self_.reset();
}

void AsStridedBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self_sizes", self_sizes_);
  visitor.saved("self_strides", self_strides_);
  visitor.saved("self", self_);
  visitor.saved("size", size_);
  visitor.saved("stride", stride_);
  visitor.saved("storage_offset", storage_offset_);
}

TensorList UnfoldBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  const auto& self_sizes = self_sizes_;
  const auto& dimension = dimension_;
  const auto& size = size_;
  const auto& step = step_;
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = unfold_backward(grad, self_sizes, dimension, size, step);
  }
  ++edge;
  return grad_inputs;
}

void UnfoldBackward0::release_variables() {
}

void UnfoldBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self_sizes", self_sizes_);
  visitor.saved("dimension", dimension_);
  visitor.saved("size", size_);
  visitor.saved("step", step_);
}

TensorList SplitWithSizesBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const auto& dim = dim_;
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = cat(grads, dim);
  }
  ++edge;
  return grad_inputs;
}

void SplitWithSizesBackward0::release_variables() {
}

void SplitWithSizesBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("dim", dim_);
}

TensorList UnsafeSplitBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const auto& dim = dim_;
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = cat(grads, dim);
  }
  ++edge;
  return grad_inputs;
}

void UnsafeSplitBackward0::release_variables() {
}

void UnsafeSplitBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("dim", dim_);
}

TensorList UnsafeSplitWithSizesBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const auto& dim = dim_;
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = cat(grads, dim);
  }
  ++edge;
  return grad_inputs;
}

void UnsafeSplitWithSizesBackward0::release_variables() {
}

void UnsafeSplitWithSizesBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("dim", dim_);
}

}  // namespace yaten::autograd
