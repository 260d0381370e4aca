// @generated from ops.yaml by codegen (template: nodes_family.h.j2). Do not edit.
// Backward nodes of the 'normalization' ops, one per op with a differentiable input.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "autograd/node.h"
#include "autograd/saved_values.h"
#include "autograd/saved_variable.h"

namespace yaten::autograd {

struct LayerNormBackwardBackward0 : public Node {
  std::string name() const override { return "LayerNormBackwardBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable grad_output_;
  autograd::SavedVariable input_;
  DimVector normalized_shape_;
  autograd::SavedVariable weight_;
  double eps_;
};

struct NativeBatchNormBackward0 : public Node {
  std::string name() const override { return "NativeBatchNormBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable input_;
  autograd::SavedVariable mean_;
  autograd::SavedVariable var_;
  autograd::SavedVariable weight_;
  bool training_;
  double eps_;
};

struct BatchNormBackwardBackward0 : public Node {
  std::string name() const override { return "BatchNormBackwardBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable grad_output_;
  autograd::SavedVariable input_;
  autograd::SavedVariable mean_;
  autograd::SavedVariable var_;
  autograd::SavedVariable weight_;
  bool training_;
  double eps_;
};

struct NativeLayerNormBackward0 : public Node {
  std::string name() const override { return "NativeLayerNormBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable input_;
  DimVector normalized_shape_;
  autograd::SavedVariable weight_;
  double eps_;
  autograd::SavedVariable mean_;
  autograd::SavedVariable rstd_;
};

struct NativeLayerNormBackwardBackward0 : public Node {
  std::string name() const override { return "NativeLayerNormBackwardBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable grad_out_;
  autograd::SavedVariable input_;
  DimVector normalized_shape_;
  autograd::SavedVariable weight_;
  double eps_;
};

struct NativeBatchNormBackwardBackward0 : public Node {
  std::string name() const override { return "NativeBatchNormBackwardBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable grad_out_;
  autograd::SavedVariable input_;
  autograd::SavedVariable mean_;
  autograd::SavedVariable var_;
  autograd::SavedVariable weight_;
  bool training_;
  double eps_;
};

struct NativeGroupNormBackward0 : public Node {
  std::string name() const override { return "NativeGroupNormBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable input_;
  autograd::SavedVariable weight_;
  int64_t num_groups_;
  double eps_;
  autograd::SavedVariable mean_;
  autograd::SavedVariable rstd_;
};

struct NativeGroupNormBackwardBackward0 : public Node {
  std::string name() const override { return "NativeGroupNormBackwardBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable grad_out_;
  autograd::SavedVariable input_;
  autograd::SavedVariable weight_;
  int64_t num_groups_;
  double eps_;
};

}  // namespace yaten::autograd
