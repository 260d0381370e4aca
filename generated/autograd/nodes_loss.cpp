// @generated from ops.yaml by codegen (template: nodes_family.cpp.j2). Do not edit.
// Backward formulas of the 'loss' ops, from ops.yaml.
#include "generated/autograd/nodes_loss.h"

#include "autograd/formula_helpers.h"
#include "autograd/function_support.h"
#include "autograd/tensor_operators.h"
#include "generated/autograd/ops/_ctc_loss_backward.h"
#include "generated/autograd/ops/abs.h"
#include "generated/autograd/ops/huber_backward.h"
#include "generated/autograd/ops/huber_loss_backward.h"
#include "generated/autograd/ops/lt.h"
#include "generated/autograd/ops/nll_loss.h"
#include "generated/autograd/ops/nll_loss_backward.h"
#include "generated/autograd/ops/smooth_l1_backward.h"
#include "generated/autograd/ops/smooth_l1_loss_backward.h"
#include "generated/autograd/ops/where.h"
#include "generated/autograd/ops/zeros_like.h"

namespace yaten::autograd {

TensorList MseLossBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor self = self_.unpack();
  Tensor target = target_.unpack();
  const auto& reduction = reduction_;
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = mse_loss_backward(grad, self, target, reduction);
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = mse_loss_backward(grad, target, self, reduction);
  }
  ++edge;
  return grad_inputs;
}

void MseLossBackward0::release_variables() {
  self_.reset();
  target_.reset();
}

void MseLossBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
  visitor.saved("target", target_);
  visitor.saved("reduction", reduction_);
}

TensorList NllLossBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor input = input_.unpack();
  Tensor target = target_.unpack();
  Tensor weight = weight_.unpack();
  const auto& ignore_index = ignore_index_;
  const auto& reduction = reduction_;
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
  visitor.saved("input", input_);
  visitor.saved("target", target_);
  visitor.saved("weight", weight_);
  visitor.saved("ignore_index", ignore_index_);
  visitor.saved("reduction", reduction_);
}

TensorList NllLossBackwardBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor input = input_.unpack();
  Tensor target = target_.unpack();
  Tensor weight = weight_.unpack();
  const auto& ignore_index = ignore_index_;
  const auto& reduction = reduction_;
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
  visitor.saved("input", input_);
  visitor.saved("target", target_);
  visitor.saved("weight", weight_);
  visitor.saved("ignore_index", ignore_index_);
  visitor.saved("reduction", reduction_);
}

TensorList BinaryCrossEntropyBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor self = self_.unpack();
  Tensor target = target_.unpack();
  Tensor weight = weight_.unpack();
  const auto& reduction = reduction_;
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = bce_backward(loss_grad(grad, reduction, self), self, target, weight);
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = bce_target_backward(loss_grad(grad, reduction, self), self, weight);
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = loss_grad(grad, reduction, self) * bce_unweighted(self, target);
  }
  ++edge;
  return grad_inputs;
}

void BinaryCrossEntropyBackward0::release_variables() {
  self_.reset();
  target_.reset();
  weight_.reset();
}

void BinaryCrossEntropyBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
  visitor.saved("target", target_);
  visitor.saved("weight", weight_);
  visitor.saved("reduction", reduction_);
}

TensorList BinaryCrossEntropyWithLogitsBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor self = self_.unpack();
  Tensor target = target_.unpack();
  Tensor weight = weight_.unpack();
  Tensor pos_weight = pos_weight_.unpack();
  const auto& reduction = reduction_;
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = bce_logits_backward(loss_grad(grad, reduction, self), self, target, weight, pos_weight);
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = bce_logits_target_backward(loss_grad(grad, reduction, self), self, weight, pos_weight);
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = loss_grad(grad, reduction, self) * bce_logits_unweighted(self, target, pos_weight);
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = bce_logits_pos_weight_backward(loss_grad(grad, reduction, self), self, target, weight);
  }
  ++edge;
  return grad_inputs;
}

void BinaryCrossEntropyWithLogitsBackward0::release_variables() {
  self_.reset();
  target_.reset();
  weight_.reset();
  pos_weight_.reset();
}

void BinaryCrossEntropyWithLogitsBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
  visitor.saved("target", target_);
  visitor.saved("weight", weight_);
  visitor.saved("pos_weight", pos_weight_);
  visitor.saved("reduction", reduction_);
}

TensorList SmoothL1LossBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor self = self_.unpack();
  Tensor target = target_.unpack();
  const auto& reduction = reduction_;
  const auto& beta = beta_;
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = smooth_l1_loss_backward(loss_grad(grad, reduction, self), self, target, beta);
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = -smooth_l1_loss_backward(loss_grad(grad, reduction, self), self, target, beta);
  }
  ++edge;
  return grad_inputs;
}

void SmoothL1LossBackward0::release_variables() {
  self_.reset();
  target_.reset();
}

