// @generated from ops.yaml by codegen (template: nodes_family.h.j2). Do not edit.
// Backward nodes of the 'unary' ops, one per op with a differentiable input.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "autograd/node.h"
#include "autograd/saved_values.h"
#include "autograd/saved_variable.h"

namespace yaten::autograd {

struct NegBackward0 : public Node {
  std::string name() const override { return "NegBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
};

struct AbsBackward0 : public Node {
  std::string name() const override { return "AbsBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
};

struct ExpBackward0 : public Node {
  std::string name() const override { return "ExpBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable result_;
};

struct LogBackward0 : public Node {
  std::string name() const override { return "LogBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
};

struct Log2Backward0 : public Node {
  std::string name() const override { return "Log2Backward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
};

struct Log10Backward0 : public Node {
  std::string name() const override { return "Log10Backward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
};

struct Log1PBackward0 : public Node {
  std::string name() const override { return "Log1PBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
};

struct Expm1Backward0 : public Node {
  std::string name() const override { return "Expm1Backward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable result_;
};

struct SqrtBackward0 : public Node {
  std::string name() const override { return "SqrtBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable result_;
};

struct RsqrtBackward0 : public Node {
  std::string name() const override { return "RsqrtBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable result_;
};

struct SquareBackward0 : public Node {
  std::string name() const override { return "PowBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
};

struct ReciprocalBackward0 : public Node {
  std::string name() const override { return "ReciprocalBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable result_;
};

struct SinBackward0 : public Node {
  std::string name() const override { return "SinBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
};

struct CosBackward0 : public Node {
  std::string name() const override { return "CosBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
};

struct TanBackward0 : public Node {
  std::string name() const override { return "TanBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable result_;
};

struct AsinBackward0 : public Node {
  std::string name() const override { return "AsinBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
};

struct AcosBackward0 : public Node {
  std::string name() const override { return "AcosBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
};

struct AtanBackward0 : public Node {
  std::string name() const override { return "AtanBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
};

struct AsinhBackward0 : public Node {
  std::string name() const override { return "AsinhBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
};

struct AcoshBackward0 : public Node {
  std::string name() const override { return "AcoshBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
};

struct AtanhBackward0 : public Node {
  std::string name() const override { return "AtanhBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
};

struct SinhBackward0 : public Node {
  std::string name() const override { return "SinhBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
};

struct CoshBackward0 : public Node {
  std::string name() const override { return "CoshBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
};

struct TanhBackward0 : public Node {
  std::string name() const override { return "TanhBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable result_;
};

struct SigmoidBackward0 : public Node {
  std::string name() const override { return "SigmoidBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable result_;
};

struct ReluBackward0 : public Node {
  std::string name() const override { return "ReluBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable result_;
};

struct ErfBackward0 : public Node {
  std::string name() const override { return "ErfBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
};

struct FloorBackward0 : public Node {
  std::string name() const override { return "FloorBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
};

struct CeilBackward0 : public Node {
  std::string name() const override { return "CeilBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
};

struct RoundBackward0 : public Node {
  std::string name() const override { return "RoundBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
};

struct TruncBackward0 : public Node {
  std::string name() const override { return "TruncBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
};

struct SignBackward0 : public Node {
  std::string name() const override { return "SignBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
};

struct SgnBackward0 : public Node {
  std::string name() const override { return "SgnBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
};

}  // namespace yaten::autograd
