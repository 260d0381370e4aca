// The backward and forward formulas of the LAPACK ops (declared in
// formula_helpers.h), after the maths of torch's derivatives.yaml, made of
// differentiable yaten ops so that they can be differentiated again.
// Conventions: X^T is mT(X); "S^-1 on the right" divides columns.
#include <algorithm>
#include <string_view>
#include <tuple>
#include <vector>

#include "autograd/composite/linalg/matrix_helpers.h"
#include "autograd/formula_helpers.h"
#include "autograd/tensor_operators.h"
#include "generated/autograd/ops/_lu_pivots_to_permutation.h"
#include "generated/autograd/ops/cat.h"
#include "generated/autograd/ops/index_copy.h"
#include "generated/autograd/ops/index_select.h"
#include "generated/autograd/ops/linalg_det.h"
#include "generated/autograd/ops/linalg_pinv.h"
#include "generated/autograd/ops/linalg_solve.h"
#include "generated/autograd/ops/linalg_solve_ex.h"
#include "generated/autograd/ops/linalg_solve_triangular.h"
#include "generated/autograd/ops/linalg_svd.h"
#include "generated/autograd/ops/matmul.h"
#include "generated/autograd/ops/narrow.h"
#include "generated/autograd/ops/ones_like.h"
#include "generated/autograd/ops/reshape.h"
#include "generated/autograd/ops/select.h"
#include "generated/autograd/ops/squeeze.h"
#include "generated/autograd/ops/sum.h"
#include "generated/autograd/ops/to.h"
#include "generated/autograd/ops/tril.h"
#include "generated/autograd/ops/triu.h"
#include "generated/autograd/ops/unsqueeze.h"
#include "generated/autograd/ops/zeros.h"
#include "generated/autograd/ops/zeros_like.h"
#include "runtime/error.h"
#include "runtime/kernels/common.h"
#include "runtime/kernels/linalg/lapack_batches.h"

