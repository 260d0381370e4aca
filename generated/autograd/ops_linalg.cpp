// @generated from ops.yaml by codegen (template: ops_family.cpp.j2). Do not edit.
// The 'linalg' entry points: record history when needed, call the kernel.
#include "generated/autograd/ops_linalg.h"

#include "autograd/formula_helpers.h"
#include "autograd/forward_ad.h"
#include "autograd/function_support.h"
#include "autograd/tensor_operators.h"
#include "runtime/names.h"
#include "generated/autograd/nodes_linalg.h"
#include "generated/autograd/ops/bmm.h"
#include "generated/autograd/ops/dot.h"
#include "generated/autograd/ops/linalg_matrix_exp_differential.h"
#include "generated/autograd/ops/linalg_solve_triangular.h"
#include "generated/autograd/ops/mm.h"
#include "generated/autograd/ops/mv.h"
#include "generated/runtime/kernels_linalg.h"

namespace yaten {

// The jvp of each op: the output's tangent from its inputs' (ops.yaml
// `result:`). A term whose tangents are all undefined is zero and skipped.
namespace {

Tensor mm_jvp(const Tensor& self, const Tensor& mat2, const Tensor& self_t, const Tensor& mat2_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, mm(self_t, mat2), false);
  if (autograd::has_tangent(mat2_t)) autograd::add_jvp_term(jvp, mm(self, mat2_t), false);
  return jvp;
}

Tensor bmm_jvp(const Tensor& self, const Tensor& mat2, const Tensor& self_t, const Tensor& mat2_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, bmm(self_t, mat2), false);
  if (autograd::has_tangent(mat2_t)) autograd::add_jvp_term(jvp, bmm(self, mat2_t), false);
  return jvp;
}

Tensor addmm_jvp(const Tensor& mat1, const Tensor& mat2, const Scalar& beta, const Scalar& alpha, const Tensor& self_t, const Tensor& mat1_t, const Tensor& mat2_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, self_t * beta, false);
  if (autograd::has_tangent(mat1_t)) autograd::add_jvp_term(jvp, mm(mat1_t, mat2) * alpha, false);
  if (autograd::has_tangent(mat2_t)) autograd::add_jvp_term(jvp, mm(mat1, mat2_t) * alpha, false);
  return jvp;
}

Tensor mv_jvp(const Tensor& self, const Tensor& vec, const Tensor& self_t, const Tensor& vec_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, mv(self_t, vec), false);
  if (autograd::has_tangent(vec_t)) autograd::add_jvp_term(jvp, mv(self, vec_t), false);
  return jvp;
}

Tensor dot_jvp(const Tensor& self, const Tensor& tensor, const Tensor& self_t, const Tensor& tensor_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, dot(self_t, tensor), false);
  if (autograd::has_tangent(tensor_t)) autograd::add_jvp_term(jvp, dot(self, tensor_t), false);
  return jvp;
}

Tensor _linalg_lu_factor_jvp(const Tensor& A_t, const Tensor& LU, const Tensor& pivots) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(A_t)) autograd::add_jvp_term(jvp, lu_factor_ex_jvp(A_t, LU, pivots), false);
  return jvp;
}

Tensor linalg_solve_ex_jvp(const Tensor& A, bool left, const Tensor& A_t, const Tensor& B_t, const Tensor& result) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(A_t)) autograd::add_jvp_term(jvp, linalg_solve_jvp_A(A_t, A, result, left), false);
  if (autograd::has_tangent(B_t)) autograd::add_jvp_term(jvp, linalg_solve_jvp_B(B_t, A, left), false);
  return jvp;
}

Tensor linalg_solve_triangular_jvp(const Tensor& self, bool upper, bool left, bool unitriangular, const Tensor& self_t, const Tensor& B_t, const Tensor& result) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, solve_triangular_jvp_self(self_t, self, result, upper, left, unitriangular), false);
  if (autograd::has_tangent(B_t)) autograd::add_jvp_term(jvp, linalg_solve_triangular(self, B_t, upper, left, unitriangular), false);
  return jvp;
}

Tensor linalg_cholesky_ex_jvp(bool upper, const Tensor& self_t, const Tensor& L) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, cholesky_jvp(self_t, L, upper), false);
  return jvp;
}

Tensor _linalg_eigh_jvp_eigenvalues(const Tensor& A_t, const Tensor& eigenvectors) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(A_t)) autograd::add_jvp_term(jvp, eigh_jvp_eigenvalues(A_t, eigenvectors), false);
  return jvp;
}

Tensor _linalg_eigh_jvp_eigenvectors(const Tensor& A_t, const Tensor& eigenvalues, const Tensor& eigenvectors) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(A_t)) autograd::add_jvp_term(jvp, eigh_jvp_eigenvectors(A_t, eigenvalues, eigenvectors), false);
  return jvp;
}

Tensor _linalg_svd_jvp_U(bool full_matrices, const Tensor& A_t, const Tensor& U, const Tensor& S, const Tensor& Vh) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(A_t)) autograd::add_jvp_term(jvp, svd_jvp_U(A_t, U, S, Vh, full_matrices), false);
  return jvp;
}

Tensor _linalg_svd_jvp_S(const Tensor& A_t, const Tensor& U, const Tensor& S, const Tensor& Vh) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(A_t)) autograd::add_jvp_term(jvp, svd_jvp_S(A_t, U, S, Vh), false);
  return jvp;
}

Tensor _linalg_svd_jvp_Vh(bool full_matrices, const Tensor& A_t, const Tensor& U, const Tensor& S, const Tensor& Vh) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(A_t)) autograd::add_jvp_term(jvp, svd_jvp_Vh(A_t, U, S, Vh, full_matrices), false);
  return jvp;
}

Tensor _linalg_qr_jvp_Q(std::string_view mode, const Tensor& A_t, const Tensor& Q, const Tensor& R) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(A_t)) autograd::add_jvp_term(jvp, qr_jvp_Q(A_t, Q, R, mode), false);
  return jvp;
}

