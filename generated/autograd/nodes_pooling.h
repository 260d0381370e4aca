// @generated from ops.yaml by codegen (template: nodes_family.h.j2). Do not edit.
// Backward nodes of the 'pooling' ops, one per op with a differentiable input.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "autograd/node.h"
#include "autograd/saved_values.h"
#include "autograd/saved_variable.h"

namespace yaten::autograd {

struct MaxPool2DWithIndicesBackward0 : public Node {
  std::string name() const override { return "MaxPool2DWithIndicesBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable input_;
  autograd::SavedVariable result1_;
};

struct MaxPool2DBackwardBackward0 : public Node {
  std::string name() const override { return "MaxPool2DBackwardBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable indices_;
};

struct AvgPool2DBackward0 : public Node {
  std::string name() const override { return "AvgPool2DBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable input_;
  DimVector kernel_size_;
  std::optional<DimVector> stride_;
  DimVector padding_;
  bool ceil_mode_;
  bool count_include_pad_;
  std::optional<int64_t> divisor_override_;
};

struct AvgPool2DBackwardBackward0 : public Node {
  std::string name() const override { return "AvgPool2DBackwardBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  DimVector kernel_size_;
  std::optional<DimVector> stride_;
  DimVector padding_;
  bool ceil_mode_;
  bool count_include_pad_;
  std::optional<int64_t> divisor_override_;
};

struct AdaptiveAvgPool2DBackward0 : public Node {
  std::string name() const override { return "AdaptiveAvgPool2DBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable input_;
};

struct AdaptiveAvgPool2DBackwardBackward0 : public Node {
  std::string name() const override { return "AdaptiveAvgPool2DBackwardBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  DimVector grad_output_sizes_;
};

struct AdaptiveMaxPool2DWithIndicesBackward0 : public Node {
  std::string name() const override { return "AdaptiveMaxPool2DWithIndicesBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable input_;
  autograd::SavedVariable result1_;
};

}  // namespace yaten::autograd
