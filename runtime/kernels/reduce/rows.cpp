// The per-target reduction runs declared in rows.h: this file is compiled
// once per CPU target (Highway's foreach_target) and exports each function.
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "runtime/kernels/reduce/rows.cpp"
#include <hwy/foreach_target.h>  // IWYU pragma: keep

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <type_traits>

#include <hwy/highway.h>
#include "runtime/kernels/reduce/rows.h"

HWY_BEFORE_NAMESPACE();
namespace yaten::kernels::reduction::HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;

constexpr int64_t kBlock = 1024;

// Sum of p[0, n) (of squares when Square), four independent vector
// accumulators to hide the add latency; float blocks total in double.
template <bool Square, class T>
double SumRow(const T* p, int64_t n) {
  const hn::ScalableTag<T> d;
  const int64_t lanes = static_cast<int64_t>(hn::Lanes(d));
  double total = 0;
  int64_t i = 0;
  while (i + 4 * lanes <= n) {
    const int64_t end = std::min(n, i + kBlock) - 4 * lanes;
    auto a0 = hn::Zero(d), a1 = hn::Zero(d), a2 = hn::Zero(d), a3 = hn::Zero(d);
    for (; i <= end; i += 4 * lanes) {
      auto x0 = hn::LoadU(d, p + i), x1 = hn::LoadU(d, p + i + lanes);
      auto x2 = hn::LoadU(d, p + i + 2 * lanes), x3 = hn::LoadU(d, p + i + 3 * lanes);
      if constexpr (Square) {
        a0 = hn::MulAdd(x0, x0, a0), a1 = hn::MulAdd(x1, x1, a1);
        a2 = hn::MulAdd(x2, x2, a2), a3 = hn::MulAdd(x3, x3, a3);
      } else {
        a0 = hn::Add(a0, x0), a1 = hn::Add(a1, x1), a2 = hn::Add(a2, x2), a3 = hn::Add(a3, x3);
      }
    }
    total += static_cast<double>(hn::GetLane(hn::SumOfLanes(d, hn::Add(hn::Add(a0, a1), hn::Add(a2, a3)))));
  }
  for (; i < n; ++i) total += Square ? static_cast<double>(p[i]) * p[i] : static_cast<double>(p[i]);
  return total;
}

// max (min) of p[0, n), n >= 1; NaN when any element is.
template <bool IsMax, class T>
T ExtremumRow(const T* p, int64_t n) {
  const hn::ScalableTag<T> d;
  const int64_t lanes = static_cast<int64_t>(hn::Lanes(d));
  T best = p[0];
  bool nan = best != best;
  int64_t i = 0;
  if (n >= 2 * lanes) {
    auto m0 = hn::LoadU(d, p), m1 = m0;
    auto bad = hn::IsNaN(m0);  // Ne(x, x) would not do: x86's NEQ_OQ is false for NaN
    for (; i + 2 * lanes <= n; i += 2 * lanes) {
      auto x0 = hn::LoadU(d, p + i), x1 = hn::LoadU(d, p + i + lanes);
      bad = hn::Or(bad, hn::Or(hn::IsNaN(x0), hn::IsNaN(x1)));
      m0 = IsMax ? hn::Max(m0, x0) : hn::Min(m0, x0);
      m1 = IsMax ? hn::Max(m1, x1) : hn::Min(m1, x1);
    }
    auto m = IsMax ? hn::Max(m0, m1) : hn::Min(m0, m1);
    best = hn::GetLane(IsMax ? hn::MaxOfLanes(d, m) : hn::MinOfLanes(d, m));
    nan = !hn::AllFalse(d, bad);
  }
  for (; i < n; ++i) {
    nan = nan || p[i] != p[i];
    best = IsMax ? (p[i] > best ? p[i] : best) : (p[i] < best ? p[i] : best);
  }
  return nan ? static_cast<T>(NAN) : best;
}

