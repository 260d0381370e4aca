// @generated from ops.yaml by codegen (template: nodes_family.cpp.j2). Do not edit.
// Backward formulas of the 'math' ops, from ops.yaml.
#include "generated/autograd/nodes_math.h"

#include "autograd/formula_helpers.h"
#include "autograd/function_support.h"
#include "autograd/tensor_operators.h"
#include "generated/autograd/ops/cos.h"
#include "generated/autograd/ops/digamma.h"
#include "generated/autograd/ops/eq.h"
#include "generated/autograd/ops/exp.h"
#include "generated/autograd/ops/exp2.h"
#include "generated/autograd/ops/isfinite.h"
#include "generated/autograd/ops/lgamma.h"
#include "generated/autograd/ops/log.h"
#include "generated/autograd/ops/logit_backward.h"
#include "generated/autograd/ops/ne.h"
#include "generated/autograd/ops/polygamma.h"
#include "generated/autograd/ops/sigmoid.h"
#include "generated/autograd/ops/special_i1.h"
#include "generated/autograd/ops/where.h"
#include "generated/autograd/ops/xlogy.h"
#include "generated/autograd/ops/zeros_like.h"

namespace yaten::autograd {

TensorList NanToNumBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor self = self_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad * isfinite(self);
  }
  ++edge;
  return grad_inputs;
}

void NanToNumBackward0::release_variables() {
  self_.reset();
}

void NanToNumBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
}

TensorList Exp2Backward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor result = result_.unpack(shared_from_this());
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad * result * 0.6931471805599453;
  }
  ++edge;
  return grad_inputs;
}

void Exp2Backward0::release_variables() {
  result_.reset();
}

void Exp2Backward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("result", result_);
}

TensorList ErfcBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor self = self_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad * -1.1283791670955126 * exp(-(self * self));
  }
  ++edge;
  return grad_inputs;
}

void ErfcBackward0::release_variables() {
  self_.reset();
}

void ErfcBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
}

TensorList ErfinvBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor result = result_.unpack(shared_from_this());
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad * 0.886226925452758 * exp(result * result);
  }
  ++edge;
  return grad_inputs;
}

void ErfinvBackward0::release_variables() {
  result_.reset();
}

void ErfinvBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("result", result_);
}

TensorList LgammaBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor self = self_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad * digamma(self);
  }
  ++edge;
  return grad_inputs;
}

void LgammaBackward0::release_variables() {
  self_.reset();
}

void LgammaBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
}

TensorList DigammaBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor self = self_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad * polygamma(1, self);
  }
  ++edge;
  return grad_inputs;
}

void DigammaBackward0::release_variables() {
  self_.reset();
}

void DigammaBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
}

TensorList PolygammaBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  const auto& n = n_;
  Tensor self = self_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad * polygamma(n + 1, self);
  }
  ++edge;
  return grad_inputs;
}

void PolygammaBackward0::release_variables() {
  self_.reset();
}

void PolygammaBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("n", n_);
  visitor.saved("self", self_);
}

TensorList I0Backward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor self = self_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad * special_i1(self);
  }
  ++edge;
  return grad_inputs;
}

void I0Backward0::release_variables() {
  self_.reset();
}

void I0Backward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
}

TensorList SincBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor self = self_.unpack();
  Tensor result = result_.unpack(shared_from_this());
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = where(eq(self, zeros_like(self)), zeros_like(grad), grad * (cos(self * 3.141592653589793) - result) / self);
  }
  ++edge;
  return grad_inputs;
}

void SincBackward0::release_variables() {
  self_.reset();
  result_.reset();
}

void SincBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
  visitor.saved("result", result_);
}

TensorList LogitBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor self = self_.unpack();
  const auto& eps = eps_;
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = logit_backward(grad, self, eps);
  }
  ++edge;
  return grad_inputs;
}

void LogitBackward0::release_variables() {
  self_.reset();
}

void LogitBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
  visitor.saved("eps", eps_);
}

