// @generated from ops.yaml by codegen (template: nodes_family.h.j2). Do not edit.
// Backward nodes of the 'conv' ops, one per op with a differentiable input.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "autograd/node.h"
#include "autograd/saved_values.h"
#include "autograd/saved_variable.h"

namespace yaten::autograd {

struct Conv2DBackward0 : public Node {
  std::string name() const override { return "Conv2DBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable input_;
  autograd::SavedVariable weight_;
  DimVector stride_;
  DimVector padding_;
  DimVector dilation_;
  int64_t groups_;
};

struct Conv2DBackwardInputBackward0 : public Node {
  std::string name() const override { return "Conv2DBackwardInputBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  DimVector weight_sizes_;
  autograd::SavedVariable grad_output_;
  autograd::SavedVariable weight_;
  DimVector stride_;
  DimVector padding_;
  DimVector dilation_;
  int64_t groups_;
};

struct Conv2DBackwardWeightBackward0 : public Node {
  std::string name() const override { return "Conv2DBackwardWeightBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  DimVector input_sizes_;
  autograd::SavedVariable grad_output_;
  autograd::SavedVariable input_;
  DimVector stride_;
  DimVector padding_;
  DimVector dilation_;
  int64_t groups_;
};

struct Conv2DBackwardBiasBackward0 : public Node {
  std::string name() const override { return "Conv2DBackwardBiasBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  DimVector grad_output_sizes_;
  autograd::SavedVariable input_;
  autograd::SavedVariable weight_;
};

struct Conv2DBackwardBackward0 : public Node {
  std::string name() const override { return "Conv2DBackwardBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable grad_output_;
  autograd::SavedVariable input_;
  autograd::SavedVariable weight_;
  DimVector stride_;
  DimVector padding_;
  DimVector dilation_;
  int64_t groups_;
};

}  // namespace yaten::autograd
