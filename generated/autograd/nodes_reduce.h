// @generated from ops.yaml by codegen (template: nodes_family.h.j2). Do not edit.
// Backward nodes of the 'reduce' ops, one per op with a differentiable input.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "autograd/node.h"
#include "autograd/saved_values.h"
#include "autograd/saved_variable.h"

namespace yaten::autograd {

struct SumBackward0 : public Node {
  // torch's name for the calls that give dim is set on creation.
  const char* name_ = "SumBackward0";
  std::string name() const override { return name_; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  DimVector self_sizes_;
  std::optional<DimVector> dim_;
  bool keepdim_;
};

struct MeanBackward0 : public Node {
  // torch's name for the calls that give dim is set on creation.
  const char* name_ = "MeanBackward0";
  std::string name() const override { return name_; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  DimVector self_sizes_;
  std::optional<DimVector> dim_;
  bool keepdim_;
};

struct ProdBackward0 : public Node {
  // torch's name for the calls that give dim is set on creation.
  const char* name_ = "ProdBackward0";
  std::string name() const override { return name_; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
  std::optional<int64_t> dim_;
  bool keepdim_;
  autograd::SavedVariable result_;
};

struct AmaxBackward0 : public Node {
  std::string name() const override { return "AmaxBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
  DimVector dim_;
  bool keepdim_;
  autograd::SavedVariable result_;
};

struct AminBackward0 : public Node {
  std::string name() const override { return "AminBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
  DimVector dim_;
  bool keepdim_;
  autograd::SavedVariable result_;
};

struct MaxBackward0 : public Node {
  std::string name() const override { return "MaxBackward1"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
  autograd::SavedVariable result_;
};

struct MaxBackward1 : public Node {
  std::string name() const override { return "MaxBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  DimVector self_sizes_;
  int64_t dim_;
  bool keepdim_;
  autograd::SavedVariable indices_;
};

struct MaxBackward2 : public Node {
  std::string name() const override { return "MaximumBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
  autograd::SavedVariable other_;
};

struct MinBackward0 : public Node {
  std::string name() const override { return "MinBackward1"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
  autograd::SavedVariable result_;
};

struct MinBackward1 : public Node {
  std::string name() const override { return "MinBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  DimVector self_sizes_;
  int64_t dim_;
  bool keepdim_;
  autograd::SavedVariable indices_;
};

struct MinBackward2 : public Node {
  std::string name() const override { return "MinimumBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
  autograd::SavedVariable other_;
};

struct VarBackward0 : public Node {
  std::string name() const override { return "VarBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
  std::optional<DimVector> dim_;
  bool unbiased_;
  bool keepdim_;
};

struct StdBackward0 : public Node {
  std::string name() const override { return "StdBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
  std::optional<DimVector> dim_;
  bool unbiased_;
  bool keepdim_;
  autograd::SavedVariable result_;
};

struct LogsumexpBackward0 : public Node {
  std::string name() const override { return "LogsumexpBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  DimVector self_sizes_;
  autograd::SavedVariable self_;
  DimVector dim_;
  bool keepdim_;
  autograd::SavedVariable result_;
};

struct SoftmaxBackward0 : public Node {
  std::string name() const override { return "SoftmaxBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  int64_t dim_;
  autograd::SavedVariable result_;
};

struct LogSoftmaxBackward0 : public Node {
  std::string name() const override { return "LogSoftmaxBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  int64_t dim_;
  autograd::SavedVariable result_;
};

struct CumsumBackward0 : public Node {
  std::string name() const override { return "CumsumBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  int64_t dim_;
};

struct CumprodBackward0 : public Node {
  std::string name() const override { return "CumprodBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
  int64_t dim_;
  autograd::SavedVariable result_;
};

struct NormBackward0 : public Node {
  std::string name() const override { return "NormBackward1"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
  std::optional<Scalar> p_;
  std::optional<DimVector> dim_;
  bool keepdim_;
  autograd::SavedVariable result_;
};

struct SoftmaxBackwardBackward0 : public Node {
  std::string name() const override { return "SoftmaxBackwardBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable grad_output_;
  autograd::SavedVariable output_;
  int64_t dim_;
};

struct LogSoftmaxBackwardBackward0 : public Node {
  std::string name() const override { return "LogSoftmaxBackwardBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable grad_output_;
  autograd::SavedVariable output_;
  int64_t dim_;
};

}  // namespace yaten::autograd
