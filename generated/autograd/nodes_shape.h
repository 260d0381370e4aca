// @generated from ops.yaml by codegen (template: nodes_family.h.j2). Do not edit.
// Backward nodes of the 'shape' ops, one per op with a differentiable input.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "autograd/node.h"
#include "autograd/saved_values.h"
#include "autograd/saved_variable.h"

namespace yaten::autograd {

struct ViewBackward0 : public Node {
  std::string name() const override { return "ViewBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  DimVector self_sizes_;
};

struct ReshapeBackward0 : public Node {
  std::string name() const override { return "ReshapeBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  DimVector self_sizes_;
};

struct PermuteBackward0 : public Node {
  std::string name() const override { return "PermuteBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  DimVector dims_;
};

struct TransposeBackward0 : public Node {
  std::string name() const override { return "TransposeBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  int64_t dim0_;
  int64_t dim1_;
};

struct TBackward0 : public Node {
  std::string name() const override { return "TBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
};

struct SqueezeBackward0 : public Node {
  // torch's name for the calls that give dim is set on creation.
  const char* name_ = "SqueezeBackward0";
  std::string name() const override { return name_; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  DimVector self_sizes_;
};

struct UnsqueezeBackward0 : public Node {
  std::string name() const override { return "UnsqueezeBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  int64_t dim_;
};

struct ExpandBackward0 : public Node {
  std::string name() const override { return "ExpandBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  DimVector self_sizes_;
};

struct SliceBackward0 : public Node {
  std::string name() const override { return "SliceBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  DimVector self_sizes_;
  int64_t dim_;
  std::optional<int64_t> start_;
  std::optional<int64_t> end_;
  int64_t step_;
};

struct SliceBackwardBackward0 : public Node {
  std::string name() const override { return "SliceBackwardBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  int64_t dim_;
  std::optional<int64_t> start_;
  std::optional<int64_t> end_;
  int64_t step_;
};

struct SelectBackward0 : public Node {
  std::string name() const override { return "SelectBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  DimVector self_sizes_;
  int64_t dim_;
  int64_t index_;
};

struct SelectBackwardBackward0 : public Node {
  std::string name() const override { return "SelectBackwardBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  int64_t dim_;
  int64_t index_;
};

struct CatBackward0 : public Node {
  std::string name() const override { return "CatBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  std::vector<DimVector> tensors_sizes_;
  int64_t dim_;
  size_t tensors_size_ = 0;
};

struct SplitBackward0 : public Node {
  std::string name() const override { return "SplitBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  int64_t dim_;
};

struct CloneBackward0 : public Node {
  std::string name() const override { return "CloneBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
};

struct AliasBackward0 : public Node {
  std::string name() const override { return "AliasBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
};

struct ToBackward0 : public Node {
  std::string name() const override { return "ToCopyBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
};

struct FlipBackward0 : public Node {
  std::string name() const override { return "FlipBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  DimVector dims_;
};

struct RepeatBackward0 : public Node {
  std::string name() const override { return "RepeatBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  DimVector self_sizes_;
  DimVector repeats_;
};

struct TrilBackward0 : public Node {
  std::string name() const override { return "TrilBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  int64_t diagonal_;
};

struct TriuBackward0 : public Node {
  std::string name() const override { return "TriuBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  int64_t diagonal_;
};

struct UnbindBackward0 : public Node {
  std::string name() const override { return "UnbindBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  int64_t dim_;
};

struct DiagonalBackward0 : public Node {
  std::string name() const override { return "DiagonalBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  DimVector self_sizes_;
  int64_t offset_;
  int64_t dim1_;
  int64_t dim2_;
};

struct DiagonalBackwardBackward0 : public Node {
  std::string name() const override { return "DiagonalBackwardBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  int64_t offset_;
  int64_t dim1_;
  int64_t dim2_;
};

struct AsStridedBackward0 : public Node {
  std::string name() const override { return "AsStridedBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  DimVector self_sizes_;
  DimVector self_strides_;
  autograd::SavedVariable self_;
  DimVector size_;
  DimVector stride_;
  std::optional<int64_t> storage_offset_;
};

struct UnfoldBackward0 : public Node {
  std::string name() const override { return "UnfoldBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  DimVector self_sizes_;
  int64_t dimension_;
  int64_t size_;
  int64_t step_;
};

struct SplitWithSizesBackward0 : public Node {
  std::string name() const override { return "SplitWithSizesBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  int64_t dim_;
};

struct UnsafeSplitBackward0 : public Node {
  std::string name() const override { return "UnsafeSplitBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  int64_t dim_;
};

struct UnsafeSplitWithSizesBackward0 : public Node {
  std::string name() const override { return "UnsafeSplitWithSizesBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  int64_t dim_;
};

}  // namespace yaten::autograd