Tensor _linalg_qr_jvp_R(std::string_view mode, const Tensor& A_t, const Tensor& Q, const Tensor& R) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(A_t)) autograd::add_jvp_term(jvp, qr_jvp_R(A_t, Q, R, mode), false);
  return jvp;
}

Tensor linalg_det_jvp(const Tensor& A, const Tensor& A_t, const Tensor& result) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(A_t)) autograd::add_jvp_term(jvp, det_jvp(A_t, result, A), false);
  return jvp;
}

Tensor linalg_slogdet_jvp_sign(const Tensor& A_t, const Tensor& sign) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(A_t)) autograd::add_jvp_term(jvp, slogdet_jvp_sign(A_t, sign), false);
  return jvp;
}

Tensor linalg_slogdet_jvp_logabsdet(const Tensor& A, const Tensor& A_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(A_t)) autograd::add_jvp_term(jvp, slogdet_jvp(A_t, A), false);
  return jvp;
}

Tensor linalg_householder_product_jvp(const Tensor& input, const Tensor& tau, const Tensor& input_t, const Tensor& tau_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(input_t) || autograd::has_tangent(tau_t)) autograd::add_jvp_term(jvp, householder_product_jvp(input_t, tau_t, input, tau), false);
  return jvp;
}

Tensor _linalg_lstsq_jvp_solution(const Tensor& self, const Tensor& b, const Tensor& self_t, const Tensor& b_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, lstsq_jvp_A(self_t, self, b), false);
  if (autograd::has_tangent(b_t)) autograd::add_jvp_term(jvp, lstsq_jvp_b(b_t, self, b), false);
  return jvp;
}

Tensor linalg_matrix_exp_jvp(const Tensor& self, const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, linalg_matrix_exp_differential(self, self_t), false);
  return jvp;
}

}  // namespace

Tensor mm(const Tensor& self, const Tensor& mat2) {
  Dimnames result_names;
  if (names::any_named(self, mat2)) result_names = names::matmul(self, mat2);
  std::shared_ptr<autograd::MmBackward0> grad_fn;
  if (autograd::compute_requires_grad(self, mat2)) {
    grad_fn = std::make_shared<autograd::MmBackward0>();
    autograd::collect_edges(*grad_fn, self, mat2);
    grad_fn->self_sizes_ = self.sizes();
    grad_fn->self_strides_ = self.strides();
    grad_fn->mat2_sizes_ = mat2.sizes();
    grad_fn->mat2_strides_ = mat2.strides();
    if (autograd::should_compute(*grad_fn, 1)) grad_fn->self_ = autograd::SavedVariable(self, false);
    if (autograd::should_compute(*grad_fn, 0)) grad_fn->mat2_ = autograd::SavedVariable(mat2, false);
  }
  auto result = kernels::mm(self, mat2);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    Tensor mat2_t = autograd::tangent_of(mat2);
    if (autograd::has_tangent(self_t) || autograd::has_tangent(mat2_t)) {
      autograd::set_tangent(result, mm_jvp(self, mat2, self_t, mat2_t));
    }
  }
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor mm_out(const Tensor& self, const Tensor& mat2, const Tensor& out) {
  Dimnames result_names;
  if (names::any_named(self, mat2)) {
    result_names = names::matmul(self, mat2);
    names::check_target(out, result_names);
  }
  autograd::check_out_no_grad("mm", self, mat2, out);
  autograd::check_out_no_tangents("mm", self, mat2, out);
  autograd::write_out(out, kernels::mm(self, mat2), "mm", autograd::OutDtype::exact);
  if (result_names) {
    names::attach(out, result_names);
  }
  return out;
}

Tensor bmm(const Tensor& self, const Tensor& mat2) {
  Dimnames result_names;
  if (names::any_named(self, mat2)) result_names = names::matmul(self, mat2);
  std::shared_ptr<autograd::BmmBackward0> grad_fn;
  if (autograd::compute_requires_grad(self, mat2)) {
    grad_fn = std::make_shared<autograd::BmmBackward0>();
    autograd::collect_edges(*grad_fn, self, mat2);
    if (autograd::should_compute(*grad_fn, 1)) grad_fn->self_ = autograd::SavedVariable(self, false);
    if (autograd::should_compute(*grad_fn, 0)) grad_fn->mat2_ = autograd::SavedVariable(mat2, false);
  }
  auto result = kernels::bmm(self, mat2);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    Tensor mat2_t = autograd::tangent_of(mat2);
    if (autograd::has_tangent(self_t) || autograd::has_tangent(mat2_t)) {
      autograd::set_tangent(result, bmm_jvp(self, mat2, self_t, mat2_t));
    }
  }
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor bmm_out(const Tensor& self, const Tensor& mat2, const Tensor& out) {
  Dimnames result_names;
  if (names::any_named(self, mat2)) {
    result_names = names::matmul(self, mat2);
    names::check_target(out, result_names);
  }
  autograd::check_out_no_grad("bmm", self, mat2, out);
  autograd::check_out_no_tangents("bmm", self, mat2, out);
  autograd::write_out(out, kernels::bmm(self, mat2), "bmm", autograd::OutDtype::exact);
  if (result_names) {
    names::attach(out, result_names);
  }
  return out;
}

