// @generated from ops.yaml by codegen (template: ops_family.cpp.j2). Do not edit.
// The 'loss' entry points: record history when needed, call the kernel.
#include "generated/autograd/ops_loss.h"

#include "autograd/formula_helpers.h"
#include "autograd/forward_ad.h"
#include "autograd/function_support.h"
#include "autograd/tensor_operators.h"
#include "runtime/names.h"
#include "generated/autograd/nodes_loss.h"
#include "generated/autograd/ops/_ctc_loss_backward.h"
#include "generated/autograd/ops/abs.h"
#include "generated/autograd/ops/huber_backward.h"
#include "generated/autograd/ops/huber_loss_backward.h"
#include "generated/autograd/ops/lt.h"
#include "generated/autograd/ops/nll_loss.h"
#include "generated/autograd/ops/nll_loss_backward.h"
#include "generated/autograd/ops/ones_like.h"
#include "generated/autograd/ops/reshape.h"
#include "generated/autograd/ops/smooth_l1_backward.h"
#include "generated/autograd/ops/smooth_l1_loss_backward.h"
#include "generated/autograd/ops/where.h"
#include "generated/autograd/ops/zeros_like.h"
#include "generated/runtime/kernels_loss.h"

namespace yaten {

// The jvp of each op: the output's tangent from its inputs' (ops.yaml
// `result:`). A term whose tangents are all undefined is zero and skipped.
namespace {

Tensor mse_loss_reduced_jvp(const Tensor& self, const Tensor& target, int64_t reduction, const Tensor& self_t, const Tensor& target_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t) || autograd::has_tangent(target_t)) autograd::add_jvp_term(jvp, reduce_loss(mse_loss_backward(self_t - target_t, self, target, 0), reduction), false);
  return jvp;
}

Tensor nll_loss_jvp(const Tensor& target, const Tensor& weight, int64_t ignore_index, std::string_view reduction, const Tensor& input_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(input_t)) autograd::add_jvp_term(jvp, nll_loss(input_t, target, weight, ignore_index, reduction), false);
  return jvp;
}

Tensor nll_loss_backward_jvp(const Tensor& input, const Tensor& target, const Tensor& weight, int64_t ignore_index, std::string_view reduction, const Tensor& grad_output_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(grad_output_t)) autograd::add_jvp_term(jvp, nll_loss_backward(grad_output_t, input, target, weight, ignore_index, reduction), false);
  return jvp;
}

Tensor binary_cross_entropy_reduced_jvp(const Tensor& self, const Tensor& target, const Tensor& weight, int64_t reduction, const Tensor& self_t, const Tensor& target_t, const Tensor& weight_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t) || autograd::has_tangent(target_t) || autograd::has_tangent(weight_t)) autograd::add_jvp_term(jvp, reduce_loss(bce_jvp(self_t, target_t, weight_t, self, target, weight), reduction), false);
  return jvp;
}

Tensor binary_cross_entropy_with_logits_reduced_jvp(const Tensor& self, const Tensor& target, const Tensor& weight, const Tensor& pos_weight, int64_t reduction, const Tensor& self_t, const Tensor& target_t, const Tensor& weight_t, const Tensor& pos_weight_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t) || autograd::has_tangent(target_t) || autograd::has_tangent(weight_t) || autograd::has_tangent(pos_weight_t)) autograd::add_jvp_term(jvp, reduce_loss(bce_logits_jvp(self_t, target_t, weight_t, pos_weight_t, self, target, weight, pos_weight), reduction), false);
  return jvp;
}

Tensor smooth_l1_loss_reduced_jvp(const Tensor& self, const Tensor& target, int64_t reduction, double beta, const Tensor& self_t, const Tensor& target_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t) || autograd::has_tangent(target_t)) autograd::add_jvp_term(jvp, reduce_loss(smooth_l1_backward(self_t - target_t, self - target, beta), reduction), false);
  return jvp;
}

Tensor huber_loss_reduced_jvp(const Tensor& self, const Tensor& target, int64_t reduction, double delta, const Tensor& self_t, const Tensor& target_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t) || autograd::has_tangent(target_t)) autograd::add_jvp_term(jvp, reduce_loss(huber_backward(self_t - target_t, self - target, delta), reduction), false);
  return jvp;
}

