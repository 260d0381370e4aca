// @generated from ops.yaml by codegen (template: nodes_family.cpp.j2). Do not edit.
// Backward formulas of the 'normalization' ops, from ops.yaml.
#include "generated/autograd/nodes_normalization.h"

#include <array>

#include "autograd/formula_helpers.h"
#include "autograd/function_support.h"
#include "autograd/tensor_operators.h"
#include "generated/autograd/ops/batch_norm_backward.h"
#include "generated/autograd/ops/layer_norm_backward.h"
#include "generated/autograd/ops/native_batch_norm_backward.h"
#include "generated/autograd/ops/native_group_norm_backward.h"
#include "generated/autograd/ops/native_layer_norm_backward.h"

namespace yaten::autograd {

TensorList LayerNormBackwardBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor grad_output = grad_output_.unpack();
  Tensor input = input_.unpack();
  const auto& normalized_shape = normalized_shape_;
  Tensor weight = weight_.unpack();
  const auto& eps = eps_;
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = times_weight(layer_norm_backward(grad, input, normalized_shape, undefined_tensor(), eps), weight);
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = layer_norm_double_backward_input(grad, grad_output, input, normalized_shape, weight, eps);
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = sum_to(grad_output * layer_norm_backward(grad, input, normalized_shape, undefined_tensor(), eps), normalized_shape);
  }
  ++edge;
  return grad_inputs;
}

void LayerNormBackwardBackward0::release_variables() {
  grad_output_.reset();
  input_.reset();
  weight_.reset();
}

void LayerNormBackwardBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("grad_output", grad_output_);
  visitor.saved("input", input_);
  visitor.saved("normalized_shape", normalized_shape_);
  visitor.saved("weight", weight_);
  visitor.saved("eps", eps_);
}

TensorList NativeBatchNormBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor input = input_.unpack();
  Tensor mean = mean_.unpack();
  Tensor var = var_.unpack();
  Tensor weight = weight_.unpack();
  const auto& training = training_;
  const auto& eps = eps_;
  TensorList grad_inputs(next_edges_.size());
  {
    const std::array<bool, 3> grad_input_mask{should_compute(*this, 0), should_compute(*this, 1), should_compute(*this, 2)};
    if (grad_input_mask[0] || grad_input_mask[1] || grad_input_mask[2]) {
      auto shared = native_batch_norm_backward(grad, input, mean, var, weight, training, eps, grad_input_mask[0], grad_input_mask[1], grad_input_mask[2]);
      if (grad_input_mask[0]) grad_inputs[0] = std::get<0>(shared);
      if (grad_input_mask[1]) grad_inputs[1] = std::get<1>(shared);
      if (grad_input_mask[2]) grad_inputs[2] = std::get<2>(shared);
    }
  }
  return grad_inputs;
}

void NativeBatchNormBackward0::release_variables() {
  input_.reset();
  mean_.reset();
  var_.reset();
  weight_.reset();
}

void NativeBatchNormBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("input", input_);
  visitor.saved("mean", mean_);
  visitor.saved("var", var_);
  visitor.saved("weight", weight_);
  visitor.saved("training", training_);
  visitor.saved("eps", eps_);
}

TensorList BatchNormBackwardBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor grad_output = grad_output_.unpack();
  Tensor input = input_.unpack();
  Tensor mean = mean_.unpack();
  Tensor var = var_.unpack();
  Tensor weight = weight_.unpack();
  const auto& training = training_;
  const auto& eps = eps_;
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = batch_norm_backward(grad, input, mean, var, weight, training, eps);
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = batch_norm_double_backward_input(grad, grad_output, input, weight, training, eps);
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = sum_per_channel(grad_output * batch_norm_backward(grad, input, mean, var, undefined_tensor(), training, eps));
  }
  ++edge;
  return grad_inputs;
}

void BatchNormBackwardBackward0::release_variables() {
  grad_output_.reset();
  input_.reset();
  mean_.reset();
  var_.reset();
  weight_.reset();
}

void BatchNormBackwardBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("grad_output", grad_output_);
  visitor.saved("input", input_);
  visitor.saved("mean", mean_);
  visitor.saved("var", var_);
  visitor.saved("weight", weight_);
  visitor.saved("training", training_);
  visitor.saved("eps", eps_);
}

TensorList NativeLayerNormBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  Tensor input = input_.unpack();
  const auto& normalized_shape = normalized_shape_;
  Tensor weight = weight_.unpack();
  const auto& eps = eps_;
  Tensor mean = mean_.unpack(shared_from_this());
  Tensor rstd = rstd_.unpack(shared_from_this());
  TensorList grad_inputs(next_edges_.size());
  {
    const std::array<bool, 3> grad_input_mask{should_compute(*this, 0), should_compute(*this, 1), should_compute(*this, 2)};
    if (grad_input_mask[0] || grad_input_mask[1] || grad_input_mask[2]) {
      auto shared = native_layer_norm_backward(grads[0], input, normalized_shape, mean, rstd, weight, eps, grad_input_mask[0], grad_input_mask[1], grad_input_mask[2]);
      if (grad_input_mask[0]) grad_inputs[0] = std::get<0>(shared);
      if (grad_input_mask[1]) grad_inputs[1] = std::get<1>(shared);
      if (grad_input_mask[2]) grad_inputs[2] = std::get<2>(shared);
    }
  }
  return grad_inputs;
}

void NativeLayerNormBackward0::release_variables() {
  input_.reset();
  weight_.reset();
  mean_.reset();
  rstd_.reset();
}

void NativeLayerNormBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("input", input_);
  visitor.saved("normalized_shape", normalized_shape_);
  visitor.saved("weight", weight_);
  visitor.saved("eps", eps_);
  visitor.saved("mean", mean_);
  visitor.saved("rstd", rstd_);
}

TensorList NativeLayerNormBackwardBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  Tensor grad_out = grad_out_.unpack();
  Tensor input = input_.unpack();
  const auto& normalized_shape = normalized_shape_;
  Tensor weight = weight_.unpack();
  const auto& eps = eps_;
  TensorList grad_inputs(next_edges_.size());
  {
    const std::array<bool, 3> grad_input_mask{should_compute(*this, 0), should_compute(*this, 1), should_compute(*this, 2)};
    if (grad_input_mask[0] || grad_input_mask[1] || grad_input_mask[2]) {
      auto shared = layer_norm_double_backward(grads[0], grads[1], grads[2], grad_out, input, normalized_shape, weight, eps, grad_input_mask);
      if (grad_input_mask[0]) grad_inputs[0] = std::get<0>(shared);
      if (grad_input_mask[1]) grad_inputs[1] = std::get<1>(shared);
      if (grad_input_mask[2]) grad_inputs[2] = std::get<2>(shared);
    }
  }
  return grad_inputs;
}

void NativeLayerNormBackwardBackward0::release_variables() {
  grad_out_.reset();
  input_.reset();
  weight_.reset();
}

void NativeLayerNormBackwardBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("grad_out", grad_out_);
  visitor.saved("input", input_);
  visitor.saved("normalized_shape", normalized_shape_);
  visitor.saved("weight", weight_);
  visitor.saved("eps", eps_);
}

TensorList NativeBatchNormBackwardBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  Tensor grad_out = grad_out_.unpack();
  Tensor input = input_.unpack();
  Tensor mean = mean_.unpack();
  Tensor var = var_.unpack();
  Tensor weight = weight_.unpack();
  const auto& training = training_;
  const auto& eps = eps_;
  TensorList grad_inputs(next_edges_.size());
  {
    const std::array<bool, 3> grad_input_mask{should_compute(*this, 0), should_compute(*this, 1), should_compute(*this, 2)};
    if (grad_input_mask[0] || grad_input_mask[1] || grad_input_mask[2]) {
      auto shared = batch_norm_double_backward(grads[0], grads[1], grads[2], grad_out, input, mean, var, weight, training, eps, grad_input_mask);
      if (grad_input_mask[0]) grad_inputs[0] = std::get<0>(shared);
      if (grad_input_mask[1]) grad_inputs[1] = std::get<1>(shared);
      if (grad_input_mask[2]) grad_inputs[2] = std::get<2>(shared);
    }
  }
  return grad_inputs;
}

