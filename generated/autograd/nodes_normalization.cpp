// @generated from ops.yaml by codegen (template: nodes_family.cpp.j2). Do not edit.
// Backward formulas of the 'normalization' ops, from ops.yaml.
#include "generated/autograd/nodes_normalization.h"

#include "autograd/formula_helpers.h"
#include "autograd/function_support.h"
#include "autograd/tensor_operators.h"
#include "generated/autograd/ops/batch_norm_backward.h"
#include "generated/autograd/ops/batch_norm_backward_weight.h"
#include "generated/autograd/ops/batch_norm_with_stats.h"
#include "generated/autograd/ops/layer_norm.h"
#include "generated/autograd/ops/layer_norm_backward.h"
#include "generated/autograd/ops/layer_norm_backward_weight.h"

namespace yaten::autograd {

TensorList LayerNormBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  const auto& eps = eps_;
  Tensor input = input_.unpack();
  const auto& normalized_shape = normalized_shape_;
  Tensor weight = weight_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = layer_norm_backward(grad, input, normalized_shape, weight, eps);
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = layer_norm_backward_weight(grad, input, normalized_shape, eps);
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = sum_to(grad, normalized_shape);
  }
  ++edge;
  return grad_inputs;
}

void LayerNormBackward0::release_variables() {
  input_.reset();
  weight_.reset();
}

TensorList LayerNormBackwardBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  const auto& eps = eps_;
  Tensor input = input_.unpack();
  const auto& normalized_shape = normalized_shape_;
  Tensor weight = weight_.unpack();
  Tensor grad_output = grad_output_.unpack();
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
  input_.reset();
  weight_.reset();
  grad_output_.reset();
}

TensorList LayerNormBackwardWeightBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  const auto& eps = eps_;
  Tensor input = input_.unpack();
  const auto& normalized_shape = normalized_shape_;
  Tensor grad_output = grad_output_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad * layer_norm(input, normalized_shape, undefined_tensor(), undefined_tensor(), eps);
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = layer_norm_backward(grad_output * grad, input, normalized_shape, undefined_tensor(), eps);
  }
  ++edge;
  return grad_inputs;
}

void LayerNormBackwardWeightBackward0::release_variables() {
  input_.reset();
  grad_output_.reset();
}

TensorList BatchNormWithStatsBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  const auto& eps = eps_;
  Tensor input = input_.unpack();
  Tensor mean = mean_.unpack();
  const auto& training = training_;
  Tensor var = var_.unpack();
  Tensor weight = weight_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = batch_norm_backward(grad, input, mean, var, weight, training, eps);
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = batch_norm_backward_weight(grad, input, mean, var, training, eps);
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = sum_per_channel(grad);
  }
  ++edge;
  return grad_inputs;
}

void BatchNormWithStatsBackward0::release_variables() {
  input_.reset();
  mean_.reset();
  var_.reset();
  weight_.reset();
}

TensorList BatchNormBackwardBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  const auto& eps = eps_;
  Tensor input = input_.unpack();
  Tensor mean = mean_.unpack();
  const auto& training = training_;
  Tensor var = var_.unpack();
  Tensor weight = weight_.unpack();
  Tensor grad_output = grad_output_.unpack();
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
  input_.reset();
  mean_.reset();
  var_.reset();
  weight_.reset();
  grad_output_.reset();
}

TensorList BatchNormBackwardWeightBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  const auto& input_dim = input_dim_;
  const auto& eps = eps_;
  Tensor input = input_.unpack();
  Tensor mean = mean_.unpack();
  const auto& training = training_;
  Tensor var = var_.unpack();
  Tensor grad_output = grad_output_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = channel_view(grad, input_dim) * batch_norm_with_stats(input, mean, var, undefined_tensor(), undefined_tensor(), training, eps);
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = batch_norm_backward(grad_output * channel_view(grad, input_dim), input, mean, var, undefined_tensor(), training, eps);
  }
  ++edge;
  return grad_inputs;
}

void BatchNormBackwardWeightBackward0::release_variables() {
  input_.reset();
  mean_.reset();
  var_.reset();
  grad_output_.reset();
}

}  // namespace yaten::autograd
