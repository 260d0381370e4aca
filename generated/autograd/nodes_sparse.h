// @generated from ops.yaml by codegen (template: nodes_family.h.j2). Do not edit.
// Backward nodes of the 'sparse' ops, one per op with a differentiable input.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "autograd/node.h"
#include "autograd/saved_values.h"
#include "autograd/saved_variable.h"

namespace yaten::autograd {

struct EmbeddingGradScaleBackward0 : public Node {
  std::string name() const override { return "EmbeddingGradScaleBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable scale_;
};

struct EmbeddingBagBackward0 : public Node {
  std::string name() const override { return "EmbeddingBagBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable weight_;
  autograd::SavedVariable indices_;
  autograd::SavedVariable offsets_;
  bool scale_grad_by_freq_;
  int64_t mode_;
  autograd::SavedVariable per_sample_weights_;
  bool include_last_offset_;
  std::optional<int64_t> padding_idx_;
  autograd::SavedVariable result2_;
  autograd::SavedVariable result3_;
};

}  // namespace yaten::autograd