Tensor _ctc_loss_jvp(const Tensor& log_probs, const Tensor& targets, const DimVector& input_lengths, const DimVector& target_lengths, int64_t blank, bool zero_infinity, const Tensor& log_probs_t, const Tensor& neg_log_likelihood, const Tensor& log_alpha) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(log_probs_t)) autograd::add_jvp_term(jvp, reshape(sum_keepdim(sum_keepdim(log_probs_t * _ctc_loss_backward(ones_like(neg_log_likelihood), log_probs, targets, input_lengths, target_lengths, neg_log_likelihood, log_alpha, blank, zero_infinity, false), 0), 2), neg_log_likelihood.sizes()), false);
  return jvp;
}

Tensor smooth_l1_jvp(const Tensor& self, const Scalar& beta, const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, smooth_l1_backward(self_t, self, beta), false);
  return jvp;
}

Tensor smooth_l1_backward_jvp(const Tensor& grad_output, const Tensor& self, const Scalar& beta, const Tensor& grad_output_t, const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(grad_output_t)) autograd::add_jvp_term(jvp, smooth_l1_backward(grad_output_t, self, beta), false);
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, where(lt(abs(self), beta), self_t * grad_output / beta, zeros_like(self_t)), false);
  return jvp;
}

Tensor huber_jvp(const Tensor& self, const Scalar& delta, const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, huber_backward(self_t, self, delta), false);
  return jvp;
}

Tensor huber_backward_jvp(const Tensor& grad_output, const Tensor& self, const Scalar& delta, const Tensor& grad_output_t, const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(grad_output_t)) autograd::add_jvp_term(jvp, huber_backward(grad_output_t, self, delta), false);
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, where(lt(abs(self), delta), self_t * grad_output, zeros_like(self_t)), false);
  return jvp;
}

Tensor smooth_l1_loss_backward_jvp(const Tensor& grad_output, const Tensor& self, const Tensor& target, const Scalar& beta, const Tensor& grad_output_t, const Tensor& self_t, const Tensor& target_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(grad_output_t)) autograd::add_jvp_term(jvp, smooth_l1_loss_backward(grad_output_t, self, target, beta), false);
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, where(lt(abs(self - target), beta), self_t * grad_output / beta, zeros_like(self_t)), false);
  if (autograd::has_tangent(target_t)) autograd::add_jvp_term(jvp, where(lt(abs(self - target), beta), -target_t * grad_output / beta, zeros_like(target_t)), false);
  return jvp;
}

Tensor huber_loss_backward_jvp(const Tensor& grad_output, const Tensor& self, const Tensor& target, const Scalar& delta, const Tensor& grad_output_t, const Tensor& self_t, const Tensor& target_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(grad_output_t)) autograd::add_jvp_term(jvp, huber_loss_backward(grad_output_t, self, target, delta), false);
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, where(lt(abs(self - target), delta), self_t * grad_output, zeros_like(self_t)), false);
  if (autograd::has_tangent(target_t)) autograd::add_jvp_term(jvp, where(lt(abs(self - target), delta), -target_t * grad_output, zeros_like(target_t)), false);
  return jvp;
}

}  // namespace

Tensor linear(const Tensor& input, const Tensor& weight, const Tensor& bias) {
  if (!names::any_named(input, weight, bias)) return composite::linear(input, weight, bias);
  Dimnames result_names = names::linear(input, weight, bias);
  Tensor result;
  {
    const names::DisabledGuard named_below;  // the rule names the result, not the ops it is made of
    result = composite::linear(input, weight, bias);
  }
  names::attach(result, result_names);
  return result;
}

Tensor mse_loss_reduced(const Tensor& self, const Tensor& target, int64_t reduction) {
  if (names::any_named(self, target)) names::refuse("aten::mse_loss.reduced");
  std::shared_ptr<autograd::MseLossBackward0> grad_fn;
  if (autograd::compute_requires_grad(self, target)) {
    grad_fn = std::make_shared<autograd::MseLossBackward0>();
    autograd::collect_edges(*grad_fn, self, target);
    grad_fn->self_ = autograd::SavedVariable(self, false);
    grad_fn->target_ = autograd::SavedVariable(target, false);
    grad_fn->reduction_ = reduction;
  }
  auto result = kernels::mse_loss_reduced(self, target, reduction);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    Tensor target_t = autograd::tangent_of(target);
    if (autograd::has_tangent(self_t) || autograd::has_tangent(target_t)) {
      self_t = autograd::tangent_or_zeros(self_t, self);
      target_t = autograd::tangent_or_zeros(target_t, target);
      autograd::set_tangent(result, mse_loss_reduced_jvp(self, target, reduction, self_t, target_t));
    }
  }
  return result;
}

