// The decompositions with several results, on LAPACK (lapack.h): eigh
// (syevd), svd (gesdd) and qr (geqrf, orgqr); eigh and svd also give the
// values alone (jobz 'N'), for eigvalsh and svdvals when no gradient needs
// the vectors. Each result is its own tensor,
// its matrices column-major as LAPACK writes them (and as torch's are); the
// ops.yaml formulas take each result by name.
#include <algorithm>
#include <string>
#include <vector>

#include "generated/runtime/kernels/_linalg_eigh.h"
#include "generated/runtime/kernels/_linalg_qr.h"
#include "generated/runtime/kernels/_linalg_svd.h"
#include "runtime/error.h"
#include "runtime/kernels/linalg/lapack.h"
#include "runtime/kernels/linalg/lapack_batches.h"

namespace yaten::kernels {

using linalg::check_info;
using linalg::column_major_copy;
using linalg::count;
using linalg::lapack_int;

namespace {

// A batch of rows x cols matrices, each column-major: what LAPACK writes.
Tensor column_major_result(const DimVector& batch, int64_t rows, int64_t cols, ScalarType dtype) {
  const DimVector sizes = linalg::with_matrix(batch, rows, cols);
  return Tensor::empty_dense(sizes, linalg::column_major_strides(sizes), dtype);
}

Tensor vectors_result(const DimVector& batch, int64_t size, ScalarType dtype) {
  DimVector sizes = batch;
  sizes.push_back(size);
  return Tensor::empty(sizes, dtype);
}

// Sets each n_rows x n_cols column-major matrix of `t` (count `nb`) to the identity's first columns.
template <typename T>
void fill_identities(T* data, int64_t nb, int64_t rows, int64_t cols) {
  std::fill(data, data + nb * rows * cols, T(0));
  for (int64_t b = 0; b < nb; ++b)
    for (int64_t i = 0; i < std::min(rows, cols); ++i) data[b * rows * cols + i + i * rows] = T(1);
}

}  // namespace

std::tuple<Tensor, Tensor> _linalg_eigh(const Tensor& A, std::string_view UPLO, bool compute_v) {
  linalg::check_square(A, "linalg.eigh");
  YATEN_CHECK(UPLO == "L" || UPLO == "U" || UPLO == "l" || UPLO == "u",
              "Expected UPLO argument to be 'L' or 'U', but got ", UPLO);
  const char uplo = (UPLO == "U" || UPLO == "u") ? 'U' : 'L';
  const char jobz = compute_v ? 'V' : 'N';
  const int64_t n = A.sizes().back();
  const DimVector batch = linalg::batch_shape(A);
  const int64_t nb = count(batch);
  // syevd overwrites the matrix (with its eigenvectors when it computes them).
  Tensor work_matrix = column_major_copy(A, batch);
  Tensor eigenvalues = vectors_result(batch, n, A.dtype());
  Tensor info = linalg::info_tensor(batch);
  const int size = lapack_int(n, "linalg.eigh");
  linalg::dispatch_lapack(A.dtype(), "linalg.eigh", [&](auto zero) {
    using T = decltype(zero);
    if (n == 0) return;
    T work_size = 0;
    int iwork_size = 0;
    lapack::syevd(jobz, uplo, size, nullptr, size, nullptr, &work_size, -1, &iwork_size, -1);
    linalg::for_each_matrix(nb, n, n, [&](int64_t begin, int64_t end) {
      std::vector<T> work(static_cast<size_t>(work_size));
      std::vector<int> iwork(static_cast<size_t>(std::max(iwork_size, 1)));
      for (int64_t b = begin; b < end; ++b) {
        info.data<int32_t>()[b] = lapack::syevd(jobz, uplo, size, work_matrix.data<T>() + b * n * n, size,
                                                eigenvalues.data<T>() + b * n, work.data(), static_cast<int>(work.size()),
                                                iwork.data(), static_cast<int>(iwork.size()));
      }
    });
  });
  check_info(info, "linalg.eigh", [](int32_t code) {
    return "The algorithm failed to converge because the input matrix is ill-conditioned or has too many repeated eigenvalues (error code: " +
           std::to_string(code) + ").";
  });
  // Without vectors, an empty tensor stands for them, as torch's.
  return {eigenvalues, compute_v ? work_matrix : Tensor::empty(DimVector{0}, A.dtype())};
}

std::tuple<Tensor, Tensor, Tensor> _linalg_svd(const Tensor& A, bool full_matrices, bool compute_uv) {
  linalg::check_matrices(A, "linalg.svd");
  const int64_t m = A.sizes()[A.sizes().size() - 2], n = A.sizes().back(), k = std::min(m, n);
  const int64_t u_cols = full_matrices ? m : k, vt_rows = full_matrices ? n : k;
  const DimVector batch = linalg::batch_shape(A);
  const int64_t nb = count(batch);
  Tensor work_matrix = column_major_copy(A, batch);
  // Without singular vectors (jobz 'N'), empty tensors stand for them, as torch's.
  Tensor U = compute_uv ? column_major_result(batch, m, u_cols, A.dtype()) : Tensor::empty(DimVector{0}, A.dtype());
  Tensor S = vectors_result(batch, k, A.dtype());
  Tensor Vh = compute_uv ? column_major_result(batch, vt_rows, n, A.dtype()) : Tensor::empty(DimVector{0}, A.dtype());
  Tensor info = linalg::info_tensor(batch);
  const int rows = lapack_int(m, "linalg.svd"), cols = lapack_int(n, "linalg.svd");
  const int ldu = compute_uv ? std::max(rows, 1) : 1;
  const int ldvt = compute_uv ? lapack_int(std::max<int64_t>(vt_rows, 1), "linalg.svd") : 1;
  const char jobz = !compute_uv ? 'N' : full_matrices ? 'A' : 'S';
  linalg::dispatch_lapack(A.dtype(), "linalg.svd", [&](auto zero) {
    using T = decltype(zero);
    if (k == 0) {
      if (!compute_uv) return;
      // No singular values: the full bases are identities.
      fill_identities(U.data<T>(), nb, m, u_cols);
      fill_identities(Vh.data<T>(), nb, vt_rows, n);
      return;
    }
    T work_size = 0;
    int no_iwork = 0;
    lapack::gesdd(jobz, rows, cols, nullptr, std::max(rows, 1), nullptr, nullptr, ldu, nullptr, ldvt, &work_size, -1,
                  &no_iwork);
    linalg::for_each_matrix(nb, m, n, [&](int64_t begin, int64_t end) {
      std::vector<int> iwork(static_cast<size_t>(8 * k));
      std::vector<T> work(static_cast<size_t>(work_size));
      T unused = 0;  // gesdd reads no U or Vh under jobz 'N'
      for (int64_t b = begin; b < end; ++b) {
        T* u = compute_uv ? U.data<T>() + b * m * u_cols : &unused;
        T* vt = compute_uv ? Vh.data<T>() + b * vt_rows * n : &unused;
        info.data<int32_t>()[b] = lapack::gesdd(jobz, rows, cols, work_matrix.data<T>() + b * m * n, rows, S.data<T>() + b * k,
                                                u, ldu, vt, ldvt, work.data(), static_cast<int>(work.size()), iwork.data());
      }
    });
  });
  check_info(info, "linalg.svd", [](int32_t code) {
    return "The algorithm failed to converge because the input matrix is ill-conditioned or has too many repeated singular values (error code: " +
           std::to_string(code) + ").";
  });
  return {U, S, Vh};
}

std::tuple<Tensor, Tensor> _linalg_qr(const Tensor& A, std::string_view mode) {
  YATEN_CHECK(mode == "reduced" || mode == "r" || mode == "complete", "qr received unrecognized mode '", mode,
              "' but expected one of 'reduced' (default), 'r', or 'complete'");
  linalg::check_matrices(A, "linalg.qr");
  const int64_t m = A.sizes()[A.sizes().size() - 2], n = A.sizes().back(), k = std::min(m, n);
  const bool complete = mode == "complete", want_q = mode != "r";
  const int64_t q_cols = complete ? m : k, r_rows = complete ? m : k;
  const DimVector batch = linalg::batch_shape(A);
  const int64_t nb = count(batch);
  // The reflectors need m x max(n, q_cols) columns when Q is wider than A.
  const int64_t width_a = std::max(n, q_cols);
  Tensor work_matrix = column_major_copy(A, batch);
  Tensor Q = want_q ? column_major_result(batch, m, q_cols, A.dtype()) : Tensor::empty(DimVector{0}, A.dtype());
  Tensor R = column_major_result(batch, r_rows, n, A.dtype());
  const int rows = lapack_int(m, "linalg.qr"), cols = lapack_int(n, "linalg.qr");
  linalg::dispatch_lapack(A.dtype(), "linalg.qr", [&](auto zero) {
    using T = decltype(zero);
    T work_size = 1;
    if (k > 0) {
      T size_qr = 0, size_q = 0;
      std::vector<T> probe(static_cast<size_t>(m * width_a)), probe_tau(static_cast<size_t>(k));
      lapack::geqrf(rows, cols, probe.data(), rows, probe_tau.data(), &size_qr, -1);
      if (want_q) lapack::orgqr(rows, static_cast<int>(q_cols), static_cast<int>(k), probe.data(), rows, probe_tau.data(), &size_q, -1);
      work_size = std::max<T>({size_qr, size_q, T(1)});
    }
    linalg::for_each_matrix(nb, m, width_a, [&](int64_t begin, int64_t end) {
      std::vector<T> a(static_cast<size_t>(m * width_a)), tau(static_cast<size_t>(std::max<int64_t>(k, 1)));
      std::vector<T> work(static_cast<size_t>(work_size));
      for (int64_t b = begin; b < end; ++b) {
        const T* src = work_matrix.data<T>() + b * m * n;
        std::copy(src, src + m * n, a.begin());
        if (k > 0) lapack::geqrf(rows, cols, a.data(), rows, tau.data(), work.data(), static_cast<int>(work.size()));
        // R: the upper triangle of the first r_rows rows (below k rows it is all zero).
        T* r = R.data<T>() + b * r_rows * n;
        for (int64_t j = 0; j < n; ++j)
          for (int64_t i = 0; i < r_rows; ++i) r[i + j * r_rows] = (j >= i && i < k) ? a[static_cast<size_t>(i + j * m)] : T(0);
        if (!want_q) continue;
        T* q = Q.data<T>() + b * m * q_cols;
        if (k == 0) {
          fill_identities(q, 1, m, q_cols);
          continue;
        }
        lapack::orgqr(rows, static_cast<int>(q_cols), static_cast<int>(k), a.data(), rows, tau.data(), work.data(),
                      static_cast<int>(work.size()));
        std::copy(a.begin(), a.begin() + m * q_cols, q);
      }
    });
  });
  return {Q, R};
}

}  // namespace yaten::kernels