Tensor addmm(const Tensor& self, const Tensor& mat1, const Tensor& mat2, const Scalar& beta, const Scalar& alpha) {
  if (names::any_named(self, mat1, mat2)) names::refuse("aten::addmm");
  std::shared_ptr<autograd::AddmmBackward0> grad_fn;
  if (autograd::compute_requires_grad(self, mat1, mat2)) {
    grad_fn = std::make_shared<autograd::AddmmBackward0>();
    autograd::collect_edges(*grad_fn, self, mat1, mat2);
    grad_fn->mat1_sizes_ = mat1.sizes();
    grad_fn->mat1_strides_ = mat1.strides();
    grad_fn->mat2_sizes_ = mat2.sizes();
    grad_fn->mat2_strides_ = mat2.strides();
    if (autograd::should_compute(*grad_fn, 2)) grad_fn->mat1_ = autograd::SavedVariable(mat1, false);
    if (autograd::should_compute(*grad_fn, 1)) grad_fn->mat2_ = autograd::SavedVariable(mat2, false);
    grad_fn->beta_ = beta;
    grad_fn->alpha_ = alpha;
  }
  auto result = kernels::addmm(self, mat1, mat2, beta, alpha);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    Tensor mat1_t = autograd::tangent_of(mat1);
    Tensor mat2_t = autograd::tangent_of(mat2);
    if (autograd::has_tangent(self_t) || autograd::has_tangent(mat1_t) || autograd::has_tangent(mat2_t)) {
      autograd::set_tangent(result, addmm_jvp(mat1, mat2, beta, alpha, self_t, mat1_t, mat2_t));
    }
  }
  return result;
}

Tensor addmm_(const Tensor& self, const Tensor& mat1, const Tensor& mat2, const Scalar& beta, const Scalar& alpha) {
  if (names::any_named(self, mat1, mat2)) names::refuse("aten::addmm_");
  autograd::check_inplace(self, "addmm_", self, mat1, mat2);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::AddmmBackward0> grad_fn;
  if (autograd::compute_requires_grad(self, mat1, mat2)) {
    grad_fn = std::make_shared<autograd::AddmmBackward0>();
    autograd::collect_edges(*grad_fn, self, mat1, mat2);
    grad_fn->mat1_sizes_ = mat1.sizes();
    grad_fn->mat1_strides_ = mat1.strides();
    grad_fn->mat2_sizes_ = mat2.sizes();
    grad_fn->mat2_strides_ = mat2.strides();
    if (autograd::should_compute(*grad_fn, 2)) grad_fn->mat1_ = autograd::SavedVariable(mat1, false);
    if (autograd::should_compute(*grad_fn, 1)) grad_fn->mat2_ = autograd::SavedVariable(mat2, false);
    grad_fn->beta_ = beta;
    grad_fn->alpha_ = alpha;
  }
  Tensor self_t;
  Tensor mat1_t;
  Tensor mat2_t;
  bool forward_grad = false;
  if (autograd::forward_ad_enabled()) {
    self_t = autograd::tangent_of(self);
    mat1_t = autograd::tangent_of(mat1);
    mat2_t = autograd::tangent_of(mat2);
    forward_grad = autograd::has_tangent(self_t) || autograd::has_tangent(mat1_t) || autograd::has_tangent(mat2_t);
  }
  autograd::write_inplace(self, kernels::addmm(self, mat1, mat2, beta, alpha), "addmm_");
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, addmm_jvp(mat1, mat2, beta, alpha, self_t, mat1_t, mat2_t));
  return result;
}

Tensor addmm_out(const Tensor& self, const Tensor& mat1, const Tensor& mat2, const Scalar& beta, const Scalar& alpha, const Tensor& out) {
  if (names::any_named(self, mat1, mat2)) names::refuse("aten::addmm");
  autograd::check_out_no_grad("addmm", self, mat1, mat2, out);
  autograd::check_out_no_tangents("addmm", self, mat1, mat2, out);
  autograd::write_out(out, kernels::addmm(self, mat1, mat2, beta, alpha), "addmm", autograd::OutDtype::exact);
  return out;
}

Tensor mv(const Tensor& self, const Tensor& vec) {
  Dimnames result_names;
  if (names::any_named(self, vec)) result_names = names::matmul(self, vec);
  std::shared_ptr<autograd::MvBackward0> grad_fn;
  if (autograd::compute_requires_grad(self, vec)) {
    grad_fn = std::make_shared<autograd::MvBackward0>();
    autograd::collect_edges(*grad_fn, self, vec);
    if (autograd::should_compute(*grad_fn, 1)) grad_fn->self_ = autograd::SavedVariable(self, false);
    if (autograd::should_compute(*grad_fn, 0)) grad_fn->vec_ = autograd::SavedVariable(vec, false);
  }
  auto result = kernels::mv(self, vec);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    Tensor vec_t = autograd::tangent_of(vec);
    if (autograd::has_tangent(self_t) || autograd::has_tangent(vec_t)) {
      autograd::set_tangent(result, mv_jvp(self, vec, self_t, vec_t));
    }
  }
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor mv_out(const Tensor& self, const Tensor& vec, const Tensor& out) {
  Dimnames result_names;
  if (names::any_named(self, vec)) {
    result_names = names::matmul(self, vec);
    names::check_target(out, result_names);
  }
  autograd::check_out_no_grad("mv", self, vec, out);
  autograd::check_out_no_tangents("mv", self, vec, out);
  autograd::write_out(out, kernels::mv(self, vec), "mv", autograd::OutDtype::exact);
  if (result_names) {
    names::attach(out, result_names);
  }
  return out;
}

Tensor dot(const Tensor& self, const Tensor& tensor) {
  Dimnames result_names;
  if (names::any_named(self, tensor)) result_names = names::matmul(self, tensor);
  std::shared_ptr<autograd::DotBackward0> grad_fn;
  if (autograd::compute_requires_grad(self, tensor)) {
    grad_fn = std::make_shared<autograd::DotBackward0>();
    autograd::collect_edges(*grad_fn, self, tensor);
    if (autograd::should_compute(*grad_fn, 1)) grad_fn->self_ = autograd::SavedVariable(self, false);
    if (autograd::should_compute(*grad_fn, 0)) grad_fn->tensor_ = autograd::SavedVariable(tensor, false);
  }
  auto result = kernels::dot(self, tensor);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    Tensor tensor_t = autograd::tangent_of(tensor);
    if (autograd::has_tangent(self_t) || autograd::has_tangent(tensor_t)) {
      autograd::set_tangent(result, dot_jvp(self, tensor, self_t, tensor_t));
    }
  }
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor dot_out(const Tensor& self, const Tensor& tensor, const Tensor& out) {
  Dimnames result_names;
  if (names::any_named(self, tensor)) {
    result_names = names::matmul(self, tensor);
    names::check_target(out, result_names);
  }
  autograd::check_out_no_grad("dot", self, tensor, out);
  autograd::check_out_no_tangents("dot", self, tensor, out);
  autograd::write_out(out, kernels::dot(self, tensor), "dot", autograd::OutDtype::exact);
  if (result_names) {
    names::attach(out, result_names);
  }
  return out;
}

