// The decompositions with several results, on LAPACK (lapack.h): eigh
// (syevd), svd (gesdd) and qr (geqrf, orgqr). Each returns its results
// packed in one tensor, the last dim holding each result's matrix flattened
// row-major one after the other, so that one backward and one forward
// formula in ops.yaml see them all; linalg.eigh / svd / qr (composite) take
// them apart as views.
#include <algorithm>
#include <string>
#include <vector>

#include "generated/runtime/kernels_linalg.h"
#include "runtime/error.h"
#include "runtime/kernels/linalg/lapack.h"
#include "runtime/kernels/linalg/lapack_batches.h"

namespace yaten::kernels {

using linalg::check_info;
using linalg::column_major_copy;
using linalg::count;
using linalg::lapack_int;

namespace {

// A packed result: `batch` then one dim of `width` elements.
Tensor packed_result(const DimVector& batch, int64_t width, ScalarType dtype) {
  DimVector sizes = batch;
  sizes.push_back(width);
  return Tensor::empty(sizes, dtype);
}

// Writes the rows x cols column-major matrix `src` (leading dim ld) row-major at dst.
template <typename T>
void store_row_major(const T* src, int64_t ld, int64_t rows, int64_t cols, T* dst) {
  for (int64_t i = 0; i < rows; ++i)
    for (int64_t j = 0; j < cols; ++j) dst[i * cols + j] = src[i + j * ld];
}

}  // namespace

Tensor _linalg_eigh_packed(const Tensor& A, std::string_view UPLO) {
  linalg::check_square(A, "linalg.eigh");
  YATEN_CHECK(UPLO == "L" || UPLO == "U" || UPLO == "l" || UPLO == "u",
              "Expected UPLO argument to be 'L' or 'U', but got ", UPLO);
  const char uplo = (UPLO == "U" || UPLO == "u") ? 'U' : 'L';
  const int64_t n = A.sizes().back();
  const DimVector batch = linalg::batch_shape(A);
  const int64_t nb = count(batch);
  Tensor work_matrix = column_major_copy(A, batch);
  // [..., n, n + 1]: the eigenvectors, then the eigenvalues as the last column.
  Tensor packed = packed_result(batch, n * (n + 1), A.dtype());
  Tensor info = linalg::info_tensor(batch);
  const int size = lapack_int(n, "linalg.eigh");
  linalg::dispatch_lapack(A.dtype(), "linalg.eigh", [&](auto zero) {
    using T = decltype(zero);
    if (n == 0) return;
    T work_size = 0;
    int iwork_size = 0;
    lapack::syevd('V', uplo, size, nullptr, size, nullptr, &work_size, -1, &iwork_size, -1);
    std::vector<T> work(static_cast<size_t>(work_size)), w(static_cast<size_t>(n));
    std::vector<int> iwork(static_cast<size_t>(std::max(iwork_size, 1)));
    for (int64_t b = 0; b < nb; ++b) {
      T* a = work_matrix.data<T>() + b * n * n;
      info.data<int32_t>()[b] = lapack::syevd('V', uplo, size, a, size, w.data(), work.data(),
                                              static_cast<int>(work.size()), iwork.data(), static_cast<int>(iwork.size()));
      T* out = packed.data<T>() + b * n * (n + 1);
      for (int64_t i = 0; i < n; ++i) {
        for (int64_t j = 0; j < n; ++j) out[i * (n + 1) + j] = a[i + j * n];
        out[i * (n + 1) + n] = w[static_cast<size_t>(i)];
      }
    }
  });
  check_info(info, "linalg.eigh", [](int32_t code) {
    return "The algorithm failed to converge because the input matrix is ill-conditioned or has too many repeated eigenvalues (error code: " +
           std::to_string(code) + ").";
  });
  return packed;
}

Tensor _linalg_svd_packed(const Tensor& A, bool full_matrices) {
  linalg::check_matrices(A, "linalg.svd");
  const int64_t m = A.sizes()[A.sizes().size() - 2], n = A.sizes().back(), k = std::min(m, n);
  const int64_t u_cols = full_matrices ? m : k, vt_rows = full_matrices ? n : k;
  const DimVector batch = linalg::batch_shape(A);
  const int64_t nb = count(batch);
  Tensor work_matrix = column_major_copy(A, batch);
  const int64_t width = m * u_cols + k + vt_rows * n;
  Tensor packed = packed_result(batch, width, A.dtype());
  Tensor info = linalg::info_tensor(batch);
  const int rows = lapack_int(m, "linalg.svd"), cols = lapack_int(n, "linalg.svd");
  const int ldvt = lapack_int(std::max<int64_t>(vt_rows, 1), "linalg.svd");
  const char jobz = full_matrices ? 'A' : 'S';
  linalg::dispatch_lapack(A.dtype(), "linalg.svd", [&](auto zero) {
    using T = decltype(zero);
    std::vector<T> u(static_cast<size_t>(m * u_cols)), s(static_cast<size_t>(k)), vt(static_cast<size_t>(vt_rows * n));
    std::vector<T> work;
    std::vector<int> iwork(static_cast<size_t>(std::max<int64_t>(8 * k, 1)));
    if (k > 0) {
      T work_size = 0;
      lapack::gesdd(jobz, rows, cols, nullptr, std::max(rows, 1), nullptr, nullptr, std::max(rows, 1), nullptr, ldvt,
                    &work_size, -1, iwork.data());
      work.resize(static_cast<size_t>(work_size));
    }
    for (int64_t b = 0; b < nb; ++b) {
      T* out = packed.data<T>() + b * width;
      if (k == 0) {
        // No singular values: the full bases are identities.
        std::fill(out, out + width, T(0));
        for (int64_t i = 0; i < u_cols && i < m; ++i) out[i * u_cols + i] = T(1);
        for (int64_t i = 0; i < vt_rows && i < n; ++i) out[m * u_cols + i * n + i] = T(1);
        continue;
      }
      info.data<int32_t>()[b] = lapack::gesdd(jobz, rows, cols, work_matrix.data<T>() + b * m * n, rows, s.data(), u.data(),
                                              rows, vt.data(), ldvt, work.data(), static_cast<int>(work.size()), iwork.data());
      store_row_major(u.data(), m, m, u_cols, out);
      std::copy(s.begin(), s.end(), out + m * u_cols);
      store_row_major(vt.data(), vt_rows, vt_rows, n, out + m * u_cols + k);
    }
  });
  check_info(info, "linalg.svd", [](int32_t code) {
    return "The algorithm failed to converge because the input matrix is ill-conditioned or has too many repeated singular values (error code: " +
           std::to_string(code) + ").";
  });
  return packed;
}

Tensor _linalg_qr_packed(const Tensor& A, std::string_view mode) {
  YATEN_CHECK(mode == "reduced" || mode == "r" || mode == "complete", "qr received unrecognized mode '", mode,
              "' but expected one of 'reduced' (default), 'r', or 'complete'");
  linalg::check_matrices(A, "linalg.qr");
  const int64_t m = A.sizes()[A.sizes().size() - 2], n = A.sizes().back(), k = std::min(m, n);
  const bool complete = mode == "complete", want_q = mode != "r";
  const int64_t q_cols = complete ? m : k, r_rows = complete ? m : k;
  const int64_t q_size = want_q ? m * q_cols : 0;
  const DimVector batch = linalg::batch_shape(A);
  const int64_t nb = count(batch);
  // The reflectors need m x max(n, q_cols) columns when Q is wider than A.
  const int64_t width_a = std::max(n, q_cols);
  Tensor work_matrix = column_major_copy(A, batch);
  Tensor packed = packed_result(batch, q_size + r_rows * n, A.dtype());
  const int rows = lapack_int(m, "linalg.qr"), cols = lapack_int(n, "linalg.qr");
  linalg::dispatch_lapack(A.dtype(), "linalg.qr", [&](auto zero) {
    using T = decltype(zero);
    std::vector<T> a(static_cast<size_t>(m * width_a)), tau(static_cast<size_t>(std::max<int64_t>(k, 1)));
    std::vector<T> work(1);
    if (k > 0) {
      T size_qr = 0, size_q = 0;
      lapack::geqrf(rows, cols, a.data(), rows, tau.data(), &size_qr, -1);
      if (want_q) lapack::orgqr(rows, static_cast<int>(q_cols), static_cast<int>(k), a.data(), rows, tau.data(), &size_q, -1);
      work.resize(static_cast<size_t>(std::max<T>({size_qr, size_q, T(1)})));
    }
    for (int64_t b = 0; b < nb; ++b) {
      const T* src = work_matrix.data<T>() + b * m * n;
      std::copy(src, src + m * n, a.begin());
      T* out = packed.data<T>() + b * (q_size + r_rows * n);
      if (k > 0) lapack::geqrf(rows, cols, a.data(), rows, tau.data(), work.data(), static_cast<int>(work.size()));
      // R: the upper triangle of the first r_rows rows (below k rows it is all zero).
      T* r = out + q_size;
      for (int64_t i = 0; i < r_rows; ++i)
        for (int64_t j = 0; j < n; ++j) r[i * n + j] = (j >= i && i < k) ? a[static_cast<size_t>(i + j * m)] : T(0);
      if (!want_q) continue;
      if (k == 0) {
        std::fill(out, out + q_size, T(0));
        for (int64_t i = 0; i < std::min(m, q_cols); ++i) out[i * q_cols + i] = T(1);
        continue;
      }
      lapack::orgqr(rows, static_cast<int>(q_cols), static_cast<int>(k), a.data(), rows, tau.data(), work.data(),
                    static_cast<int>(work.size()));
      store_row_major(a.data(), m, m, q_cols, out);
    }
  });
  return packed;
}

}  // namespace yaten::kernels