// First index of the max (min), or of the first NaN: a block's extremum is
// found with vectors, and only a block that beats the best so far is
// scanned (in cache) for its position.
template <bool IsMax, class T>
int64_t ArgExtremumRow(const T* p, int64_t n) {
  T best = p[0];
  int64_t at = 0;
  if (best != best) return 0;
  for (int64_t lo = 0; lo < n; lo += kBlock) {
    const int64_t len = std::min(kBlock, n - lo);
    const T m = ExtremumRow<IsMax>(p + lo, len);
    if (m != m) {
      for (int64_t i = lo;; ++i)
        if (p[i] != p[i]) return i;
    }
    if (IsMax ? m > best : m < best) {
      best = m;
      for (int64_t i = lo;; ++i)
        if (p[i] == m) {
          at = i;
          break;
        }
    }
  }
  return at;
}

// Mean and squared deviations of a block, in double lanes.
template <class T>
RowMoments BlockMoments(const T* p, int64_t n) {
  const hn::ScalableTag<double> dd;
  const hn::Rebind<T, decltype(dd)> dt;
  const int64_t lanes = static_cast<int64_t>(hn::Lanes(dd));
  auto load = [&](int64_t i) {
    if constexpr (std::is_same_v<T, double>) return hn::LoadU(dd, p + i);
    else return hn::PromoteTo(dd, hn::LoadU(dt, p + i));
  };
  double sum = 0;
  int64_t i = 0;
  auto acc = hn::Zero(dd);
  for (; i + lanes <= n; i += lanes) acc = hn::Add(acc, load(i));
  sum = hn::GetLane(hn::SumOfLanes(dd, acc));
  for (; i < n; ++i) sum += static_cast<double>(p[i]);
  const double mean = sum / static_cast<double>(n);
  const auto vmean = hn::Set(dd, mean);
  acc = hn::Zero(dd);
  for (i = 0; i + lanes <= n; i += lanes) {
    auto dev = hn::Sub(load(i), vmean);
    acc = hn::MulAdd(dev, dev, acc);
  }
  double m2 = hn::GetLane(hn::SumOfLanes(dd, acc));
  for (; i < n; ++i) m2 += (static_cast<double>(p[i]) - mean) * (static_cast<double>(p[i]) - mean);
  return {n, mean, m2};
}

template <class T>
RowMoments MomentsRow(const T* p, int64_t n) {
  RowMoments a = BlockMoments(p, std::min(n, kBlock));
  for (int64_t lo = kBlock; lo < n; lo += kBlock) {
    const RowMoments b = BlockMoments(p + lo, std::min(kBlock, n - lo));
    const double total = static_cast<double>(a.n + b.n);
    const double delta = b.mean - a.mean;
    a.mean += delta * static_cast<double>(b.n) / total;
    a.m2 += b.m2 + delta * delta * static_cast<double>(a.n) * static_cast<double>(b.n) / total;
    a.n += b.n;
  }
  return a;
}

template <class T>
void AddToRow(double* acc, const T* x, int64_t n) {
  const hn::ScalableTag<double> dd;
  const hn::Rebind<T, decltype(dd)> dt;
  const int64_t lanes = static_cast<int64_t>(hn::Lanes(dd));
  int64_t i = 0;
  for (; i + lanes <= n; i += lanes) {
    const auto v = [&] {
      if constexpr (std::is_same_v<T, double>) return hn::LoadU(dd, x + i);
      else return hn::PromoteTo(dd, hn::LoadU(dt, x + i));
    }();
    hn::StoreU(hn::Add(hn::LoadU(dd, acc + i), v), dd, acc + i);
  }
  for (; i < n; ++i) acc[i] += static_cast<double>(x[i]);
}

// Whether some p[i] lies outside [low, high): the range check of index
// values (index_common.h's all_in_range), which a 4M scatter otherwise spends
// a fifth of its time on at the baseline's two int64 lanes.
bool AnyOutside(const int64_t* p, int64_t n, int64_t low, int64_t high) {
  if (high <= low) return n > 0;
  const hn::ScalableTag<int64_t> d;
  const int64_t lanes = static_cast<int64_t>(hn::Lanes(d));
  const auto below = hn::Set(d, low), last = hn::Set(d, high - 1);
  auto outside = hn::Zero(d);
  int64_t i = 0;
  for (; i + 2 * lanes <= n; i += 2 * lanes) {
    const auto v0 = hn::LoadU(d, p + i), v1 = hn::LoadU(d, p + i + lanes);
    outside = hn::Or(outside, hn::VecFromMask(d, hn::Or(hn::Lt(v0, below), hn::Lt(last, v0))));
    outside = hn::Or(outside, hn::VecFromMask(d, hn::Or(hn::Lt(v1, below), hn::Lt(last, v1))));
  }
  bool any = !hn::AllFalse(d, hn::MaskFromVec(outside));
  for (; i < n; ++i) any = any || p[i] < low || p[i] >= high;
  return any;
}