Tensor matmul(const Tensor& self, const Tensor& other) {
  if (!names::any_named(self, other)) return composite::matmul(self, other);
  Dimnames result_names = names::matmul(self, other);
  Tensor result;
  {
    const names::DisabledGuard named_below;  // the rule names the result, not the ops it is made of
    result = composite::matmul(self, other);
  }
  names::attach(result, result_names);
  return result;
}

std::tuple<Tensor, Tensor> _linalg_lu_factor(const Tensor& A, bool pivot) {
  if (names::any_named(A)) names::refuse("aten::_linalg_lu_factor");
  std::shared_ptr<autograd::LinalgLuFactorBackward0> grad_fn;
  if (autograd::compute_requires_grad(A)) {
    grad_fn = std::make_shared<autograd::LinalgLuFactorBackward0>();
    autograd::collect_edges(*grad_fn, A);
  }
  auto result = kernels::_linalg_lu_factor(A, pivot);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
    grad_fn->LU_ = autograd::SavedVariable(std::get<0>(result), true);
    grad_fn->pivots_ = autograd::SavedVariable(std::get<1>(result), true);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor A_t = autograd::tangent_of(A);
    if (autograd::has_tangent(A_t)) {
      autograd::set_tangent(std::get<0>(result), _linalg_lu_factor_jvp(A_t, std::get<0>(result), std::get<1>(result)));
    }
  }
  return result;
}

std::tuple<Tensor, Tensor, Tensor> linalg_lu_factor_ex_out(const Tensor& A, bool pivot, bool check_errors, const Tensor& LU, const Tensor& pivots, const Tensor& info) {
  if (names::any_named(A)) names::refuse("aten::linalg_lu_factor_ex");
  autograd::check_out_no_grad("linalg_lu_factor_ex", A, LU, pivots, info);
  auto computed = yaten::linalg_lu_factor_ex(A, pivot, check_errors);
  autograd::check_result_out_dtype(LU, std::get<0>(computed), "linalg_lu_factor_ex");
  autograd::check_result_out_dtype(pivots, std::get<1>(computed), "linalg_lu_factor_ex");
  autograd::check_result_out_dtype(info, std::get<2>(computed), "linalg_lu_factor_ex");
  autograd::write_out(LU, std::get<0>(computed), "linalg_lu_factor_ex", autograd::OutDtype::exact);
  autograd::write_out(pivots, std::get<1>(computed), "linalg_lu_factor_ex", autograd::OutDtype::exact);
  autograd::write_out(info, std::get<2>(computed), "linalg_lu_factor_ex", autograd::OutDtype::exact);
  return {LU, pivots, info};
}

Tensor _lu_pivots_to_permutation(const Tensor& pivots, int64_t n) {
  if (names::any_named(pivots)) names::refuse("aten::_lu_pivots_to_permutation");
  return kernels::_lu_pivots_to_permutation(pivots, n);
}

std::tuple<Tensor, Tensor> linalg_solve_ex(const Tensor& A, const Tensor& B, bool left, bool check_errors) {
  if (names::any_named(A, B)) names::refuse("aten::linalg_solve_ex");
  std::shared_ptr<autograd::LinalgSolveExBackward0> grad_fn;
  if (autograd::compute_requires_grad(A, B)) {
    grad_fn = std::make_shared<autograd::LinalgSolveExBackward0>();
    autograd::collect_edges(*grad_fn, A, B);
    grad_fn->A_ = autograd::SavedVariable(A, false);
    grad_fn->left_ = left;
  }
  auto result = kernels::linalg_solve_ex(A, B, left, check_errors);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
    if (autograd::should_compute(*grad_fn, 0)) grad_fn->result_ = autograd::SavedVariable(std::get<0>(result), true);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor A_t = autograd::tangent_of(A);
    Tensor B_t = autograd::tangent_of(B);
    if (autograd::has_tangent(A_t) || autograd::has_tangent(B_t)) {
      autograd::set_tangent(std::get<0>(result), linalg_solve_ex_jvp(A, left, A_t, B_t, std::get<0>(result)));
    }
  }
  return result;
}

std::tuple<Tensor, Tensor> linalg_solve_ex_out(const Tensor& A, const Tensor& B, bool left, bool check_errors, const Tensor& result, const Tensor& info) {
  if (names::any_named(A, B)) names::refuse("aten::linalg_solve_ex");
  autograd::check_out_no_grad("linalg_solve_ex", A, B, result, info);
  autograd::check_out_no_tangents("linalg_solve_ex", A, B, result, info);
  auto computed = kernels::linalg_solve_ex(A, B, left, check_errors);
  autograd::check_result_out_dtype(result, std::get<0>(computed), "linalg_solve_ex");
  autograd::check_result_out_dtype(info, std::get<1>(computed), "linalg_solve_ex");
  autograd::write_out(result, std::get<0>(computed), "linalg_solve_ex", autograd::OutDtype::exact);
  autograd::write_out(info, std::get<1>(computed), "linalg_solve_ex", autograd::OutDtype::exact);
  return {result, info};
}

