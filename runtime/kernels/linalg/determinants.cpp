// Determinants from LAPACK's LU factors (getrf, through _linalg_lu_factor):
// det A = (-1)^(rows swapped) * prod(diag(U)), for linalg.det and, as the
// sign and the sum of log |U_ii|, linalg.slogdet.
#include <cmath>
#include <tuple>

#include "generated/runtime/kernels/_linalg_lu_factor.h"
#include "generated/runtime/kernels/linalg_det.h"
#include "generated/runtime/kernels/linalg_slogdet.h"
#include "generated/runtime/kernels/transpose.h"
#include "runtime/kernels/linalg/lapack_batches.h"

namespace yaten::kernels {

namespace {

// Calls visit(b, sign, U's diagonal, n) for each matrix b of A's LU factors:
// sign is that of the row permutation, the diagonal strided by n + 1.
// A row-major A is factored as A^T (det A^T = det A), as torch does: its
// memory is then already the column-major matrix LAPACK reads, and the
// rounding (so the last bits of det) is torch's.
template <typename T, typename Visit>
void for_each_lu_diagonal(const Tensor& A, const Visit& visit) {
  auto [lu, pivots] = _linalg_lu_factor(A.is_contiguous() ? transpose(A, -2, -1) : A, true);
  const int64_t n = A.sizes().back(), nb = linalg::count(linalg::batch_shape(A));
  const int32_t* piv = pivots.data<int32_t>();  // contiguous, (batch, n)
  for (int64_t b = 0; b < nb; ++b) {
    bool odd = false;
    for (int64_t i = 0; i < n; ++i) odd ^= piv[b * n + i] != i + 1;
    visit(b, odd ? T(-1) : T(1), lu.data<T>() + b * n * n, n);
  }
}

}  // namespace

Tensor linalg_det(const Tensor& A) {
  linalg::check_square(A, "linalg.det");
  Tensor det = Tensor::empty(linalg::batch_shape(A), A.dtype());
  linalg::dispatch_lapack(A.dtype(), "linalg.det", [&](auto zero) {
    using T = decltype(zero);
    for_each_lu_diagonal<T>(A, [&](int64_t b, T sign, const T* lu, int64_t n) {
      T product = sign;
      for (int64_t i = 0; i < n; ++i) product *= lu[i * (n + 1)];
      det.data<T>()[b] = product;
    });
  });
  return det;
}

std::tuple<Tensor, Tensor> linalg_slogdet(const Tensor& A) {
  linalg::check_square(A, "linalg.slogdet");
  const DimVector batch = linalg::batch_shape(A);
  Tensor sign = Tensor::empty(batch, A.dtype()), logabsdet = Tensor::empty(batch, A.dtype());
  linalg::dispatch_lapack(A.dtype(), "linalg.slogdet", [&](auto zero) {
    using T = decltype(zero);
    for_each_lu_diagonal<T>(A, [&](int64_t b, T permutation_sign, const T* lu, int64_t n) {
      T s = permutation_sign, log_sum = 0;
      for (int64_t i = 0; i < n; ++i) {
        const T u = lu[i * (n + 1)];
        s *= u > 0 ? T(1) : u < 0 ? T(-1) : T(0);
        log_sum += std::log(std::abs(u));
      }
      sign.data<T>()[b] = s;
      logabsdet.data<T>()[b] = log_sum;
    });
  });
  return {sign, logabsdet};
}

}  // namespace yaten::kernels
