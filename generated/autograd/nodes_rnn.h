// @generated from ops.yaml by codegen (template: nodes_family.h.j2). Do not edit.
// Backward nodes of the 'rnn' ops, one per op with a differentiable input.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "autograd/node.h"
#include "autograd/saved_values.h"
#include "autograd/saved_variable.h"

namespace yaten::autograd {

struct LstmCellFusedBackward0 : public Node {
  std::string name() const override { return "LstmCellFusedBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable gates_;
  autograd::SavedVariable cx_;
  autograd::SavedVariable result_;
};

struct GruCellFusedBackward0 : public Node {
  std::string name() const override { return "GruCellFusedBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable input_gates_;
  autograd::SavedVariable hidden_gates_;
  autograd::SavedVariable hx_;
};

}  // namespace yaten::autograd