void NativeBatchNormBackwardBackward0::release_variables() {
  grad_out_.reset();
  input_.reset();
  mean_.reset();
  var_.reset();
  weight_.reset();
}

void NativeBatchNormBackwardBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("grad_out", grad_out_);
  visitor.saved("input", input_);
  visitor.saved("mean", mean_);
  visitor.saved("var", var_);
  visitor.saved("weight", weight_);
  visitor.saved("training", training_);
  visitor.saved("eps", eps_);
}

TensorList NativeGroupNormBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  Tensor input = input_.unpack();
  Tensor weight = weight_.unpack();
  const auto& num_groups = num_groups_;
  const auto& eps = eps_;
  Tensor mean = mean_.unpack(shared_from_this());
  Tensor rstd = rstd_.unpack(shared_from_this());
  TensorList grad_inputs(next_edges_.size());
  {
    const std::array<bool, 3> grad_input_mask{should_compute(*this, 0), should_compute(*this, 1), should_compute(*this, 2)};
    if (grad_input_mask[0] || grad_input_mask[1] || grad_input_mask[2]) {
      auto shared = native_group_norm_backward(grads[0], input, mean, rstd, weight, num_groups, eps, grad_input_mask[0], grad_input_mask[1], grad_input_mask[2]);
      if (grad_input_mask[0]) grad_inputs[0] = std::get<0>(shared);
      if (grad_input_mask[1]) grad_inputs[1] = std::get<1>(shared);
      if (grad_input_mask[2]) grad_inputs[2] = std::get<2>(shared);
    }
  }
  return grad_inputs;
}

void NativeGroupNormBackward0::release_variables() {
  input_.reset();
  weight_.reset();
  mean_.reset();
  rstd_.reset();
}

void NativeGroupNormBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("input", input_);
  visitor.saved("weight", weight_);
  visitor.saved("num_groups", num_groups_);
  visitor.saved("eps", eps_);
  visitor.saved("mean", mean_);
  visitor.saved("rstd", rstd_);
}

TensorList NativeGroupNormBackwardBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  Tensor grad_out = grad_out_.unpack();
  Tensor input = input_.unpack();
  Tensor weight = weight_.unpack();
  const auto& num_groups = num_groups_;
  const auto& eps = eps_;
  TensorList grad_inputs(next_edges_.size());
  {
    const std::array<bool, 3> grad_input_mask{should_compute(*this, 0), should_compute(*this, 1), should_compute(*this, 2)};
    if (grad_input_mask[0] || grad_input_mask[1] || grad_input_mask[2]) {
      auto shared = group_norm_double_backward(grads[0], grads[1], grads[2], grad_out, input, num_groups, weight, eps, grad_input_mask);
      if (grad_input_mask[0]) grad_inputs[0] = std::get<0>(shared);
      if (grad_input_mask[1]) grad_inputs[1] = std::get<1>(shared);
      if (grad_input_mask[2]) grad_inputs[2] = std::get<2>(shared);
    }
  }
  return grad_inputs;
}

void NativeGroupNormBackwardBackward0::release_variables() {
  grad_out_.reset();
  input_.reset();
  weight_.reset();
}

void NativeGroupNormBackwardBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("grad_out", grad_out_);
  visitor.saved("input", input_);
  visitor.saved("weight", weight_);
  visitor.saved("num_groups", num_groups_);
  visitor.saved("eps", eps_);
}

}  // namespace yaten::autograd