Tensor nll_loss(const Tensor& input, const Tensor& target, const Tensor& weight, int64_t ignore_index, std::string_view reduction) {
  if (names::any_named(input, target, weight)) names::refuse("aten::nll_loss");
  std::shared_ptr<autograd::NllLossBackward0> grad_fn;
  if (autograd::compute_requires_grad(input)) {
    grad_fn = std::make_shared<autograd::NllLossBackward0>();
    autograd::collect_edges(*grad_fn, input);
    grad_fn->input_ = autograd::SavedVariable(input, false);
    grad_fn->target_ = autograd::SavedVariable(target, false);
    grad_fn->weight_ = autograd::SavedVariable(weight, false);
    grad_fn->ignore_index_ = ignore_index;
    grad_fn->reduction_ = reduction;
  }
  auto result = kernels::nll_loss(input, target, weight, ignore_index, reduction);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor input_t = autograd::tangent_of(input);
    if (autograd::has_tangent(input_t)) {
      autograd::set_tangent(result, nll_loss_jvp(target, weight, ignore_index, reduction, input_t));
    }
  }
  return result;
}

Tensor nll_loss_backward(const Tensor& grad_output, const Tensor& input, const Tensor& target, const Tensor& weight, int64_t ignore_index, std::string_view reduction) {
  if (names::any_named(grad_output, input, target, weight)) names::refuse("aten::nll_loss_backward");
  std::shared_ptr<autograd::NllLossBackwardBackward0> grad_fn;
  if (autograd::compute_requires_grad(grad_output, input)) {
    grad_fn = std::make_shared<autograd::NllLossBackwardBackward0>();
    autograd::collect_edges(*grad_fn, grad_output, input);
    if (autograd::should_compute(*grad_fn, 0)) grad_fn->input_ = autograd::SavedVariable(input, false);
    if (autograd::should_compute(*grad_fn, 0)) grad_fn->target_ = autograd::SavedVariable(target, false);
    if (autograd::should_compute(*grad_fn, 0)) grad_fn->weight_ = autograd::SavedVariable(weight, false);
    grad_fn->ignore_index_ = ignore_index;
    grad_fn->reduction_ = reduction;
  }
  auto result = kernels::nll_loss_backward(grad_output, input, target, weight, ignore_index, reduction);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor grad_output_t = autograd::tangent_of(grad_output);
    Tensor input_t = autograd::tangent_of(input);
    if (autograd::has_tangent(grad_output_t) || autograd::has_tangent(input_t)) {
      autograd::set_tangent(result, nll_loss_backward_jvp(input, target, weight, ignore_index, reduction, grad_output_t));
    }
  }
  return result;
}

Tensor binary_cross_entropy_reduced(const Tensor& self, const Tensor& target, const Tensor& weight, int64_t reduction) {
  if (names::any_named(self, target, weight)) names::refuse("aten::binary_cross_entropy.reduced");
  std::shared_ptr<autograd::BinaryCrossEntropyBackward0> grad_fn;
  if (autograd::compute_requires_grad(self, target, weight)) {
    grad_fn = std::make_shared<autograd::BinaryCrossEntropyBackward0>();
    autograd::collect_edges(*grad_fn, self, target, weight);
    grad_fn->self_ = autograd::SavedVariable(self, false);
    if (autograd::should_compute(*grad_fn, 0) || autograd::should_compute(*grad_fn, 2)) grad_fn->target_ = autograd::SavedVariable(target, false);
    if (autograd::should_compute(*grad_fn, 0) || autograd::should_compute(*grad_fn, 1)) grad_fn->weight_ = autograd::SavedVariable(weight, false);
    grad_fn->reduction_ = reduction;
  }
  auto result = kernels::binary_cross_entropy_reduced(self, target, weight, reduction);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    Tensor target_t = autograd::tangent_of(target);
    Tensor weight_t = autograd::tangent_of(weight);
    if (autograd::has_tangent(self_t) || autograd::has_tangent(target_t) || autograd::has_tangent(weight_t)) {
      self_t = autograd::tangent_or_zeros(self_t, self);
      target_t = autograd::tangent_or_zeros(target_t, target);
      weight_t = autograd::tangent_or_zeros(weight_t, weight);
      autograd::set_tangent(result, binary_cross_entropy_reduced_jvp(self, target, weight, reduction, self_t, target_t, weight_t));
    }
  }
  return result;
}

