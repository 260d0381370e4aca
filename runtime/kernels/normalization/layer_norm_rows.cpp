// The per-target layer_norm rows declared in layer_norm_rows.h: this file is
// compiled once per CPU target (Highway's foreach_target).
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "runtime/kernels/normalization/layer_norm_rows.cpp"
#include <hwy/foreach_target.h>  // IWYU pragma: keep

#include <cmath>
#include <cstdint>

#include <hwy/highway.h>
#include "runtime/kernels/normalization/layer_norm_rows.h"
#include "runtime/simd/row_ops-inl.h"

HWY_BEFORE_NAMESPACE();
namespace yaten::kernels::normalization::HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;
namespace vm = yaten::simd::HWY_NAMESPACE;

template <class T>
void ForwardRows(const T* x, const T* w, const T* b, T* y, T* mean_out, T* rstd_out, int64_t rows, int64_t n,
                 T eps) {
  const hn::ScalableTag<T> d;
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
    T* yr = y + r * n;
    const auto rstd = hn::Set(d, rstd_r);
    vm::ForEachVector(d, n, [&](int64_t i, size_t c) {
      auto v = hn::Mul(hn::Sub(vm::LoadSome(d, xr + i, c), mean), rstd);
      if (w) v = hn::Mul(v, vm::LoadSome(d, w + i, c));
      if (b) v = hn::Add(v, vm::LoadSome(d, b + i, c));
      vm::StoreSome(d, v, yr + i, c);
    });
  }
}

template <class T>
void BackwardRows(const T* g, const T* x, const T* mean, const T* rstd, const T* w, const LayerNormGrads<T>& out,
                  int64_t rows, int64_t n) {
  const hn::ScalableTag<T> d;
  for (int64_t r = 0; r < rows; ++r) {
    const T *gr = g + r * n, *xr = x + r * n;
    const auto m = hn::Set(d, mean[r]), s = hn::Set(d, rstd[r]);
    auto gw = [&](int64_t i, size_t c) {
      const auto v = vm::LoadSome(d, gr + i, c);
      return w ? hn::Mul(v, vm::LoadSome(d, w + i, c)) : v;
    };
    auto a = hn::Zero(d), proj = hn::Zero(d);
    if (out.gx) {
      // sum(gw) and sum(gw * (x - mean)) in one sweep.
      auto sum_g = hn::Zero(d), sum_gx = hn::Zero(d);
      vm::ForEachVector(d, n, [&](int64_t i, size_t c) {
        const auto v = gw(i, c);  // 0 past the row's end (LoadSome's fill), adding nothing
        sum_g = hn::Add(sum_g, v);
        sum_gx = hn::MulAdd(v, hn::Sub(vm::LoadSome(d, xr + i, c), m), sum_gx);
      });
      a = hn::Set(d, hn::GetLane(hn::SumOfLanes(d, sum_g)) / T(n));
      proj = hn::Set(d, hn::GetLane(hn::SumOfLanes(d, sum_gx)) / T(n) * rstd[r] * rstd[r]);
    }
    T* gxr = out.gx ? out.gx + r * n : nullptr;
    vm::ForEachVector(d, n, [&](int64_t i, size_t c) {
      const auto centred = hn::Sub(vm::LoadSome(d, xr + i, c), m);
      if (gxr) vm::StoreSome(d, hn::Mul(s, hn::NegMulAdd(centred, proj, hn::Sub(gw(i, c), a))), gxr + i, c);
      if (out.acc_w || out.acc_b) {
        const auto gv = vm::LoadSome(d, gr + i, c);
        if (out.acc_w)
          vm::StoreSome(d, hn::MulAdd(gv, hn::Mul(centred, s), vm::LoadSome(d, out.acc_w + i, c)), out.acc_w + i, c);
        if (out.acc_b) vm::StoreSome(d, hn::Add(gv, vm::LoadSome(d, out.acc_b + i, c)), out.acc_b + i, c);
      }
    });
  }
}

void ForwardF(const float* x, const float* w, const float* b, float* y, float* mean, float* rstd, int64_t rows,
              int64_t n, double eps) {
  ForwardRows(x, w, b, y, mean, rstd, rows, n, static_cast<float>(eps));
}
void ForwardD(const double* x, const double* w, const double* b, double* y, double* mean, double* rstd, int64_t rows,
              int64_t n, double eps) {
  ForwardRows(x, w, b, y, mean, rstd, rows, n, eps);
}
void BackwardF(const float* g, const float* x, const float* mean, const float* rstd, const float* w,
               const LayerNormGrads<float>& out, int64_t rows, int64_t n) {
  BackwardRows(g, x, mean, rstd, w, out, rows, n);
}
void BackwardD(const double* g, const double* x, const double* mean, const double* rstd, const double* w,
               const LayerNormGrads<double>& out, int64_t rows, int64_t n) {
  BackwardRows(g, x, mean, rstd, w, out, rows, n);
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
