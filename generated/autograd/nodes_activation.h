// @generated from ops.yaml by codegen (template: nodes_family.h.j2). Do not edit.
// Backward nodes of the 'activation' ops, one per op with a differentiable input.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "autograd/node.h"
#include "autograd/saved_values.h"
#include "autograd/saved_variable.h"

namespace yaten::autograd {

struct GeluBackward0 : public Node {
  std::string name() const override { return "GeluBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable input_;
  std::string approximate_;
};

struct SiluBackward0 : public Node {
  std::string name() const override { return "SiluBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable input_;
};

struct GeluBackwardBackward0 : public Node {
  std::string name() const override { return "GeluBackwardBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable grad_output_;
  autograd::SavedVariable self_;
  std::string approximate_;
};

struct SiluBackwardBackward0 : public Node {
  std::string name() const override { return "SiluBackwardBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable grad_output_;
  autograd::SavedVariable self_;
};

struct LeakyReluBackward0 : public Node {
  std::string name() const override { return "LeakyReluBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
  Scalar negative_slope_;
};

struct EluBackward0 : public Node {
  std::string name() const override { return "EluBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
  Scalar alpha_;
  Scalar scale_;
  Scalar input_scale_;
};

struct HardtanhBackward0 : public Node {
  std::string name() const override { return "HardtanhBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
  Scalar min_val_;
  Scalar max_val_;
};

struct HardsigmoidBackward0 : public Node {
  std::string name() const override { return "HardsigmoidBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
};

struct HardswishBackward0 : public Node {
  std::string name() const override { return "HardswishBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
};

struct SoftplusBackward0 : public Node {
  std::string name() const override { return "SoftplusBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
  Scalar beta_;
  Scalar threshold_;
};

struct MishBackward0 : public Node {
  std::string name() const override { return "MishBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
};

struct LogsigmoidBackward0 : public Node {
  std::string name() const override { return "LogsigmoidBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
};

struct SoftshrinkBackward0 : public Node {
  std::string name() const override { return "SoftshrinkBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
  Scalar lambd_;
};

struct HardshrinkBackward0 : public Node {
  std::string name() const override { return "HardshrinkBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
  Scalar lambd_;
};

struct ThresholdBackward0 : public Node {
  std::string name() const override { return "ThresholdBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
  Scalar threshold_;
};

struct LeakyReluBackwardBackward0 : public Node {
  std::string name() const override { return "LeakyReluBackwardBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
  Scalar negative_slope_;
};

struct HardtanhBackwardBackward0 : public Node {
  std::string name() const override { return "HardtanhBackwardBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
  Scalar min_val_;
  Scalar max_val_;
};

struct HardsigmoidBackwardBackward0 : public Node {
  std::string name() const override { return "HardsigmoidBackwardBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
};

struct ShrinkBackwardBackward0 : public Node {
  std::string name() const override { return "ShrinkBackwardBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
  Scalar lambd_;
};

struct EluBackwardBackward0 : public Node {
  std::string name() const override { return "EluBackwardBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable grad_output_;
  autograd::SavedVariable self_;
  Scalar alpha_;
  Scalar scale_;
  Scalar input_scale_;
};

struct HardswishBackwardBackward0 : public Node {
  std::string name() const override { return "HardswishBackwardBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable grad_output_;
  autograd::SavedVariable self_;
};

struct SoftplusBackwardBackward0 : public Node {
  std::string name() const override { return "SoftplusBackwardBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable grad_output_;
  autograd::SavedVariable self_;
  Scalar beta_;
  Scalar threshold_;
};

}  // namespace yaten::autograd
