// @generated from ops.yaml by codegen (template: nodes_family.h.j2). Do not edit.
// Backward nodes of the 'linalg' ops, one per op with a differentiable input.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "autograd/node.h"
#include "autograd/saved_values.h"
#include "autograd/saved_variable.h"

namespace yaten::autograd {

struct MmBackward0 : public Node {
  std::string name() const override { return "MmBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  DimVector self_sizes_;
  DimVector self_strides_;
  DimVector mat2_sizes_;
  DimVector mat2_strides_;
  autograd::SavedVariable self_;
  autograd::SavedVariable mat2_;
};

struct BmmBackward0 : public Node {
  std::string name() const override { return "BmmBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
  autograd::SavedVariable mat2_;
};

struct AddmmBackward0 : public Node {
  std::string name() const override { return "AddmmBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  DimVector mat1_sizes_;
  DimVector mat1_strides_;
  DimVector mat2_sizes_;
  DimVector mat2_strides_;
  autograd::SavedVariable mat1_;
  autograd::SavedVariable mat2_;
  Scalar beta_;
  Scalar alpha_;
};

struct MvBackward0 : public Node {
  std::string name() const override { return "MvBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
  autograd::SavedVariable vec_;
};

struct DotBackward0 : public Node {
  std::string name() const override { return "DotBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
  autograd::SavedVariable tensor_;
};

struct LinalgLuFactorBackward0 : public Node {
  std::string name() const override { return "LinalgLuFactorBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable LU_;
  autograd::SavedVariable pivots_;
};

struct LinalgSolveExBackward0 : public Node {
  std::string name() const override { return "LinalgSolveExBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable A_;
  bool left_;
  autograd::SavedVariable result_;
};

struct LinalgSolveTriangularBackward0 : public Node {
  std::string name() const override { return "LinalgSolveTriangularBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
  bool upper_;
  bool left_;
  bool unitriangular_;
  autograd::SavedVariable result_;
};

struct LinalgCholeskyExBackward0 : public Node {
  std::string name() const override { return "LinalgCholeskyExBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  bool upper_;
  autograd::SavedVariable L_;
};

struct LinalgEighBackward0 : public Node {
  std::string name() const override { return "LinalgEighBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable eigenvalues_;
  autograd::SavedVariable eigenvectors_;
};

struct LinalgSvdBackward0 : public Node {
  std::string name() const override { return "LinalgSvdBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  bool full_matrices_;
  autograd::SavedVariable S_;
  autograd::SavedVariable U_;
  autograd::SavedVariable Vh_;
};

struct LinalgQrBackward0 : public Node {
  std::string name() const override { return "LinalgQrBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  std::string mode_;
  autograd::SavedVariable Q_;
  autograd::SavedVariable R_;
};

struct LinalgDetBackward0 : public Node {
  std::string name() const override { return "LinalgDetBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable A_;
  autograd::SavedVariable result_;
};

struct LinalgSlogdetBackward0 : public Node {
  std::string name() const override { return "LinalgSlogdetBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable A_;
};

struct LinalgHouseholderProductBackward0 : public Node {
  std::string name() const override { return "LinalgHouseholderProductBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable input_;
  autograd::SavedVariable tau_;
};

struct LinalgLstsqBackward0 : public Node {
  std::string name() const override { return "LinalgLstsqBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
  autograd::SavedVariable b_;
};

struct LinalgMatrixExpBackward0 : public Node {
  std::string name() const override { return "LinalgMatrixExpBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
};

}  // namespace yaten::autograd
