// @generated from ops.yaml by codegen (template: nodes_family.cpp.j2). Do not edit.
// Backward formulas of the 'shape' ops, from ops.yaml.
#include "generated/autograd/nodes_shape.h"

#include "autograd/formula_helpers.h"
#include "autograd/function_support.h"
#include "autograd/tensor_operators.h"
#include "generated/autograd/ops/as_strided_backward.h"
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

TensorList SliceBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  const auto& self_sizes = self_sizes_;
  const auto& dim = dim_;
  const auto& end = end_;
  const auto& start = start_;
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

TensorList SliceBackwardBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  const auto& dim = dim_;
  const auto& end = end_;
  const auto& start = start_;
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

TensorList DiagonalBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  const auto& self_sizes = self_sizes_;
  const auto& dim1 = dim1_;
  const auto& dim2 = dim2_;
  const auto& offset = offset_;
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

TensorList DiagonalBackwardBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  const auto& dim1 = dim1_;
  const auto& dim2 = dim2_;
  const auto& offset = offset_;
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

TensorList AsStridedBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  const auto& self_sizes = self_sizes_;
  Tensor self = self_.unpack();
  const auto& size = size_;
  const auto& storage_offset = storage_offset_;
  const auto& stride = stride_;
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = as_strided_backward(grad, self_sizes, self.strides(), self.storage_offset(), size, stride, storage_offset);
  }
  ++edge;
  return grad_inputs;
}

void AsStridedBackward0::release_variables() {
  self_.reset();
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

}  // namespace yaten::autograd
