// @generated from ops.yaml by codegen (template: nodes_family.h.j2). Do not edit.
// Backward nodes of the 'math' ops, one per op with a differentiable input.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "autograd/node.h"
#include "autograd/saved_values.h"
#include "autograd/saved_variable.h"

namespace yaten::autograd {

struct NanToNumBackward0 : public Node {
  std::string name() const override { return "NanToNumBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
};

struct Exp2Backward0 : public Node {
  std::string name() const override { return "Exp2Backward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable result_;
};

struct ErfcBackward0 : public Node {
  std::string name() const override { return "ErfcBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
};

struct ErfinvBackward0 : public Node {
  std::string name() const override { return "ErfinvBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable result_;
};

struct LgammaBackward0 : public Node {
  std::string name() const override { return "LgammaBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
};

struct DigammaBackward0 : public Node {
  std::string name() const override { return "DigammaBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
};

struct PolygammaBackward0 : public Node {
  std::string name() const override { return "PolygammaBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  int64_t n_;
  autograd::SavedVariable self_;
};

struct I0Backward0 : public Node {
  std::string name() const override { return "I0Backward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
};

struct SincBackward0 : public Node {
  std::string name() const override { return "SincBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
  autograd::SavedVariable result_;
};

struct LogitBackward0 : public Node {
  std::string name() const override { return "LogitBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
  std::optional<double> eps_;
};

struct LogitBackwardBackward0 : public Node {
  std::string name() const override { return "LogitBackwardBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable grad_output_;
  autograd::SavedVariable self_;
  std::optional<double> eps_;
};

struct FracBackward0 : public Node {
  std::string name() const override { return "FracBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
};

struct Deg2RadBackward0 : public Node {
  std::string name() const override { return "Deg2RadBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
};

struct Rad2DegBackward0 : public Node {
  std::string name() const override { return "Rad2DegBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
};

struct LogaddexpBackward0 : public Node {
  std::string name() const override { return "LogaddexpBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
  autograd::SavedVariable other_;
};

struct Logaddexp2Backward0 : public Node {
  std::string name() const override { return "Logaddexp2Backward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
  autograd::SavedVariable other_;
};

struct XlogyBackward0 : public Node {
  std::string name() const override { return "XlogyBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
  autograd::SavedVariable other_;
};

struct CopysignBackward0 : public Node {
  std::string name() const override { return "CopysignBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
  autograd::SavedVariable result_;
};

struct FrexpBackward0 : public Node {
  std::string name() const override { return "FrexpBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable exponent_;
};

struct IgammaBackward0 : public Node {
  std::string name() const override { return "IgammaBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
  autograd::SavedVariable other_;
};

struct IgammacBackward0 : public Node {
  std::string name() const override { return "IgammacBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
  autograd::SavedVariable other_;
};

}  // namespace yaten::autograd
