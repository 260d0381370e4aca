// @generated from ops.yaml by codegen (template: nodes_family.h.j2). Do not edit.
// Backward nodes of the 'upsampling' ops, one per op with a differentiable input.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "autograd/node.h"
#include "autograd/saved_values.h"
#include "autograd/saved_variable.h"

namespace yaten::autograd {

struct UpsampleNearestBackward0 : public Node {
  std::string name() const override { return "UpsampleNearestBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  DimVector self_sizes_;
  DimVector output_size_;
  std::optional<double> scales_d_;
  std::optional<double> scales_h_;
  std::optional<double> scales_w_;
  bool exact_;
};

struct UpsampleLinearBackward0 : public Node {
  std::string name() const override { return "UpsampleLinearBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  DimVector self_sizes_;
  DimVector output_size_;
  bool align_corners_;
  std::optional<double> scales_d_;
  std::optional<double> scales_h_;
  std::optional<double> scales_w_;
};

struct UpsampleBicubicBackward0 : public Node {
  std::string name() const override { return "UpsampleBicubicBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  DimVector self_sizes_;
  DimVector output_size_;
  bool align_corners_;
  std::optional<double> scales_d_;
  std::optional<double> scales_h_;
  std::optional<double> scales_w_;
};

struct UpsampleNearestBackwardBackward0 : public Node {
  std::string name() const override { return "UpsampleNearestBackwardBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  DimVector output_size_;
  std::optional<double> scales_d_;
  std::optional<double> scales_h_;
  std::optional<double> scales_w_;
  bool exact_;
};

struct UpsampleLinearBackwardBackward0 : public Node {
  std::string name() const override { return "UpsampleLinearBackwardBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  DimVector output_size_;
  bool align_corners_;
  std::optional<double> scales_d_;
  std::optional<double> scales_h_;
  std::optional<double> scales_w_;
};

struct UpsampleBicubicBackwardBackward0 : public Node {
  std::string name() const override { return "UpsampleBicubicBackwardBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  DimVector output_size_;
  bool align_corners_;
  std::optional<double> scales_d_;
  std::optional<double> scales_h_;
  std::optional<double> scales_w_;
};

}  // namespace yaten::autograd
