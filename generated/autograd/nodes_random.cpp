// @generated from ops.yaml by codegen (template: nodes_family.cpp.j2). Do not edit.
// Backward formulas of the 'random' ops, from ops.yaml.
#include "generated/autograd/nodes_random.h"

#include "autograd/formula_helpers.h"
#include "autograd/function_support.h"
#include "autograd/tensor_operators.h"
#include "generated/autograd/ops/zeros_like.h"

namespace yaten::autograd {

TensorList BernoulliBackward0::apply(TensorList&& grads) {
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

void BernoulliBackward0::release_variables() {
}

void BernoulliBackward0::visit_saved(SavedValueVisitor& visitor) const {
  (void)visitor;
}

TensorList BernoulliBackward1::apply(TensorList&& grads) {
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

void BernoulliBackward1::release_variables() {
}

void BernoulliBackward1::visit_saved(SavedValueVisitor& visitor) const {
  (void)visitor;
}

TensorList BernoulliBackward2::apply(TensorList&& grads) {
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

void BernoulliBackward2::release_variables() {
}

void BernoulliBackward2::visit_saved(SavedValueVisitor& visitor) const {
  (void)visitor;
}

TensorList BernoulliBackward3::apply(TensorList&& grads) {
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

void BernoulliBackward3::release_variables() {
}

void BernoulliBackward3::visit_saved(SavedValueVisitor& visitor) const {
  (void)visitor;
}

TensorList NormalBackward1::apply(TensorList&& grads) {
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

void NormalBackward1::release_variables() {
}

void NormalBackward1::visit_saved(SavedValueVisitor& visitor) const {
  (void)visitor;
}

TensorList NormalBackward2::apply(TensorList&& grads) {
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

void NormalBackward2::release_variables() {
}

void NormalBackward2::visit_saved(SavedValueVisitor& visitor) const {
  (void)visitor;
}

TensorList NormalBackward3::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = zeros_like(grad);
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = zeros_like(grad);
  }
  ++edge;
  return grad_inputs;
}

void NormalBackward3::release_variables() {
}

void NormalBackward3::visit_saved(SavedValueVisitor& visitor) const {
  (void)visitor;
}

TensorList PoissonBackward0::apply(TensorList&& grads) {
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

void PoissonBackward0::release_variables() {
}

void PoissonBackward0::visit_saved(SavedValueVisitor& visitor) const {
  (void)visitor;
}

TensorList RandomBackward0::apply(TensorList&& grads) {
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

void RandomBackward0::release_variables() {
}

void RandomBackward0::visit_saved(SavedValueVisitor& visitor) const {
  (void)visitor;
}

TensorList RandomBackward1::apply(TensorList&& grads) {
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

void RandomBackward1::release_variables() {
}

void RandomBackward1::visit_saved(SavedValueVisitor& visitor) const {
  (void)visitor;
}

TensorList RandomBackward2::apply(TensorList&& grads) {
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

void RandomBackward2::release_variables() {
}

void RandomBackward2::visit_saved(SavedValueVisitor& visitor) const {
  (void)visitor;
}

TensorList ExponentialBackward0::apply(TensorList&& grads) {
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

void ExponentialBackward0::release_variables() {
}

void ExponentialBackward0::visit_saved(SavedValueVisitor& visitor) const {
  (void)visitor;
}

TensorList GeometricBackward0::apply(TensorList&& grads) {
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

void GeometricBackward0::release_variables() {
}

void GeometricBackward0::visit_saved(SavedValueVisitor& visitor) const {
  (void)visitor;
}

TensorList LogNormalBackward0::apply(TensorList&& grads) {
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

void LogNormalBackward0::release_variables() {
}

void LogNormalBackward0::visit_saved(SavedValueVisitor& visitor) const {
  (void)visitor;
}

TensorList CauchyBackward0::apply(TensorList&& grads) {
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

void CauchyBackward0::release_variables() {
}

void CauchyBackward0::visit_saved(SavedValueVisitor& visitor) const {
  (void)visitor;
}

TensorList BinomialBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = zeros_like(grad);
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = zeros_like(grad);
  }
  ++edge;
  return grad_inputs;
}

void BinomialBackward0::release_variables() {
}

void BinomialBackward0::visit_saved(SavedValueVisitor& visitor) const {
  (void)visitor;
}

}  // namespace yaten::autograd