Tensor linalg_solve_triangular(const Tensor& self, const Tensor& B, bool upper, bool left, bool unitriangular) {
  if (names::any_named(self, B)) names::refuse("aten::linalg_solve_triangular");
  std::shared_ptr<autograd::LinalgSolveTriangularBackward0> grad_fn;
  if (autograd::compute_requires_grad(self, B)) {
    grad_fn = std::make_shared<autograd::LinalgSolveTriangularBackward0>();
    autograd::collect_edges(*grad_fn, self, B);
    grad_fn->self_ = autograd::SavedVariable(self, false);
    grad_fn->upper_ = upper;
    grad_fn->left_ = left;
    grad_fn->unitriangular_ = unitriangular;
  }
  auto result = kernels::linalg_solve_triangular(self, B, upper, left, unitriangular);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
    if (autograd::should_compute(*grad_fn, 0)) grad_fn->result_ = autograd::SavedVariable(result, true);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    Tensor B_t = autograd::tangent_of(B);
    if (autograd::has_tangent(self_t) || autograd::has_tangent(B_t)) {
      autograd::set_tangent(result, linalg_solve_triangular_jvp(self, upper, left, unitriangular, self_t, B_t, result));
    }
  }
  return result;
}

Tensor linalg_solve_triangular_out(const Tensor& self, const Tensor& B, bool upper, bool left, bool unitriangular, const Tensor& out) {
  if (names::any_named(self, B)) names::refuse("aten::linalg_solve_triangular");
  autograd::check_out_no_grad("linalg_solve_triangular", self, B, out);
  autograd::check_out_no_tangents("linalg_solve_triangular", self, B, out);
  autograd::write_out(out, kernels::linalg_solve_triangular(self, B, upper, left, unitriangular), "linalg_solve_triangular", autograd::OutDtype::exact);
  return out;
}

std::tuple<Tensor, Tensor> linalg_cholesky_ex(const Tensor& self, bool upper, bool check_errors) {
  if (names::any_named(self)) names::refuse("aten::linalg_cholesky_ex");
  std::shared_ptr<autograd::LinalgCholeskyExBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::LinalgCholeskyExBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->upper_ = upper;
  }
  auto result = kernels::linalg_cholesky_ex(self, upper, check_errors);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
    grad_fn->L_ = autograd::SavedVariable(std::get<0>(result), true);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(std::get<0>(result), linalg_cholesky_ex_jvp(upper, self_t, std::get<0>(result)));
    }
  }
  return result;
}

std::tuple<Tensor, Tensor> linalg_cholesky_ex_out(const Tensor& self, bool upper, bool check_errors, const Tensor& L, const Tensor& info) {
  if (names::any_named(self)) names::refuse("aten::linalg_cholesky_ex");
  autograd::check_out_no_grad("linalg_cholesky_ex", self, L, info);
  autograd::check_out_no_tangents("linalg_cholesky_ex", self, L, info);
  auto computed = kernels::linalg_cholesky_ex(self, upper, check_errors);
  autograd::check_result_out_dtype(L, std::get<0>(computed), "linalg_cholesky_ex");
  autograd::check_result_out_dtype(info, std::get<1>(computed), "linalg_cholesky_ex");
  autograd::write_out(L, std::get<0>(computed), "linalg_cholesky_ex", autograd::OutDtype::exact);
  autograd::write_out(info, std::get<1>(computed), "linalg_cholesky_ex", autograd::OutDtype::exact);
  return {L, info};
}

std::tuple<Tensor, Tensor> _linalg_eigh(const Tensor& A, std::string_view UPLO, bool compute_v) {
  if (names::any_named(A)) names::refuse("aten::_linalg_eigh");
  std::shared_ptr<autograd::LinalgEighBackward0> grad_fn;
  if (autograd::compute_requires_grad(A)) {
    grad_fn = std::make_shared<autograd::LinalgEighBackward0>();
    autograd::collect_edges(*grad_fn, A);
  }
  auto result = kernels::_linalg_eigh(A, UPLO, compute_v);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
    grad_fn->eigenvalues_ = autograd::SavedVariable(std::get<0>(result), true);
    grad_fn->eigenvectors_ = autograd::SavedVariable(std::get<1>(result), true);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor A_t = autograd::tangent_of(A);
    if (autograd::has_tangent(A_t)) {
      autograd::set_tangent(std::get<0>(result), _linalg_eigh_jvp_eigenvalues(A_t, std::get<1>(result)));
      autograd::set_tangent(std::get<1>(result), _linalg_eigh_jvp_eigenvectors(A_t, std::get<0>(result), std::get<1>(result)));
    }
  }
  return result;
}

std::tuple<Tensor, Tensor, Tensor> _linalg_svd(const Tensor& A, bool full_matrices, bool compute_uv) {
  if (names::any_named(A)) names::refuse("aten::_linalg_svd");
  std::shared_ptr<autograd::LinalgSvdBackward0> grad_fn;
  if (autograd::compute_requires_grad(A)) {
    grad_fn = std::make_shared<autograd::LinalgSvdBackward0>();
    autograd::collect_edges(*grad_fn, A);
    grad_fn->full_matrices_ = full_matrices;
  }
  auto result = kernels::_linalg_svd(A, full_matrices, compute_uv);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
    grad_fn->S_ = autograd::SavedVariable(std::get<1>(result), true);
    grad_fn->U_ = autograd::SavedVariable(std::get<0>(result), true);
    grad_fn->Vh_ = autograd::SavedVariable(std::get<2>(result), true);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor A_t = autograd::tangent_of(A);
    if (autograd::has_tangent(A_t)) {
      autograd::set_tangent(std::get<0>(result), _linalg_svd_jvp_U(full_matrices, A_t, std::get<0>(result), std::get<1>(result), std::get<2>(result)));
      autograd::set_tangent(std::get<1>(result), _linalg_svd_jvp_S(A_t, std::get<0>(result), std::get<1>(result), std::get<2>(result)));
      autograd::set_tangent(std::get<2>(result), _linalg_svd_jvp_Vh(full_matrices, A_t, std::get<0>(result), std::get<1>(result), std::get<2>(result)));
    }
  }
  return result;
}

