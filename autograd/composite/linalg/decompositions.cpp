// The linalg functions made of the LAPACK kernels (lu_factor_ex, solve_ex,
// solve_triangular, cholesky_ex, eigh, svd, qr, det, slogdet) and views:
// the error-raising forms, the torch.* spellings (inverse, svd's V, qr's
// some, triangular_solve, det, ...) and the solves from factors. Autograd
// comes from the kernels' formulas.
#include <string>
#include <string_view>

#include "autograd/composite/linalg/matrix_helpers.h"
#include "autograd/composite/math/composite_writes.h"
#include "autograd/tensor_operators.h"
#include "generated/autograd/ops/_linalg_eigh.h"
#include "generated/autograd/ops/_linalg_qr.h"
#include "generated/autograd/ops/_linalg_svd.h"
#include "generated/autograd/ops/_linalg_lu_factor.h"
#include "generated/autograd/ops/_lu_pivots_to_permutation.h"
#include "generated/autograd/ops/cholesky.h"
#include "generated/autograd/ops/cholesky_inverse.h"
#include "generated/autograd/ops/cholesky_solve.h"
#include "generated/autograd/ops/clone.h"
#include "generated/autograd/ops/det.h"
#include "generated/autograd/ops/empty.h"
#include "generated/autograd/ops/expand.h"
#include "generated/autograd/ops/inverse.h"
#include "generated/autograd/ops/linalg_cholesky.h"
#include "generated/autograd/ops/linalg_cholesky_ex.h"
#include "generated/autograd/ops/linalg_det.h"
#include "generated/autograd/ops/linalg_eigh.h"
#include "generated/autograd/ops/linalg_eigvalsh.h"
#include "generated/autograd/ops/linalg_inv.h"
#include "generated/autograd/ops/linalg_inv_ex.h"
#include "generated/autograd/ops/linalg_lu.h"
#include "generated/autograd/ops/linalg_lu_factor.h"
#include "generated/autograd/ops/linalg_lu_factor_ex.h"
#include "generated/autograd/ops/linalg_lu_solve.h"
#include "generated/autograd/ops/linalg_qr.h"
#include "generated/autograd/ops/linalg_slogdet.h"
#include "generated/autograd/ops/linalg_solve.h"
#include "generated/autograd/ops/linalg_solve_ex.h"
#include "generated/autograd/ops/linalg_solve_triangular.h"
#include "generated/autograd/ops/linalg_svd.h"
#include "generated/autograd/ops/linalg_svdvals.h"
#include "generated/autograd/ops/log.h"
#include "generated/autograd/ops/logdet.h"
#include "generated/autograd/ops/lu_solve.h"
#include "generated/autograd/ops/lu_unpack.h"
#include "generated/autograd/ops/matmul.h"
#include "generated/autograd/ops/narrow.h"
#include "generated/autograd/ops/qr.h"
#include "generated/autograd/ops/slogdet.h"
#include "generated/autograd/ops/svd.h"
#include "generated/autograd/ops/to.h"
#include "generated/autograd/ops/triangular_solve.h"
#include "generated/autograd/ops/tril.h"
#include "generated/autograd/ops/triu.h"
#include "generated/autograd/ops/zeros.h"
#include "runtime/error.h"
#include "runtime/kernels/common.h"
#include "runtime/kernels/linalg/lapack_batches.h"

