// @generated from ops.yaml by codegen (template: nodes_family.h.j2). Do not edit.
// Backward nodes of the 'padding' ops, one per op with a differentiable input.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "autograd/node.h"
#include "autograd/saved_values.h"
#include "autograd/saved_variable.h"

namespace yaten::autograd {

struct ConstantPadBackward0 : public Node {
  std::string name() const override { return "ConstantPadNdBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  DimVector pad_;
};

struct ConstantPadBackwardBackward0 : public Node {
  std::string name() const override { return "ConstantPadBackwardBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  DimVector pad_;
};

}  // namespace yaten::autograd
