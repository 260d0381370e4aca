// @generated from ops.yaml by codegen (template: nodes_family.cpp.j2). Do not edit.
// Backward formulas of the 'activation' ops, from ops.yaml.
#include "generated/autograd/nodes_activation.h"

#include "autograd/formula_helpers.h"
#include "autograd/function_support.h"
#include "autograd/tensor_operators.h"
#include "generated/autograd/ops/abs.h"
#include "generated/autograd/ops/elu_backward.h"
#include "generated/autograd/ops/exp.h"
#include "generated/autograd/ops/gelu_backward.h"
#include "generated/autograd/ops/gt.h"
#include "generated/autograd/ops/hardsigmoid_backward.h"
#include "generated/autograd/ops/hardswish_backward.h"
#include "generated/autograd/ops/hardtanh_backward.h"
#include "generated/autograd/ops/leaky_relu_backward.h"
#include "generated/autograd/ops/lt.h"
#include "generated/autograd/ops/shrink_backward.h"
#include "generated/autograd/ops/sigmoid.h"
#include "generated/autograd/ops/silu_backward.h"
#include "generated/autograd/ops/softplus.h"
#include "generated/autograd/ops/softplus_backward.h"
#include "generated/autograd/ops/square.h"
#include "generated/autograd/ops/tanh.h"
#include "generated/autograd/ops/threshold_backward.h"
#include "generated/autograd/ops/where.h"
#include "generated/autograd/ops/zeros_like.h"

namespace yaten::autograd {

TensorList GeluBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor input = input_.unpack();
  const auto& approximate = approximate_;
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = gelu_backward(grad, input, approximate);
  }
  ++edge;
  return grad_inputs;
}

void GeluBackward0::release_variables() {
  input_.reset();
}

void GeluBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("input", input_);
  visitor.saved("approximate", approximate_);
}

TensorList SiluBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor input = input_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = silu_backward(grad, input);
  }
  ++edge;
  return grad_inputs;
}

void SiluBackward0::release_variables() {
  input_.reset();
}

void SiluBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("input", input_);
}

TensorList GeluBackwardBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor grad_output = grad_output_.unpack();
  Tensor self = self_.unpack();
  const auto& approximate = approximate_;
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = gelu_backward(grad, self, approximate);
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad * grad_output * gelu_second_derivative(self, approximate);
  }
  ++edge;
  return grad_inputs;
}

void GeluBackwardBackward0::release_variables() {
  grad_output_.reset();
  self_.reset();
}

void GeluBackwardBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("grad_output", grad_output_);
  visitor.saved("self", self_);
  visitor.saved("approximate", approximate_);
}

TensorList SiluBackwardBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor grad_output = grad_output_.unpack();
  Tensor self = self_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = silu_backward(grad, self);
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad * grad_output * silu_second_derivative(self);
  }
  ++edge;
  return grad_inputs;
}

void SiluBackwardBackward0::release_variables() {
  grad_output_.reset();
  self_.reset();
}

void SiluBackwardBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("grad_output", grad_output_);
  visitor.saved("self", self_);
}

TensorList LeakyReluBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor self = self_.unpack();
  const auto& negative_slope = negative_slope_;
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = leaky_relu_backward(grad, self, negative_slope);
  }
  ++edge;
  return grad_inputs;
}

void LeakyReluBackward0::release_variables() {
  self_.reset();
}

void LeakyReluBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
  visitor.saved("negative_slope", negative_slope_);
}

TensorList EluBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor self = self_.unpack();
  const auto& alpha = alpha_;
  const auto& scale = scale_;
  const auto& input_scale = input_scale_;
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = elu_backward(grad, self, alpha, scale, input_scale);
  }
  ++edge;
  return grad_inputs;
}

void EluBackward0::release_variables() {
  self_.reset();
}

void EluBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
  visitor.saved("alpha", alpha_);
  visitor.saved("scale", scale_);
  visitor.saved("input_scale", input_scale_);
}

TensorList HardtanhBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor self = self_.unpack();
  const auto& min_val = min_val_;
  const auto& max_val = max_val_;
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = hardtanh_backward(grad, self, min_val, max_val);
  }
  ++edge;
  return grad_inputs;
}

void HardtanhBackward0::release_variables() {
  self_.reset();
}

void HardtanhBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
  visitor.saved("min_val", min_val_);
  visitor.saved("max_val", max_val_);
}

TensorList HardsigmoidBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor self = self_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = hardsigmoid_backward(grad, self);
  }
  ++edge;
  return grad_inputs;
}

void HardsigmoidBackward0::release_variables() {
  self_.reset();
}

void HardsigmoidBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
}

TensorList HardswishBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor self = self_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = hardswish_backward(grad, self);
  }
  ++edge;
  return grad_inputs;
}

void HardswishBackward0::release_variables() {
  self_.reset();
}

void HardswishBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
}

TensorList SoftplusBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor self = self_.unpack();
  const auto& beta = beta_;
  const auto& threshold = threshold_;
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = softplus_backward(grad, self, beta, threshold);
  }
  ++edge;
  return grad_inputs;
}

void SoftplusBackward0::release_variables() {
  self_.reset();
}

void SoftplusBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
  visitor.saved("beta", beta_);
  visitor.saved("threshold", threshold_);
}

