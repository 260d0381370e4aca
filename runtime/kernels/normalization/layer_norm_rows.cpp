// The per-target layer_norm rows declared in layer_norm_rows.h: this file is
// compiled once per CPU target (Highway's foreach_target).
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "runtime/kernels/normalization/layer_norm_rows.cpp"
#include <hwy/foreach_target.h>  // IWYU pragma: keep

#include <cmath>
#include <cstdint>

#include <vector>

#include <hwy/cache_control.h>
#include <hwy/highway.h>
#include "runtime/kernels/normalization/layer_norm_rows.h"
#include "runtime/simd/row.h"
#include "runtime/simd/row_ops-inl.h"

HWY_BEFORE_NAMESPACE();
namespace yaten::kernels::normalization::HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;
namespace vm = yaten::simd::HWY_NAMESPACE;

// The rows' loops take which operands are present as template arguments
// and their pointers as locals: with a branch per vector on a pointer read
// through a struct (which a float store might alias, for all the compiler
// knows), the backward's second sweep reloaded its pointers and spilled its
// vectors on every vector. Outputs past simd/row.h's kStreamBytes are
// streamed. On (4096, 1000) float32, one thread, CPU time
// (bench/nn_kernel_parts.py, bench/README.md session 16), the backward went
// from 0.83 of torch's time to 0.62.
template <bool kW, bool kB, class T>
void ForwardRows(const T* x, const T* w, const T* b, T* y, T* mean_out, T* rstd_out, int64_t rows, int64_t n,
                 T eps) {
  const hn::ScalableTag<T> d;
  const bool stream = simd::tls_stream_rows;
  for (int64_t r = 0; r < rows; ++r) {
    const T* xr = x + r * n;
    const T mean_r = vm::SumOverRow(d, n, [&](int64_t i, size_t c) { return vm::LoadSome(d, xr + i, c); }) / T(n);
    const auto mean = hn::Set(d, mean_r);
    const T var = vm::SumOverRow(d, n, [&](int64_t i, size_t c) {
                    const auto dev = hn::Sub(vm::LoadSome(d, xr + i, c), mean);
                    return hn::Mul(dev, dev);
                  }) / T(n);
    const T rstd_r = T(1) / std::sqrt(var + eps);
    mean_out[r] = mean_r;
    rstd_out[r] = rstd_r;
    if (!y) continue;
    const auto rstd = hn::Set(d, rstd_r);
    // The next row's lines are asked for while this one, in L1, is written.
    const bool prefetch = r + 1 < rows;
    vm::StoreEachVector(d, y + r * n, n, stream, [&](int64_t i, size_t c) {
      if (prefetch) hwy::Prefetch(xr + n + i);
      auto v = hn::Mul(hn::Sub(vm::LoadSome(d, xr + i, c), mean), rstd);
      if constexpr (kW) v = hn::Mul(v, vm::LoadSome(d, w + i, c));
      if constexpr (kB) v = hn::Add(v, vm::LoadSome(d, b + i, c));
      return v;
    });
  }
  if (stream && y) hwy::FlushStream();
}

template <class T>
void Forward(const T* x, const T* w, const T* b, T* y, T* mean, T* rstd, int64_t rows, int64_t n, T eps) {
  if (w && b) ForwardRows<true, true>(x, w, b, y, mean, rstd, rows, n, eps);
  else if (w) ForwardRows<true, false>(x, w, b, y, mean, rstd, rows, n, eps);
  else if (b) ForwardRows<false, true>(x, w, b, y, mean, rstd, rows, n, eps);
  else ForwardRows<false, false>(x, w, b, y, mean, rstd, rows, n, eps);
}

// kGx: the input's gradient is written; kSums: acc_w and acc_b are summed
// into (both given); kW: the weight is given.
template <bool kGx, bool kSums, bool kW, class T>
void BackwardRows(const T* g, const T* x, const T* mean, const T* rstd, const T* w, T* gx, T* acc_w, T* acc_b,
                  int64_t rows, int64_t n) {
  const hn::ScalableTag<T> d;
  const bool stream = kGx && simd::tls_stream_rows;
  for (int64_t r = 0; r < rows; ++r) {
    const T *gr = g + r * n, *xr = x + r * n;
    const auto m = hn::Set(d, mean[r]), s = hn::Set(d, rstd[r]);
    const auto gw = [&](hn::Vec<decltype(d)> gv, int64_t i, size_t c) {
      if constexpr (kW) return hn::Mul(gv, vm::LoadSome(d, w + i, c));
      else return gv;
    };
    auto a = hn::Zero(d), proj = hn::Zero(d);
    if constexpr (kGx) {
      // sum(gw) and sum(gw * (x - mean)) in one sweep.
      auto sum_g = hn::Zero(d), sum_gx = hn::Zero(d);
      vm::ForEachVector(d, n, [&](int64_t i, size_t c) {
        const auto v = gw(vm::LoadSome(d, gr + i, c), i, c);  // 0 past the row's end (LoadSome's fill), adding nothing
        sum_g = hn::Add(sum_g, v);
        sum_gx = hn::MulAdd(v, hn::Sub(vm::LoadSome(d, xr + i, c), m), sum_gx);
      });
      a = hn::Set(d, hn::GetLane(hn::SumOfLanes(d, sum_g)) / T(n));
      proj = hn::Set(d, hn::GetLane(hn::SumOfLanes(d, sum_gx)) / T(n) * rstd[r] * rstd[r]);
    }
    // The second sweep finds the row in L1; the next row's lines are asked
    // for meanwhile, so that its first sweep does not wait on each.
    const bool prefetch = r + 1 < rows;
    const auto sweep = [&](int64_t i, size_t c) {
      if (prefetch) {
        hwy::Prefetch(gr + n + i);
        hwy::Prefetch(xr + n + i);
      }
      const auto gv = vm::LoadSome(d, gr + i, c);
      const auto centred = hn::Sub(vm::LoadSome(d, xr + i, c), m);
      if constexpr (kSums) {
        vm::StoreSome(d, hn::MulAdd(gv, hn::Mul(centred, s), vm::LoadSome(d, acc_w + i, c)), acc_w + i, c);
        vm::StoreSome(d, hn::Add(gv, vm::LoadSome(d, acc_b + i, c)), acc_b + i, c);
      }
      return hn::Mul(s, hn::NegMulAdd(centred, proj, hn::Sub(gw(gv, i, c), a)));
    };
    if constexpr (kGx) vm::StoreEachVector(d, gx + r * n, n, stream, sweep);
    else vm::ForEachVector(d, n, sweep);
  }
  if (stream) hwy::FlushStream();
}