namespace yaten {

using linalg_helpers::identity;
using linalg_helpers::matrix_diagonal;
using linalg_helpers::mT;

namespace {

int64_t rows_of(const Tensor& t) { return t.sizes()[t.sizes().size() - 2]; }

void raise_singular(const Tensor& info, const char* op_name, const char* action) {
  kernels::linalg::check_info(info, op_name, [&](int32_t i) {
    return "The diagonal element " + std::to_string(i) + " is zero, the " + action +
           " could not be completed because the input matrix is singular.";
  });
}

}  // namespace

// ---- LU

std::tuple<Tensor, Tensor, Tensor> linalg_lu_factor_ex(const Tensor& A, bool pivot, bool check_errors) {
  auto [lu, pivots] = yaten::_linalg_lu_factor(A, pivot);
  // getrf's info: the (1-based) position of the first zero on U's diagonal.
  const int64_t m = rows_of(lu), n = lu.sizes().back(), k = std::min(m, n);
  Tensor diagonal = kernels::contiguous(matrix_diagonal(yaten::narrow(yaten::narrow(lu, -2, 0, k), -1, 0, k)));
  Tensor info = kernels::linalg::info_tensor(linalg_helpers::batch_of(lu, 2));
  kernels::linalg::dispatch_lapack(lu.dtype(), "linalg.lu_factor", [&](auto zero) {
    using T = decltype(zero);
    for (int64_t b = 0; b < info.numel(); ++b) {
      for (int64_t i = 0; i < k; ++i) {
        if (diagonal.data<T>()[b * k + i] == T(0)) {
          info.data<int32_t>()[b] = static_cast<int32_t>(i + 1);
          break;
        }
      }
    }
  });
  if (check_errors) {
    kernels::linalg::check_info(info, "torch.linalg.lu_factor_ex", [](int32_t i) {
      return "U[" + std::to_string(i) + "," + std::to_string(i) +
             "] is zero and using it on lu_solve would result in a division by zero.";
    }, true);
  }
  return {lu, pivots, info};
}

std::tuple<Tensor, Tensor> linalg_lu_factor(const Tensor& A, bool pivot) {
  auto [lu, pivots, info] = yaten::linalg_lu_factor_ex(A, pivot, false);
  kernels::linalg::check_info(info, "torch.linalg.lu_factor", [](int32_t i) {
    return "U[" + std::to_string(i) + "," + std::to_string(i) +
           "] is zero and using it on lu_solve would result in a division by zero. If you still want to perform the "
           "factorization, consider calling linalg.lu(A, pivot) or linalg.lu_factor_ex(A, pivot)";
  }, true);
  return {lu, pivots};
}

std::tuple<Tensor, Tensor, Tensor> lu_unpack(const Tensor& LU_data, const Tensor& LU_pivots, bool unpack_data,
                                             bool unpack_pivots) {
  kernels::linalg::check_matrices(LU_data, "torch.lu_unpack", "LU_data");
  const int64_t m = rows_of(LU_data), n = LU_data.sizes().back(), k = std::min(m, n);
  Tensor empty = yaten::empty(DimVector{0}, LU_data.dtype(), false);
  Tensor P = unpack_pivots ? yaten::to(yaten::_lu_pivots_to_permutation(LU_pivots, m), LU_data.dtype(), false, false) : empty;
  if (!unpack_data) return {P, empty, empty};
  // L: m x k unit lower, U: k x n upper.
  Tensor L = yaten::tril(yaten::narrow(LU_data, -1, 0, k), -1) + yaten::narrow(identity(m, LU_data.dtype()), -1, 0, k);
  Tensor U = yaten::triu(yaten::narrow(LU_data, -2, 0, k), 0);
  return {P, L, U};
}

std::tuple<Tensor, Tensor, Tensor> linalg_lu(const Tensor& A, bool pivot) {
  auto [lu, pivots, info] = yaten::linalg_lu_factor_ex(A, pivot, false);
  return yaten::lu_unpack(lu, pivots, true, true);
}

Tensor linalg_lu_solve(const Tensor& LU, const Tensor& pivots, const Tensor& B, bool left, bool adjoint) {
  kernels::linalg::check_square(LU, "linalg.lu_solve", "LU");
  const int64_t n = LU.sizes().back();
  auto [P, L, U] = yaten::lu_unpack(LU, pivots, true, true);
  // A = P L U. Left: A X = B is X = U^-1 L^-1 P^T B; adjoint: A^T X = B is X = P L^-T U^-T B.
  // Right: X A = B is X = B U^-1 L^-1 P^T; adjoint: X A^T = B is X = B P L^-T U^-T.
  YATEN_CHECK((left ? rows_of(B) : B.sizes().back()) == n, "linalg.lu_solve: Incompatible shapes of A and B for the equation ",
              left ? "AX = B" : "XA = B", " (", n, "x", n, " and ", rows_of(B), "x", B.sizes().back(), ")");
  if (left && !adjoint) {
    Tensor y = yaten::linalg_solve_triangular(L, yaten::matmul(mT(P), B), false, true, true);
    return yaten::linalg_solve_triangular(U, y, true, true, false);
  }
  if (left) {
    Tensor y = yaten::linalg_solve_triangular(mT(U), B, false, true, false);
    return yaten::matmul(P, yaten::linalg_solve_triangular(mT(L), y, true, true, true));
  }
  if (!adjoint) {
    Tensor y = yaten::linalg_solve_triangular(U, B, true, false, false);
    return yaten::matmul(yaten::linalg_solve_triangular(L, y, false, false, true), mT(P));
  }
  Tensor y = yaten::linalg_solve_triangular(mT(L), yaten::matmul(B, P), true, false, true);
  return yaten::linalg_solve_triangular(mT(U), y, false, false, false);
}

Tensor linalg_lu_solve_out(const Tensor& LU, const Tensor& pivots, const Tensor& B, bool left, bool adjoint,
                           const Tensor& out) {
  return composite::write_out(out, {LU, pivots, B}, "linalg_lu_solve", out_dtype::linalg_lu_solve,
                              [&] { return linalg_lu_solve(LU, pivots, B, left, adjoint); });
}

Tensor lu_solve(const Tensor& self, const Tensor& LU_data, const Tensor& LU_pivots) {
  return yaten::linalg_lu_solve(LU_data, LU_pivots, self, true, false);
}

Tensor lu_solve_out(const Tensor& self, const Tensor& LU_data, const Tensor& LU_pivots, const Tensor& out) {
  return composite::write_out(out, {self, LU_data, LU_pivots}, "lu_solve", out_dtype::lu_solve, [&] { return lu_solve(self, LU_data, LU_pivots); });
}

// ---- solve and inverse

Tensor linalg_solve(const Tensor& A, const Tensor& B, bool left) {
  auto [x, info] = yaten::linalg_solve_ex(A, B, left, false);
  kernels::linalg::check_info(info, "torch.linalg.solve", [](int32_t) {
    return std::string("The solver failed because the input matrix is singular.");
  });
  return x;
}

Tensor linalg_solve_out(const Tensor& A, const Tensor& B, bool left, const Tensor& out) {
  return composite::write_out(out, {A, B}, "linalg_solve", out_dtype::linalg_solve, [&] { return linalg_solve(A, B, left); });
}

std::tuple<Tensor, Tensor> linalg_inv_ex(const Tensor& A, bool check_errors) {
  kernels::linalg::check_square(A, "linalg.inv");
  auto [inverse, info] = yaten::linalg_solve_ex(A, identity(A.sizes().back(), A.dtype()), true, false);
  if (check_errors) raise_singular(info, "linalg.inv_ex", "inversion");
  return {inverse, info};
}

Tensor linalg_inv(const Tensor& A) {
  auto [inverse, info] = yaten::linalg_inv_ex(A, false);
  raise_singular(info, "linalg.inv", "inversion");
  return inverse;
}

Tensor linalg_inv_out(const Tensor& A, const Tensor& out) {
  return composite::write_out(out, {A}, "linalg_inv", out_dtype::linalg_inv, [&] { return linalg_inv(A); });
}

Tensor inverse(const Tensor& self) { return yaten::linalg_inv(self); }

Tensor inverse_out(const Tensor& self, const Tensor& out) {
  return composite::write_out(out, {self}, "inverse", out_dtype::inverse, [&] { return linalg_inv(self); });
}

std::tuple<Tensor, Tensor> triangular_solve(const Tensor& self, const Tensor& A, bool upper, bool transpose,
                                            bool unitriangular) {
  kernels::linalg::check_matrices(self, "torch.triangular_solve", "b");
  Tensor a = transpose ? mT(A) : A;
  Tensor x = yaten::linalg_solve_triangular(a, self, transpose ? !upper : upper, true, unitriangular);
  // torch returns A broadcast to the batch and copied.
  DimVector sizes = linalg_helpers::batch_of(x, 2);
  sizes.push_back(rows_of(A));
  sizes.push_back(A.sizes().back());
  return {x, yaten::clone(yaten::expand(A, sizes))};
}

// ---- Cholesky

Tensor linalg_cholesky(const Tensor& self, bool upper) {
  auto [factor, info] = yaten::linalg_cholesky_ex(self, upper, false);
  kernels::linalg::check_info(info, "linalg.cholesky", [](int32_t i) {
    return "The factorization could not be completed because the input is not positive-definite (the leading minor of order " +
           std::to_string(i) + " is not positive-definite).";
  });
  return factor;
}

Tensor linalg_cholesky_out(const Tensor& self, bool upper, const Tensor& out) {
  return composite::write_out(out, {self}, "linalg_cholesky", out_dtype::linalg_cholesky, [&] { return linalg_cholesky(self, upper); });
}

Tensor cholesky(const Tensor& self, bool upper) { return yaten::linalg_cholesky(self, upper); }

Tensor cholesky_out(const Tensor& self, bool upper, const Tensor& out) {
  return composite::write_out(out, {self}, "cholesky", out_dtype::cholesky, [&] { return cholesky(self, upper); });
}

Tensor cholesky_solve(const Tensor& self, const Tensor& input2, bool upper) {
  // A = L L^T (or U^T U): two triangular solves.
  Tensor lower = upper ? mT(input2) : input2;
  Tensor y = yaten::linalg_solve_triangular(lower, self, false, true, false);
  return yaten::linalg_solve_triangular(mT(lower), y, true, true, false);
}

Tensor cholesky_solve_out(const Tensor& self, const Tensor& input2, bool upper, const Tensor& out) {
  return composite::write_out(out, {self, input2}, "cholesky_solve", out_dtype::cholesky_solve, [&] { return cholesky_solve(self, input2, upper); });
}

Tensor cholesky_inverse(const Tensor& self, bool upper) {
  kernels::linalg::check_square(self, "cholesky_inverse", "input");
  return yaten::cholesky_solve(identity(self.sizes().back(), self.dtype()), self, upper);
}

Tensor cholesky_inverse_out(const Tensor& self, bool upper, const Tensor& out) {
  return composite::write_out(out, {self}, "cholesky_inverse", out_dtype::cholesky_inverse, [&] { return cholesky_inverse(self, upper); });
}

// ---- eigh, svd, qr (their kernels, and torch's older spellings)

std::tuple<Tensor, Tensor> linalg_eigh(const Tensor& self, std::string_view UPLO) {
  return yaten::_linalg_eigh(self, UPLO, true);
}

Tensor linalg_eigvalsh(const Tensor& self, std::string_view UPLO) {
  return std::get<0>(yaten::_linalg_eigh(self, UPLO, linalg_helpers::values_need_vectors(self)));
}
Tensor linalg_eigvalsh_out(const Tensor& self, std::string_view UPLO, const Tensor& out) {
  return composite::write_out(out, {self}, "linalg_eigvalsh", out_dtype::linalg_eigvalsh, [&] { return linalg_eigvalsh(self, UPLO); });
}

namespace {
// torch's driver= chooses a cuSOLVER routine; on the CPU it refuses any.
void refuse_driver(std::optional<std::string_view> driver) {
  YATEN_CHECK(!driver, "torch.linalg.svd: keyword argument `driver=` is only supported on CUDA inputs with cuSOLVER "
              "backend.");
}
}  // namespace

std::tuple<Tensor, Tensor, Tensor> linalg_svd(const Tensor& A, bool full_matrices,
                                              std::optional<std::string_view> driver) {
  refuse_driver(driver);
  kernels::linalg::check_matrices(A, "linalg.svd");
  return yaten::_linalg_svd(A, full_matrices, true);
}

std::tuple<Tensor, Tensor, Tensor> svd(const Tensor& self, bool some, bool compute_uv) {
  kernels::linalg::check_matrices(self, "linalg.svd");
  if (!compute_uv) {
    // torch.svd gives zero-filled square U and V then, whatever some says.
    Tensor s = yaten::linalg_svdvals(self, std::nullopt);
    const int64_t m = rows_of(self), n = self.sizes().back();
    DimVector u_sizes = linalg_helpers::batch_of(self, 2), v_sizes = u_sizes;
    u_sizes.push_back(m);
    u_sizes.push_back(m);
    v_sizes.push_back(n);
    v_sizes.push_back(n);
    return {yaten::zeros(u_sizes, self.dtype(), false), s, yaten::zeros(v_sizes, self.dtype(), false)};
  }
  auto [u, s, vh] = yaten::linalg_svd(self, !some, std::nullopt);
  return {u, s, mT(vh)};
}

Tensor linalg_svdvals(const Tensor& A, std::optional<std::string_view> driver) {
  refuse_driver(driver);
  kernels::linalg::check_matrices(A, "linalg.svd");
  return std::get<1>(yaten::_linalg_svd(A, false, linalg_helpers::values_need_vectors(A)));
}
Tensor linalg_svdvals_out(const Tensor& A, std::optional<std::string_view> driver, const Tensor& out) {
  return composite::write_out(out, {A}, "linalg_svdvals", out_dtype::linalg_svdvals, [&] { return linalg_svdvals(A, driver); });
}

std::tuple<Tensor, Tensor> linalg_qr(const Tensor& A, std::string_view mode) {
  kernels::linalg::check_matrices(A, "linalg.qr");
  return yaten::_linalg_qr(A, mode);
}

std::tuple<Tensor, Tensor> qr(const Tensor& self, bool some) { return yaten::linalg_qr(self, some ? "reduced" : "complete"); }

// ---- determinants (linalg.det and slogdet are native: runtime/kernels/linalg/determinants.cpp)

Tensor det(const Tensor& self) { return yaten::linalg_det(self); }

std::tuple<Tensor, Tensor> slogdet(const Tensor& self) { return yaten::linalg_slogdet(self); }

Tensor logdet(const Tensor& self) {
  // log(det): NaN for a negative determinant, -inf for zero.
  auto [sign, logabsdet] = yaten::linalg_slogdet(self);
  return logabsdet + yaten::log(sign);
}

}  // namespace yaten
