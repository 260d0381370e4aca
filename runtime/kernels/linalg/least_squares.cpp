// linalg.lstsq on LAPACK's four least-squares drivers (lapack.h): gels
// (QR, full rank), gelsy (torch's CPU default: pivoted QR), gelsd and gelss
// (SVD), batched over A's and b's broadcast leading dims. Each fills the
// results torch fills for it: the rank for all but gels, the singular values
// for gelsd and gelss, the residuals for tall input except under gelsy (under
// gelsd and gelss only when every matrix has full rank).
#include <algorithm>
#include <cmath>
#include <limits>
#include <string>
#include <vector>

#include "generated/runtime/kernels/_linalg_lstsq.h"
#include "runtime/error.h"
#include "runtime/kernels/common.h"
#include "runtime/kernels/linalg/lapack.h"
#include "runtime/kernels/linalg/lapack_batches.h"
#include "runtime/shape.h"

namespace yaten::kernels {

namespace {

constexpr const char* kOp = "torch.linalg.lstsq";

enum class Driver { gels, gelsy, gelsd, gelss };

Driver driver_of(std::string_view name) {
  if (name == "gels") return Driver::gels;
  if (name == "gelsy") return Driver::gelsy;
  if (name == "gelsd") return Driver::gelsd;
  YATEN_CHECK(name == "gelss", kOp, ": parameter `driver` should be one of (gels, gelsy, gelsd, gelss)");
  return Driver::gelss;
}

void check_arguments(const Tensor& A, const Tensor& b) {
  YATEN_CHECK(A.dim() >= 2, kOp, ": input must have at least 2 dimensions.");
  YATEN_CHECK(b.dim() >= 1, kOp, ": other must have at least 1 dimension.");
  YATEN_CHECK(A.dtype() == b.dtype(), kOp, ": Expected input and other to have the same dtype, but got input's dtype ",
              torch_dtype_name(A.dtype()), " and other's dtype ", torch_dtype_name(b.dtype()));
  YATEN_CHECK(A.dim() - b.dim() >= 0 && A.dim() - b.dim() <= 1, kOp,
              ": input.dim() must be greater or equal to other.dim() and (input.dim() - other.dim()) <= 1");
  YATEN_CHECK(A.dtype() == ScalarType::Float32 || A.dtype() == ScalarType::Float64,
              "This function doesn't handle types other than float and double");
}

// Sets *source to the index in `from`'s batch of element `index` of the
// broadcast batch `to` (sizes right-aligned; a size-1 dim of `from` is read
// at 0); returns whether `index` is the first element of `to` reading it.
bool broadcast_source(int64_t index, const DimVector& to, const DimVector& from, int64_t* source) {
  int64_t step = 1;
  bool first = true;
  *source = 0;
  const int64_t lead = static_cast<int64_t>(to.size()) - static_cast<int64_t>(from.size());
  for (int64_t d = static_cast<int64_t>(to.size()) - 1; d >= 0; --d) {
    const int64_t coordinate = index % to[static_cast<size_t>(d)];
    index /= to[static_cast<size_t>(d)];
    const int64_t size = d < lead ? 1 : from[static_cast<size_t>(d - lead)];
    if (size == 1) {
      first = first && coordinate == 0;
      continue;
    }
    *source += coordinate * step;
    step *= size;
  }
  return first;
}

bool all_finite(const Tensor& t) {
  Tensor c = contiguous(t);
  bool finite = true;
  linalg::dispatch_lapack(c.dtype(), kOp, [&](auto zero) {
    using T = decltype(zero);
    const T* data = c.data<T>();
    for (int64_t i = 0; i < c.numel() && finite; ++i) finite = std::isfinite(data[i]);
  });
  return finite;
}

// The sizes of one driver's workspace, asked of LAPACK once for the batch.
template <typename T>
struct Workspace {
  std::vector<T> work;
  std::vector<int> iwork, jpvt;
};

template <typename T>
Workspace<T> workspace_for(Driver driver, int m, int n, int nrhs, T* a, T* b, int ldb, T* s) {
  T size = 0;
  int isize = 1, rank = 0;
  std::vector<int> jpvt(static_cast<size_t>(std::max(n, 1)), 0);
  const int lda = std::max(m, 1);
  switch (driver) {
    case Driver::gels: lapack::gels(m, n, nrhs, a, lda, b, ldb, &size, -1); break;
    case Driver::gelsy: lapack::gelsy(m, n, nrhs, a, lda, b, ldb, jpvt.data(), T(0), &rank, &size, -1); break;
    case Driver::gelsd: lapack::gelsd(m, n, nrhs, a, lda, b, ldb, s, T(0), &rank, &size, -1, &isize); break;
    case Driver::gelss: lapack::gelss(m, n, nrhs, a, lda, b, ldb, s, T(0), &rank, &size, -1); break;
  }
  Workspace<T> w;
  w.work.resize(static_cast<size_t>(std::max<T>(size, T(1))));
  w.iwork.resize(static_cast<size_t>(std::max(isize, 1)));
  w.jpvt = std::move(jpvt);
  return w;
}

// One call of the driver on a column-major m x n `a` and max(m, n) x nrhs `b`; returns info.
template <typename T>
int solve_one(Driver driver, int m, int n, int nrhs, T* a, T* b, int ldb, T* s, T rcond, int* rank, Workspace<T>& w) {
  const int lda = std::max(m, 1), lwork = static_cast<int>(w.work.size());
  switch (driver) {
    case Driver::gels: return lapack::gels(m, n, nrhs, a, lda, b, ldb, w.work.data(), lwork);
    case Driver::gelsy:
      std::fill(w.jpvt.begin(), w.jpvt.end(), 0);  // no column is fixed in front
      return lapack::gelsy(m, n, nrhs, a, lda, b, ldb, w.jpvt.data(), rcond, rank, w.work.data(), lwork);
    case Driver::gelsd: return lapack::gelsd(m, n, nrhs, a, lda, b, ldb, s, rcond, rank, w.work.data(), lwork, w.iwork.data());
    case Driver::gelss: return lapack::gelss(m, n, nrhs, a, lda, b, ldb, s, rcond, rank, w.work.data(), lwork);
  }
  return 0;
}

double default_rcond(ScalarType dtype, int64_t m, int64_t n) {
  const double eps = dtype == ScalarType::Float32 ? static_cast<double>(std::numeric_limits<float>::epsilon())
                                                  : std::numeric_limits<double>::epsilon();
  return eps * static_cast<double>(std::max(m, n));
}

}  // namespace

std::tuple<Tensor, Tensor, Tensor, Tensor> _linalg_lstsq(const Tensor& self, const Tensor& b, std::optional<double> rcond,
                                                         std::string_view driver) {
  check_arguments(self, b);
  const Driver method = driver_of(driver);
  const bool vector = self.dim() == b.dim() + 1;
  DimVector rhs_sizes = b.sizes(), rhs_strides = b.strides();
  if (vector) {
    rhs_sizes.push_back(1);
    rhs_strides.push_back(1);
  }
  const Tensor rhs = b.view_as_strided(rhs_sizes, rhs_strides, b.storage_offset());
  const int64_t m = self.sizes()[self.sizes().size() - 2], n = self.sizes().back(), nrhs = rhs_sizes.back();
  YATEN_CHECK(rhs_sizes[rhs_sizes.size() - 2] == m, kOp, vector ? ": input.size(-2) should match other.size(-1)"
                                                                 : ": input.size(-2) should match other.size(-2)");
  const DimVector a_batch = linalg::batch_shape(self);
  const DimVector batch = broadcast_shapes(a_batch, linalg::batch_shape(rhs), "linalg.lstsq");
  const int64_t nb = linalg::count(batch), k = std::min(m, n), rows = std::max(m, n);
  // LAPACK writes X over B, which needs max(m, n) rows and (for gelsd) a column.
  const int64_t columns = std::max<int64_t>(nrhs, 1);
  const bool svd_driver = method == Driver::gelsd || method == Driver::gelss;
  // gelsd's scaling refuses a NaN or infinite norm (LAPACK would print to stderr and return info < 0).
  YATEN_CHECK(method != Driver::gelsd || (all_finite(self) && all_finite(b)), kOp,
              ": driver gelsd cannot compute the singular values of input holding NaN or infinity");

  Tensor a = linalg::column_major_copy(self, batch);
  Tensor x = Tensor::empty_dense(linalg::with_matrix(batch, rows, columns),
                                 linalg::column_major_strides(linalg::with_matrix(batch, rows, columns)), self.dtype());
  fill_tensor(x, Scalar(0.0));
  if (nb > 0 && m > 0 && nrhs > 0) {
    copy_into(x.view_as_strided(linalg::with_matrix(batch, m, nrhs), x.strides(), 0), linalg::column_major_copy(rhs, batch));
  }
  DimVector values_sizes = a_batch;
  values_sizes.push_back(k);
  Tensor rank = method == Driver::gels ? Tensor::empty(DimVector{0}, ScalarType::Int64) : Tensor::empty(a_batch, ScalarType::Int64);
  Tensor singular_values = svd_driver ? Tensor::empty(values_sizes, self.dtype()) : Tensor::empty(DimVector{0}, self.dtype());
  Tensor info = linalg::info_tensor(batch);
  const int lm = linalg::lapack_int(m, kOp), ln = linalg::lapack_int(n, kOp);
  const int lcolumns = linalg::lapack_int(columns, kOp), ldb = linalg::lapack_int(std::max<int64_t>(rows, 1), kOp);
  const double tolerance = rcond.value_or(default_rcond(self.dtype(), m, n));

  linalg::dispatch_lapack(self.dtype(), kOp, [&](auto zero) {
    using T = decltype(zero);
    if (nb == 0) return;
    linalg::for_each_matrix(nb, rows, n + columns, [&](int64_t begin, int64_t end) {
      std::vector<T> s(static_cast<size_t>(std::max<int64_t>(k, 1)));
      Workspace<T> w = workspace_for<T>(method, lm, ln, lcolumns, a.data<T>(), x.data<T>(), ldb, s.data());
      for (int64_t i = begin; i < end; ++i) {
        int effective_rank = 0;
        info.data<int32_t>()[i] = solve_one<T>(method, lm, ln, lcolumns, a.data<T>() + i * m * n, x.data<T>() + i * rows * columns,
                                               ldb, s.data(), static_cast<T>(tolerance), &effective_rank, w);
        // rank and singular values are A's: of the matrices a broadcast A
        // repeats (maybe on other threads), the first writes them.
        int64_t source = 0;
        if (!broadcast_source(i, batch, a_batch, &source)) continue;
        if (method != Driver::gels) rank.data<int64_t>()[source] = effective_rank;
        if (svd_driver) std::copy(s.begin(), s.begin() + k, singular_values.data<T>() + source * k);
      }
    });
  });
  const int32_t* codes = info.data<int32_t>();
  for (int64_t i = 0; i < nb; ++i) {
    YATEN_CHECK(codes[i] >= 0, kOp, ": Argument ", -codes[i], " has illegal value.");
  }
  linalg::check_info(info, kOp, [](int32_t code) {
    return "The least squares solution could not be computed because the input matrix does not have full rank (error code: " +
           std::to_string(code) + ").";
  });

  // Residuals: the squared norms of rows n..m of LAPACK's output, per column.
  bool full_rank = true;
  if (svd_driver) {
    for (int64_t i = 0; i < rank.numel(); ++i) full_rank = full_rank && rank.data<int64_t>()[i] == n;
  }
  Tensor residuals = Tensor::empty(DimVector{0}, self.dtype());
  if (m > n && method != Driver::gelsy && full_rank) {
    DimVector sizes = batch;
    sizes.push_back(nrhs);
    residuals = Tensor::empty(sizes, self.dtype());
    linalg::dispatch_lapack(self.dtype(), kOp, [&](auto zero) {
      using T = decltype(zero);
      for (int64_t i = 0; i < nb; ++i) {
        for (int64_t j = 0; j < nrhs; ++j) {
          const T* column = x.data<T>() + i * rows * columns + j * rows;
          T sum = 0;
          for (int64_t r = n; r < m; ++r) sum += column[r] * column[r];
          residuals.data<T>()[i * nrhs + j] = sum;
        }
      }
    });
  }
  Tensor solution = x.view_as_strided(linalg::with_matrix(batch, n, nrhs), x.strides(), 0);
  if (vector) {
    DimVector sizes = solution.sizes(), strides = solution.strides();
    sizes.resize(sizes.size() - 1);
    strides.resize(strides.size() - 1);
    solution = solution.view_as_strided(sizes, strides, 0);
  }
  return {solution, residuals, rank, singular_values};
}

}  // namespace yaten::kernels
