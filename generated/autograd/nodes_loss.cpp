// @generated from ops.yaml by codegen (template: nodes_family.cpp.j2). Do not edit.
// Backward formulas of the 'loss' ops, from ops.yaml.
#include "generated/autograd/nodes_loss.h"

#include "autograd/formula_helpers.h"
#include "autograd/function_support.h"
#include "autograd/tensor_operators.h"
#include "generated/autograd/ops/_ctc_loss_backward.h"
#include "generated/autograd/ops/abs.h"
#include "generated/autograd/ops/huber_backward.h"
#include "generated/autograd/ops/lt.h"
#include "generated/autograd/ops/nll_loss.h"
#include "generated/autograd/ops/nll_loss_backward.h"
#include "generated/autograd/ops/smooth_l1_backward.h"
#include "generated/autograd/ops/where.h"
#include "generated/autograd/ops/zeros_like.h"

namespace yaten::autograd {

TensorList NllLossBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  const auto& ignore_index = ignore_index_;
  Tensor input = input_.unpack();
  const auto& reduction = reduction_;
  Tensor target = target_.unpack();
  Tensor weight = weight_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = nll_loss_backward(grad, input, target, weight, ignore_index, reduction);
  }
  ++edge;
  return grad_inputs;
}

void NllLossBackward0::release_variables() {
  input_.reset();
  target_.reset();
  weight_.reset();
}

void NllLossBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("ignore_index", ignore_index_);
  visitor.saved("input", input_);
  visitor.saved("reduction", reduction_);
  visitor.saved("target", target_);
  visitor.saved("weight", weight_);
}

TensorList NllLossBackwardBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  const auto& ignore_index = ignore_index_;
  Tensor input = input_.unpack();
  const auto& reduction = reduction_;
  Tensor target = target_.unpack();
  Tensor weight = weight_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = nll_loss(grad_like_input(grad, input), target, weight, ignore_index, reduction);
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = zeros_like(grad);
  }
  ++edge;
  return grad_inputs;
}

void NllLossBackwardBackward0::release_variables() {
  input_.reset();
  target_.reset();
  weight_.reset();
}

void NllLossBackwardBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("ignore_index", ignore_index_);
  visitor.saved("input", input_);
  visitor.saved("reduction", reduction_);
  visitor.saved("target", target_);
  visitor.saved("weight", weight_);
}

TensorList CtcLossBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const auto& blank = blank_;
  const auto& input_lengths = input_lengths_;
  Tensor log_alpha = log_alpha_.unpack(shared_from_this());
  Tensor log_probs = log_probs_.unpack();
  Tensor neg_log_likelihood = neg_log_likelihood_.unpack(shared_from_this());
  const auto& target_lengths = target_lengths_;
  Tensor targets = targets_.unpack();
  const auto& zero_infinity = zero_infinity_;
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = _ctc_loss_backward(grads[0], log_probs, targets, input_lengths, target_lengths, neg_log_likelihood, log_alpha, blank, zero_infinity, true);
  }
  ++edge;
  return grad_inputs;
}

void CtcLossBackward0::release_variables() {
  log_alpha_.reset();
  log_probs_.reset();
  neg_log_likelihood_.reset();
  targets_.reset();
}

void CtcLossBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("blank", blank_);
  visitor.saved("input_lengths", input_lengths_);
  visitor.saved("log_alpha", log_alpha_);
  visitor.saved("log_probs", log_probs_);
  visitor.saved("neg_log_likelihood", neg_log_likelihood_);
  visitor.saved("target_lengths", target_lengths_);
  visitor.saved("targets", targets_);
  visitor.saved("zero_infinity", zero_infinity_);
}

TensorList SmoothL1Backward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  const auto& beta = beta_;
  Tensor self = self_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = smooth_l1_backward(grad, self, beta);
  }
  ++edge;
  return grad_inputs;
}

void SmoothL1Backward0::release_variables() {
  self_.reset();
}

void SmoothL1Backward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("beta", beta_);
  visitor.saved("self", self_);
}

TensorList SmoothL1BackwardBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  const auto& beta = beta_;
  Tensor self = self_.unpack();
  Tensor grad_output = grad_output_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = smooth_l1_backward(grad, self, beta);
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = where(lt(abs(self), beta), grad * grad_output / beta, zeros_like(grad));
  }
  ++edge;
  return grad_inputs;
}

void SmoothL1BackwardBackward0::release_variables() {
  self_.reset();
  grad_output_.reset();
}

void SmoothL1BackwardBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("beta", beta_);
  visitor.saved("self", self_);
  visitor.saved("grad_output", grad_output_);
}

TensorList HuberBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  const auto& delta = delta_;
  Tensor self = self_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = huber_backward(grad, self, delta);
  }
  ++edge;
  return grad_inputs;
}

void HuberBackward0::release_variables() {
  self_.reset();
}

void HuberBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("delta", delta_);
  visitor.saved("self", self_);
}

TensorList HuberBackwardBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  const auto& delta = delta_;
  Tensor self = self_.unpack();
  Tensor grad_output = grad_output_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = huber_backward(grad, self, delta);
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = where(lt(abs(self), delta), grad * grad_output, zeros_like(grad));
  }
  ++edge;
  return grad_inputs;
}

void HuberBackwardBackward0::release_variables() {
  self_.reset();
  grad_output_.reset();
}

void HuberBackwardBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("delta", delta_);
  visitor.saved("self", self_);
  visitor.saved("grad_output", grad_output_);
}

}  // namespace yaten::autograd
