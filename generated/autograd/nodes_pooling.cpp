// @generated from ops.yaml by codegen (template: nodes_family.cpp.j2). Do not edit.
// Backward formulas of the 'pooling' ops, from ops.yaml.
#include "generated/autograd/nodes_pooling.h"

#include "autograd/formula_helpers.h"
#include "autograd/function_support.h"
#include "autograd/tensor_operators.h"
#include "generated/autograd/ops/adaptive_avg_pool2d.h"
#include "generated/autograd/ops/adaptive_avg_pool2d_backward.h"
#include "generated/autograd/ops/avg_pool2d.h"
#include "generated/autograd/ops/avg_pool2d_backward.h"
#include "generated/autograd/ops/max_pool2d_backward.h"
#include "generated/autograd/ops/zeros_like.h"

namespace yaten::autograd {

TensorList MaxPool2DWithIndicesBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  Tensor input = input_.unpack();
  Tensor result1 = result1_.unpack(shared_from_this());
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = max_pool2d_backward(grads[0], input, result1);
  }
  ++edge;
  return grad_inputs;
}

void MaxPool2DWithIndicesBackward0::release_variables() {
  input_.reset();
  result1_.reset();
}

void MaxPool2DWithIndicesBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("input", input_);
  visitor.saved("result1", result1_);
}

TensorList MaxPool2DBackwardBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor indices = indices_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = max_pool2d_jvp(grad, indices);
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = zeros_like(grad);
  }
  ++edge;
  return grad_inputs;
}

void MaxPool2DBackwardBackward0::release_variables() {
  indices_.reset();
}

void MaxPool2DBackwardBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("indices", indices_);
}

TensorList AvgPool2DBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor input = input_.unpack();
  const auto& kernel_size = kernel_size_;
  const auto& stride = stride_;
  const auto& padding = padding_;
  const auto& ceil_mode = ceil_mode_;
  const auto& count_include_pad = count_include_pad_;
  const auto& divisor_override = divisor_override_;
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = avg_pool2d_backward(grad, input, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override);
  }
  ++edge;
  return grad_inputs;
}

void AvgPool2DBackward0::release_variables() {
  input_.reset();
}

void AvgPool2DBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("input", input_);
  visitor.saved("kernel_size", kernel_size_);
  visitor.saved("stride", stride_);
  visitor.saved("padding", padding_);
  visitor.saved("ceil_mode", ceil_mode_);
  visitor.saved("count_include_pad", count_include_pad_);
  visitor.saved("divisor_override", divisor_override_);
}

TensorList AvgPool2DBackwardBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  const auto& kernel_size = kernel_size_;
  const auto& stride = stride_;
  const auto& padding = padding_;
  const auto& ceil_mode = ceil_mode_;
  const auto& count_include_pad = count_include_pad_;
  const auto& divisor_override = divisor_override_;
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = avg_pool2d(grad, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override);
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = zeros_like(grad);
  }
  ++edge;
  return grad_inputs;
}

void AvgPool2DBackwardBackward0::release_variables() {
}

void AvgPool2DBackwardBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("kernel_size", kernel_size_);
  visitor.saved("stride", stride_);
  visitor.saved("padding", padding_);
  visitor.saved("ceil_mode", ceil_mode_);
  visitor.saved("count_include_pad", count_include_pad_);
  visitor.saved("divisor_override", divisor_override_);
}

TensorList AdaptiveAvgPool2DBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor input = input_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = adaptive_avg_pool2d_backward(grad, input);
  }
  ++edge;
  return grad_inputs;
}

void AdaptiveAvgPool2DBackward0::release_variables() {
  input_.reset();
}

void AdaptiveAvgPool2DBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("input", input_);
}

TensorList AdaptiveAvgPool2DBackwardBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  const auto& grad_output_sizes = grad_output_sizes_;
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = adaptive_avg_pool2d(grad, spatial_sizes(grad_output_sizes));
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = zeros_like(grad);
  }
  ++edge;
  return grad_inputs;
}

void AdaptiveAvgPool2DBackwardBackward0::release_variables() {
}

void AdaptiveAvgPool2DBackwardBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("grad_output_sizes", grad_output_sizes_);
}

TensorList AdaptiveMaxPool2DWithIndicesBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  Tensor input = input_.unpack();
  Tensor result1 = result1_.unpack(shared_from_this());
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = max_pool2d_backward(grads[0], input, result1);
  }
  ++edge;
  return grad_inputs;
}

void AdaptiveMaxPool2DWithIndicesBackward0::release_variables() {
  input_.reset();
  result1_.reset();
}

void AdaptiveMaxPool2DWithIndicesBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("input", input_);
  visitor.saved("result1", result1_);
}

}  // namespace yaten::autograd
