// @generated from ops.yaml by codegen (template: nodes_family.h.j2). Do not edit.
// Backward nodes of the 'linalg' ops, one per op with a differentiable input.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "autograd/node.h"
#include "autograd/saved_variable.h"

namespace yaten::autograd {

struct MmBackward0 : public Node {
  std::string name() const override { return "MmBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  autograd::SavedVariable mat2_;
  autograd::SavedVariable self_;
};

struct BmmBackward0 : public Node {
  std::string name() const override { return "BmmBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  autograd::SavedVariable mat2_;
  autograd::SavedVariable self_;
};

struct AddmmBackward0 : public Node {
  std::string name() const override { return "AddmmBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  Scalar beta_;
  Scalar alpha_;
  autograd::SavedVariable mat1_;
  autograd::SavedVariable mat2_;
};

struct MvBackward0 : public Node {
  std::string name() const override { return "MvBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  autograd::SavedVariable vec_;
  autograd::SavedVariable self_;
};

struct DotBackward0 : public Node {
  std::string name() const override { return "DotBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  autograd::SavedVariable tensor_;
  autograd::SavedVariable self_;
};

struct LinalgLuFactorBackward0 : public Node {
  std::string name() const override { return "LinalgLuFactorBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  autograd::SavedVariable LU_;
  autograd::SavedVariable pivots_;
};

struct LinalgSolveExBackward0 : public Node {
  std::string name() const override { return "LinalgSolveExBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  autograd::SavedVariable A_;
  bool left_;
  autograd::SavedVariable result_;
};

struct LinalgSolveTriangularBackward0 : public Node {
  std::string name() const override { return "LinalgSolveTriangularBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  bool left_;
  autograd::SavedVariable result_;
  autograd::SavedVariable self_;
  bool unitriangular_;
  bool upper_;
};

struct LinalgCholeskyExBackward0 : public Node {
  std::string name() const override { return "LinalgCholeskyExBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  autograd::SavedVariable L_;
  bool upper_;
};

struct LinalgEighPackedBackward0 : public Node {
  std::string name() const override { return "LinalgEighPackedBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  autograd::SavedVariable result_;
};

struct LinalgSvdPackedBackward0 : public Node {
  std::string name() const override { return "LinalgSvdPackedBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  autograd::SavedVariable A_;
  bool full_matrices_;
  autograd::SavedVariable result_;
};

struct LinalgQrPackedBackward0 : public Node {
  std::string name() const override { return "LinalgQrPackedBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  autograd::SavedVariable A_;
  std::string mode_;
  autograd::SavedVariable result_;
};

}  // namespace yaten::autograd