std::tuple<Tensor, Tensor> _linalg_qr(const Tensor& A, std::string_view mode) {
  if (names::any_named(A)) names::refuse("aten::_linalg_qr");
  std::shared_ptr<autograd::LinalgQrBackward0> grad_fn;
  if (autograd::compute_requires_grad(A)) {
    grad_fn = std::make_shared<autograd::LinalgQrBackward0>();
    autograd::collect_edges(*grad_fn, A);
    grad_fn->mode_ = mode;
  }
  auto result = kernels::_linalg_qr(A, mode);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
    grad_fn->Q_ = autograd::SavedVariable(std::get<0>(result), true);
    grad_fn->R_ = autograd::SavedVariable(std::get<1>(result), true);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor A_t = autograd::tangent_of(A);
    if (autograd::has_tangent(A_t)) {
      autograd::set_tangent(std::get<0>(result), _linalg_qr_jvp_Q(mode, A_t, std::get<0>(result), std::get<1>(result)));
      autograd::set_tangent(std::get<1>(result), _linalg_qr_jvp_R(mode, A_t, std::get<0>(result), std::get<1>(result)));
    }
  }
  return result;
}

std::tuple<Tensor, Tensor> linalg_lu_factor_out(const Tensor& A, bool pivot, const Tensor& LU, const Tensor& pivots) {
  if (names::any_named(A)) names::refuse("aten::linalg_lu_factor");
  autograd::check_out_no_grad("linalg_lu_factor", A, LU, pivots);
  auto computed = yaten::linalg_lu_factor(A, pivot);
  autograd::check_result_out_dtype(LU, std::get<0>(computed), "linalg_lu_factor");
  autograd::check_result_out_dtype(pivots, std::get<1>(computed), "linalg_lu_factor");
  autograd::write_out(LU, std::get<0>(computed), "linalg_lu_factor", autograd::OutDtype::exact);
  autograd::write_out(pivots, std::get<1>(computed), "linalg_lu_factor", autograd::OutDtype::exact);
  return {LU, pivots};
}

std::tuple<Tensor, Tensor, Tensor> linalg_lu_out(const Tensor& A, bool pivot, const Tensor& P, const Tensor& L, const Tensor& U) {
  if (names::any_named(A)) names::refuse("aten::linalg_lu");
  autograd::check_out_no_grad("linalg_lu", A, P, L, U);
  auto computed = yaten::linalg_lu(A, pivot);
  autograd::check_result_out_dtype(P, std::get<0>(computed), "linalg_lu");
  autograd::check_result_out_dtype(L, std::get<1>(computed), "linalg_lu");
  autograd::check_result_out_dtype(U, std::get<2>(computed), "linalg_lu");
  autograd::write_out(P, std::get<0>(computed), "linalg_lu", autograd::OutDtype::exact);
  autograd::write_out(L, std::get<1>(computed), "linalg_lu", autograd::OutDtype::exact);
  autograd::write_out(U, std::get<2>(computed), "linalg_lu", autograd::OutDtype::exact);
  return {P, L, U};
}

std::tuple<Tensor, Tensor, Tensor> lu_unpack_out(const Tensor& LU_data, const Tensor& LU_pivots, bool unpack_data, bool unpack_pivots, const Tensor& P, const Tensor& L, const Tensor& U) {
  if (names::any_named(LU_data, LU_pivots)) names::refuse("aten::lu_unpack");
  autograd::check_out_no_grad("lu_unpack", LU_data, LU_pivots, P, L, U);
  auto computed = yaten::lu_unpack(LU_data, LU_pivots, unpack_data, unpack_pivots);
  autograd::check_result_out_dtype(P, std::get<0>(computed), "lu_unpack");
  autograd::check_result_out_dtype(L, std::get<1>(computed), "lu_unpack");
  autograd::check_result_out_dtype(U, std::get<2>(computed), "lu_unpack");
  autograd::write_out(P, std::get<0>(computed), "lu_unpack", autograd::OutDtype::exact);
  autograd::write_out(L, std::get<1>(computed), "lu_unpack", autograd::OutDtype::exact);
  autograd::write_out(U, std::get<2>(computed), "lu_unpack", autograd::OutDtype::exact);
  return {P, L, U};
}

std::tuple<Tensor, Tensor> linalg_inv_ex_out(const Tensor& A, bool check_errors, const Tensor& inverse, const Tensor& info) {
  if (names::any_named(A)) names::refuse("aten::linalg_inv_ex");
  autograd::check_out_no_grad("linalg_inv_ex", A, inverse, info);
  auto computed = yaten::linalg_inv_ex(A, check_errors);
  autograd::check_result_out_dtype(inverse, std::get<0>(computed), "linalg_inv_ex");
  autograd::check_result_out_dtype(info, std::get<1>(computed), "linalg_inv_ex");
  autograd::write_out(inverse, std::get<0>(computed), "linalg_inv_ex", autograd::OutDtype::exact);
  autograd::write_out(info, std::get<1>(computed), "linalg_inv_ex", autograd::OutDtype::exact);
  return {inverse, info};
}

std::tuple<Tensor, Tensor> triangular_solve_out(const Tensor& self, const Tensor& A, bool upper, bool transpose, bool unitriangular, const Tensor& solution, const Tensor& cloned_coefficient) {
  if (names::any_named(self, A)) names::refuse("aten::triangular_solve");
  autograd::check_out_no_grad("triangular_solve", self, A, solution, cloned_coefficient);
  auto computed = yaten::triangular_solve(self, A, upper, transpose, unitriangular);
  autograd::check_result_out_dtype(solution, std::get<0>(computed), "triangular_solve");
  autograd::check_result_out_dtype(cloned_coefficient, std::get<1>(computed), "triangular_solve");
  autograd::write_out(solution, std::get<0>(computed), "triangular_solve", autograd::OutDtype::exact);
  autograd::write_out(cloned_coefficient, std::get<1>(computed), "triangular_solve", autograd::OutDtype::exact);
  return {solution, cloned_coefficient};
}