void SmoothL1LossBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
  visitor.saved("target", target_);
  visitor.saved("reduction", reduction_);
  visitor.saved("beta", beta_);
}

TensorList HuberLossBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor self = self_.unpack();
  Tensor target = target_.unpack();
  const auto& reduction = reduction_;
  const auto& delta = delta_;
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = huber_loss_backward(loss_grad(grad, reduction, self), self, target, delta);
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = -huber_loss_backward(loss_grad(grad, reduction, self), self, target, delta);
  }
  ++edge;
  return grad_inputs;
}

void HuberLossBackward0::release_variables() {
  self_.reset();
  target_.reset();
}

void HuberLossBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
  visitor.saved("target", target_);
  visitor.saved("reduction", reduction_);
  visitor.saved("delta", delta_);
}

TensorList CtcLossBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  Tensor log_probs = log_probs_.unpack();
  Tensor targets = targets_.unpack();
  const auto& input_lengths = input_lengths_;
  const auto& target_lengths = target_lengths_;
  const auto& blank = blank_;
  const auto& zero_infinity = zero_infinity_;
  Tensor log_alpha = log_alpha_.unpack(shared_from_this());
  Tensor neg_log_likelihood = neg_log_likelihood_.unpack(shared_from_this());
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = _ctc_loss_backward(grads[0], log_probs, targets, input_lengths, target_lengths, neg_log_likelihood, log_alpha, blank, zero_infinity, true);
  }
  ++edge;
  return grad_inputs;
}

void CtcLossBackward0::release_variables() {
  log_probs_.reset();
  targets_.reset();
  log_alpha_.reset();
  neg_log_likelihood_.reset();
}

void CtcLossBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("log_probs", log_probs_);
  visitor.saved("targets", targets_);
  visitor.saved("input_lengths", input_lengths_);
  visitor.saved("target_lengths", target_lengths_);
  visitor.saved("blank", blank_);
  visitor.saved("zero_infinity", zero_infinity_);
  visitor.saved("log_alpha", log_alpha_);
  visitor.saved("neg_log_likelihood", neg_log_likelihood_);
}

TensorList SmoothL1Backward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor self = self_.unpack();
  const auto& beta = beta_;
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
  visitor.saved("self", self_);
  visitor.saved("beta", beta_);
}

TensorList SmoothL1BackwardBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor grad_output = grad_output_.unpack();
  Tensor self = self_.unpack();
  const auto& beta = beta_;
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
  grad_output_.reset();
  self_.reset();
}

void SmoothL1BackwardBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("grad_output", grad_output_);
  visitor.saved("self", self_);
  visitor.saved("beta", beta_);
}

TensorList HuberBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor self = self_.unpack();
  const auto& delta = delta_;
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
  visitor.saved("self", self_);
  visitor.saved("delta", delta_);
}

TensorList HuberBackwardBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor grad_output = grad_output_.unpack();
  Tensor self = self_.unpack();
  const auto& delta = delta_;
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
  grad_output_.reset();
  self_.reset();
}

void HuberBackwardBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("grad_output", grad_output_);
  visitor.saved("self", self_);
  visitor.saved("delta", delta_);
}

TensorList SmoothL1LossBackwardBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor grad_output = grad_output_.unpack();
  Tensor self = self_.unpack();
  Tensor target = target_.unpack();
  const auto& beta = beta_;
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = smooth_l1_loss_backward(grad, self, target, beta);
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = where(lt(abs(self - target), beta), grad * grad_output / beta, zeros_like(grad));
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = where(lt(abs(self - target), beta), -grad * grad_output / beta, zeros_like(grad));
  }
  ++edge;
  return grad_inputs;
}

void SmoothL1LossBackwardBackward0::release_variables() {
  grad_output_.reset();
  self_.reset();
  target_.reset();
}

void SmoothL1LossBackwardBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("grad_output", grad_output_);
  visitor.saved("self", self_);
  visitor.saved("target", target_);
  visitor.saved("beta", beta_);
}

TensorList HuberLossBackwardBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor grad_output = grad_output_.unpack();
  Tensor self = self_.unpack();
  Tensor target = target_.unpack();
  const auto& delta = delta_;
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = huber_loss_backward(grad, self, target, delta);
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = where(lt(abs(self - target), delta), grad * grad_output, zeros_like(grad));
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = where(lt(abs(self - target), delta), -grad * grad_output, zeros_like(grad));
  }
  ++edge;
  return grad_inputs;
}

void HuberLossBackwardBackward0::release_variables() {
  grad_output_.reset();
  self_.reset();
  target_.reset();
}

void HuberLossBackwardBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("grad_output", grad_output_);
  visitor.saved("self", self_);
  visitor.saved("target", target_);
  visitor.saved("delta", delta_);
}

}  // namespace yaten::autograd