Tensor binary_cross_entropy_with_logits_reduced(const Tensor& self, const Tensor& target, const Tensor& weight, const Tensor& pos_weight, int64_t reduction) {
  if (names::any_named(self, target, weight, pos_weight)) names::refuse("aten::binary_cross_entropy_with_logits.reduced");
  std::shared_ptr<autograd::BinaryCrossEntropyWithLogitsBackward0> grad_fn;
  if (autograd::compute_requires_grad(self, target, weight, pos_weight)) {
    grad_fn = std::make_shared<autograd::BinaryCrossEntropyWithLogitsBackward0>();
    autograd::collect_edges(*grad_fn, self, target, weight, pos_weight);
    grad_fn->self_ = autograd::SavedVariable(self, false);
    if (autograd::should_compute(*grad_fn, 0) || autograd::should_compute(*grad_fn, 2) || autograd::should_compute(*grad_fn, 3)) grad_fn->target_ = autograd::SavedVariable(target, false);
    if (autograd::should_compute(*grad_fn, 0) || autograd::should_compute(*grad_fn, 1) || autograd::should_compute(*grad_fn, 3)) grad_fn->weight_ = autograd::SavedVariable(weight, false);
    if (autograd::should_compute(*grad_fn, 0) || autograd::should_compute(*grad_fn, 1) || autograd::should_compute(*grad_fn, 2)) grad_fn->pos_weight_ = autograd::SavedVariable(pos_weight, false);
    grad_fn->reduction_ = reduction;
  }
  auto result = kernels::binary_cross_entropy_with_logits_reduced(self, target, weight, pos_weight, reduction);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    Tensor target_t = autograd::tangent_of(target);
    Tensor weight_t = autograd::tangent_of(weight);
    Tensor pos_weight_t = autograd::tangent_of(pos_weight);
    if (autograd::has_tangent(self_t) || autograd::has_tangent(target_t) || autograd::has_tangent(weight_t) || autograd::has_tangent(pos_weight_t)) {
      self_t = autograd::tangent_or_zeros(self_t, self);
      target_t = autograd::tangent_or_zeros(target_t, target);
      weight_t = autograd::tangent_or_zeros(weight_t, weight);
      pos_weight_t = autograd::tangent_or_zeros(pos_weight_t, pos_weight);
      autograd::set_tangent(result, binary_cross_entropy_with_logits_reduced_jvp(self, target, weight, pos_weight, reduction, self_t, target_t, weight_t, pos_weight_t));
    }
  }
  return result;
}

Tensor smooth_l1_loss_reduced(const Tensor& self, const Tensor& target, int64_t reduction, double beta) {
  if (names::any_named(self, target)) names::refuse("aten::smooth_l1_loss.reduced");
  std::shared_ptr<autograd::SmoothL1LossBackward0> grad_fn;
  if (autograd::compute_requires_grad(self, target)) {
    grad_fn = std::make_shared<autograd::SmoothL1LossBackward0>();
    autograd::collect_edges(*grad_fn, self, target);
    grad_fn->self_ = autograd::SavedVariable(self, false);
    grad_fn->target_ = autograd::SavedVariable(target, false);
    grad_fn->reduction_ = reduction;
    grad_fn->beta_ = beta;
  }
  auto result = kernels::smooth_l1_loss_reduced(self, target, reduction, beta);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    Tensor target_t = autograd::tangent_of(target);
    if (autograd::has_tangent(self_t) || autograd::has_tangent(target_t)) {
      self_t = autograd::tangent_or_zeros(self_t, self);
      target_t = autograd::tangent_or_zeros(target_t, target);
      autograd::set_tangent(result, smooth_l1_loss_reduced_jvp(self, target, reduction, beta, self_t, target_t));
    }
  }
  return result;
}

Tensor huber_loss_reduced(const Tensor& self, const Tensor& target, int64_t reduction, double delta) {
  if (names::any_named(self, target)) names::refuse("aten::huber_loss.reduced");
  std::shared_ptr<autograd::HuberLossBackward0> grad_fn;
  if (autograd::compute_requires_grad(self, target)) {
    grad_fn = std::make_shared<autograd::HuberLossBackward0>();
    autograd::collect_edges(*grad_fn, self, target);
    grad_fn->self_ = autograd::SavedVariable(self, false);
    grad_fn->target_ = autograd::SavedVariable(target, false);
    grad_fn->reduction_ = reduction;
    grad_fn->delta_ = delta;
  }
  auto result = kernels::huber_loss_reduced(self, target, reduction, delta);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    Tensor target_t = autograd::tangent_of(target);
    if (autograd::has_tangent(self_t) || autograd::has_tangent(target_t)) {
      self_t = autograd::tangent_or_zeros(self_t, self);
      target_t = autograd::tangent_or_zeros(target_t, target);
      autograd::set_tangent(result, huber_loss_reduced_jvp(self, target, reduction, delta, self_t, target_t));
    }
  }
  return result;
}

