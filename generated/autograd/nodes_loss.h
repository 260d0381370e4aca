// @generated from ops.yaml by codegen (template: nodes_family.h.j2). Do not edit.
// Backward nodes of the 'loss' ops, one per op with a differentiable input.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "autograd/node.h"
#include "autograd/saved_values.h"
#include "autograd/saved_variable.h"

namespace yaten::autograd {

struct NllLossBackward0 : public Node {
  std::string name() const override { return "NllLossBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  int64_t ignore_index_;
  autograd::SavedVariable input_;
  std::string reduction_;
  autograd::SavedVariable target_;
  autograd::SavedVariable weight_;
};

struct NllLossBackwardBackward0 : public Node {
  std::string name() const override { return "NllLossBackwardBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  int64_t ignore_index_;
  autograd::SavedVariable input_;
  std::string reduction_;
  autograd::SavedVariable target_;
  autograd::SavedVariable weight_;
};

struct CtcLossBackward0 : public Node {
  std::string name() const override { return "CtcLossBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  int64_t blank_;
  DimVector input_lengths_;
  autograd::SavedVariable log_alpha_;
  autograd::SavedVariable log_probs_;
  autograd::SavedVariable neg_log_likelihood_;
  DimVector target_lengths_;
  autograd::SavedVariable targets_;
  bool zero_infinity_;
};

struct SmoothL1Backward0 : public Node {
  std::string name() const override { return "SmoothL1Backward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  Scalar beta_;
  autograd::SavedVariable self_;
};

struct SmoothL1BackwardBackward0 : public Node {
  std::string name() const override { return "SmoothL1BackwardBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  Scalar beta_;
  autograd::SavedVariable self_;
  autograd::SavedVariable grad_output_;
};

struct HuberBackward0 : public Node {
  std::string name() const override { return "HuberBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  Scalar delta_;
  autograd::SavedVariable self_;
};

struct HuberBackwardBackward0 : public Node {
  std::string name() const override { return "HuberBackwardBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  Scalar delta_;
  autograd::SavedVariable self_;
  autograd::SavedVariable grad_output_;
};

}  // namespace yaten::autograd
