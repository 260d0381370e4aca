// @generated from ops.yaml by codegen (template: nodes_family.h.j2). Do not edit.
// Backward nodes of the 'binary' ops, one per op with a differentiable input.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "autograd/node.h"
#include "autograd/saved_values.h"
#include "autograd/saved_variable.h"

namespace yaten::autograd {

struct AddBackward0 : public Node {
  std::string name() const override { return "AddBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  Scalar alpha_;
};

struct SubBackward0 : public Node {
  std::string name() const override { return "SubBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  Scalar alpha_;
};

struct MulBackward0 : public Node {
  std::string name() const override { return "MulBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
  autograd::SavedVariable other_;
};

struct DivBackward0 : public Node {
  std::string name() const override { return "DivBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
  autograd::SavedVariable other_;
};

struct PowBackward0 : public Node {
  std::string name() const override { return "PowBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
  autograd::SavedVariable exponent_;
  autograd::SavedVariable result_;
};

struct MaximumBackward0 : public Node {
  std::string name() const override { return "MaximumBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
  autograd::SavedVariable other_;
};

struct MinimumBackward0 : public Node {
  std::string name() const override { return "MinimumBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
  autograd::SavedVariable other_;
};

struct Atan2Backward0 : public Node {
  std::string name() const override { return "Atan2Backward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
  autograd::SavedVariable other_;
};

struct HypotBackward0 : public Node {
  std::string name() const override { return "HypotBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
  autograd::SavedVariable other_;
  autograd::SavedVariable result_;
};

struct RemainderBackward0 : public Node {
  std::string name() const override { return "RemainderBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
  autograd::SavedVariable other_;
};

struct FmodBackward0 : public Node {
  std::string name() const override { return "FmodBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
  autograd::SavedVariable other_;
};

struct LerpBackward0 : public Node {
  std::string name() const override { return "LerpBackward1"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
  autograd::SavedVariable end_;
  autograd::SavedVariable weight_;
};

struct LerpBackward1 : public Node {
  std::string name() const override { return "LerpBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  Scalar weight_;
};

struct AddcmulBackward0 : public Node {
  std::string name() const override { return "AddcmulBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable tensor1_;
  autograd::SavedVariable tensor2_;
  Scalar value_;
};

struct AddcdivBackward0 : public Node {
  std::string name() const override { return "AddcdivBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable tensor1_;
  autograd::SavedVariable tensor2_;
  Scalar value_;
};

struct ThresholdBackwardBackward0 : public Node {
  std::string name() const override { return "ThresholdBackwardBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
  Scalar threshold_;
};

}  // namespace yaten::autograd
