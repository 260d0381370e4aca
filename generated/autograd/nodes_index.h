// @generated from ops.yaml by codegen (template: nodes_family.h.j2). Do not edit.
// Backward nodes of the 'index' ops, one per op with a differentiable input.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "autograd/node.h"
#include "autograd/saved_variable.h"

namespace yaten::autograd {

struct IndexSelectBackward0 : public Node {
  std::string name() const override { return "IndexSelectBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  DimVector self_sizes_;
  int64_t dim_;
  autograd::SavedVariable index_;
};

struct IndexBackward0 : public Node {
  std::string name() const override { return "IndexBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  DimVector self_sizes_;
  std::vector<autograd::SavedVariable> indices_;
};

struct IndexPutBackward0 : public Node {
  std::string name() const override { return "IndexPutBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  bool accumulate_;
  std::vector<autograd::SavedVariable> indices_;
  autograd::SavedVariable values_;
};

struct IndexAddBackward0 : public Node {
  std::string name() const override { return "IndexAddBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  Scalar alpha_;
  int64_t dim_;
  autograd::SavedVariable index_;
};

struct GatherBackward0 : public Node {
  std::string name() const override { return "GatherBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  DimVector self_sizes_;
  int64_t dim_;
  autograd::SavedVariable index_;
};

struct ScatterAddBackward0 : public Node {
  std::string name() const override { return "ScatterAddBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  int64_t dim_;
  autograd::SavedVariable index_;
};

}  // namespace yaten::autograd
