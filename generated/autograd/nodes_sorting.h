// @generated from ops.yaml by codegen (template: nodes_family.h.j2). Do not edit.
// Backward nodes of the 'sorting' ops, one per op with a differentiable input.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "autograd/node.h"
#include "autograd/saved_values.h"
#include "autograd/saved_variable.h"

namespace yaten::autograd {

struct SortBackward0 : public Node {
  std::string name() const override { return "SortBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
  int64_t dim_;
  autograd::SavedVariable indices_;
};

struct TopkBackward0 : public Node {
  std::string name() const override { return "TopkBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
  int64_t dim_;
  autograd::SavedVariable indices_;
};

struct KthvalueBackward0 : public Node {
  std::string name() const override { return "KthvalueBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  DimVector self_sizes_;
  int64_t dim_;
  bool keepdim_;
  autograd::SavedVariable indices_;
};

struct MedianBackward0 : public Node {
  std::string name() const override { return "MedianBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
  autograd::SavedVariable result_;
};

struct MedianBackward1 : public Node {
  std::string name() const override { return "MedianBackward1"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  DimVector self_sizes_;
  int64_t dim_;
  bool keepdim_;
  autograd::SavedVariable indices_;
};

struct NanmedianBackward0 : public Node {
  std::string name() const override { return "NanmedianBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
  autograd::SavedVariable result_;
};

struct NanmedianBackward1 : public Node {
  std::string name() const override { return "NanmedianBackward1"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  DimVector self_sizes_;
  int64_t dim_;
  bool keepdim_;
  autograd::SavedVariable indices_;
};

struct ModeBackward0 : public Node {
  std::string name() const override { return "ModeBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  DimVector self_sizes_;
  int64_t dim_;
  bool keepdim_;
  autograd::SavedVariable indices_;
};

struct CummaxBackward0 : public Node {
  std::string name() const override { return "CummaxBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
  int64_t dim_;
  autograd::SavedVariable indices_;
};

struct CumminBackward0 : public Node {
  std::string name() const override { return "CumminBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
  int64_t dim_;
  autograd::SavedVariable indices_;
};

struct LogcumsumexpBackward0 : public Node {
  std::string name() const override { return "LogcumsumexpBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
  int64_t dim_;
  autograd::SavedVariable result_;
};

}  // namespace yaten::autograd
