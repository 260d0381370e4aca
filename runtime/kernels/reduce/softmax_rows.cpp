// The per-target softmax rows declared in softmax_rows.h: this file is
// compiled once per CPU target (Highway's foreach_target).
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "runtime/kernels/reduce/softmax_rows.cpp"
#include <hwy/foreach_target.h>  // IWYU pragma: keep

#include <cmath>
#include <cstdint>
#include <limits>
#include <vector>

#include <hwy/cache_control.h>
#include <hwy/highway.h>
#include "runtime/kernels/reduce/softmax_rows.h"
#include "runtime/simd/row.h"
#include "runtime/simd/row_ops-inl.h"
#include "runtime/simd/vector_math-inl.h"

HWY_BEFORE_NAMESPACE();
namespace yaten::kernels::reduction::HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;
namespace vm = yaten::simd::HWY_NAMESPACE;

// A NaN anywhere makes the row's sum, and so every output, NaN, as in torch.
// The output is written once, streamed past the caches when the thread
// streams (simd/row.h): softmax's exponentials wait in a row buffer. The
// last sweep over a row (in L1 by then) asks for the next row's lines, so
// that the first sweep over it waits less (on (4096, 1000) float32, one
// thread, CPU time, loaded machine: softmax 1600 -> 1480 us, its backward
// 1160 -> 1130 us; log_softmax's backward, bound by its exp, unchanged).
template <class T>
void SoftmaxRows(const T* x, T* y, int64_t rows, int64_t n, bool log) {
  const hn::ScalableTag<T> d;
  constexpr T kLowest = -std::numeric_limits<T>::infinity();
  const bool stream = simd::tls_stream_rows;
  std::vector<T> exps(log ? 0 : static_cast<size_t>(n));
  for (int64_t r = 0; r < rows; ++r) {
    const T* xr = x + r * n;
    T* yr = y + r * n;
    auto top = hn::Set(d, kLowest);
    vm::ForEachVector(d, n, [&](int64_t i, size_t c) { top = hn::Max(top, vm::LoadSome(d, xr + i, c, kLowest)); });
    const auto m = hn::Set(d, hn::GetLane(hn::MaxOfLanes(d, top)));
    if (log) {
      const T sum = vm::SumOverRow(d, n, [&](int64_t i, size_t c) { return vm::Exp(d, hn::Sub(vm::LoadSome(d, xr + i, c), m)); });
      const auto log_sum = hn::Set(d, std::log(sum));
      vm::StoreEachVector(d, yr, n, stream, [&](int64_t i, size_t c) {
        if (r + 1 < rows) hwy::Prefetch(xr + n + i);
        return hn::Sub(hn::Sub(vm::LoadSome(d, xr + i, c), m), log_sum);
      });
    } else {
      const T sum = vm::SumOverRow(d, n, [&](int64_t i, size_t c) {
        const auto e = vm::Exp(d, hn::Sub(vm::LoadSome(d, xr + i, c), m));
        vm::StoreSome(d, e, exps.data() + i, c);
        return e;
      });
      const auto inv = hn::Set(d, T(1) / sum);
      vm::StoreEachVector(d, yr, n, stream, [&](int64_t i, size_t c) {
        if (r + 1 < rows) hwy::Prefetch(xr + n + i);
        return hn::Mul(vm::LoadSome(d, exps.data() + i, c), inv);
      });
    }
  }
  if (stream) hwy::FlushStream();
}

template <class T>
void SoftmaxBackwardRows(const T* g, const T* y, T* gx, int64_t rows, int64_t n, bool log) {
  const hn::ScalableTag<T> d;
  const bool stream = simd::tls_stream_rows;
  for (int64_t r = 0; r < rows; ++r) {
    const T *gr = g + r * n, *yr = y + r * n;
    T* out = gx + r * n;
    const bool prefetch = r + 1 < rows;
    const auto fetch_next = [&](int64_t i) {
      if (prefetch) {
        hwy::Prefetch(gr + n + i);
        hwy::Prefetch(yr + n + i);
      }
    };
    if (log) {
      const auto sum = hn::Set(d, vm::SumOverRow(d, n, [&](int64_t i, size_t c) { return vm::LoadSome(d, gr + i, c); }));
      vm::StoreEachVector(d, out, n, stream, [&](int64_t i, size_t c) {
        fetch_next(i);
        return hn::NegMulAdd(vm::Exp(d, vm::LoadSome(d, yr + i, c)), sum, vm::LoadSome(d, gr + i, c));
      });
    } else {
      const auto sum = hn::Set(d, vm::SumOverRow(d, n, [&](int64_t i, size_t c) {
                                 return hn::Mul(vm::LoadSome(d, gr + i, c), vm::LoadSome(d, yr + i, c));
                               }));
      vm::StoreEachVector(d, out, n, stream, [&](int64_t i, size_t c) {
        fetch_next(i);
        return hn::Mul(vm::LoadSome(d, yr + i, c), hn::Sub(vm::LoadSome(d, gr + i, c), sum));
      });
    }
  }
  if (stream) hwy::FlushStream();
}

void SoftmaxF(const float* x, float* y, int64_t rows, int64_t n, bool log) { SoftmaxRows(x, y, rows, n, log); }
void SoftmaxD(const double* x, double* y, int64_t rows, int64_t n, bool log) { SoftmaxRows(x, y, rows, n, log); }
void SoftmaxBackwardF(const float* g, const float* y, float* gx, int64_t rows, int64_t n, bool log) {
  SoftmaxBackwardRows(g, y, gx, rows, n, log);
}
void SoftmaxBackwardD(const double* g, const double* y, double* gx, int64_t rows, int64_t n, bool log) {
  SoftmaxBackwardRows(g, y, gx, rows, n, log);
}

}  // namespace yaten::kernels::reduction::HWY_NAMESPACE
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
namespace yaten::kernels::reduction {

HWY_EXPORT(SoftmaxF);
HWY_EXPORT(SoftmaxD);
HWY_EXPORT(SoftmaxBackwardF);
HWY_EXPORT(SoftmaxBackwardD);

void softmax_rows(const float* x, float* y, int64_t rows, int64_t n, bool log) {
  HWY_DYNAMIC_DISPATCH(SoftmaxF)(x, y, rows, n, log);
}
void softmax_rows(const double* x, double* y, int64_t rows, int64_t n, bool log) {
  HWY_DYNAMIC_DISPATCH(SoftmaxD)(x, y, rows, n, log);
}
void softmax_backward_rows(const float* g, const float* y, float* gx, int64_t rows, int64_t n, bool log) {
  HWY_DYNAMIC_DISPATCH(SoftmaxBackwardF)(g, y, gx, rows, n, log);
}
void softmax_backward_rows(const double* g, const double* y, double* gx, int64_t rows, int64_t n, bool log) {
  HWY_DYNAMIC_DISPATCH(SoftmaxBackwardD)(g, y, gx, rows, n, log);
}

}  // namespace yaten::kernels::reduction
#endif  // HWY_ONCE