namespace yaten {

using linalg_helpers::diagonal_matrix;
using linalg_helpers::identity;
using linalg_helpers::matrix_diagonal;
using linalg_helpers::mT;

namespace {

Tensor permutation(const Tensor& pivots, int64_t n, ScalarType dtype) {
  return yaten::to(yaten::_lu_pivots_to_permutation(pivots, n), dtype, false, false);
}

// An m x n LU (k = min(m, n)) as blocks: L = [L1; L2] unit lower (m x k),
// U = [U1 U2] upper (k x n); L2 is empty unless m > n, U2 unless m < n.
struct LuBlocks {
  int64_t m, n, k;
  Tensor L1, L2, U1, U2;
};

LuBlocks lu_blocks(const Tensor& LU) {
  const int64_t m = LU.sizes()[static_cast<size_t>(LU.dim() - 2)], n = LU.sizes().back(), k = std::min(m, n);
  Tensor top = yaten::narrow(LU, -2, 0, k), left = yaten::narrow(LU, -1, 0, k);
  return {m, n, k, yaten::tril(yaten::narrow(top, -1, 0, k), -1) + identity(k, LU.dtype()), yaten::narrow(left, -2, k, m - k),
          yaten::triu(yaten::narrow(top, -1, 0, k), 0), yaten::narrow(top, -1, k, n - k)};
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

// P^T A = L U in blocks (lu_blocks), X = L1^-1 (P^T dA)_11 U1^-1:
// dL1 = L1 tril(X, -1), dU1 = triu(X) U1, dU2 = L1^-1 (P^T dA)_12 - tril(X, -1) U2,
// dL2 = (P^T dA)_21 U1^-1 - L2 triu(X). Transposed, with N = tril(L1^T gL1 - gU2 U2^T, -1)
// + triu(gU1 U1^T - L2^T gL2): gA = P [L1^-T N U1^-T, L1^-T gU2; gL2 U1^-T, 0].
Tensor lu_factor_ex_backward(const Tensor& grad, const Tensor& LU, const Tensor& pivots) {
  const LuBlocks f = lu_blocks(LU);
  Tensor g_top = yaten::narrow(grad, -2, 0, f.k), g_left = yaten::narrow(grad, -1, 0, f.k);
  Tensor gL1 = yaten::tril(yaten::narrow(g_top, -1, 0, f.k), -1), gL2 = yaten::narrow(g_left, -2, f.k, f.m - f.k);
  Tensor gU1 = yaten::triu(yaten::narrow(g_top, -1, 0, f.k), 0), gU2 = yaten::narrow(g_top, -1, f.k, f.n - f.k);
  Tensor inner = yaten::tril(yaten::matmul(mT(f.L1), gL1) - yaten::matmul(gU2, mT(f.U2)), -1) +
                 yaten::triu(yaten::matmul(gU1, mT(f.U1)) - yaten::matmul(mT(f.L2), gL2), 0);
  Tensor x = yaten::linalg_solve_triangular(mT(f.L1), inner, true, true, true);
  x = yaten::linalg_solve_triangular(mT(f.U1), x, false, false, false);
  if (f.n > f.k) x = yaten::cat({x, yaten::linalg_solve_triangular(mT(f.L1), gU2, true, true, true)}, -1);
  if (f.m > f.k) x = yaten::cat({x, yaten::linalg_solve_triangular(mT(f.U1), gL2, false, false, false)}, -2);
  return yaten::matmul(permutation(pivots, f.m, LU.dtype()), x);
}

Tensor lu_factor_ex_jvp(const Tensor& A_t, const Tensor& LU, const Tensor& pivots) {
  const LuBlocks f = lu_blocks(LU);
  Tensor b = yaten::matmul(mT(permutation(pivots, f.m, LU.dtype())), A_t);
  Tensor b_top = yaten::narrow(b, -2, 0, f.k);
  Tensor x = yaten::linalg_solve_triangular(f.L1, yaten::narrow(b_top, -1, 0, f.k), false, true, true);
  x = yaten::linalg_solve_triangular(f.U1, x, true, false, false);
  Tensor lower = yaten::tril(x, -1), upper = yaten::triu(x, 0);
  Tensor top = yaten::matmul(f.L1, lower) + yaten::matmul(upper, f.U1);
  if (f.n > f.k) {
    Tensor dU2 = yaten::linalg_solve_triangular(f.L1, yaten::narrow(b_top, -1, f.k, f.n - f.k), false, true, true) -
                 yaten::matmul(lower, f.U2);
    return yaten::cat({top, dU2}, -1);
  }
  if (f.m > f.k) {
    Tensor b21 = yaten::narrow(yaten::narrow(b, -2, f.k, f.m - f.k), -1, 0, f.k);
    Tensor dL2 = yaten::linalg_solve_triangular(f.U1, b21, true, false, false) - yaten::matmul(f.L2, upper);
    return yaten::cat({top, dL2}, -2);
  }
  return top;
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

// ---- determinants

namespace {

// det A^-T scaled per matrix by `scale`: the cofactor matrix of invertible A times scale.
Tensor scaled_inverse_transpose(const Tensor& A, const Tensor& scale) {
  Tensor diagonal = identity(A.sizes().back(), A.dtype()) * yaten::unsqueeze(yaten::unsqueeze(scale, -1), -1);
  return yaten::linalg_solve(mT(A), diagonal, true);
}

// The cofactor matrix of each (singular) A times scale, through A = U diag(S) Vh:
// det A = det U det Vh prod S, so it is det U det Vh U diag(d prod S / d S) Vh,
// the product rule with no division (exact where S has zeros).
Tensor scaled_cofactors_by_svd(const Tensor& A, const Tensor& scale) {
  auto [U, S, Vh] = yaten::linalg_svd(A, false, std::nullopt);
  Tensor alpha = yaten::linalg_det(U) * yaten::linalg_det(Vh);
  Tensor d = prod_backward(scale * alpha, S, Tensor(), -1, false);
  return yaten::matmul(U * yaten::unsqueeze(d, -2), Vh);
}

// The matrices of the flattened batch where det is zero, and the others, as int64 index tensors.
std::tuple<Tensor, Tensor> split_by_singularity(const Tensor& det) {
  Tensor values = kernels::contiguous(det);
  std::vector<int64_t> singular, invertible;
  for (int64_t i = 0; i < values.numel(); ++i) {
    const bool zero = values.dtype() == ScalarType::Float32 ? values.data<float>()[i] == 0.0f : values.data<double>()[i] == 0.0;
    (zero ? singular : invertible).push_back(i);
  }
  auto index = [](const std::vector<int64_t>& v) {
    Tensor t = Tensor::empty(DimVector{static_cast<int64_t>(v.size())}, ScalarType::Int64);
    std::copy(v.begin(), v.end(), t.data<int64_t>());
    return t;
  };
  return {index(singular), index(invertible)};
}

}  // namespace

// d det / dA is A's cofactor matrix: det A^-T where A is invertible; torch's
// SVD formula where det A is zero (finite there, where det A^-T is 0 * inf).
Tensor det_backward(const Tensor& grad, const Tensor& det, const Tensor& A) {
  const int64_t n = A.sizes().back();
  if (A.numel() == 0) return yaten::zeros_like(A, std::nullopt, false);
  Tensor scale = grad * det;
  auto [singular, invertible] = split_by_singularity(det);
  if (singular.numel() == 0) return scaled_inverse_transpose(A, scale);
  if (invertible.numel() == 0) return scaled_cofactors_by_svd(A, grad);
  // Each kind of matrix through its own formula, put back in batch order.
  Tensor flat_a = yaten::reshape(A, DimVector{-1, n, n});
  Tensor flat_scale = yaten::reshape(scale, DimVector{-1}), flat_grad = yaten::reshape(grad, DimVector{-1});
  Tensor out = yaten::zeros_like(flat_a, std::nullopt, false);
  out = yaten::index_copy(out, 0, invertible, scaled_inverse_transpose(yaten::index_select(flat_a, 0, invertible),
                                                                       yaten::index_select(flat_scale, 0, invertible)));
  out = yaten::index_copy(out, 0, singular, scaled_cofactors_by_svd(yaten::index_select(flat_a, 0, singular),
                                                                    yaten::index_select(flat_grad, 0, singular)));
  return yaten::reshape(out, A.sizes());
}

// The jvp is <cofactors, A_t> per matrix: the backward formula at grad 1.
Tensor det_jvp(const Tensor& A_t, const Tensor& det, const Tensor& A) {
  Tensor cofactors = det_backward(yaten::ones_like(det, std::nullopt, false), det, A);
  return yaten::sum(cofactors * A_t, DimVector{-2, -1}, false, std::nullopt);
}

// d log|det A| / dA = A^-T (infinite where A is singular, as in torch).
Tensor slogdet_backward(const Tensor& grad_logabsdet, const Tensor& A) {
  if (A.numel() == 0) return yaten::zeros_like(A, std::nullopt, false);
  Tensor diagonal = identity(A.sizes().back(), A.dtype()) * yaten::unsqueeze(yaten::unsqueeze(grad_logabsdet, -1), -1);
  return std::get<0>(yaten::linalg_solve_ex(mT(A), diagonal, true, false));
}

Tensor slogdet_jvp(const Tensor& A_t, const Tensor& A) {
  if (A.numel() == 0) return yaten::sum(A_t, DimVector{-2, -1}, false, std::nullopt);
  return yaten::sum(matrix_diagonal(std::get<0>(yaten::linalg_solve_ex(A, A_t, true, false))), DimVector{-1}, false, std::nullopt);
}

Tensor slogdet_jvp_sign(const Tensor& A_t, const Tensor& sign) {
  (void)A_t;
  return yaten::zeros_like(sign, std::nullopt, false);
}

// A = V diag(L) V^T, E_ij = L_j - L_i: dL = diag(V^T dA V), dV = V (V^T dA V / E
// off the diagonal); gA = V (diag(gL) + skew(V^T gV) / E) V^T.
namespace {

// eigvalsh and svdvals leave the vectors uncomputed (an empty tensor) when no
// gradient was asked for; torch's formulas then fail an internal assert.
void check_vectors_computed(const Tensor& vectors, const char* op_name, const char* flag) {
  YATEN_CHECK(vectors.dim() >= 2, op_name, ": the derivative needs the vectors, which were not computed (", flag,
              "=False); compute the values with gradients enabled on an input that requires grad");
}

}  // namespace

Tensor eigh_backward(const Tensor& gL, const Tensor& gV, const Tensor& L, const Tensor& V) {
  check_vectors_computed(V, "linalg.eigh", "compute_v");
  Tensor vtgv = yaten::matmul(mT(V), gV);
  Tensor e = yaten::unsqueeze(L, -2) - yaten::unsqueeze(L, -1);
  Tensor inner = off_diagonal_quotient((vtgv - mT(vtgv)) * 0.5, e) + diagonal_matrix(gL);
  return yaten::matmul(yaten::matmul(V, inner), mT(V));
}

Tensor eigh_jvp_eigenvalues(const Tensor& A_t, const Tensor& V) {
  check_vectors_computed(V, "linalg.eigh", "compute_v");
  return matrix_diagonal(yaten::matmul(yaten::matmul(mT(V), A_t), V));
}

Tensor eigh_jvp_eigenvectors(const Tensor& A_t, const Tensor& L, const Tensor& V) {
  check_vectors_computed(V, "linalg.eigh", "compute_v");
  Tensor m = yaten::matmul(yaten::matmul(mT(V), A_t), V);
  Tensor e = yaten::unsqueeze(L, -2) - yaten::unsqueeze(L, -1);
  return yaten::matmul(V, off_diagonal_quotient(m, e));
}

namespace {

// The thin factors: with full_matrices, U's first k columns and Vh's first k rows.
std::tuple<Tensor, Tensor> thin_svd(const Tensor& U, const Tensor& Vh, int64_t k) {
  return {yaten::narrow(U, -1, 0, k), yaten::narrow(Vh, -2, 0, k)};
}

// A tangent of the thin factor padded with zeros to the full one's `size` along dim.
Tensor zero_padded(const Tensor& t, int64_t dim, int64_t size) {
  const int64_t have = t.sizes()[static_cast<size_t>(t.dim() + dim)];
  if (have == size) return t;
  DimVector pad_sizes = t.sizes();
  pad_sizes[static_cast<size_t>(t.dim() + dim)] = size - have;
  return yaten::cat({t, yaten::zeros(pad_sizes, t.dtype(), false)}, dim);
}

struct SvdTangents {
  Tensor dU, dS, dV;  // of the thin factors
};

// With dP = U^T dA V: dS = diag(dP), and dU, dV from the skew parts over
// F_ij = 1 / (s_j^2 - s_i^2), plus the components outside U's and V's spans.
SvdTangents svd_tangents(const Tensor& A_t, const Tensor& U_full, const Tensor& S, const Tensor& Vh_full) {
  check_vectors_computed(U_full, "linalg.svd", "compute_uv");
  auto [U, Vh] = thin_svd(U_full, Vh_full, S.sizes().back());
  Tensor V = mT(Vh);
  Tensor s2 = S * S;
  Tensor e = yaten::unsqueeze(s2, -2) - yaten::unsqueeze(s2, -1);
  Tensor s_cols = yaten::unsqueeze(S, -2), s_rows = yaten::unsqueeze(S, -1);
  Tensor dav = yaten::matmul(A_t, V), datu = yaten::matmul(mT(A_t), U);
  Tensor dP = yaten::matmul(mT(U), dav);
  Tensor dU = yaten::matmul(U, off_diagonal_quotient(dP * s_cols + s_rows * mT(dP), e));
  Tensor dV = yaten::matmul(V, off_diagonal_quotient(s_rows * dP + mT(dP) * s_cols, e));
  // The components outside U's and V's spans (none for a square factor).
  const int64_t k = S.sizes().back();
  if (U.sizes()[static_cast<size_t>(U.dim() - 2)] > k) dU = dU + (dav - yaten::matmul(U, dP)) / s_cols;
  if (Vh.sizes().back() > k) dV = dV + (datu - yaten::matmul(V, mT(dP))) / s_cols;
  return {dU, matrix_diagonal(dP), dV};
}

}  // namespace

// Thin A = U S V^T, F_ij = 1 / (s_j^2 - s_i^2) off the diagonal (Townsend, "Differentiating the SVD"):
// gA = U [F o (U^T gU - gU^T U) S + diag(gS) + S F o (V^T gV - gV^T V)] V^T
//      + (I - U U^T) gU S^-1 V^T + U S^-1 gV^T (I - V V^T).
// With full_matrices, the columns past k = min(m, n) and their gradients are left out, as torch does.
Tensor svd_backward(const Tensor& gU_full, const Tensor& gS, const Tensor& gVh_full, const Tensor& U_full, const Tensor& S,
                    const Tensor& Vh_full, bool /*full_matrices*/) {
  check_vectors_computed(U_full, "linalg.svd", "compute_uv");
  const int64_t k = S.sizes().back();
  auto [U, Vh] = thin_svd(U_full, Vh_full, k);
  auto [gU, gVh] = thin_svd(gU_full, gVh_full, k);
  Tensor V = mT(Vh), gV = mT(gVh);
  Tensor s2 = S * S;
  Tensor e = yaten::unsqueeze(s2, -2) - yaten::unsqueeze(s2, -1);
  Tensor utgu = yaten::matmul(mT(U), gU), vtgv = yaten::matmul(mT(V), gV);
  Tensor s_cols = yaten::unsqueeze(S, -2), s_rows = yaten::unsqueeze(S, -1);
  Tensor inner = off_diagonal_quotient(utgu - mT(utgu), e) * s_cols + diagonal_matrix(gS) +
                 s_rows * off_diagonal_quotient(vtgv - mT(vtgv), e);
  Tensor gA = yaten::matmul(yaten::matmul(U, inner), Vh);
  // The parts of gU and gV outside U's and V's spans: none when U (V) is
  // square, where dividing by S would turn a rounding error into inf at a zero singular value.
  const int64_t m = U.sizes()[static_cast<size_t>(U.dim() - 2)], n = Vh.sizes().back();
  if (m > k) gA = gA + yaten::matmul((gU - yaten::matmul(U, utgu)) / s_cols, Vh);
  if (n > k) gA = gA + yaten::matmul(U, (mT(gV) - yaten::matmul(mT(vtgv), Vh)) / s_rows);
  return gA;
}

Tensor svd_jvp_U(const Tensor& A_t, const Tensor& U, const Tensor& S, const Tensor& Vh, bool /*full_matrices*/) {
  return zero_padded(svd_tangents(A_t, U, S, Vh).dU, -1, U.sizes().back());
}

Tensor svd_jvp_S(const Tensor& A_t, const Tensor& U_full, const Tensor& S, const Tensor& Vh_full) {
  check_vectors_computed(U_full, "linalg.svd", "compute_uv");
  auto [U, Vh] = thin_svd(U_full, Vh_full, S.sizes().back());
  return matrix_diagonal(yaten::matmul(yaten::matmul(mT(U), A_t), mT(Vh)));
}

Tensor svd_jvp_Vh(const Tensor& A_t, const Tensor& U, const Tensor& S, const Tensor& Vh, bool /*full_matrices*/) {
  return zero_padded(mT(svd_tangents(A_t, U, S, Vh).dV), -2, Vh.sizes()[static_cast<size_t>(Vh.dim() - 2)]);
}

namespace {

// Q's rows and R's columns: A's m and n.
std::tuple<int64_t, int64_t> check_qr_differentiable(const Tensor& Q, const Tensor& R, std::string_view mode) {
  YATEN_CHECK(mode != "r", "The derivative of linalg.qr depends on Q, which is not computed when mode='r'. "
                           "Please use linalg.qr(A, mode='reduced') if you are going to differentiate through linalg.qr.");
  const int64_t m = Q.sizes()[static_cast<size_t>(Q.dim() - 2)], n = R.sizes().back();
  YATEN_CHECK(mode != "complete" || m <= n,
              "The QR decomposition is not differentiable when mode='complete' and nrows > ncols.");
  return {m, n};
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

// (dQ, dR). A wide (m < n) is [X | Y] with X = Q U square and Y = Q V.
std::tuple<Tensor, Tensor> qr_jvp(const Tensor& A_t, const Tensor& Q, const Tensor& R, std::string_view mode) {
  auto [m, n] = check_qr_differentiable(Q, R, mode);
  if (m >= n) return qr_tall_jvp(A_t, Q, R);
  Tensor U = yaten::narrow(R, -1, 0, m), V = yaten::narrow(R, -1, m, n - m);
  auto [dQ, dU] = qr_tall_jvp(yaten::narrow(A_t, -1, 0, m), Q, U);
  Tensor dV = yaten::matmul(mT(Q), yaten::narrow(A_t, -1, m, n - m) - yaten::matmul(dQ, V));
  return {dQ, yaten::cat({dU, dV}, -1)};
}

}  // namespace

// A wide (m < n) is [X | Y] with X = Q U square and Y = Q V: X's formula with
// gQ - Q gV V^T, and gY = Q gV.
Tensor qr_backward(const Tensor& gQ, const Tensor& gR, const Tensor& Q, const Tensor& R, std::string_view mode) {
  auto [m, n] = check_qr_differentiable(Q, R, mode);
  if (m >= n) return qr_tall_backward(gQ, gR, Q, R);
  Tensor U = yaten::narrow(R, -1, 0, m), V = yaten::narrow(R, -1, m, n - m);
  Tensor gU = yaten::narrow(gR, -1, 0, m), gV = yaten::narrow(gR, -1, m, n - m);
  Tensor gX = qr_tall_backward(gQ - yaten::matmul(yaten::matmul(Q, gV), mT(V)), gU, Q, U);
  return yaten::cat({gX, yaten::matmul(Q, gV)}, -1);
}

Tensor qr_jvp_Q(const Tensor& A_t, const Tensor& Q, const Tensor& R, std::string_view mode) {
  return std::get<0>(qr_jvp(A_t, Q, R, mode));
}

Tensor qr_jvp_R(const Tensor& A_t, const Tensor& Q, const Tensor& R, std::string_view mode) {
  return std::get<1>(qr_jvp(A_t, Q, R, mode));
}

namespace {

// lstsq's b as a batch of matrices (one column each when b has one dim less than A).
bool lstsq_vector(const Tensor& A, const Tensor& b) { return A.dim() == b.dim() + 1; }
Tensor lstsq_matrix(const Tensor& t, bool vector) { return vector ? yaten::unsqueeze(t, -1) : t; }
Tensor lstsq_unmatrix(const Tensor& t, bool vector) { return vector ? yaten::squeeze(t, -1) : t; }
Tensor pseudo_inverse(const Tensor& A) { return yaten::linalg_pinv_atol_rtol_float(A, std::nullopt, std::nullopt, false); }

}  // namespace

// X = P b, P = pinv(A), and (Golub and Pereyra) dP = -P dA P + P P^T dA^T (I - A P)
// + (I - P A) dA^T P^T P, so dX = -P dA X + P P^T dA^T (b - A X) + (I - P A) dA^T P^T X.
// Its adjoint: gA = -P^T gX X^T + (b - A X) (P P^T gX)^T + P^T X ((I - P A) gX)^T,
// summed over the batch dims b broadcast A to.
Tensor lstsq_backward_A(const Tensor& grad, const Tensor& A, const Tensor& b) {
  const bool vector = lstsq_vector(A, b);
  Tensor P = pseudo_inverse(A), B = lstsq_matrix(b, vector), gX = lstsq_matrix(grad, vector);
  Tensor X = yaten::matmul(P, B), residual = B - yaten::matmul(A, X);
  Tensor Pt = mT(P);
  Tensor projected = gX - yaten::matmul(P, yaten::matmul(A, gX));
  Tensor gA = -yaten::matmul(yaten::matmul(Pt, gX), mT(X)) + yaten::matmul(residual, mT(yaten::matmul(P, yaten::matmul(Pt, gX)))) +
              yaten::matmul(yaten::matmul(Pt, X), mT(projected));
  return sum_to(gA, A.sizes());
}

Tensor lstsq_backward_b(const Tensor& grad, const Tensor& A, const Tensor& b) {
  const bool vector = lstsq_vector(A, b);
  Tensor gB = yaten::matmul(mT(pseudo_inverse(A)), lstsq_matrix(grad, vector));
  return lstsq_unmatrix(sum_to(gB, lstsq_matrix(b, vector).sizes()), vector);
}

Tensor lstsq_jvp_A(const Tensor& A_t, const Tensor& A, const Tensor& b) {
  const bool vector = lstsq_vector(A, b);
  Tensor P = pseudo_inverse(A), B = lstsq_matrix(b, vector);
  Tensor X = yaten::matmul(P, B), residual = B - yaten::matmul(A, X), dAt = mT(A_t);
  Tensor last = yaten::matmul(dAt, yaten::matmul(mT(P), X));
  Tensor dX = -yaten::matmul(P, yaten::matmul(A_t, X)) + yaten::matmul(P, yaten::matmul(mT(P), yaten::matmul(dAt, residual))) +
              last - yaten::matmul(P, yaten::matmul(A, last));
  return lstsq_unmatrix(dX, vector);
}

Tensor lstsq_jvp_b(const Tensor& b_t, const Tensor& A, const Tensor& b) {
  const bool vector = lstsq_vector(A, b);
  return lstsq_unmatrix(yaten::matmul(pseudo_inverse(A), lstsq_matrix(b_t, vector)), vector);
}

}  // namespace yaten