std::tuple<Tensor, Tensor> linalg_eigh_out(const Tensor& self, std::string_view UPLO, const Tensor& eigenvalues, const Tensor& eigenvectors) {
  if (names::any_named(self)) names::refuse("aten::linalg_eigh");
  autograd::check_out_no_grad("linalg_eigh", self, eigenvalues, eigenvectors);
  auto computed = yaten::linalg_eigh(self, UPLO);
  autograd::check_result_out_dtype(eigenvalues, std::get<0>(computed), "linalg_eigh");
  autograd::check_result_out_dtype(eigenvectors, std::get<1>(computed), "linalg_eigh");
  autograd::write_out(eigenvalues, std::get<0>(computed), "linalg_eigh", autograd::OutDtype::exact);
  autograd::write_out(eigenvectors, std::get<1>(computed), "linalg_eigh", autograd::OutDtype::exact);
  return {eigenvalues, eigenvectors};
}

std::tuple<Tensor, Tensor, Tensor> linalg_svd_out(const Tensor& A, bool full_matrices, std::optional<std::string_view> driver, const Tensor& U, const Tensor& S, const Tensor& Vh) {
  if (names::any_named(A)) names::refuse("aten::linalg_svd");
  autograd::check_out_no_grad("linalg_svd", A, U, S, Vh);
  auto computed = yaten::linalg_svd(A, full_matrices, driver);
  autograd::check_result_out_dtype(U, std::get<0>(computed), "linalg_svd");
  autograd::check_result_out_dtype(S, std::get<1>(computed), "linalg_svd");
  autograd::check_result_out_dtype(Vh, std::get<2>(computed), "linalg_svd");
  autograd::write_out(U, std::get<0>(computed), "linalg_svd", autograd::OutDtype::exact);
  autograd::write_out(S, std::get<1>(computed), "linalg_svd", autograd::OutDtype::exact);
  autograd::write_out(Vh, std::get<2>(computed), "linalg_svd", autograd::OutDtype::exact);
  return {U, S, Vh};
}

std::tuple<Tensor, Tensor, Tensor> svd_out(const Tensor& self, bool some, bool compute_uv, const Tensor& U, const Tensor& S, const Tensor& V) {
  if (names::any_named(self)) names::refuse("aten::svd");
  autograd::check_out_no_grad("svd", self, U, S, V);
  auto computed = yaten::svd(self, some, compute_uv);
  autograd::check_result_out_dtype(U, std::get<0>(computed), "svd");
  autograd::check_result_out_dtype(S, std::get<1>(computed), "svd");
  autograd::check_result_out_dtype(V, std::get<2>(computed), "svd");
  autograd::write_out(U, std::get<0>(computed), "svd", autograd::OutDtype::exact);
  autograd::write_out(S, std::get<1>(computed), "svd", autograd::OutDtype::exact);
  autograd::write_out(V, std::get<2>(computed), "svd", autograd::OutDtype::exact);
  return {U, S, V};
}

std::tuple<Tensor, Tensor> linalg_qr_out(const Tensor& A, std::string_view mode, const Tensor& Q, const Tensor& R) {
  if (names::any_named(A)) names::refuse("aten::linalg_qr");
  autograd::check_out_no_grad("linalg_qr", A, Q, R);
  auto computed = yaten::linalg_qr(A, mode);
  autograd::check_result_out_dtype(Q, std::get<0>(computed), "linalg_qr");
  autograd::check_result_out_dtype(R, std::get<1>(computed), "linalg_qr");
  autograd::write_out(Q, std::get<0>(computed), "linalg_qr", autograd::OutDtype::exact);
  autograd::write_out(R, std::get<1>(computed), "linalg_qr", autograd::OutDtype::exact);
  return {Q, R};
}

std::tuple<Tensor, Tensor> qr_out(const Tensor& self, bool some, const Tensor& Q, const Tensor& R) {
  if (names::any_named(self)) names::refuse("aten::qr");
  autograd::check_out_no_grad("qr", self, Q, R);
  auto computed = yaten::qr(self, some);
  autograd::check_result_out_dtype(Q, std::get<0>(computed), "qr");
  autograd::check_result_out_dtype(R, std::get<1>(computed), "qr");
  autograd::write_out(Q, std::get<0>(computed), "qr", autograd::OutDtype::exact);
  autograd::write_out(R, std::get<1>(computed), "qr", autograd::OutDtype::exact);
  return {Q, R};
}

Tensor linalg_det(const Tensor& A) {
  if (names::any_named(A)) names::refuse("aten::linalg_det");
  std::shared_ptr<autograd::LinalgDetBackward0> grad_fn;
  if (autograd::compute_requires_grad(A)) {
    grad_fn = std::make_shared<autograd::LinalgDetBackward0>();
    autograd::collect_edges(*grad_fn, A);
    grad_fn->A_ = autograd::SavedVariable(A, false);
  }
  auto result = kernels::linalg_det(A);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
    grad_fn->result_ = autograd::SavedVariable(result, true);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor A_t = autograd::tangent_of(A);
    if (autograd::has_tangent(A_t)) {
      autograd::set_tangent(result, linalg_det_jvp(A, A_t, result));
    }
  }
  return result;
}

Tensor linalg_det_out(const Tensor& A, const Tensor& out) {
  if (names::any_named(A)) names::refuse("aten::linalg_det");
  autograd::check_out_no_grad("linalg_det", A, out);
  autograd::check_out_no_tangents("linalg_det", A, out);
  autograd::write_out(out, kernels::linalg_det(A), "linalg_det", autograd::OutDtype::exact);
  return out;
}

std::tuple<Tensor, Tensor> linalg_slogdet(const Tensor& A) {
  if (names::any_named(A)) names::refuse("aten::linalg_slogdet");
  std::shared_ptr<autograd::LinalgSlogdetBackward0> grad_fn;
  if (autograd::compute_requires_grad(A)) {
    grad_fn = std::make_shared<autograd::LinalgSlogdetBackward0>();
    autograd::collect_edges(*grad_fn, A);
    grad_fn->A_ = autograd::SavedVariable(A, false);
  }
  auto result = kernels::linalg_slogdet(A);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor A_t = autograd::tangent_of(A);
    if (autograd::has_tangent(A_t)) {
      autograd::set_tangent(std::get<0>(result), linalg_slogdet_jvp_sign(A_t, std::get<0>(result)));
      autograd::set_tangent(std::get<1>(result), linalg_slogdet_jvp_logabsdet(A, A_t));
    }
  }
  return result;
}

