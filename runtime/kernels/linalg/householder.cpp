// linalg.householder_product on LAPACK's orgqr: the first n columns of
// H_1 ... H_k, H_i = I - tau_i v_i v_i^T, v_i input's column i below the
// diagonal with a unit diagonal implied; batched, column-major as torch's.
#include <algorithm>
#include <vector>

#include "generated/runtime/kernels/linalg_householder_product.h"
#include "runtime/error.h"
#include "runtime/kernels/common.h"
#include "runtime/kernels/linalg/lapack.h"
#include "runtime/kernels/linalg/lapack_batches.h"
#include "runtime/shape.h"

namespace yaten::kernels {

namespace {

constexpr const char* kOp = "torch.linalg.householder_product";

void check_arguments(const Tensor& input, const Tensor& tau) {
  YATEN_CHECK(input.dim() >= 2, kOp, ": input must have at least 2 dimensions.");
  const int64_t m = input.sizes()[input.sizes().size() - 2], n = input.sizes().back();
  YATEN_CHECK(m >= n, kOp, ": input.shape[-2] must be greater than or equal to input.shape[-1]");
  YATEN_CHECK(tau.dim() == input.dim() - 1, kOp, ": Expected tau to have one dimension less than input, but got tau.ndim equal to ",
              tau.dim(), " and input.ndim is equal to ", input.dim());
  YATEN_CHECK(n >= tau.sizes().back(), kOp, ": input.shape[-1] must be greater than or equal to tau.shape[-1]");
  YATEN_CHECK(linalg::batch_shape(tau, 1) == linalg::batch_shape(input), kOp,
              ": Expected batch dimensions of tau to be equal to input.shape[:-2], but got ",
              shape_str(linalg::batch_shape(tau, 1)));
  YATEN_CHECK(input.dtype() == tau.dtype(), kOp, ": tau dtype ", torch_dtype_name(tau.dtype()), " does not match input dtype ",
              torch_dtype_name(input.dtype()));
  YATEN_CHECK(input.dtype() == ScalarType::Float32 || input.dtype() == ScalarType::Float64,
              "\"orgqr_cpu\" not implemented for '", torch_dtype_name(input.dtype()), "'");
}

}  // namespace

Tensor linalg_householder_product(const Tensor& input, const Tensor& tau) {
  check_arguments(input, tau);
  const int64_t m = input.sizes()[input.sizes().size() - 2], n = input.sizes().back(), k = tau.sizes().back();
  const DimVector batch = linalg::batch_shape(input);
  const int64_t nb = linalg::count(batch);
  // orgqr turns the reflectors into Q in place.
  Tensor q = linalg::column_major_copy(input, batch);
  const Tensor scales = contiguous(tau);
  const int rows = linalg::lapack_int(m, kOp), cols = linalg::lapack_int(n, kOp), count = linalg::lapack_int(k, kOp);
  linalg::dispatch_lapack(input.dtype(), kOp, [&](auto zero) {
    using T = decltype(zero);
    if (nb == 0 || n == 0) return;
    T size = 0;
    lapack::orgqr(rows, cols, count, q.data<T>(), std::max(rows, 1), scales.data<T>(), &size, -1);
    linalg::for_each_matrix(nb, m, n, [&](int64_t begin, int64_t end) {
      std::vector<T> work(static_cast<size_t>(std::max<T>(size, T(1))));
      for (int64_t b = begin; b < end; ++b) {
        lapack::orgqr(rows, cols, count, q.data<T>() + b * m * n, std::max(rows, 1), scales.data<T>() + b * k, work.data(),
                      static_cast<int>(work.size()));
      }
    });
  });
  return q;
}

}  // namespace yaten::kernels
