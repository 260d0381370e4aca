// @generated from ops.yaml by codegen (template: nodes_family.cpp.j2). Do not edit.
// Backward formulas of the 'conv' ops, from ops.yaml.
#include "generated/autograd/nodes_conv.h"

#include <array>

#include "autograd/formula_helpers.h"
#include "autograd/function_support.h"
#include "autograd/tensor_operators.h"
#include "generated/autograd/ops/conv2d.h"
#include "generated/autograd/ops/conv2d_backward.h"
#include "generated/autograd/ops/conv2d_backward_input.h"
#include "generated/autograd/ops/conv2d_backward_weight.h"
#include "generated/autograd/ops/zeros_like.h"

namespace yaten::autograd {

TensorList Conv2DBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor input = input_.unpack();
  Tensor weight = weight_.unpack();
  const auto& stride = stride_;
  const auto& padding = padding_;
  const auto& dilation = dilation_;
  const auto& groups = groups_;
  TensorList grad_inputs(next_edges_.size());
  {
    const std::array<bool, 3> grad_input_mask{should_compute(*this, 0), should_compute(*this, 1), should_compute(*this, 2)};
    if (grad_input_mask[0] || grad_input_mask[1] || grad_input_mask[2]) {
      auto shared = conv2d_backward(grad, input, weight, stride, padding, dilation, groups, grad_input_mask[0], grad_input_mask[1], grad_input_mask[2]);
      if (grad_input_mask[0]) grad_inputs[0] = std::get<0>(shared);
      if (grad_input_mask[1]) grad_inputs[1] = std::get<1>(shared);
      if (grad_input_mask[2]) grad_inputs[2] = std::get<2>(shared);
    }
  }
  return grad_inputs;
}

void Conv2DBackward0::release_variables() {
  input_.reset();
  weight_.reset();
}

void Conv2DBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("input", input_);
  visitor.saved("weight", weight_);
  visitor.saved("stride", stride_);
  visitor.saved("padding", padding_);
  visitor.saved("dilation", dilation_);
  visitor.saved("groups", groups_);
}

TensorList Conv2DBackwardInputBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  const auto& weight_sizes = weight_sizes_;
  Tensor grad_output = grad_output_.unpack();
  Tensor weight = weight_.unpack();
  const auto& stride = stride_;
  const auto& padding = padding_;
  const auto& dilation = dilation_;
  const auto& groups = groups_;
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = conv2d(grad, weight, undefined_tensor(), stride, padding, dilation, groups);
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = conv2d_backward_weight(grad_output, grad, weight_sizes, stride, padding, dilation, groups);
  }
  ++edge;
  return grad_inputs;
}

void Conv2DBackwardInputBackward0::release_variables() {
  grad_output_.reset();
  weight_.reset();
}

void Conv2DBackwardInputBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("weight_sizes", weight_sizes_);
  visitor.saved("grad_output", grad_output_);
  visitor.saved("weight", weight_);
  visitor.saved("stride", stride_);
  visitor.saved("padding", padding_);
  visitor.saved("dilation", dilation_);
  visitor.saved("groups", groups_);
}

TensorList Conv2DBackwardWeightBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  const auto& input_sizes = input_sizes_;
  Tensor grad_output = grad_output_.unpack();
  Tensor input = input_.unpack();
  const auto& stride = stride_;
  const auto& padding = padding_;
  const auto& dilation = dilation_;
  const auto& groups = groups_;
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = conv2d(input, grad, undefined_tensor(), stride, padding, dilation, groups);
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = conv2d_backward_input(grad_output, grad, input_sizes, stride, padding, dilation, groups);
  }
  ++edge;
  return grad_inputs;
}

void Conv2DBackwardWeightBackward0::release_variables() {
  grad_output_.reset();
  input_.reset();
}

void Conv2DBackwardWeightBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("input_sizes", input_sizes_);
  visitor.saved("grad_output", grad_output_);
  visitor.saved("input", input_);
  visitor.saved("stride", stride_);
  visitor.saved("padding", padding_);
  visitor.saved("dilation", dilation_);
  visitor.saved("groups", groups_);
}

TensorList Conv2DBackwardBiasBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  const auto& grad_output_sizes = grad_output_sizes_;
  Tensor input = input_.unpack();
  Tensor weight = weight_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = conv_bias_expand(grad, grad_output_sizes);
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = zeros_like(input);
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = zeros_like(weight);
  }
  ++edge;
  return grad_inputs;
}

void Conv2DBackwardBiasBackward0::release_variables() {
  input_.reset();
  weight_.reset();
}

void Conv2DBackwardBiasBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("grad_output_sizes", grad_output_sizes_);
  visitor.saved("input", input_);
  visitor.saved("weight", weight_);
}

TensorList Conv2DBackwardBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  Tensor grad_output = grad_output_.unpack();
  Tensor input = input_.unpack();
  Tensor weight = weight_.unpack();
  const auto& stride = stride_;
  const auto& padding = padding_;
  const auto& dilation = dilation_;
  const auto& groups = groups_;
  TensorList grad_inputs(next_edges_.size());
  {
    const std::array<bool, 3> grad_input_mask{should_compute(*this, 0), should_compute(*this, 1), should_compute(*this, 2)};
    if (grad_input_mask[0] || grad_input_mask[1] || grad_input_mask[2]) {
      auto shared = conv2d_double_backward(grads[0], grads[1], grads[2], grad_output, input, weight, stride, padding, dilation, groups, grad_input_mask);
      if (grad_input_mask[0]) grad_inputs[0] = std::get<0>(shared);
      if (grad_input_mask[1]) grad_inputs[1] = std::get<1>(shared);
      if (grad_input_mask[2]) grad_inputs[2] = std::get<2>(shared);
    }
  }
  return grad_inputs;
}

void Conv2DBackwardBackward0::release_variables() {
  grad_output_.reset();
  input_.reset();
  weight_.reset();
}

void Conv2DBackwardBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("grad_output", grad_output_);
  visitor.saved("input", input_);
  visitor.saved("weight", weight_);
  visitor.saved("stride", stride_);
  visitor.saved("padding", padding_);
  visitor.saved("dilation", dilation_);
  visitor.saved("groups", groups_);
}

}  // namespace yaten::autograd
