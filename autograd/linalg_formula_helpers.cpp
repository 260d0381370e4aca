// The backward and forward formulas of the LAPACK ops (declared in
// formula_helpers.h), after the maths of torch's derivatives.yaml, made of
// differentiable yaten ops so that they can be differentiated again.
// Conventions: X^T is mT(X); "S^-1 on the right" divides columns.
#include <algorithm>
#include <string_view>

#include "autograd/composite/linalg/matrix_helpers.h"
#include "autograd/formula_helpers.h"
#include "autograd/tensor_operators.h"
#include "generated/autograd/ops/_lu_pivots_to_permutation.h"
#include "generated/autograd/ops/cat.h"
#include "generated/autograd/ops/linalg_solve.h"
#include "generated/autograd/ops/linalg_solve_triangular.h"
#include "generated/autograd/ops/matmul.h"
#include "generated/autograd/ops/narrow.h"
#include "generated/autograd/ops/select.h"
#include "generated/autograd/ops/to.h"
#include "generated/autograd/ops/tril.h"
#include "generated/autograd/ops/triu.h"
#include "generated/autograd/ops/unsqueeze.h"
#include "runtime/error.h"
#include "runtime/kernels/linalg/lapack_batches.h"

namespace yaten {

using linalg_helpers::diagonal_matrix;
using linalg_helpers::identity;
using linalg_helpers::matrix_diagonal;
using linalg_helpers::mT;

namespace {

Tensor unit_lower(const Tensor& LU) { return yaten::tril(LU, -1) + identity(LU.sizes().back(), LU.dtype()); }

Tensor permutation(const Tensor& pivots, int64_t n, ScalarType dtype) {
  return yaten::to(yaten::_lu_pivots_to_permutation(pivots, n), dtype, false, false);
}

void check_square_lu(const Tensor& LU) {
  YATEN_CHECK(LU.sizes()[LU.sizes().size() - 2] == LU.sizes().back(),
              "linalg.lu_factor: the derivative is implemented for square matrices only, not ",
              LU.sizes()[LU.sizes().size() - 2], " by ", LU.sizes().back());
}

// The triangle of t that a triangular solve reads.
Tensor triangle(const Tensor& t, bool upper, bool unitriangular) {
  return upper ? yaten::triu(t, unitriangular ? 1 : 0) : yaten::tril(t, unitriangular ? -1 : 0);
}

// x / e off the diagonal, 0 on it (e's diagonal is zero).
Tensor off_diagonal_quotient(const Tensor& x, const Tensor& e) {
  Tensor eye = identity(x.sizes().back(), x.dtype());
  return (x - x * eye) / (e + eye);
}

}  // namespace

// A = P L U; with X = L^-1 P^T dA U^-1, dL = L tril(X, -1) and dU = triu(X) U,
// so gA = P L^-T (tril(L^T gL, -1) + triu(gU U^T)) U^-T.
Tensor lu_factor_ex_backward(const Tensor& grad, const Tensor& LU, const Tensor& pivots) {
  check_square_lu(LU);
  const int64_t n = LU.sizes().back();
  Tensor L = unit_lower(LU), U = yaten::triu(LU, 0);
  Tensor inner = yaten::tril(yaten::matmul(mT(L), yaten::tril(grad, -1)), -1) + yaten::triu(yaten::matmul(yaten::triu(grad, 0), mT(U)), 0);
  Tensor x = yaten::linalg_solve_triangular(mT(L), inner, true, true, true);
  x = yaten::linalg_solve_triangular(mT(U), x, false, false, false);
  return yaten::matmul(permutation(pivots, n, LU.dtype()), x);
}

Tensor lu_factor_ex_jvp(const Tensor& A_t, const Tensor& LU, const Tensor& pivots) {
  check_square_lu(LU);
  const int64_t n = LU.sizes().back();
  Tensor L = unit_lower(LU), U = yaten::triu(LU, 0);
  Tensor x = yaten::matmul(mT(permutation(pivots, n, LU.dtype())), A_t);
  x = yaten::linalg_solve_triangular(L, x, false, true, true);
  x = yaten::linalg_solve_triangular(U, x, true, false, false);
  return yaten::matmul(L, yaten::tril(x, -1)) + yaten::matmul(yaten::triu(x, 0), U);
}

// A X = B: gB = A^-T g, gA = -gB X^T; X A = B: gB = g A^-T, gA = -X^T gB.
Tensor linalg_solve_backward_B(const Tensor& grad, const Tensor& A, bool left) {
  return yaten::linalg_solve(mT(A), grad, left);
}

Tensor linalg_solve_backward_A(const Tensor& grad, const Tensor& A, const Tensor& result, bool left) {
  Tensor gB = yaten::linalg_solve(mT(A), grad, left);
  if (kernels::linalg::is_vector_rhs(A, result)) {
    return left ? -(yaten::unsqueeze(gB, -1) * yaten::unsqueeze(result, -2))
                : -(yaten::unsqueeze(result, -1) * yaten::unsqueeze(gB, -2));
  }
  return left ? -yaten::matmul(gB, mT(result)) : -yaten::matmul(mT(result), gB);
}

Tensor linalg_solve_jvp_A(const Tensor& A_t, const Tensor& A, const Tensor& result, bool left) {
  if (kernels::linalg::is_vector_rhs(A, result)) {
    // A batch of vectors: one-column (left) or one-row (right) matrices.
    Tensor x = yaten::unsqueeze(result, left ? -1 : -2);
    Tensor rhs = left ? yaten::matmul(A_t, x) : yaten::matmul(x, A_t);
    return -yaten::linalg_solve(A, yaten::select(rhs, left ? -1 : -2, 0), left);
  }
  return left ? -yaten::linalg_solve(A, yaten::matmul(A_t, result), true)
              : -yaten::linalg_solve(A, yaten::matmul(result, A_t), false);
}

Tensor linalg_solve_jvp_B(const Tensor& B_t, const Tensor& A, bool left) { return yaten::linalg_solve(A, B_t, left); }

Tensor solve_triangular_backward_self(const Tensor& grad, const Tensor& self, const Tensor& result, bool upper, bool left,
                                      bool unitriangular) {
  Tensor gB = yaten::linalg_solve_triangular(mT(self), grad, !upper, left, unitriangular);
  Tensor gA = left ? -yaten::matmul(gB, mT(result)) : -yaten::matmul(mT(result), gB);
  return triangle(gA, upper, unitriangular);
}

Tensor solve_triangular_jvp_self(const Tensor& self_t, const Tensor& self, const Tensor& result, bool upper, bool left,
                                 bool unitriangular) {
  Tensor dA = triangle(self_t, upper, unitriangular);
  return -yaten::linalg_solve_triangular(self, left ? yaten::matmul(dA, result) : yaten::matmul(result, dA), upper, left,
                                         unitriangular);
}

// A = L L^T: dL = L phi(L^-1 dA L^-T), phi the lower triangle with half the
// diagonal; so gA = L^-T phi(L^T gL) L^-1, symmetrised.
Tensor cholesky_backward(const Tensor& grad, bool upper, const Tensor& L_out) {
  Tensor L = upper ? mT(L_out) : L_out, gL = upper ? mT(grad) : grad;
  Tensor phi = yaten::tril(yaten::matmul(mT(L), gL), 0);
  phi = phi - diagonal_matrix(matrix_diagonal(phi)) * 0.5;
  Tensor gA = yaten::linalg_solve_triangular(mT(L), phi, true, true, false);
  gA = yaten::linalg_solve_triangular(L, gA, false, false, false);
  return (gA + mT(gA)) * 0.5;
}

Tensor cholesky_jvp(const Tensor& self_t, const Tensor& L_out, bool upper) {
  Tensor L = upper ? mT(L_out) : L_out;
  Tensor x = yaten::linalg_solve_triangular(L, self_t, false, true, false);
  x = yaten::linalg_solve_triangular(mT(L), x, true, false, false);
  Tensor phi = yaten::tril(x, 0) - diagonal_matrix(matrix_diagonal(x)) * 0.5;
  Tensor dL = yaten::matmul(L, phi);
  return upper ? mT(dL) : dL;
}

// A = V diag(L) V^T, E_ij = L_j - L_i: dL = diag(V^T dA V), dV = V (V^T dA V / E
// off the diagonal); gA = V (diag(gL) + skew(V^T gV) / E) V^T.
Tensor eigh_packed_backward(const Tensor& grad, const Tensor& packed) {
  auto [L, V] = linalg_helpers::unpack_eigh(packed);
  auto [gL, gV] = linalg_helpers::unpack_eigh(grad);
  Tensor vtgv = yaten::matmul(mT(V), gV);
  Tensor e = yaten::unsqueeze(L, -2) - yaten::unsqueeze(L, -1);
  Tensor inner = off_diagonal_quotient((vtgv - mT(vtgv)) * 0.5, e) + diagonal_matrix(gL);
  return yaten::matmul(yaten::matmul(V, inner), mT(V));
}

Tensor eigh_packed_jvp(const Tensor& A_t, const Tensor& packed) {
  auto [L, V] = linalg_helpers::unpack_eigh(packed);
  Tensor m = yaten::matmul(yaten::matmul(mT(V), A_t), V);
  Tensor e = yaten::unsqueeze(L, -2) - yaten::unsqueeze(L, -1);
  Tensor dV = yaten::matmul(V, off_diagonal_quotient(m, e));
  // The packed rows: each eigenvector row, then that row's eigenvalue.
  return linalg_helpers::pack({yaten::cat({dV, yaten::unsqueeze(matrix_diagonal(m), -1)}, -1)}, packed.dim() - 1);
}

namespace {
void check_svd_differentiable(int64_t m, int64_t n, bool full_matrices) {
  YATEN_CHECK(!full_matrices || m == n,
              "linalg.svd: the derivative with full_matrices=True of a non-square matrix is not defined "
              "(the extra singular vectors are not unique); use full_matrices=False");
}
}  // namespace

// Thin A = U S V^T, F_ij = 1 / (s_j^2 - s_i^2) off the diagonal (Townsend, "Differentiating the SVD"):
// gA = U [F o (U^T gU - gU^T U) S + diag(gS) + S F o (V^T gV - gV^T V)] V^T
//      + (I - U U^T) gU S^-1 V^T + U S^-1 gV^T (I - V V^T).
Tensor svd_packed_backward(const Tensor& grad, const Tensor& A, const Tensor& packed, bool full_matrices) {
  const int64_t m = A.sizes()[A.sizes().size() - 2], n = A.sizes().back();
  check_svd_differentiable(m, n, full_matrices);
  auto [U, S, Vh] = linalg_helpers::unpack_svd(packed, m, n, full_matrices);
  auto [gU, gS, gVh] = linalg_helpers::unpack_svd(grad, m, n, full_matrices);
  Tensor V = mT(Vh), gV = mT(gVh);
  Tensor s2 = S * S;
  Tensor e = yaten::unsqueeze(s2, -2) - yaten::unsqueeze(s2, -1);
  Tensor utgu = yaten::matmul(mT(U), gU), vtgv = yaten::matmul(mT(V), gV);
  Tensor s_cols = yaten::unsqueeze(S, -2), s_rows = yaten::unsqueeze(S, -1);
  Tensor inner = off_diagonal_quotient(utgu - mT(utgu), e) * s_cols + diagonal_matrix(gS) +
                 s_rows * off_diagonal_quotient(vtgv - mT(vtgv), e);
  Tensor gA = yaten::matmul(yaten::matmul(U, inner), Vh);
  gA = gA + yaten::matmul((gU - yaten::matmul(U, utgu)) / s_cols, Vh);
  gA = gA + yaten::matmul(U, (mT(gV) - yaten::matmul(mT(vtgv), Vh)) / s_rows);
  return gA;
}

Tensor svd_packed_jvp(const Tensor& A_t, const Tensor& A, const Tensor& packed, bool full_matrices) {
  const int64_t m = A.sizes()[A.sizes().size() - 2], n = A.sizes().back();
  check_svd_differentiable(m, n, full_matrices);
  auto [U, S, Vh] = linalg_helpers::unpack_svd(packed, m, n, full_matrices);
  Tensor V = mT(Vh);
  Tensor s2 = S * S;
  Tensor e = yaten::unsqueeze(s2, -2) - yaten::unsqueeze(s2, -1);
  Tensor s_cols = yaten::unsqueeze(S, -2), s_rows = yaten::unsqueeze(S, -1);
  Tensor dav = yaten::matmul(A_t, V), datu = yaten::matmul(mT(A_t), U);
  Tensor dP = yaten::matmul(mT(U), dav);
  Tensor dS = matrix_diagonal(dP);
  Tensor dU = yaten::matmul(U, off_diagonal_quotient(dP * s_cols + s_rows * mT(dP), e)) + (dav - yaten::matmul(U, dP)) / s_cols;
  Tensor dV = yaten::matmul(V, off_diagonal_quotient(s_rows * dP + mT(dP) * s_cols, e)) + (datu - yaten::matmul(V, mT(dP))) / s_cols;
  return linalg_helpers::pack({dU, dS, mT(dV)}, packed.dim() - 1);
}

namespace {

void check_qr_differentiable(int64_t m, int64_t n, std::string_view mode) {
  YATEN_CHECK(mode != "r", "The derivative of linalg.qr depends on Q, which is not computed when mode='r'. "
                           "Please use linalg.qr(A, mode='reduced') if you are going to differentiate through linalg.qr.");
  YATEN_CHECK(mode != "complete" || m <= n,
              "The QR decomposition is not differentiable when mode='complete' and nrows > ncols.");
}

// A = Q R with Q m x n, R n x n (m >= n): gA = (gQ + Q N) R^-T, M = gR R^T - Q^T gQ,
// N = M - tril(M, -1) + tril(M^T, -1).
Tensor qr_tall_backward(const Tensor& gQ, const Tensor& gR, const Tensor& Q, const Tensor& R) {
  Tensor m = yaten::matmul(gR, mT(R)) - yaten::matmul(mT(Q), gQ);
  Tensor n = m - yaten::tril(m, -1) + yaten::tril(mT(m), -1);
  return yaten::linalg_solve_triangular(mT(R), gQ + yaten::matmul(Q, n), false, false, false);
}

// X = Q^T dA R^-1, C = tril(X, -1) - tril(X, -1)^T: dR = (X - C) R, dQ = dA R^-1 - Q (X - C).
std::tuple<Tensor, Tensor> qr_tall_jvp(const Tensor& dA, const Tensor& Q, const Tensor& R) {
  Tensor da_rinv = yaten::linalg_solve_triangular(R, dA, true, false, false);
  Tensor x = yaten::matmul(mT(Q), da_rinv);
  Tensor lower = yaten::tril(x, -1);
  Tensor upper_part = x - lower + mT(lower);
  return {da_rinv - yaten::matmul(Q, upper_part), yaten::matmul(upper_part, R)};
}

}  // namespace

// A wide (m < n) is [X | Y] with X = Q U square and Y = Q V: X's formula with
// gQ - Q gV V^T, and gY = Q gV.
Tensor qr_packed_backward(const Tensor& grad, const Tensor& A, const Tensor& packed, std::string_view mode) {
  const int64_t m = A.sizes()[A.sizes().size() - 2], n = A.sizes().back();
  check_qr_differentiable(m, n, mode);
  auto [Q, R] = linalg_helpers::unpack_qr(packed, m, n, mode);
  auto [gQ, gR] = linalg_helpers::unpack_qr(grad, m, n, mode);
  if (m >= n) return qr_tall_backward(gQ, gR, Q, R);
  Tensor U = yaten::narrow(R, -1, 0, m), V = yaten::narrow(R, -1, m, n - m);
  Tensor gU = yaten::narrow(gR, -1, 0, m), gV = yaten::narrow(gR, -1, m, n - m);
  Tensor gX = qr_tall_backward(gQ - yaten::matmul(yaten::matmul(Q, gV), mT(V)), gU, Q, U);
  return yaten::cat({gX, yaten::matmul(Q, gV)}, -1);
}

Tensor qr_packed_jvp(const Tensor& A_t, const Tensor& A, const Tensor& packed, std::string_view mode) {
  const int64_t m = A.sizes()[A.sizes().size() - 2], n = A.sizes().back();
  check_qr_differentiable(m, n, mode);
  auto [Q, R] = linalg_helpers::unpack_qr(packed, m, n, mode);
  const int64_t batch_dims = packed.dim() - 1;
  if (m >= n) {
    auto [dQ, dR] = qr_tall_jvp(A_t, Q, R);
    return linalg_helpers::pack({dQ, dR}, batch_dims);
  }
  Tensor U = yaten::narrow(R, -1, 0, m), V = yaten::narrow(R, -1, m, n - m);
  auto [dQ, dU] = qr_tall_jvp(yaten::narrow(A_t, -1, 0, m), Q, U);
  Tensor dV = yaten::matmul(mT(Q), yaten::narrow(A_t, -1, m, n - m) - yaten::matmul(dQ, V));
  return linalg_helpers::pack({dQ, yaten::cat({dU, dV}, -1)}, batch_dims);
}

}  // namespace yaten