TensorList LogitBackwardBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor grad_output = grad_output_.unpack();
  Tensor self = self_.unpack();
  const auto& eps = eps_;
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = logit_backward(grad, self, eps);
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = logit_backward(grad, self, eps) * grad_output * (2 * self - 1) / (self * (1 - self));
  }
  ++edge;
  return grad_inputs;
}

void LogitBackwardBackward0::release_variables() {
  grad_output_.reset();
  self_.reset();
}

void LogitBackwardBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("grad_output", grad_output_);
  visitor.saved("self", self_);
  visitor.saved("eps", eps_);
}

TensorList FracBackward0::apply(TensorList&& grads) {
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

void FracBackward0::release_variables() {
}

void FracBackward0::visit_saved(SavedValueVisitor& visitor) const {
  (void)visitor;
}

TensorList Deg2RadBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad * 0.017453292519943295;
  }
  ++edge;
  return grad_inputs;
}

void Deg2RadBackward0::release_variables() {
}

void Deg2RadBackward0::visit_saved(SavedValueVisitor& visitor) const {
  (void)visitor;
}

TensorList Rad2DegBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad * 57.29577951308232;
  }
  ++edge;
  return grad_inputs;
}

void Rad2DegBackward0::release_variables() {
}

void Rad2DegBackward0::visit_saved(SavedValueVisitor& visitor) const {
  (void)visitor;
}

TensorList LogaddexpBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor self = self_.unpack();
  Tensor other = other_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad * sigmoid(self - other);
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad * sigmoid(other - self);
  }
  ++edge;
  return grad_inputs;
}

void LogaddexpBackward0::release_variables() {
  self_.reset();
  other_.reset();
}

void LogaddexpBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
  visitor.saved("other", other_);
}

TensorList Logaddexp2Backward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor self = self_.unpack();
  Tensor other = other_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad * sigmoid((self - other) * 0.6931471805599453);
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad * sigmoid((other - self) * 0.6931471805599453);
  }
  ++edge;
  return grad_inputs;
}

void Logaddexp2Backward0::release_variables() {
  self_.reset();
  other_.reset();
}

void Logaddexp2Backward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
  visitor.saved("other", other_);
}

TensorList XlogyBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor self = self_.unpack();
  Tensor other = other_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad * xlogy(ne(self, zeros_like(self)), other);
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad * self / other;
  }
  ++edge;
  return grad_inputs;
}

void XlogyBackward0::release_variables() {
  self_.reset();
  other_.reset();
}

void XlogyBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
  visitor.saved("other", other_);
}

TensorList CopysignBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor self = self_.unpack();
  Tensor result = result_.unpack(shared_from_this());
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = where(eq(self, zeros_like(self)), zeros_like(grad), grad * result / self);
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = zeros_like(grad);
  }
  ++edge;
  return grad_inputs;
}

void CopysignBackward0::release_variables() {
  self_.reset();
  result_.reset();
}

void CopysignBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
  visitor.saved("result", result_);
}

TensorList FrexpBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  Tensor exponent = exponent_.unpack(shared_from_this());
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grads[0] / exp2(exponent);
  }
  ++edge;
  return grad_inputs;
}

void FrexpBackward0::release_variables() {
  exponent_.reset();
}

void FrexpBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("exponent", exponent_);
}

TensorList IgammaBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor self = self_.unpack();
  Tensor other = other_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad * exp((self - 1) * log(other) - other - lgamma(self));
  }
  ++edge;
  return grad_inputs;
}

void IgammaBackward0::release_variables() {
  self_.reset();
  other_.reset();
}

void IgammaBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
  visitor.saved("other", other_);
}

TensorList IgammacBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor self = self_.unpack();
  Tensor other = other_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = -grad * exp((self - 1) * log(other) - other - lgamma(self));
  }
  ++edge;
  return grad_inputs;
}

void IgammacBackward0::release_variables() {
  self_.reset();
  other_.reset();
}

void IgammacBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
  visitor.saved("other", other_);
}

}  // namespace yaten::autograd
