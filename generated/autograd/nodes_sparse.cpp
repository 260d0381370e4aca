// @generated from ops.yaml by codegen (template: nodes_family.cpp.j2). Do not edit.
// Backward formulas of the 'sparse' ops, from ops.yaml.
#include "generated/autograd/nodes_sparse.h"

#include "autograd/formula_helpers.h"
#include "autograd/function_support.h"
#include "autograd/tensor_operators.h"

namespace yaten::autograd {

TensorList EmbeddingGradScaleBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor scale = scale_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad * scale;
  }
  ++edge;
  return grad_inputs;
}

void EmbeddingGradScaleBackward0::release_variables() {
  scale_.reset();
}

void EmbeddingGradScaleBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("scale", scale_);
}

TensorList EmbeddingBagBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  Tensor weight = weight_.unpack();
  Tensor indices = indices_.unpack();
  Tensor offsets = offsets_.unpack();
  const auto& scale_grad_by_freq = scale_grad_by_freq_;
  const auto& mode = mode_;
  Tensor per_sample_weights = per_sample_weights_.unpack();
  const auto& include_last_offset = include_last_offset_;
  const auto& padding_idx = padding_idx_;
  Tensor result2 = result2_.unpack(shared_from_this());
  Tensor result3 = result3_.unpack(shared_from_this());
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = embedding_bag_backward_weight(grads[0], weight, indices, offsets, result2, result3, scale_grad_by_freq, mode, per_sample_weights, include_last_offset, padding_idx);
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = embedding_bag_backward_per_sample_weights(grads[0], weight, indices, offsets, include_last_offset, padding_idx);
  }
  ++edge;
  return grad_inputs;
}

void EmbeddingBagBackward0::release_variables() {
  weight_.reset();
  indices_.reset();
  offsets_.reset();
  per_sample_weights_.reset();
  result2_.reset();
  result3_.reset();
}

void EmbeddingBagBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("weight", weight_);
  visitor.saved("indices", indices_);
  visitor.saved("offsets", offsets_);
  visitor.saved("scale_grad_by_freq", scale_grad_by_freq_);
  visitor.saved("mode", mode_);
  visitor.saved("per_sample_weights", per_sample_weights_);
  visitor.saved("include_last_offset", include_last_offset_);
  visitor.saved("padding_idx", padding_idx_);
  visitor.saved("result2", result2_);
  visitor.saved("result3", result3_);
}

}  // namespace yaten::autograd
