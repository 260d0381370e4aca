// @generated from ops.yaml by codegen (template: nodes_family.cpp.j2). Do not edit.
// Backward formulas of the 'binary' ops, from ops.yaml.
#include "generated/autograd/nodes_binary.h"

#include "autograd/formula_helpers.h"
#include "autograd/function_support.h"
#include "autograd/tensor_operators.h"
#include "generated/autograd/ops/eq.h"
#include "generated/autograd/ops/floor.h"
#include "generated/autograd/ops/gt.h"
#include "generated/autograd/ops/lt.h"
#include "generated/autograd/ops/threshold_backward.h"
#include "generated/autograd/ops/trunc.h"
#include "generated/autograd/ops/zeros_like.h"

namespace yaten::autograd {

TensorList AddBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  const auto& alpha = alpha_;
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad;
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = maybe_multiply(grad, alpha);
  }
  ++edge;
  return grad_inputs;
}

void AddBackward0::release_variables() {
}

void AddBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("alpha", alpha_);
}

TensorList SubBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  const auto& alpha = alpha_;
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad;
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = maybe_multiply(-grad, alpha);
  }
  ++edge;
  return grad_inputs;
}

void SubBackward0::release_variables() {
}

void SubBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("alpha", alpha_);
}

TensorList MulBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor self = self_.unpack();
  Tensor other = other_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad * other;
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad * self;
  }
  ++edge;
  return grad_inputs;
}

void MulBackward0::release_variables() {
  self_.reset();
  other_.reset();
}

void MulBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
  visitor.saved("other", other_);
}

TensorList DivBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor self = self_.unpack();
  Tensor other = other_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad / other;
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = -grad * self / (other * other);
  }
  ++edge;
  return grad_inputs;
}

void DivBackward0::release_variables() {
  self_.reset();
  other_.reset();
}

void DivBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
  visitor.saved("other", other_);
}

TensorList PowBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor self = self_.unpack();
  Tensor exponent = exponent_.unpack();
  Tensor result = result_.unpack(shared_from_this());
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = pow_backward_self(grad, self, exponent);
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = pow_backward_exponent(grad, self, exponent, result);
  }
  ++edge;
  return grad_inputs;
}

void PowBackward0::release_variables() {
  self_.reset();
  exponent_.reset();
  result_.reset();
}

void PowBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
  visitor.saved("exponent", exponent_);
  visitor.saved("result", result_);
}

TensorList MaximumBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor self = self_.unpack();
  Tensor other = other_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad * (gt(self, other) + eq(self, other) * 0.5);
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad * (lt(self, other) + eq(self, other) * 0.5);
  }
  ++edge;
  return grad_inputs;
}

void MaximumBackward0::release_variables() {
  self_.reset();
  other_.reset();
}

void MaximumBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
  visitor.saved("other", other_);
}

TensorList MinimumBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor self = self_.unpack();
  Tensor other = other_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad * (lt(self, other) + eq(self, other) * 0.5);
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad * (gt(self, other) + eq(self, other) * 0.5);
  }
  ++edge;
  return grad_inputs;
}

void MinimumBackward0::release_variables() {
  self_.reset();
  other_.reset();
}

void MinimumBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
  visitor.saved("other", other_);
}

TensorList Atan2Backward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor self = self_.unpack();
  Tensor other = other_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad * other / (self * self + other * other);
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = -grad * self / (self * self + other * other);
  }
  ++edge;
  return grad_inputs;
}

void Atan2Backward0::release_variables() {
  self_.reset();
  other_.reset();
}

void Atan2Backward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
  visitor.saved("other", other_);
}

TensorList HypotBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor self = self_.unpack();
  Tensor other = other_.unpack();
  Tensor result = result_.unpack(shared_from_this());
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad * self / result;
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad * other / result;
  }
  ++edge;
  return grad_inputs;
}

void HypotBackward0::release_variables() {
  self_.reset();
  other_.reset();
  result_.reset();
}

void HypotBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
  visitor.saved("other", other_);
  visitor.saved("result", result_);
}

TensorList RemainderBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor self = self_.unpack();
  Tensor other = other_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad;
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = -grad * floor(self / other);
  }
  ++edge;
  return grad_inputs;
}

void RemainderBackward0::release_variables() {
  self_.reset();
  other_.reset();
}

void RemainderBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
  visitor.saved("other", other_);
}

TensorList FmodBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor self = self_.unpack();
  Tensor other = other_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad;
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = -grad * trunc(self / other);
  }
  ++edge;
  return grad_inputs;
}

void FmodBackward0::release_variables() {
  self_.reset();
  other_.reset();
}

void FmodBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
  visitor.saved("other", other_);
}

TensorList LerpBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor self = self_.unpack();
  Tensor end = end_.unpack();
  Tensor weight = weight_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad * (1 - weight);
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad * weight;
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad * (end - self);
  }
  ++edge;
  return grad_inputs;
}

void LerpBackward0::release_variables() {
  self_.reset();
  end_.reset();
  weight_.reset();
}

void LerpBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
  visitor.saved("end", end_);
  visitor.saved("weight", weight_);
}

TensorList LerpBackward1::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  const auto& weight = weight_;
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad - grad * weight;
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad * weight;
  }
  ++edge;
  return grad_inputs;
}

void LerpBackward1::release_variables() {
}

void LerpBackward1::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("weight", weight_);
}

TensorList AddcmulBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor tensor1 = tensor1_.unpack();
  Tensor tensor2 = tensor2_.unpack();
  const auto& value = value_;
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad;
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad * tensor2 * value;
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad * tensor1 * value;
  }
  ++edge;
  return grad_inputs;
}

void AddcmulBackward0::release_variables() {
  tensor1_.reset();
  tensor2_.reset();
}

void AddcmulBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("tensor1", tensor1_);
  visitor.saved("tensor2", tensor2_);
  visitor.saved("value", value_);
}

TensorList AddcdivBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor tensor1 = tensor1_.unpack();
  Tensor tensor2 = tensor2_.unpack();
  const auto& value = value_;
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad;
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad * value / tensor2;
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = -grad * value * tensor1 / (tensor2 * tensor2);
  }
  ++edge;
  return grad_inputs;
}

void AddcdivBackward0::release_variables() {
  tensor1_.reset();
  tensor2_.reset();
}

void AddcdivBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("tensor1", tensor1_);
  visitor.saved("tensor2", tensor2_);
  visitor.saved("value", value_);
}

TensorList ThresholdBackwardBackward0::apply(TensorList&& grads) {
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
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = zeros_like(grad);
  }
  ++edge;
  return grad_inputs;
}

void ThresholdBackwardBackward0::release_variables() {
  self_.reset();
}

void ThresholdBackwardBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
  visitor.saved("threshold", threshold_);
}

}  // namespace yaten::autograd
