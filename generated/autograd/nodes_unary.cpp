// @generated from ops.yaml by codegen (template: nodes_family.cpp.j2). Do not edit.
// Backward formulas of the 'unary' ops, from ops.yaml.
#include "generated/autograd/nodes_unary.h"

#include "autograd/formula_helpers.h"
#include "autograd/function_support.h"
#include "autograd/tensor_operators.h"
#include "generated/autograd/ops/cos.h"
#include "generated/autograd/ops/cosh.h"
#include "generated/autograd/ops/exp.h"
#include "generated/autograd/ops/rsqrt.h"
#include "generated/autograd/ops/sgn.h"
#include "generated/autograd/ops/sin.h"
#include "generated/autograd/ops/sinh.h"
#include "generated/autograd/ops/threshold_backward.h"
#include "generated/autograd/ops/zeros_like.h"

namespace yaten::autograd {

TensorList NegBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = -grad;
  }
  ++edge;
  return grad_inputs;
}

void NegBackward0::release_variables() {
}

void NegBackward0::visit_saved(SavedValueVisitor& visitor) const {
  (void)visitor;
}

TensorList AbsBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor self = self_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad * sgn(self);
  }
  ++edge;
  return grad_inputs;
}

void AbsBackward0::release_variables() {
  self_.reset();
}

void AbsBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
}

TensorList ExpBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor result = result_.unpack(shared_from_this());
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad * result;
  }
  ++edge;
  return grad_inputs;
}

void ExpBackward0::release_variables() {
  result_.reset();
}

void ExpBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("result", result_);
}

TensorList LogBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor self = self_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad / self;
  }
  ++edge;
  return grad_inputs;
}

void LogBackward0::release_variables() {
  self_.reset();
}

void LogBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
}

TensorList Log2Backward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor self = self_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad / (self * 0.6931471805599453);
  }
  ++edge;
  return grad_inputs;
}

void Log2Backward0::release_variables() {
  self_.reset();
}

void Log2Backward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
}

TensorList Log10Backward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor self = self_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad / (self * 2.302585092994046);
  }
  ++edge;
  return grad_inputs;
}

void Log10Backward0::release_variables() {
  self_.reset();
}

void Log10Backward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
}

TensorList Log1PBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor self = self_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad / (self + 1);
  }
  ++edge;
  return grad_inputs;
}

void Log1PBackward0::release_variables() {
  self_.reset();
}

void Log1PBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
}

TensorList Expm1Backward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor result = result_.unpack(shared_from_this());
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad * (result + 1);
  }
  ++edge;
  return grad_inputs;
}

void Expm1Backward0::release_variables() {
  result_.reset();
}

void Expm1Backward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("result", result_);
}

TensorList SqrtBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor result = result_.unpack(shared_from_this());
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad / (2 * result);
  }
  ++edge;
  return grad_inputs;
}

void SqrtBackward0::release_variables() {
  result_.reset();
}

void SqrtBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("result", result_);
}

TensorList RsqrtBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor result = result_.unpack(shared_from_this());
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad * result * result * result * -0.5;
  }
  ++edge;
  return grad_inputs;
}

void RsqrtBackward0::release_variables() {
  result_.reset();
}

void RsqrtBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("result", result_);
}

TensorList SquareBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor self = self_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad * 2 * self;
  }
  ++edge;
  return grad_inputs;
}

void SquareBackward0::release_variables() {
  self_.reset();
}

void SquareBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
}

TensorList ReciprocalBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor result = result_.unpack(shared_from_this());
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = -grad * result * result;
  }
  ++edge;
  return grad_inputs;
}

void ReciprocalBackward0::release_variables() {
  result_.reset();
}

void ReciprocalBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("result", result_);
}

TensorList SinBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor self = self_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad * cos(self);
  }
  ++edge;
  return grad_inputs;
}

void SinBackward0::release_variables() {
  self_.reset();
}

void SinBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
}

TensorList CosBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor self = self_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = -grad * sin(self);
  }
  ++edge;
  return grad_inputs;
}

void CosBackward0::release_variables() {
  self_.reset();
}

void CosBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
}

TensorList TanBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor result = result_.unpack(shared_from_this());
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad * (1 + result * result);
  }
  ++edge;
  return grad_inputs;
}

void TanBackward0::release_variables() {
  result_.reset();
}

void TanBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("result", result_);
}

