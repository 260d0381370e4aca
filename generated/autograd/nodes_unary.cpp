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

}  // namespace yaten::autograd