TensorList MishBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor self = self_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad * (tanh(softplus(self, 1, 20)) + self * sigmoid(self) * (1 - square(tanh(softplus(self, 1, 20)))));
  }
  ++edge;
  return grad_inputs;
}

void MishBackward0::release_variables() {
  self_.reset();
}

void MishBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
}

TensorList LogsigmoidBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor self = self_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad * sigmoid(-self);
  }
  ++edge;
  return grad_inputs;
}

void LogsigmoidBackward0::release_variables() {
  self_.reset();
}

void LogsigmoidBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
}

TensorList SoftshrinkBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor self = self_.unpack();
  const auto& lambd = lambd_;
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = shrink_backward(grad, self, lambd);
  }
  ++edge;
  return grad_inputs;
}

void SoftshrinkBackward0::release_variables() {
  self_.reset();
}

void SoftshrinkBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
  visitor.saved("lambd", lambd_);
}

TensorList HardshrinkBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor self = self_.unpack();
  const auto& lambd = lambd_;
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = shrink_backward(grad, self, lambd);
  }
  ++edge;
  return grad_inputs;
}

void HardshrinkBackward0::release_variables() {
  self_.reset();
}

void HardshrinkBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
  visitor.saved("lambd", lambd_);
}

TensorList ThresholdBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor self = self_.unpack();
  const auto& threshold = threshold_;
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = threshold_backward(grad, self, threshold);
  }
  ++edge;
  return grad_inputs;
}

void ThresholdBackward0::release_variables() {
  self_.reset();
}

void ThresholdBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
  visitor.saved("threshold", threshold_);
}

TensorList LeakyReluBackwardBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor self = self_.unpack();
  const auto& negative_slope = negative_slope_;
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = leaky_relu_backward(grad, self, negative_slope);
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = zeros_like(grad);
  }
  ++edge;
  return grad_inputs;
}

void LeakyReluBackwardBackward0::release_variables() {
  self_.reset();
}

void LeakyReluBackwardBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
  visitor.saved("negative_slope", negative_slope_);
}

TensorList HardtanhBackwardBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor self = self_.unpack();
  const auto& min_val = min_val_;
  const auto& max_val = max_val_;
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = hardtanh_backward(grad, self, min_val, max_val);
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = zeros_like(grad);
  }
  ++edge;
  return grad_inputs;
}

void HardtanhBackwardBackward0::release_variables() {
  self_.reset();
}

void HardtanhBackwardBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
  visitor.saved("min_val", min_val_);
  visitor.saved("max_val", max_val_);
}

TensorList HardsigmoidBackwardBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor self = self_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = hardsigmoid_backward(grad, self);
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = zeros_like(grad);
  }
  ++edge;
  return grad_inputs;
}

void HardsigmoidBackwardBackward0::release_variables() {
  self_.reset();
}

void HardsigmoidBackwardBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
}

TensorList ShrinkBackwardBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor self = self_.unpack();
  const auto& lambd = lambd_;
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = shrink_backward(grad, self, lambd);
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = zeros_like(grad);
  }
  ++edge;
  return grad_inputs;
}

void ShrinkBackwardBackward0::release_variables() {
  self_.reset();
}

void ShrinkBackwardBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
  visitor.saved("lambd", lambd_);
}

TensorList EluBackwardBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor grad_output = grad_output_.unpack();
  Tensor self = self_.unpack();
  const auto& alpha = alpha_;
  const auto& scale = scale_;
  const auto& input_scale = input_scale_;
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = elu_backward(grad, self, alpha, scale, input_scale);
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = where(gt(self, 0), zeros_like(grad), grad * grad_output * scale * alpha * input_scale * input_scale * exp(self * input_scale));
  }
  ++edge;
  return grad_inputs;
}

void EluBackwardBackward0::release_variables() {
  grad_output_.reset();
  self_.reset();
}

void EluBackwardBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("grad_output", grad_output_);
  visitor.saved("self", self_);
  visitor.saved("alpha", alpha_);
  visitor.saved("scale", scale_);
  visitor.saved("input_scale", input_scale_);
}

TensorList HardswishBackwardBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor grad_output = grad_output_.unpack();
  Tensor self = self_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = hardswish_backward(grad, self);
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = where(lt(abs(self), 3), grad * grad_output / 3, zeros_like(grad));
  }
  ++edge;
  return grad_inputs;
}

void HardswishBackwardBackward0::release_variables() {
  grad_output_.reset();
  self_.reset();
}

void HardswishBackwardBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("grad_output", grad_output_);
  visitor.saved("self", self_);
}

TensorList SoftplusBackwardBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor grad_output = grad_output_.unpack();
  Tensor self = self_.unpack();
  const auto& beta = beta_;
  const auto& threshold = threshold_;
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = softplus_backward(grad, self, beta, threshold);
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = where(gt(self * beta, threshold), zeros_like(grad), grad * grad_output * beta * sigmoid(self * beta) * (1 - sigmoid(self * beta)));
  }
  ++edge;
  return grad_inputs;
}

void SoftplusBackwardBackward0::release_variables() {
  grad_output_.reset();
  self_.reset();
}

void SoftplusBackwardBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("grad_output", grad_output_);
  visitor.saved("self", self_);
  visitor.saved("beta", beta_);
  visitor.saved("threshold", threshold_);
}

}  // namespace yaten::autograd
