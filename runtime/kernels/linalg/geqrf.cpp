// geqrf on LAPACK's geqrf: each matrix's QR in compact form, R on and above
// the diagonal, the Householder vectors below it, their scales in tau;
// batched, each matrix column-major as torch's result.
#include <algorithm>
#include <tuple>
#include <vector>

#include "generated/runtime/kernels/geqrf.h"
#include "runtime/error.h"
#include "runtime/kernels/common.h"
#include "runtime/kernels/linalg/lapack.h"
#include "runtime/kernels/linalg/lapack_batches.h"

namespace yaten::kernels {

std::tuple<Tensor, Tensor> geqrf(const Tensor& self) {
  constexpr const char* kOp = "torch.geqrf";
  YATEN_CHECK(self.dim() >= 2, kOp, ": input must have at least 2 dimensions.");
  YATEN_CHECK(self.dtype() == ScalarType::Float32 || self.dtype() == ScalarType::Float64,
              "\"geqrf_cpu\" not implemented for '", torch_dtype_name(self.dtype()), "'");
  const int64_t m = self.sizes()[self.sizes().size() - 2], n = self.sizes().back(), k = std::min(m, n);
  const DimVector batch = linalg::batch_shape(self);
  const int64_t nb = linalg::count(batch);
  Tensor a = linalg::column_major_copy(self, batch);  // geqrf overwrites it with R and the vectors
  DimVector tau_sizes = batch;
  tau_sizes.push_back(k);
  Tensor tau = Tensor::empty(tau_sizes, self.dtype());
  const int rows = linalg::lapack_int(m, kOp), cols = linalg::lapack_int(n, kOp);
  linalg::dispatch_lapack(self.dtype(), kOp, [&](auto zero) {
    using T = decltype(zero);
    if (nb == 0 || k == 0) return;
    T size = 0;
    lapack::geqrf(rows, cols, a.data<T>(), std::max(rows, 1), tau.data<T>(), &size, -1);
    linalg::for_each_matrix(nb, m, n, [&](int64_t begin, int64_t end) {
      std::vector<T> work(static_cast<size_t>(std::max<T>(size, T(1))));
      for (int64_t b = begin; b < end; ++b) {
        lapack::geqrf(rows, cols, a.data<T>() + b * m * n, std::max(rows, 1), tau.data<T>() + b * k, work.data(),
                      static_cast<int>(work.size()));
      }
    });
  });
  return {a, tau};
}

}  // namespace yaten::kernels