std::tuple<Tensor, Tensor> linalg_slogdet_out(const Tensor& A, const Tensor& sign, const Tensor& logabsdet) {
  if (names::any_named(A)) names::refuse("aten::linalg_slogdet");
  autograd::check_out_no_grad("linalg_slogdet", A, sign, logabsdet);
  autograd::check_out_no_tangents("linalg_slogdet", A, sign, logabsdet);
  auto computed = kernels::linalg_slogdet(A);
  autograd::check_result_out_dtype(sign, std::get<0>(computed), "linalg_slogdet");
  autograd::check_result_out_dtype(logabsdet, std::get<1>(computed), "linalg_slogdet");
  autograd::write_out(sign, std::get<0>(computed), "linalg_slogdet", autograd::OutDtype::exact);
  autograd::write_out(logabsdet, std::get<1>(computed), "linalg_slogdet", autograd::OutDtype::exact);
  return {sign, logabsdet};
}

std::tuple<Tensor, Tensor> slogdet_out(const Tensor& self, const Tensor& sign, const Tensor& logabsdet) {
  if (names::any_named(self)) names::refuse("aten::slogdet");
  autograd::check_out_no_grad("slogdet", self, sign, logabsdet);
  auto computed = yaten::slogdet(self);
  autograd::check_result_out_dtype(sign, std::get<0>(computed), "slogdet");
  autograd::check_result_out_dtype(logabsdet, std::get<1>(computed), "slogdet");
  autograd::write_out(sign, std::get<0>(computed), "slogdet", autograd::OutDtype::exact);
  autograd::write_out(logabsdet, std::get<1>(computed), "slogdet", autograd::OutDtype::exact);
  return {sign, logabsdet};
}

Tensor linalg_householder_product(const Tensor& input, const Tensor& tau) {
  if (names::any_named(input, tau)) names::refuse("aten::linalg_householder_product");
  std::shared_ptr<autograd::LinalgHouseholderProductBackward0> grad_fn;
  if (autograd::compute_requires_grad(input, tau)) {
    grad_fn = std::make_shared<autograd::LinalgHouseholderProductBackward0>();
    autograd::collect_edges(*grad_fn, input, tau);
    grad_fn->input_ = autograd::SavedVariable(input, false);
    grad_fn->tau_ = autograd::SavedVariable(tau, false);
  }
  auto result = kernels::linalg_householder_product(input, tau);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor input_t = autograd::tangent_of(input);
    Tensor tau_t = autograd::tangent_of(tau);
    if (autograd::has_tangent(input_t) || autograd::has_tangent(tau_t)) {
      input_t = autograd::tangent_or_zeros(input_t, input);
      tau_t = autograd::tangent_or_zeros(tau_t, tau);
      autograd::set_tangent(result, linalg_householder_product_jvp(input, tau, input_t, tau_t));
    }
  }
  return result;
}

Tensor linalg_householder_product_out(const Tensor& input, const Tensor& tau, const Tensor& out) {
  if (names::any_named(input, tau)) names::refuse("aten::linalg_householder_product");
  autograd::check_out_no_grad("linalg_householder_product", input, tau, out);
  autograd::check_out_no_tangents("linalg_householder_product", input, tau, out);
  autograd::write_out(out, kernels::linalg_householder_product(input, tau), "linalg_householder_product", autograd::OutDtype::castable);
  return out;
}

std::tuple<Tensor, Tensor, Tensor, Tensor> _linalg_lstsq(const Tensor& self, const Tensor& b, std::optional<double> rcond, std::string_view driver) {
  if (names::any_named(self, b)) names::refuse("aten::_linalg_lstsq");
  std::shared_ptr<autograd::LinalgLstsqBackward0> grad_fn;
  if (autograd::compute_requires_grad(self, b)) {
    grad_fn = std::make_shared<autograd::LinalgLstsqBackward0>();
    autograd::collect_edges(*grad_fn, self, b);
    grad_fn->self_ = autograd::SavedVariable(self, false);
    grad_fn->b_ = autograd::SavedVariable(b, false);
  }
  auto result = kernels::_linalg_lstsq(self, b, rcond, driver);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    Tensor b_t = autograd::tangent_of(b);
    if (autograd::has_tangent(self_t) || autograd::has_tangent(b_t)) {
      autograd::set_tangent(std::get<0>(result), _linalg_lstsq_jvp_solution(self, b, self_t, b_t));
    }
  }
  return result;
}

Tensor linalg_matrix_exp(const Tensor& self) {
  if (names::any_named(self)) names::refuse("aten::linalg_matrix_exp");
  std::shared_ptr<autograd::LinalgMatrixExpBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::LinalgMatrixExpBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_ = autograd::SavedVariable(self, false);
  }
  auto result = kernels::linalg_matrix_exp(self);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, linalg_matrix_exp_jvp(self, self_t));
    }
  }
  return result;
}

std::tuple<Tensor, Tensor> geqrf(const Tensor& self) {
  if (names::any_named(self)) names::refuse("aten::geqrf");
  return kernels::geqrf(self);
}

std::tuple<Tensor, Tensor> geqrf_out(const Tensor& self, const Tensor& a, const Tensor& tau) {
  if (names::any_named(self)) names::refuse("aten::geqrf");
  autograd::check_out_no_grad("geqrf", self, a, tau);
  auto computed = kernels::geqrf(self);
  autograd::check_result_out_dtype(a, std::get<0>(computed), "geqrf");
  autograd::check_result_out_dtype(tau, std::get<1>(computed), "geqrf");
  autograd::write_out(a, std::get<0>(computed), "geqrf", autograd::OutDtype::exact);
  autograd::write_out(tau, std::get<1>(computed), "geqrf", autograd::OutDtype::exact);
  return {a, tau};
}

}  // namespace yaten
