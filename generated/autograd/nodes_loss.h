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

struct MseLossBackward0 : public Node {
  std::string name() const override { return "MseLossBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
  autograd::SavedVariable target_;
  int64_t reduction_;
};

struct NllLossBackward0 : public Node {
  std::string name() const override { return "NllLossBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable input_;
  autograd::SavedVariable target_;
  autograd::SavedVariable weight_;
  int64_t ignore_index_;
  std::string reduction_;
};

struct NllLossBackwardBackward0 : public Node {
  std::string name() const override { return "NllLossBackwardBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable input_;
  autograd::SavedVariable target_;
  autograd::SavedVariable weight_;
  int64_t ignore_index_;
  std::string reduction_;
};

struct BinaryCrossEntropyBackward0 : public Node {
  std::string name() const override { return "BinaryCrossEntropyBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
  autograd::SavedVariable target_;
  autograd::SavedVariable weight_;
  int64_t reduction_;
};

struct BinaryCrossEntropyWithLogitsBackward0 : public Node {
  std::string name() const override { return "BinaryCrossEntropyWithLogitsBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
  autograd::SavedVariable target_;
  autograd::SavedVariable weight_;
  autograd::SavedVariable pos_weight_;
  int64_t reduction_;
};

struct SmoothL1LossBackward0 : public Node {
  std::string name() const override { return "SmoothL1LossBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
  autograd::SavedVariable target_;
  int64_t reduction_;
  double beta_;
};

struct HuberLossBackward0 : public Node {
  std::string name() const override { return "HuberLossBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
  autograd::SavedVariable target_;
  int64_t reduction_;
  double delta_;
};

struct CtcLossBackward0 : public Node {
  std::string name() const override { return "CtcLossBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable log_probs_;
  autograd::SavedVariable targets_;
  DimVector input_lengths_;
  DimVector target_lengths_;
  int64_t blank_;
  bool zero_infinity_;
  autograd::SavedVariable log_alpha_;
  autograd::SavedVariable neg_log_likelihood_;
};

struct SmoothL1Backward0 : public Node {
  std::string name() const override { return "SmoothL1Backward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
  Scalar beta_;
};

struct SmoothL1BackwardBackward0 : public Node {
  std::string name() const override { return "SmoothL1BackwardBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable grad_output_;
  autograd::SavedVariable self_;
  Scalar beta_;
};

struct HuberBackward0 : public Node {
  std::string name() const override { return "HuberBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
  Scalar delta_;
};

struct HuberBackwardBackward0 : public Node {
  std::string name() const override { return "HuberBackwardBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable grad_output_;
  autograd::SavedVariable self_;
  Scalar delta_;
};

struct SmoothL1LossBackwardBackward0 : public Node {
  std::string name() const override { return "SmoothL1LossBackwardBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable grad_output_;
  autograd::SavedVariable self_;
  autograd::SavedVariable target_;
  Scalar beta_;
};

struct HuberLossBackwardBackward0 : public Node {
  std::string name() const override { return "HuberLossBackwardBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable grad_output_;
  autograd::SavedVariable self_;
  autograd::SavedVariable target_;
  Scalar delta_;
};

}  // namespace yaten::autograd
