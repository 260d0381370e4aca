// softmax and log_softmax along one dim, shifted by each line's max so exp
// cannot overflow.
#include <algorithm>
#include <cmath>
#include <limits>
#include <memory>
#include <optional>

#include "generated/runtime/kernels/log_softmax.h"
#include "generated/runtime/kernels/softmax.h"
#include "runtime/error.h"
#include "runtime/kernels/common.h"
#include "runtime/shape.h"

namespace yaten::kernels {

namespace {

// x and y are contiguous (outer, n, inner) blocks. Each outer block keeps a
// strip of `inner` maxima and sums, so the innermost loop is contiguous
// whichever dim is normalised.
template <typename T, bool Log>
void softmax_lines(const T* x, T* y, int64_t outer, int64_t n, int64_t inner) {
  parallel_for(0, outer, std::max<int64_t>(1, kGrainSize / std::max<int64_t>(1, n * inner)), [&](int64_t lo, int64_t hi) {
    std::unique_ptr<T[]> max = std::make_unique<T[]>(inner);
    std::unique_ptr<double[]> sum = std::make_unique<double[]>(inner);
    for (int64_t o = lo; o < hi; ++o) {
      const T* xb = x + o * n * inner;
      T* yb = y + o * n * inner;
      std::fill(max.get(), max.get() + inner, -std::numeric_limits<T>::infinity());
      std::fill(sum.get(), sum.get() + inner, 0.0);
      for (int64_t k = 0; k < n; ++k)
        for (int64_t i = 0; i < inner; ++i) {
          T v = xb[k * inner + i];
          if (v > max[i] || std::isnan(v)) max[i] = v;  // nan in a line makes the line nan
        }
      for (int64_t k = 0; k < n; ++k)
        for (int64_t i = 0; i < inner; ++i) {
          T e = std::exp(xb[k * inner + i] - max[i]);
          sum[i] += e;
          if constexpr (!Log) yb[k * inner + i] = e;
        }
      for (int64_t k = 0; k < n; ++k)
        for (int64_t i = 0; i < inner; ++i) {
          if constexpr (Log) yb[k * inner + i] = static_cast<T>(xb[k * inner + i] - max[i] - std::log(sum[i]));
          else yb[k * inner + i] = static_cast<T>(yb[k * inner + i] / sum[i]);
        }
    }
  });
}

template <bool Log>
Tensor softmax_impl(const Tensor& self, int64_t dim, std::optional<ScalarType> dtype, const char* op_name) {
  ScalarType dt = dtype ? *dtype : self.dtype();
  YATEN_CHECK(is_floating(dt), op_name, ": \"", op_name, "_lastdim_kernel_impl\" not implemented for '",
              torch_dtype_name(dt), "'");
  int64_t d = wrap_dim(dim, self.dim(), op_name);
  Tensor in = contiguous(to_dtype(self, dt));
  Tensor out = Tensor::empty(self.sizes(), dt);
  if (out.numel() == 0) return out;
  const int64_t n = self.dim() == 0 ? 1 : self.sizes()[d];
  int64_t inner = 1;
  for (int64_t i = d + 1; i < self.dim(); ++i) inner *= self.sizes()[i];
  const int64_t outer = out.numel() / (n * inner);
  YATEN_DISPATCH_CASES(dt, op_name, YATEN_CASES_FLOATING_AND_BFLOAT16, [&] {
    softmax_lines<scalar_t, Log>(in.data<scalar_t>(), out.data<scalar_t>(), outer, n, inner);
  });
  return out;
}

}  // namespace

Tensor softmax(const Tensor& self, int64_t dim, std::optional<ScalarType> dtype) {
  return softmax_impl<false>(self, dim, dtype, "softmax");
}

Tensor log_softmax(const Tensor& self, int64_t dim, std::optional<ScalarType> dtype) {
  return softmax_impl<true>(self, dim, dtype, "log_softmax");
}

}  // namespace yaten::kernels