// The exported names: one function per (operation, element type).
double SumF(const float* p, int64_t n) { return SumRow<false>(p, n); }
double SumD(const double* p, int64_t n) { return SumRow<false>(p, n); }
double SumSquaresF(const float* p, int64_t n) { return SumRow<true>(p, n); }
double SumSquaresD(const double* p, int64_t n) { return SumRow<true>(p, n); }
float MaxF(const float* p, int64_t n) { return ExtremumRow<true>(p, n); }
double MaxD(const double* p, int64_t n) { return ExtremumRow<true>(p, n); }
float MinF(const float* p, int64_t n) { return ExtremumRow<false>(p, n); }
double MinD(const double* p, int64_t n) { return ExtremumRow<false>(p, n); }
int64_t ArgmaxF(const float* p, int64_t n) { return ArgExtremumRow<true>(p, n); }
int64_t ArgmaxD(const double* p, int64_t n) { return ArgExtremumRow<true>(p, n); }
int64_t ArgminF(const float* p, int64_t n) { return ArgExtremumRow<false>(p, n); }
int64_t ArgminD(const double* p, int64_t n) { return ArgExtremumRow<false>(p, n); }
RowMoments MomentsF(const float* p, int64_t n) { return MomentsRow(p, n); }
RowMoments MomentsD(const double* p, int64_t n) { return MomentsRow(p, n); }
void AddToRowF(double* acc, const float* x, int64_t n) { AddToRow(acc, x, n); }
void AddToRowD(double* acc, const double* x, int64_t n) { AddToRow(acc, x, n); }

}  // namespace yaten::kernels::reduction::HWY_NAMESPACE
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
namespace yaten::kernels::reduction {

#define YATEN_EXPORT_ROW(exported, ret, name, type) \
  HWY_EXPORT(exported);                             \
  ret name(const type* p, int64_t n) { return HWY_DYNAMIC_DISPATCH(exported)(p, n); }

YATEN_EXPORT_ROW(SumF, double, sum_row, float)
YATEN_EXPORT_ROW(SumD, double, sum_row, double)
YATEN_EXPORT_ROW(SumSquaresF, double, sum_squares_row, float)
YATEN_EXPORT_ROW(SumSquaresD, double, sum_squares_row, double)
YATEN_EXPORT_ROW(MaxF, float, max_row, float)
YATEN_EXPORT_ROW(MaxD, double, max_row, double)
YATEN_EXPORT_ROW(MinF, float, min_row, float)
YATEN_EXPORT_ROW(MinD, double, min_row, double)
YATEN_EXPORT_ROW(ArgmaxF, int64_t, argmax_row, float)
YATEN_EXPORT_ROW(ArgmaxD, int64_t, argmax_row, double)
YATEN_EXPORT_ROW(ArgminF, int64_t, argmin_row, float)
YATEN_EXPORT_ROW(ArgminD, int64_t, argmin_row, double)
YATEN_EXPORT_ROW(MomentsF, RowMoments, moments_row, float)
YATEN_EXPORT_ROW(MomentsD, RowMoments, moments_row, double)
#undef YATEN_EXPORT_ROW

HWY_EXPORT(AnyOutside);
bool any_outside(const int64_t* p, int64_t n, int64_t low, int64_t high) {
  return HWY_DYNAMIC_DISPATCH(AnyOutside)(p, n, low, high);
}

HWY_EXPORT(AddToRowF);
HWY_EXPORT(AddToRowD);
void add_to_row(double* acc, const float* x, int64_t n) { HWY_DYNAMIC_DISPATCH(AddToRowF)(acc, x, n); }
void add_to_row(double* acc, const double* x, int64_t n) { HWY_DYNAMIC_DISPATCH(AddToRowD)(acc, x, n); }

}  // namespace yaten::kernels::reduction
#endif  // HWY_ONCE