template <bool kGx, bool kSums, class T>
void BackwardWithWeight(const T* g, const T* x, const T* mean, const T* rstd, const T* w, T* gx, T* acc_w, T* acc_b,
                        int64_t rows, int64_t n) {
  if (w) BackwardRows<kGx, kSums, true>(g, x, mean, rstd, w, gx, acc_w, acc_b, rows, n);
  else BackwardRows<kGx, kSums, false>(g, x, mean, rstd, w, gx, acc_w, acc_b, rows, n);
}

template <class T>
void Backward(const T* g, const T* x, const T* mean, const T* rstd, const T* w, const LayerNormGrads<T>& out,
              int64_t rows, int64_t n) {
  // One of the two sums wanted: the other goes to a scratch row, which
  // costs less than a variant of the loop for each.
  std::vector<T> scratch(out.acc_w == nullptr || out.acc_b == nullptr ? static_cast<size_t>(n) : 0);
  T* acc_w = out.acc_w ? out.acc_w : scratch.data();
  T* acc_b = out.acc_b ? out.acc_b : scratch.data();
  const bool sums = out.acc_w != nullptr || out.acc_b != nullptr;
  if (out.gx && sums) BackwardWithWeight<true, true>(g, x, mean, rstd, w, out.gx, acc_w, acc_b, rows, n);
  else if (out.gx) BackwardWithWeight<true, false>(g, x, mean, rstd, w, out.gx, acc_w, acc_b, rows, n);
  else if (sums) BackwardWithWeight<false, true>(g, x, mean, rstd, w, out.gx, acc_w, acc_b, rows, n);
}

void ForwardF(const float* x, const float* w, const float* b, float* y, float* mean, float* rstd, int64_t rows,
              int64_t n, double eps) {
  Forward(x, w, b, y, mean, rstd, rows, n, static_cast<float>(eps));
}
void ForwardD(const double* x, const double* w, const double* b, double* y, double* mean, double* rstd, int64_t rows,
              int64_t n, double eps) {
  Forward(x, w, b, y, mean, rstd, rows, n, eps);
}
void BackwardF(const float* g, const float* x, const float* mean, const float* rstd, const float* w,
               const LayerNormGrads<float>& out, int64_t rows, int64_t n) {
  Backward(g, x, mean, rstd, w, out, rows, n);
}
void BackwardD(const double* g, const double* x, const double* mean, const double* rstd, const double* w,
               const LayerNormGrads<double>& out, int64_t rows, int64_t n) {
  Backward(g, x, mean, rstd, w, out, rows, n);
}

}  // namespace yaten::kernels::normalization::HWY_NAMESPACE
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
namespace yaten::kernels::normalization {

HWY_EXPORT(ForwardF);
HWY_EXPORT(ForwardD);
HWY_EXPORT(BackwardF);
HWY_EXPORT(BackwardD);

void layer_norm_rows(const float* x, const float* w, const float* b, float* y, float* mean, float* rstd, int64_t rows,
                     int64_t n, double eps) {
  HWY_DYNAMIC_DISPATCH(ForwardF)(x, w, b, y, mean, rstd, rows, n, eps);
}
void layer_norm_rows(const double* x, const double* w, const double* b, double* y, double* mean, double* rstd,
                     int64_t rows, int64_t n, double eps) {
  HWY_DYNAMIC_DISPATCH(ForwardD)(x, w, b, y, mean, rstd, rows, n, eps);
}
void layer_norm_backward_rows(const float* g, const float* x, const float* mean, const float* rstd, const float* w,
                              const LayerNormGrads<float>& out, int64_t rows, int64_t n) {
  HWY_DYNAMIC_DISPATCH(BackwardF)(g, x, mean, rstd, w, out, rows, n);
}
void layer_norm_backward_rows(const double* g, const double* x, const double* mean, const double* rstd,
                              const double* w, const LayerNormGrads<double>& out, int64_t rows, int64_t n) {
  HWY_DYNAMIC_DISPATCH(BackwardD)(g, x, mean, rstd, w, out, rows, n);
}

}  // namespace yaten::kernels::normalization
#endif  // HWY_ONCE
