// @generated from ops.yaml by codegen (template: nodes_family.h.j2). Do not edit.
// Backward nodes of the 'random' ops, one per op with a differentiable input.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "autograd/node.h"
#include "autograd/saved_values.h"
#include "autograd/saved_variable.h"

namespace yaten::autograd {

struct BernoulliBackward0 : public Node {
  std::string name() const override { return "BernoulliBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
};

struct BernoulliBackward1 : public Node {
  std::string name() const override { return "BernoulliBackward1"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
};

struct BernoulliBackward2 : public Node {
  std::string name() const override { return "BernoulliBackward2"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
};

struct BernoulliBackward3 : public Node {
  std::string name() const override { return "BernoulliBackward3"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
};

struct NormalBackward1 : public Node {
  std::string name() const override { return "NormalBackward1"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
};

struct NormalBackward2 : public Node {
  std::string name() const override { return "NormalBackward2"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
};

struct NormalBackward3 : public Node {
  std::string name() const override { return "NormalBackward3"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
};

struct PoissonBackward0 : public Node {
  std::string name() const override { return "PoissonBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
};

struct RandomBackward0 : public Node {
  std::string name() const override { return "RandomBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
};

struct RandomBackward1 : public Node {
  std::string name() const override { return "RandomBackward1"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
};

struct RandomBackward2 : public Node {
  std::string name() const override { return "RandomBackward2"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
};

struct ExponentialBackward0 : public Node {
  std::string name() const override { return "ExponentialBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
};

struct GeometricBackward0 : public Node {
  std::string name() const override { return "GeometricBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
};

struct LogNormalBackward0 : public Node {
  std::string name() const override { return "LogNormalBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
};

struct CauchyBackward0 : public Node {
  std::string name() const override { return "CauchyBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
};

struct BinomialBackward0 : public Node {
  std::string name() const override { return "BinomialBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
};

}  // namespace yaten::autograd
