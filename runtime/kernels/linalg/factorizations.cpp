// LU, Cholesky and the solves on LAPACK (lapack.h): linalg.lu_factor_ex,
// the permutation its pivots make, linalg.solve_ex, linalg.solve_triangular,
// linalg.cholesky_ex. Each works on column-major copies, batch element by
// batch element, and returns them (column-major, as torch's are).
#include <algorithm>
#include <string>
#include <vector>

#include "generated/runtime/kernels/_linalg_lu_factor.h"
#include "generated/runtime/kernels/_lu_pivots_to_permutation.h"
#include "generated/runtime/kernels/linalg_cholesky_ex.h"
#include "generated/runtime/kernels/linalg_solve_ex.h"
#include "generated/runtime/kernels/linalg_solve_triangular.h"
#include "runtime/error.h"
#include "runtime/kernels/common.h"
#include "runtime/kernels/linalg/lapack.h"
#include "runtime/kernels/linalg/lapack_batches.h"
#include "runtime/shape.h"

namespace yaten::kernels {

using linalg::check_info;
using linalg::column_major_copy;
using linalg::count;
using linalg::lapack_int;
using linalg::with_matrix;

std::tuple<Tensor, Tensor> _linalg_lu_factor(const Tensor& A, bool pivot) {
  linalg::check_matrices(A, "torch.linalg.lu_factor_ex");
  YATEN_CHECK(pivot, "linalg.lu_factor: LU without pivoting is not implemented on the CPU");
  const int64_t m = A.sizes()[A.sizes().size() - 2], n = A.sizes().back(), k = std::min(m, n);
  const DimVector batch = linalg::batch_shape(A);
  const int64_t nb = count(batch);
  Tensor lu = column_major_copy(A, batch);
  DimVector pivot_sizes = batch;
  pivot_sizes.push_back(k);
  Tensor pivots = Tensor::empty(pivot_sizes, ScalarType::Int32);
  const int rows = lapack_int(m, "linalg.lu_factor"), cols = lapack_int(n, "linalg.lu_factor");
  linalg::dispatch_lapack(A.dtype(), "linalg.lu_factor", [&](auto zero) {
    using T = decltype(zero);
    if (k == 0) return;
    linalg::for_each_matrix(nb, m, n, [&](int64_t begin, int64_t end) {
      for (int64_t b = begin; b < end; ++b) {
        // A zero on U's diagonal (getrf's info > 0) is no error here: info is read from LU.
        lapack::getrf(rows, cols, lu.data<T>() + b * m * n, std::max(rows, 1), pivots.data<int32_t>() + b * k);
      }
    });
  });
  return {lu, pivots};
}

Tensor _lu_pivots_to_permutation(const Tensor& pivots, int64_t n) {
  YATEN_CHECK(pivots.dtype() == ScalarType::Int32, "lu_unpack: LU_pivots is expected to be a contiguous tensor of torch.int32 dtype.");
  YATEN_CHECK(pivots.dim() >= 1 && pivots.sizes().back() <= n, "lu_unpack: the pivots (", shape_str(pivots.sizes()),
              ") do not fit matrices of ", n, " rows");
  const DimVector batch = linalg::batch_shape(pivots, 1);
  const int64_t nb = count(batch), k = pivots.sizes().back();
  Tensor piv = contiguous(pivots);
  Tensor perm = Tensor::empty(with_matrix(batch, n, n), ScalarType::Float64);
  fill_tensor(perm, Scalar(0.0));
  std::vector<int64_t> order(static_cast<size_t>(n));
  for (int64_t b = 0; b < nb; ++b) {
    // Row interchanges applied to the identity, in order: row i of P^T A is row order[i] of A.
    for (int64_t i = 0; i < n; ++i) order[static_cast<size_t>(i)] = i;
    for (int64_t i = 0; i < k; ++i) {
      const int64_t p = piv.data<int32_t>()[b * k + i] - 1;
      YATEN_CHECK(p >= i && p < n, "lu_unpack: the pivot ", p + 1, " of row ", i + 1, " is out of range for ", n, " rows");
      std::swap(order[static_cast<size_t>(i)], order[static_cast<size_t>(p)]);
    }
    double* out = perm.data<double>() + b * n * n;
    for (int64_t i = 0; i < n; ++i) out[order[static_cast<size_t>(i)] * n + i] = 1.0;  // P[order[i], i] = 1
  }
  return perm;
}

namespace {

// B viewed as a batch of one-column matrices.
Tensor as_column(const Tensor& B) {
  DimVector sizes = B.sizes(), strides = B.strides();
  sizes.push_back(1);
  strides.push_back(1);
  return B.view_as_strided(sizes, strides, B.storage_offset());
}

void check_same_dtype(const Tensor& A, const Tensor& B, const char* op_name) {
  YATEN_CHECK(A.dtype() == B.dtype(), op_name, ": Expected A and B to have the same dtype, but found A of type ",
              torch_dtype_name(A.dtype()), " and B of type ", torch_dtype_name(B.dtype()), " instead.");
}

}  // namespace

std::tuple<Tensor, Tensor> linalg_solve_ex(const Tensor& A, const Tensor& B, bool left, bool check_errors) {
  linalg::check_square(A, "linalg.solve");
  check_same_dtype(A, B, "linalg.solve");
  const int64_t n = A.sizes().back();
  const bool vector = linalg::is_vector_rhs(A, B);
  Tensor rhs = vector ? as_column(B) : B;
  YATEN_CHECK(rhs.dim() >= 2, "linalg.solve: The input tensor B must have at least 2 dimensions.");
  const int64_t rows = rhs.sizes()[rhs.sizes().size() - 2], cols = rhs.sizes().back();
  // X A = B is A^T X^T = B^T: B's k x n matrices, read row-major, are B^T column-major.
  YATEN_CHECK((left ? rows : cols) == n || (vector && rows == n), "linalg.solve: Incompatible shapes of A and B for the equation ",
              left ? "AX = B (" : "XA = B (", n, "x", n, " and ", rows, "x", cols, ")");
  const DimVector batch = broadcast_shapes(linalg::batch_shape(A), linalg::batch_shape(rhs), "linalg.solve");
  const int64_t nb = count(batch);
  const int64_t nrhs = vector ? 1 : (left ? cols : rows);
  Tensor lu = column_major_copy(A, batch);
  // Column-major n x nrhs right-hand sides: B itself (left), or B^T, whose
  // column-major copy is B's row-major one (right).
  Tensor x;
  if (left || vector) {
    x = column_major_copy(rhs, batch);
  } else {
    DimVector sizes = with_matrix(batch, rows, cols);
    x = Tensor::empty(sizes, B.dtype());
    copy_into(x, column_major_copy(rhs, batch));
  }
  Tensor info = linalg::info_tensor(batch);
  const int size = lapack_int(n, "linalg.solve"), count_rhs = lapack_int(nrhs, "linalg.solve");
  linalg::dispatch_lapack(A.dtype(), "linalg.solve", [&](auto zero) {
    using T = decltype(zero);
    if (n == 0) return;
    linalg::for_each_matrix(nb, n, n + nrhs, [&](int64_t begin, int64_t end) {
      std::vector<int> ipiv(static_cast<size_t>(n));
      for (int64_t b = begin; b < end; ++b) {
        T* a = lu.data<T>() + b * n * n;
        int32_t& status = info.data<int32_t>()[b];
        status = lapack::getrf(size, size, a, size, ipiv.data());
        if (nrhs > 0) lapack::getrs(left ? 'N' : 'T', size, count_rhs, a, size, ipiv.data(), x.data<T>() + b * n * nrhs, size);
      }
    });
  });
  if (check_errors) {
    check_info(info, "torch.linalg.solve_ex", [](int32_t) { return std::string("The solver failed because the input matrix is singular."); });
  }
  if (vector) {
    DimVector sizes = batch, strides;
    sizes.push_back(n);
    strides = contiguous_strides(sizes);
    x = x.view_as_strided(sizes, strides, 0);
  }
  return {x, info};
}

Tensor linalg_solve_triangular(const Tensor& self, const Tensor& B, bool upper, bool left, bool unitriangular) {
  linalg::check_square(self, "linalg.solve_triangular");
  linalg::check_matrices(B, "linalg.solve_triangular", "B");
  check_same_dtype(self, B, "linalg.solve_triangular");
  const int64_t n = self.sizes().back();
  const int64_t rows = B.sizes()[B.sizes().size() - 2], cols = B.sizes().back();
  YATEN_CHECK((left ? rows : cols) == n, "linalg.solve_triangular: Incompatible shapes of A and B for the equation ",
              left ? "AX = B (" : "XA = B (", n, "x", n, " and ", rows, "x", cols, ")");
  const DimVector batch = broadcast_shapes(linalg::batch_shape(self), linalg::batch_shape(B), "linalg.solve_triangular");
  const int64_t nb = count(batch);
  Tensor a = column_major_copy(self, batch);
  Tensor x = column_major_copy(B, batch);
  const int m = lapack_int(rows, "linalg.solve_triangular"), k = lapack_int(cols, "linalg.solve_triangular");
  linalg::dispatch_lapack(self.dtype(), "linalg.solve_triangular", [&](auto zero) {
    using T = decltype(zero);
    if (rows == 0 || cols == 0) return;
    linalg::for_each_matrix(nb, n, left ? cols : rows, [&](int64_t begin, int64_t end) {
      for (int64_t b = begin; b < end; ++b) {
        lapack::trsm(left ? 'L' : 'R', upper ? 'U' : 'L', 'N', unitriangular ? 'U' : 'N', m, k, T(1),
                     a.data<T>() + b * n * n, std::max<int>(static_cast<int>(n), 1), x.data<T>() + b * rows * cols,
                     std::max(m, 1));
      }
    });
  });
  return x;
}

std::tuple<Tensor, Tensor> linalg_cholesky_ex(const Tensor& self, bool upper, bool check_errors) {
  linalg::check_square(self, "linalg.cholesky");
  const int64_t n = self.sizes().back();
  const DimVector batch = linalg::batch_shape(self);
  const int64_t nb = count(batch);
  Tensor factor = column_major_copy(self, batch);
  Tensor info = linalg::info_tensor(batch);
  const int size = lapack_int(n, "linalg.cholesky");
  linalg::dispatch_lapack(self.dtype(), "linalg.cholesky", [&](auto zero) {
    using T = decltype(zero);
    linalg::for_each_matrix(nb, n, n, [&](int64_t begin, int64_t end) {
      for (int64_t b = begin; b < end; ++b) {
        T* a = factor.data<T>() + b * n * n;
        if (n > 0) info.data<int32_t>()[b] = lapack::potrf(upper ? 'U' : 'L', size, a, size);
        // The other triangle still holds the input: zero it (column j, rows above or below j).
        for (int64_t j = 0; j < n; ++j) {
          for (int64_t i = upper ? j + 1 : 0; i < (upper ? n : j); ++i) a[i + j * n] = T(0);
        }
      }
    });
  });
  if (check_errors) {
    check_info(info, "linalg.cholesky_ex", [](int32_t i) {
      return "The factorization could not be completed because the input is not positive-definite (the leading minor of order " +
             std::to_string(i) + " is not positive-definite).";
    });
  }
  return {factor, info};
}

}  // namespace yaten::kernels
