// @generated from ops.yaml by codegen (template: nodes_family.cpp.j2). Do not edit.
// Backward formulas of the 'upsampling' ops, from ops.yaml.
#include "generated/autograd/nodes_upsampling.h"

#include "autograd/formula_helpers.h"
#include "autograd/function_support.h"
#include "autograd/tensor_operators.h"
#include "generated/autograd/ops/upsample_bicubic.h"
#include "generated/autograd/ops/upsample_bicubic_backward.h"
#include "generated/autograd/ops/upsample_linear.h"
#include "generated/autograd/ops/upsample_linear_backward.h"
#include "generated/autograd/ops/upsample_nearest.h"
#include "generated/autograd/ops/upsample_nearest_backward.h"

namespace yaten::autograd {

TensorList UpsampleNearestBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  const auto& self_sizes = self_sizes_;
  const auto& output_size = output_size_;
  const auto& scales_d = scales_d_;
  const auto& scales_h = scales_h_;
  const auto& scales_w = scales_w_;
  const auto& exact = exact_;
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = upsample_nearest_backward(grad, output_size, self_sizes, scales_d, scales_h, scales_w, exact);
  }
  ++edge;
  return grad_inputs;
}

void UpsampleNearestBackward0::release_variables() {
}

void UpsampleNearestBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self_sizes", self_sizes_);
  visitor.saved("output_size", output_size_);
  visitor.saved("scales_d", scales_d_);
  visitor.saved("scales_h", scales_h_);
  visitor.saved("scales_w", scales_w_);
  visitor.saved("exact", exact_);
}

TensorList UpsampleLinearBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  const auto& self_sizes = self_sizes_;
  const auto& output_size = output_size_;
  const auto& align_corners = align_corners_;
  const auto& scales_d = scales_d_;
  const auto& scales_h = scales_h_;
  const auto& scales_w = scales_w_;
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = upsample_linear_backward(grad, output_size, self_sizes, align_corners, scales_d, scales_h, scales_w);
  }
  ++edge;
  return grad_inputs;
}

void UpsampleLinearBackward0::release_variables() {
}

void UpsampleLinearBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self_sizes", self_sizes_);
  visitor.saved("output_size", output_size_);
  visitor.saved("align_corners", align_corners_);
  visitor.saved("scales_d", scales_d_);
  visitor.saved("scales_h", scales_h_);
  visitor.saved("scales_w", scales_w_);
}

TensorList UpsampleBicubicBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  const auto& self_sizes = self_sizes_;
  const auto& output_size = output_size_;
  const auto& align_corners = align_corners_;
  const auto& scales_d = scales_d_;
  const auto& scales_h = scales_h_;
  const auto& scales_w = scales_w_;
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = upsample_bicubic_backward(grad, output_size, self_sizes, align_corners, scales_d, scales_h, scales_w);
  }
  ++edge;
  return grad_inputs;
}

void UpsampleBicubicBackward0::release_variables() {
}

void UpsampleBicubicBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self_sizes", self_sizes_);
  visitor.saved("output_size", output_size_);
  visitor.saved("align_corners", align_corners_);
  visitor.saved("scales_d", scales_d_);
  visitor.saved("scales_h", scales_h_);
  visitor.saved("scales_w", scales_w_);
}

TensorList UpsampleNearestBackwardBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  const auto& output_size = output_size_;
  const auto& scales_d = scales_d_;
  const auto& scales_h = scales_h_;
  const auto& scales_w = scales_w_;
  const auto& exact = exact_;
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = upsample_nearest(grad, output_size, scales_d, scales_h, scales_w, exact);
  }
  ++edge;
  return grad_inputs;
}

void UpsampleNearestBackwardBackward0::release_variables() {
}

void UpsampleNearestBackwardBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("output_size", output_size_);
  visitor.saved("scales_d", scales_d_);
  visitor.saved("scales_h", scales_h_);
  visitor.saved("scales_w", scales_w_);
  visitor.saved("exact", exact_);
}

TensorList UpsampleLinearBackwardBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  const auto& output_size = output_size_;
  const auto& align_corners = align_corners_;
  const auto& scales_d = scales_d_;
  const auto& scales_h = scales_h_;
  const auto& scales_w = scales_w_;
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = upsample_linear(grad, output_size, align_corners, scales_d, scales_h, scales_w);
  }
  ++edge;
  return grad_inputs;
}

void UpsampleLinearBackwardBackward0::release_variables() {
}

void UpsampleLinearBackwardBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("output_size", output_size_);
  visitor.saved("align_corners", align_corners_);
  visitor.saved("scales_d", scales_d_);
  visitor.saved("scales_h", scales_h_);
  visitor.saved("scales_w", scales_w_);
}

TensorList UpsampleBicubicBackwardBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  const auto& output_size = output_size_;
  const auto& align_corners = align_corners_;
  const auto& scales_d = scales_d_;
  const auto& scales_h = scales_h_;
  const auto& scales_w = scales_w_;
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = upsample_bicubic(grad, output_size, align_corners, scales_d, scales_h, scales_w);
  }
  ++edge;
  return grad_inputs;
}

void UpsampleBicubicBackwardBackward0::release_variables() {
}

void UpsampleBicubicBackwardBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("output_size", output_size_);
  visitor.saved("align_corners", align_corners_);
  visitor.saved("scales_d", scales_d_);
  visitor.saved("scales_h", scales_h_);
  visitor.saved("scales_w", scales_w_);
}

}  // namespace yaten::autograd
