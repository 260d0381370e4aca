// @generated from ops.yaml by codegen (template: nodes_family.cpp.j2). Do not edit.
// Backward formulas of the 'linalg' ops, from ops.yaml.
#include "generated/autograd/nodes_linalg.h"

#include "autograd/formula_helpers.h"
#include "autograd/function_support.h"
#include "autograd/tensor_operators.h"
#include "generated/autograd/ops/bmm.h"
#include "generated/autograd/ops/linalg_matrix_exp_differential.h"
#include "generated/autograd/ops/linalg_solve_triangular.h"
#include "generated/autograd/ops/mv.h"
#include "generated/autograd/ops/outer.h"
#include "generated/autograd/ops/t.h"
#include "generated/autograd/ops/transpose.h"

namespace yaten::autograd {

TensorList MmBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  const auto& self_sizes = self_sizes_;
  const auto& self_strides = self_strides_;
  const auto& mat2_sizes = mat2_sizes_;
  const auto& mat2_strides = mat2_strides_;
  Tensor self = self_.unpack();
  Tensor mat2 = mat2_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = mm_mat1_backward(grad, mat2, self_sizes, self_strides, 1);
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = mm_mat2_backward(grad, self, mat2_sizes, mat2_strides, 1);
  }
  ++edge;
  return grad_inputs;
}

void MmBackward0::release_variables() {
  self_.reset();
  mat2_.reset();
}

void MmBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self_sizes", self_sizes_);
  visitor.saved("self_strides", self_strides_);
  visitor.saved("mat2_sizes", mat2_sizes_);
  visitor.saved("mat2_strides", mat2_strides_);
  visitor.saved("self", self_);
  visitor.saved("mat2", mat2_);
}

TensorList BmmBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor self = self_.unpack();
  Tensor mat2 = mat2_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = bmm(grad, transpose(mat2, 1, 2));
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = bmm(transpose(self, 1, 2), grad);
  }
  ++edge;
  return grad_inputs;
}

void BmmBackward0::release_variables() {
  self_.reset();
  mat2_.reset();
}

void BmmBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
  visitor.saved("mat2", mat2_);
}

TensorList AddmmBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  const auto& mat1_sizes = mat1_sizes_;
  const auto& mat1_strides = mat1_strides_;
  const auto& mat2_sizes = mat2_sizes_;
  const auto& mat2_strides = mat2_strides_;
  Tensor mat1 = mat1_.unpack();
  Tensor mat2 = mat2_.unpack();
  const auto& beta = beta_;
  const auto& alpha = alpha_;
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = maybe_multiply(grad, beta);
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = mm_mat1_backward(grad, mat2, mat1_sizes, mat1_strides, alpha);
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = mm_mat2_backward(grad, mat1, mat2_sizes, mat2_strides, alpha);
  }
  ++edge;
  return grad_inputs;
}

void AddmmBackward0::release_variables() {
  mat1_.reset();
  mat2_.reset();
}

void AddmmBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("mat1_sizes", mat1_sizes_);
  visitor.saved("mat1_strides", mat1_strides_);
  visitor.saved("mat2_sizes", mat2_sizes_);
  visitor.saved("mat2_strides", mat2_strides_);
  visitor.saved("mat1", mat1_);
  visitor.saved("mat2", mat2_);
  visitor.saved("beta", beta_);
  visitor.saved("alpha", alpha_);
}

TensorList MvBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor self = self_.unpack();
  Tensor vec = vec_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = outer(grad, vec);
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = mv(t(self), grad);
  }
  ++edge;
  return grad_inputs;
}

void MvBackward0::release_variables() {
  self_.reset();
  vec_.reset();
}

void MvBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
  visitor.saved("vec", vec_);
}

TensorList DotBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor self = self_.unpack();
  Tensor tensor = tensor_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad * tensor;
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad * self;
  }
  ++edge;
  return grad_inputs;
}

void DotBackward0::release_variables() {
  self_.reset();
  tensor_.reset();
}

void DotBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
  visitor.saved("tensor", tensor_);
}

TensorList LinalgLuFactorBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  Tensor LU = LU_.unpack(shared_from_this());
  Tensor pivots = pivots_.unpack(shared_from_this());
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = lu_factor_ex_backward(grads[0], LU, pivots);
  }
  ++edge;
  return grad_inputs;
}

void LinalgLuFactorBackward0::release_variables() {
  LU_.reset();
  pivots_.reset();
}

void LinalgLuFactorBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("LU", LU_);
  visitor.saved("pivots", pivots_);
}

TensorList LinalgSolveExBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  Tensor A = A_.unpack();
  const auto& left = left_;
  Tensor result = result_.unpack(shared_from_this());
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = linalg_solve_backward_A(grads[0], A, result, left);
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = linalg_solve_backward_B(grads[0], A, left);
  }
  ++edge;
  return grad_inputs;
}

void LinalgSolveExBackward0::release_variables() {
  A_.reset();
  result_.reset();
}

void LinalgSolveExBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("A", A_);
  visitor.saved("left", left_);
  visitor.saved("result", result_);
}

TensorList LinalgSolveTriangularBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor self = self_.unpack();
  const auto& upper = upper_;
  const auto& left = left_;
  const auto& unitriangular = unitriangular_;
  Tensor result = result_.unpack(shared_from_this());
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = solve_triangular_backward_self(grad, self, result, upper, left, unitriangular);
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = linalg_solve_triangular(transpose(self, -2, -1), grad, !upper, left, unitriangular);
  }
  ++edge;
  return grad_inputs;
}

void LinalgSolveTriangularBackward0::release_variables() {
  self_.reset();
  result_.reset();
}

void LinalgSolveTriangularBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
  visitor.saved("upper", upper_);
  visitor.saved("left", left_);
  visitor.saved("unitriangular", unitriangular_);
  visitor.saved("result", result_);
}

TensorList LinalgCholeskyExBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const auto& upper = upper_;
  Tensor L = L_.unpack(shared_from_this());
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = cholesky_backward(grads[0], upper, L);
  }
  ++edge;
  return grad_inputs;
}

void LinalgCholeskyExBackward0::release_variables() {
  L_.reset();
}

void LinalgCholeskyExBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("upper", upper_);
  visitor.saved("L", L_);
}

TensorList LinalgEighBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  Tensor eigenvalues = eigenvalues_.unpack(shared_from_this());
  Tensor eigenvectors = eigenvectors_.unpack(shared_from_this());
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = eigh_backward(grads[0], grads[1], eigenvalues, eigenvectors);
  }
  ++edge;
  return grad_inputs;
}

void LinalgEighBackward0::release_variables() {
  eigenvalues_.reset();
  eigenvectors_.reset();
}

void LinalgEighBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("eigenvalues", eigenvalues_);
  visitor.saved("eigenvectors", eigenvectors_);
}

TensorList LinalgSvdBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const auto& full_matrices = full_matrices_;
  Tensor S = S_.unpack(shared_from_this());
  Tensor U = U_.unpack(shared_from_this());
  Tensor Vh = Vh_.unpack(shared_from_this());
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = svd_backward(grads[0], grads[1], grads[2], U, S, Vh, full_matrices);
  }
  ++edge;
  return grad_inputs;
}

void LinalgSvdBackward0::release_variables() {
  S_.reset();
  U_.reset();
  Vh_.reset();
}

void LinalgSvdBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("full_matrices", full_matrices_);
  visitor.saved("S", S_);
  visitor.saved("U", U_);
  visitor.saved("Vh", Vh_);
}

TensorList LinalgQrBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const auto& mode = mode_;
  Tensor Q = Q_.unpack(shared_from_this());
  Tensor R = R_.unpack(shared_from_this());
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = qr_backward(grads[0], grads[1], Q, R, mode);
  }
  ++edge;
  return grad_inputs;
}

void LinalgQrBackward0::release_variables() {
  Q_.reset();
  R_.reset();
}

void LinalgQrBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("mode", mode_);
  visitor.saved("Q", Q_);
  visitor.saved("R", R_);
}

TensorList LinalgDetBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor A = A_.unpack();
  Tensor result = result_.unpack(shared_from_this());
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = det_backward(grad, result, A);
  }
  ++edge;
  return grad_inputs;
}

void LinalgDetBackward0::release_variables() {
  A_.reset();
  result_.reset();
}

void LinalgDetBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("A", A_);
  visitor.saved("result", result_);
}

TensorList LinalgSlogdetBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  Tensor A = A_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = slogdet_backward(grads[1], A);
  }
  ++edge;
  return grad_inputs;
}

void LinalgSlogdetBackward0::release_variables() {
  A_.reset();
}

void LinalgSlogdetBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("A", A_);
}

TensorList LinalgHouseholderProductBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor input = input_.unpack();
  Tensor tau = tau_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = householder_product_backward_input(grad, input, tau);
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = householder_product_backward_tau(grad, input, tau);
  }
  ++edge;
  return grad_inputs;
}

void LinalgHouseholderProductBackward0::release_variables() {
  input_.reset();
  tau_.reset();
}

void LinalgHouseholderProductBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("input", input_);
  visitor.saved("tau", tau_);
}

TensorList LinalgLstsqBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  Tensor self = self_.unpack();
  Tensor b = b_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = lstsq_backward_A(grads[0], self, b);
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = lstsq_backward_b(grads[0], self, b);
  }
  ++edge;
  return grad_inputs;
}

void LinalgLstsqBackward0::release_variables() {
  self_.reset();
  b_.reset();
}

void LinalgLstsqBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
  visitor.saved("b", b_);
}

TensorList LinalgMatrixExpBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor self = self_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = linalg_matrix_exp_differential(transpose(self, -2, -1), grad);
  }
  ++edge;
  return grad_inputs;
}

void LinalgMatrixExpBackward0::release_variables() {
  self_.reset();
}

void LinalgMatrixExpBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("self", self_);
}

}  // namespace yaten::autograd
