// @generated from ops.yaml by codegen (template: nodes_family.h.j2). Do not edit.
// Backward nodes of the 'select' ops, one per op with a differentiable input.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "autograd/node.h"
#include "autograd/saved_values.h"
#include "autograd/saved_variable.h"

namespace yaten::autograd {

struct WhereBackward0 : public Node {
  std::string name() const override { return "WhereBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable condition_;
};

struct ClampBackward0 : public Node {
  std::string name() const override { return "ClampBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
  autograd::SavedVariable min_;
  autograd::SavedVariable max_;
};

struct ClampBackward1 : public Node {
  std::string name() const override { return "ClampBackward1"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
  std::optional<Scalar> min_;
  std::optional<Scalar> max_;
};

struct MaskedFillBackward0 : public Node {
  std::string name() const override { return "MaskedFillBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable mask_;
};

}  // namespace yaten::autograd
