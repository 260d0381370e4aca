// @generated from ops.yaml by codegen (template: nodes_family.cpp.j2). Do not edit.
// Backward formulas of the 'special' ops, from ops.yaml.
#include "generated/autograd/nodes_special.h"

#include "autograd/formula_helpers.h"
#include "autograd/function_support.h"
#include "autograd/tensor_operators.h"
#include "generated/autograd/ops/eq.h"
#include "generated/autograd/ops/exp.h"
#include "generated/autograd/ops/i0.h"
#include "generated/autograd/ops/log.h"
#include "generated/autograd/ops/ne.h"
#include "generated/autograd/ops/ones_like.h"
#include "generated/autograd/ops/sgn.h"
#include "generated/autograd/ops/special_i0e.h"
#include "generated/autograd/ops/special_i1e.h"
#include "generated/autograd/ops/special_xlog1py.h"
#include "generated/autograd/ops/special_zeta.h"
#include "generated/autograd/ops/where.h"
#include "generated/autograd/ops/zeros_like.h"

namespace yaten::autograd {

TensorList SpecialI1Backward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor self = self_.unpack();
  Tensor result = result_.unpack(shared_from_this());
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad * where(eq(self, zeros_like(self)), ones_like(self) * 0.5, i0(self) - result / self);
  }
  ++edge;
  return grad_inputs;
}

void SpecialI1Backward0::release_variables() {
  self_.reset();
  result_.reset();
}

void SpecialI1Backward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
  visitor.saved("result", result_);
}

TensorList SpecialI0EBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor self = self_.unpack();
  Tensor result = result_.unpack(shared_from_this());
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad * (special_i1e(self) - sgn(self) * result);
  }
  ++edge;
  return grad_inputs;
}

void SpecialI0EBackward0::release_variables() {
  self_.reset();
  result_.reset();
}

void SpecialI0EBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
  visitor.saved("result", result_);
}

TensorList SpecialI1EBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor self = self_.unpack();
  Tensor result = result_.unpack(shared_from_this());
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad * where(eq(self, zeros_like(self)), ones_like(self) * 0.5, special_i0e(self) - result * (sgn(self) + 1 / self));
  }
  ++edge;
  return grad_inputs;
}

void SpecialI1EBackward0::release_variables() {
  self_.reset();
  result_.reset();
}

void SpecialI1EBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
  visitor.saved("result", result_);
}

TensorList SpecialErfcxBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor self = self_.unpack();
  Tensor result = result_.unpack(shared_from_this());
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad * (2 * self * result - 1.1283791670955126);
  }
  ++edge;
  return grad_inputs;
}

void SpecialErfcxBackward0::release_variables() {
  self_.reset();
  result_.reset();
}

void SpecialErfcxBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
  visitor.saved("result", result_);
}

TensorList SpecialNdtrBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor self = self_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad * 0.3989422804014327 * exp(self * self * -0.5);
  }
  ++edge;
  return grad_inputs;
}

void SpecialNdtrBackward0::release_variables() {
  self_.reset();
}

void SpecialNdtrBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
}

TensorList SpecialNdtriBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor result = result_.unpack(shared_from_this());
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad * 2.5066282746310002 * exp(result * result * 0.5);
  }
  ++edge;
  return grad_inputs;
}

void SpecialNdtriBackward0::release_variables() {
  result_.reset();
}

void SpecialNdtriBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("result", result_);
}

TensorList SpecialLogNdtrBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor self = self_.unpack();
  Tensor result = result_.unpack(shared_from_this());
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad * 0.3989422804014327 * exp(-(result + self * self * 0.5));
  }
  ++edge;
  return grad_inputs;
}

void SpecialLogNdtrBackward0::release_variables() {
  self_.reset();
  result_.reset();
}

void SpecialLogNdtrBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
  visitor.saved("result", result_);
}

TensorList SpecialEntrBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor self = self_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad * -(1 + log(self));
  }
  ++edge;
  return grad_inputs;
}

void SpecialEntrBackward0::release_variables() {
  self_.reset();
}

void SpecialEntrBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
}

TensorList SpecialXlog1PyBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor self = self_.unpack();
  Tensor other = other_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad * special_xlog1py(ne(self, zeros_like(self)), other);
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad * self / (other + 1);
  }
  ++edge;
  return grad_inputs;
}

void SpecialXlog1PyBackward0::release_variables() {
  self_.reset();
  other_.reset();
}

void SpecialXlog1PyBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
  visitor.saved("other", other_);
}

TensorList SpecialZetaBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor self = self_.unpack();
  Tensor other = other_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad * -self * special_zeta(self + 1, other);
  }
  ++edge;
  return grad_inputs;
}

void SpecialZetaBackward0::release_variables() {
  self_.reset();
  other_.reset();
}

void SpecialZetaBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
  visitor.saved("other", other_);
}

}  // namespace yaten::autograd
