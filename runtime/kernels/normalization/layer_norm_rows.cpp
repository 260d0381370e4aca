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
struct RowStats {
  T mean, rstd;
};

template <class D, class T = hn::TFromD<D>>
RowStats<T> Stats(D d, const T* x, int64_t n, T eps) {
  const T mean = vm::SumOverRow(d, n, [&](int64_t i, size_t c) { return vm::LoadSome(d, x + i, c); }) / T(n);
  const auto m = hn::Set(d, mean);
  const T var = vm::SumOverRow(d, n, [&](int64_t i, size_t c) {
                  const auto dev = hn::Sub(vm::LoadSome(d, x + i, c), m);
                  return hn::Mul(dev, dev);
                }) / T(n);
  return {mean, T(1) / std::sqrt(var + eps)};
}

template <class T>
void ForwardRows(const T* x, const T* w, const T* b, T* y, int64_t rows, int64_t n, T eps) {
  const hn::ScalableTag<T> d;
  for (int64_t r = 0; r < rows; ++r) {
    const T* xr = x + r * n;
    T* yr = y + r * n;
    const RowStats<T> s = Stats(d, xr, n, eps);
    const auto mean = hn::Set(d, s.mean), rstd = hn::Set(d, s.rstd);
    vm::ForEachVector(d, n, [&](int64_t i, size_t c) {
      auto v = hn::Mul(hn::Sub(vm::LoadSome(d, xr + i, c), mean), rstd);
      if (w) v = hn::Mul(v, vm::LoadSome(d, w + i, c));
      if (b) v = hn::Add(v, vm::LoadSome(d, b + i, c));
      vm::StoreSome(d, v, yr + i, c);
    });
  }
}

template <class T>
void BackwardRows(const T* g, const T* x, const T* w, T* gx, int64_t rows, int64_t n, T eps) {
  const hn::ScalableTag<T> d;
  for (int64_t r = 0; r < rows; ++r) {
    const T *gr = g + r * n, *xr = x + r * n;
    T* out = gx + r * n;
    const RowStats<T> s = Stats(d, xr, n, eps);
    const auto mean = hn::Set(d, s.mean), rstd = hn::Set(d, s.rstd);
    auto gw = [&](int64_t i, size_t c) {
      const auto v = vm::LoadSome(d, gr + i, c);
      return w ? hn::Mul(v, vm::LoadSome(d, w + i, c)) : v;
    };
    const T sum_g = vm::SumOverRow(d, n, gw);
    const T sum_gx = vm::SumOverRow(d, n, [&](int64_t i, size_t c) {
                       return hn::Mul(gw(i, c), hn::Sub(vm::LoadSome(d, xr + i, c), mean));
                     }) * s.rstd;
    const auto a = hn::Set(d, sum_g / T(n)), proj = hn::Set(d, sum_gx / T(n) * s.rstd);
    vm::ForEachVector(d, n, [&](int64_t i, size_t c) {
      // rstd * (gw - a - (x - mean) * rstd * c)
      const auto centred = hn::Sub(vm::LoadSome(d, xr + i, c), mean);
      vm::StoreSome(d, hn::Mul(rstd, hn::NegMulAdd(centred, proj, hn::Sub(gw(i, c), a))), out + i, c);
    });
  }
}

template <class T>
void WeightGradRows(const T* g, const T* x, T* acc, int64_t rows, int64_t n, T eps) {
  const hn::ScalableTag<T> d;
  for (int64_t r = 0; r < rows; ++r) {
    const T *gr = g + r * n, *xr = x + r * n;
    const RowStats<T> s = Stats(d, xr, n, eps);
    const auto mean = hn::Set(d, s.mean), rstd = hn::Set(d, s.rstd);
    vm::ForEachVector(d, n, [&](int64_t i, size_t c) {
      const auto xhat = hn::Mul(hn::Sub(vm::LoadSome(d, xr + i, c), mean), rstd);
      vm::StoreSome(d, hn::MulAdd(vm::LoadSome(d, gr + i, c), xhat, vm::LoadSome(d, acc + i, c)), acc + i, c);
    });
  }
}

void ForwardF(const float* x, const float* w, const float* b, float* y, int64_t rows, int64_t n, double eps) {
  ForwardRows(x, w, b, y, rows, n, static_cast<float>(eps));
}
void ForwardD(const double* x, const double* w, const double* b, double* y, int64_t rows, int64_t n, double eps) {
  ForwardRows(x, w, b, y, rows, n, eps);
}
void BackwardF(const float* g, const float* x, const float* w, float* gx, int64_t rows, int64_t n, double eps) {
  BackwardRows(g, x, w, gx, rows, n, static_cast<float>(eps));
}
void BackwardD(const double* g, const double* x, const double* w, double* gx, int64_t rows, int64_t n, double eps) {
  BackwardRows(g, x, w, gx, rows, n, eps);
}
void WeightGradF(const float* g, const float* x, float* acc, int64_t rows, int64_t n, double eps) {
  WeightGradRows(g, x, acc, rows, n, static_cast<float>(eps));
}
void WeightGradD(const double* g, const double* x, double* acc, int64_t rows, int64_t n, double eps) {
  WeightGradRows(g, x, acc, rows, n, eps);
}

}  // namespace yaten::kernels::normalization::HWY_NAMESPACE
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
namespace yaten::kernels::normalization {

HWY_EXPORT(ForwardF);
HWY_EXPORT(ForwardD);
HWY_EXPORT(BackwardF);
HWY_EXPORT(BackwardD);
HWY_EXPORT(WeightGradF);
HWY_EXPORT(WeightGradD);

void layer_norm_rows(const float* x, const float* w, const float* b, float* y, int64_t rows, int64_t n, double eps) {
  HWY_DYNAMIC_DISPATCH(ForwardF)(x, w, b, y, rows, n, eps);
}
void layer_norm_rows(const double* x, const double* w, const double* b, double* y, int64_t rows, int64_t n,
                     double eps) {
  HWY_DYNAMIC_DISPATCH(ForwardD)(x, w, b, y, rows, n, eps);
}
void layer_norm_backward_rows(const float* g, const float* x, const float* w, float* gx, int64_t rows, int64_t n,
                              double eps) {
  HWY_DYNAMIC_DISPATCH(BackwardF)(g, x, w, gx, rows, n, eps);
}
void layer_norm_backward_rows(const double* g, const double* x, const double* w, double* gx, int64_t rows, int64_t n,
                              double eps) {
  HWY_DYNAMIC_DISPATCH(BackwardD)(g, x, w, gx, rows, n, eps);
}
void layer_norm_weight_grad_rows(const float* g, const float* x, float* acc, int64_t rows, int64_t n, double eps) {
  HWY_DYNAMIC_DISPATCH(WeightGradF)(g, x, acc, rows, n, eps);
}
void layer_norm_weight_grad_rows(const double* g, const double* x, double* acc, int64_t rows, int64_t n, double eps) {
  HWY_DYNAMIC_DISPATCH(WeightGradD)(g, x, acc, rows, n, eps);
}

}  // namespace yaten::kernels::normalization
#endif  // HWY_ONCE
