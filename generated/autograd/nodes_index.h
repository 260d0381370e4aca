// @generated from ops.yaml by codegen (template: nodes_family.h.j2). Do not edit.
// Backward nodes of the 'index' ops, one per op with a differentiable input.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "autograd/node.h"
#include "autograd/saved_values.h"
#include "autograd/saved_variable.h"

namespace yaten::autograd {

struct IndexSelectBackward0 : public Node {
  std::string name() const override { return "IndexSelectBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  DimVector self_sizes_;
  int64_t dim_;
  autograd::SavedVariable index_;
};

struct IndexBackward0 : public Node {
  std::string name() const override { return "IndexBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  DimVector self_sizes_;
  std::vector<autograd::SavedVariable> indices_;
};

struct IndexPutBackward0 : public Node {
  std::string name() const override { return "IndexPutBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  std::vector<autograd::SavedVariable> indices_;
  autograd::SavedVariable values_;
  bool accumulate_;
};

struct IndexAddBackward0 : public Node {
  std::string name() const override { return "IndexAddBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  int64_t dim_;
  autograd::SavedVariable index_;
  Scalar alpha_;
};

struct GatherBackward0 : public Node {
  std::string name() const override { return "GatherBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  DimVector self_sizes_;
  int64_t dim_;
  autograd::SavedVariable index_;
};

struct ScatterAddBackward0 : public Node {
  std::string name() const override { return "ScatterAddBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  DimVector src_sizes_;
  int64_t dim_;
  autograd::SavedVariable index_;
};

struct MaskedSelectBackward0 : public Node {
  std::string name() const override { return "MaskedSelectBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
  autograd::SavedVariable mask_;
};

struct MaskedScatterBackward0 : public Node {
  std::string name() const override { return "MaskedScatterBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  DimVector source_sizes_;
  autograd::SavedVariable mask_;
};

struct TakeBackward0 : public Node {
  std::string name() const override { return "TakeBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  DimVector self_sizes_;
  autograd::SavedVariable index_;
};

struct PutBackward0 : public Node {
  std::string name() const override { return "PutBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  DimVector source_sizes_;
  autograd::SavedVariable index_;
  autograd::SavedVariable source_;
  bool accumulate_;
};

struct IndexFillBackward0 : public Node {
  std::string name() const override { return "IndexFillBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  int64_t dim_;
  autograd::SavedVariable index_;
};

struct IndexCopyBackward0 : public Node {
  std::string name() const override { return "IndexCopyBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  int64_t dim_;
  autograd::SavedVariable index_;
};

struct ScatterBackward0 : public Node {
  std::string name() const override { return "ScatterBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  DimVector src_sizes_;
  int64_t dim_;
  autograd::SavedVariable index_;
};

struct ScatterBackward1 : public Node {
  std::string name() const override { return "ScatterBackward1"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  int64_t dim_;
  autograd::SavedVariable index_;
};

struct ScatterBackward2 : public Node {
  std::string name() const override { return "ScatterBackward2"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
  int64_t dim_;
  autograd::SavedVariable index_;
  autograd::SavedVariable src_;
  std::string reduce_;
  autograd::SavedVariable result_;
};

struct ScatterBackward3 : public Node {
  std::string name() const override { return "ScatterBackward3"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
  int64_t dim_;
  autograd::SavedVariable index_;
  Scalar value_;
  std::string reduce_;
  autograd::SavedVariable result_;
};

struct ScatterReduceBackward0 : public Node {
  std::string name() const override { return "ScatterReduceBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
  int64_t dim_;
  autograd::SavedVariable index_;
  autograd::SavedVariable src_;
  std::string reduce_;
  bool include_self_;
  autograd::SavedVariable result_;
};

}  // namespace yaten::autograd
