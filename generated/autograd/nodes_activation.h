// @generated from ops.yaml by codegen (template: nodes_family.h.j2). Do not edit.
// Backward nodes of the 'activation' ops, one per op with a differentiable input.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "autograd/node.h"
#include "autograd/saved_variable.h"

namespace yaten::autograd {

struct GeluBackward0 : public Node {
  std::string name() const override { return "GeluBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  std::string approximate_;
  autograd::SavedVariable input_;
};

struct SiluBackward0 : public Node {
  std::string name() const override { return "SiluBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  autograd::SavedVariable input_;
};

struct GeluBackwardBackward0 : public Node {
  std::string name() const override { return "GeluBackwardBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  std::string approximate_;
  autograd::SavedVariable self_;
  autograd::SavedVariable grad_output_;
};

struct SiluBackwardBackward0 : public Node {
  std::string name() const override { return "SiluBackwardBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  autograd::SavedVariable self_;
  autograd::SavedVariable grad_output_;
};

}  // namespace yaten::autograd