std::tuple<Tensor, Tensor> _ctc_loss(const Tensor& log_probs, const Tensor& targets, const DimVector& input_lengths, const DimVector& target_lengths, int64_t blank, bool zero_infinity) {
  if (names::any_named(log_probs, targets)) names::refuse("aten::_ctc_loss");
  std::shared_ptr<autograd::CtcLossBackward0> grad_fn;
  if (autograd::compute_requires_grad(log_probs)) {
    grad_fn = std::make_shared<autograd::CtcLossBackward0>();
    autograd::collect_edges(*grad_fn, log_probs);
    grad_fn->log_probs_ = autograd::SavedVariable(log_probs, false);
    grad_fn->targets_ = autograd::SavedVariable(targets, false);
    grad_fn->input_lengths_ = input_lengths;
    grad_fn->target_lengths_ = target_lengths;
    grad_fn->blank_ = blank;
    grad_fn->zero_infinity_ = zero_infinity;
  }
  auto result = kernels::_ctc_loss(log_probs, targets, input_lengths, target_lengths, blank, zero_infinity);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
    grad_fn->log_alpha_ = autograd::SavedVariable(std::get<1>(result), true);
    grad_fn->neg_log_likelihood_ = autograd::SavedVariable(std::get<0>(result), true);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor log_probs_t = autograd::tangent_of(log_probs);
    if (autograd::has_tangent(log_probs_t)) {
      autograd::set_tangent(std::get<0>(result), _ctc_loss_jvp(log_probs, targets, input_lengths, target_lengths, blank, zero_infinity, log_probs_t, std::get<0>(result), std::get<1>(result)));
    }
  }
  return result;
}

Tensor _ctc_loss_backward(const Tensor& grad, const Tensor& log_probs, const Tensor& targets, const DimVector& input_lengths, const DimVector& target_lengths, const Tensor& neg_log_likelihood, const Tensor& log_alpha, int64_t blank, bool zero_infinity, bool through_log_softmax) {
  if (names::any_named(grad, log_probs, targets, neg_log_likelihood, log_alpha)) names::refuse("aten::_ctc_loss_backward");
  return kernels::_ctc_loss_backward(grad, log_probs, targets, input_lengths, target_lengths, neg_log_likelihood, log_alpha, blank, zero_infinity, through_log_softmax);
}