TensorList AsinBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor self = self_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad * rsqrt(1 - self * self);
  }
  ++edge;
  return grad_inputs;
}

void AsinBackward0::release_variables() {
  self_.reset();
}

void AsinBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
}

TensorList AcosBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor self = self_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = -grad * rsqrt(1 - self * self);
  }
  ++edge;
  return grad_inputs;
}

void AcosBackward0::release_variables() {
  self_.reset();
}

void AcosBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
}

TensorList AtanBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor self = self_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad / (self * self + 1);
  }
  ++edge;
  return grad_inputs;
}

void AtanBackward0::release_variables() {
  self_.reset();
}

void AtanBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
}

TensorList AsinhBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor self = self_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad * rsqrt(self * self + 1);
  }
  ++edge;
  return grad_inputs;
}

void AsinhBackward0::release_variables() {
  self_.reset();
}

void AsinhBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
}

TensorList AcoshBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor self = self_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad * rsqrt(self * self - 1);
  }
  ++edge;
  return grad_inputs;
}

void AcoshBackward0::release_variables() {
  self_.reset();
}

void AcoshBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
}

TensorList AtanhBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor self = self_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad / (1 - self * self);
  }
  ++edge;
  return grad_inputs;
}

void AtanhBackward0::release_variables() {
  self_.reset();
}

void AtanhBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
}

TensorList SinhBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor self = self_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad * cosh(self);
  }
  ++edge;
  return grad_inputs;
}

void SinhBackward0::release_variables() {
  self_.reset();
}

void SinhBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
}

TensorList CoshBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor self = self_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad * sinh(self);
  }
  ++edge;
  return grad_inputs;
}

void CoshBackward0::release_variables() {
  self_.reset();
}

void CoshBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
}

TensorList TanhBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor result = result_.unpack(shared_from_this());
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad * (1 - result * result);
  }
  ++edge;
  return grad_inputs;
}

void TanhBackward0::release_variables() {
  result_.reset();
}

void TanhBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("result", result_);
}

TensorList SigmoidBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor result = result_.unpack(shared_from_this());
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad * result * (1 - result);
  }
  ++edge;
  return grad_inputs;
}

void SigmoidBackward0::release_variables() {
  result_.reset();
}

void SigmoidBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("result", result_);
}

TensorList ReluBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor result = result_.unpack(shared_from_this());
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = threshold_backward(grad, result, 0);
  }
  ++edge;
  return grad_inputs;
}

void ReluBackward0::release_variables() {
  result_.reset();
}

void ReluBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("result", result_);
}

TensorList ErfBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor self = self_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad * 1.1283791670955126 * exp(-(self * self));
  }
  ++edge;
  return grad_inputs;
}

void ErfBackward0::release_variables() {
  self_.reset();
}

void ErfBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
}

TensorList FloorBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = zeros_like(grad);
  }
  ++edge;
  return grad_inputs;
}

void FloorBackward0::release_variables() {
}

void FloorBackward0::visit_saved(SavedValueVisitor& visitor) const {
  (void)visitor;
}

TensorList CeilBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = zeros_like(grad);
  }
  ++edge;
  return grad_inputs;
}

void CeilBackward0::release_variables() {
}

void CeilBackward0::visit_saved(SavedValueVisitor& visitor) const {
  (void)visitor;
}

TensorList RoundBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = zeros_like(grad);
  }
  ++edge;
  return grad_inputs;
}

void RoundBackward0::release_variables() {
}

void RoundBackward0::visit_saved(SavedValueVisitor& visitor) const {
  (void)visitor;
}

TensorList TruncBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = zeros_like(grad);
  }
  ++edge;
  return grad_inputs;
}

void TruncBackward0::release_variables() {
}

void TruncBackward0::visit_saved(SavedValueVisitor& visitor) const {
  (void)visitor;
}

TensorList SignBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = zeros_like(grad);
  }
  ++edge;
  return grad_inputs;
}

void SignBackward0::release_variables() {
}

void SignBackward0::visit_saved(SavedValueVisitor& visitor) const {
  (void)visitor;
}

TensorList SgnBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = zeros_like(grad);
  }
  ++edge;
  return grad_inputs;
}

void SgnBackward0::release_variables() {
}

void SgnBackward0::visit_saved(SavedValueVisitor& visitor) const {
  (void)visitor;
}

}  // namespace yaten::autograd