Tensor smooth_l1(const Tensor& self, const Scalar& beta) {
  Dimnames result_names;
  if (names::any_named(self)) result_names = names::unify(self);
  std::shared_ptr<autograd::SmoothL1Backward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::SmoothL1Backward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_ = autograd::SavedVariable(self, false);
    grad_fn->beta_ = beta;
  }
  auto result = kernels::smooth_l1(self, beta);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, smooth_l1_jvp(self, beta, self_t));
    }
  }
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor smooth_l1_backward(const Tensor& grad_output, const Tensor& self, const Scalar& beta) {
  Dimnames result_names;
  if (names::any_named(grad_output, self)) result_names = names::unify(grad_output, self);
  std::shared_ptr<autograd::SmoothL1BackwardBackward0> grad_fn;
  if (autograd::compute_requires_grad(grad_output, self)) {
    grad_fn = std::make_shared<autograd::SmoothL1BackwardBackward0>();
    autograd::collect_edges(*grad_fn, grad_output, self);
    if (autograd::should_compute(*grad_fn, 1)) grad_fn->grad_output_ = autograd::SavedVariable(grad_output, false);
    grad_fn->self_ = autograd::SavedVariable(self, false);
    grad_fn->beta_ = beta;
  }
  auto result = kernels::smooth_l1_backward(grad_output, self, beta);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor grad_output_t = autograd::tangent_of(grad_output);
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(grad_output_t) || autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, smooth_l1_backward_jvp(grad_output, self, beta, grad_output_t, self_t));
    }
  }
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor huber(const Tensor& self, const Scalar& delta) {
  Dimnames result_names;
  if (names::any_named(self)) result_names = names::unify(self);
  std::shared_ptr<autograd::HuberBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::HuberBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_ = autograd::SavedVariable(self, false);
    grad_fn->delta_ = delta;
  }
  auto result = kernels::huber(self, delta);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, huber_jvp(self, delta, self_t));
    }
  }
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor huber_backward(const Tensor& grad_output, const Tensor& self, const Scalar& delta) {
  Dimnames result_names;
  if (names::any_named(grad_output, self)) result_names = names::unify(grad_output, self);
  std::shared_ptr<autograd::HuberBackwardBackward0> grad_fn;
  if (autograd::compute_requires_grad(grad_output, self)) {
    grad_fn = std::make_shared<autograd::HuberBackwardBackward0>();
    autograd::collect_edges(*grad_fn, grad_output, self);
    if (autograd::should_compute(*grad_fn, 1)) grad_fn->grad_output_ = autograd::SavedVariable(grad_output, false);
    grad_fn->self_ = autograd::SavedVariable(self, false);
    grad_fn->delta_ = delta;
  }
  auto result = kernels::huber_backward(grad_output, self, delta);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor grad_output_t = autograd::tangent_of(grad_output);
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(grad_output_t) || autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, huber_backward_jvp(grad_output, self, delta, grad_output_t, self_t));
    }
  }
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor smooth_l1_loss_backward(const Tensor& grad_output, const Tensor& self, const Tensor& target, const Scalar& beta) {
  Dimnames result_names;
  if (names::any_named(grad_output, self, target)) result_names = names::unify(grad_output, self, target);
  std::shared_ptr<autograd::SmoothL1LossBackwardBackward0> grad_fn;
  if (autograd::compute_requires_grad(grad_output, self, target)) {
    grad_fn = std::make_shared<autograd::SmoothL1LossBackwardBackward0>();
    autograd::collect_edges(*grad_fn, grad_output, self, target);
    if (autograd::should_compute(*grad_fn, 1) || autograd::should_compute(*grad_fn, 2)) grad_fn->grad_output_ = autograd::SavedVariable(grad_output, false);
    grad_fn->self_ = autograd::SavedVariable(self, false);
    grad_fn->target_ = autograd::SavedVariable(target, false);
    grad_fn->beta_ = beta;
  }
  auto result = kernels::smooth_l1_loss_backward(grad_output, self, target, beta);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor grad_output_t = autograd::tangent_of(grad_output);
    Tensor self_t = autograd::tangent_of(self);
    Tensor target_t = autograd::tangent_of(target);
    if (autograd::has_tangent(grad_output_t) || autograd::has_tangent(self_t) || autograd::has_tangent(target_t)) {
      autograd::set_tangent(result, smooth_l1_loss_backward_jvp(grad_output, self, target, beta, grad_output_t, self_t, target_t));
    }
  }
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor huber_loss_backward(const Tensor& grad_output, const Tensor& self, const Tensor& target, const Scalar& delta) {
  Dimnames result_names;
  if (names::any_named(grad_output, self, target)) result_names = names::unify(grad_output, self, target);
  std::shared_ptr<autograd::HuberLossBackwardBackward0> grad_fn;
  if (autograd::compute_requires_grad(grad_output, self, target)) {
    grad_fn = std::make_shared<autograd::HuberLossBackwardBackward0>();
    autograd::collect_edges(*grad_fn, grad_output, self, target);
    if (autograd::should_compute(*grad_fn, 1) || autograd::should_compute(*grad_fn, 2)) grad_fn->grad_output_ = autograd::SavedVariable(grad_output, false);
    grad_fn->self_ = autograd::SavedVariable(self, false);
    grad_fn->target_ = autograd::SavedVariable(target, false);
    grad_fn->delta_ = delta;
  }
  auto result = kernels::huber_loss_backward(grad_output, self, target, delta);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor grad_output_t = autograd::tangent_of(grad_output);
    Tensor self_t = autograd::tangent_of(self);
    Tensor target_t = autograd::tangent_of(target);
    if (autograd::has_tangent(grad_output_t) || autograd::has_tangent(self_t) || autograd::has_tangent(target_t)) {
      autograd::set_tangent(result, huber_loss_backward_jvp(grad_output, self, target, delta, grad_output_t, self_t, target_t));
    }
  }
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

}  // namespace yaten
