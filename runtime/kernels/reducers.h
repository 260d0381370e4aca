// The reducer policies that reduction::reduce folds with (see reduction.h):
// sums (with an element map, so norms reuse them), products, extrema with
// or without their index, Welford moments, and all/any.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <type_traits>

#include "runtime/kernels/convert.h"
#include "runtime/kernels/reduction.h"
#include "runtime/kernels/reduce/rows.h"

namespace yaten::kernels::reduction {

template <typename T>
inline bool is_nan(T x) {
  if constexpr (is_floating_type_v<T>) return std::isnan(x);
  else return false;
}

// Float sums accumulate in double, integer sums in int64.
template <typename T>
using sum_acc_t = std::conditional_t<is_floating_type_v<T>, double, int64_t>;

struct Identity {
  template <typename T>
  T operator()(T x) const { return x; }
};

struct Square {
  template <typename T>
  T operator()(T x) const { return x * x; }
};

// Float and double runs the per-target loops of reduce/rows.h take.
template <typename T>
constexpr bool kVectorRun = std::is_same_v<T, float> || std::is_same_v<T, double>;

// The sum (of squares, for Square) of a contiguous float16 / bfloat16 run:
// widened to float32 a block at a time by the vector conversion, each block
// summed as float32 runs are.
template <typename Map, typename T>
double widened_sum_row(const T* p, int64_t n) {
  constexpr int64_t kBlock = 1024;
  alignas(64) float block[kBlock];
  const simd::RowFn widen = conversion_row(ScalarType::Float32, CppTypeToScalarType<T>::value);
  const int64_t strides[2] = {1, 1};
  double total = 0;
  for (int64_t at = 0; at < n; at += kBlock) {
    const int64_t m = std::min(kBlock, n - at);
    char* ptrs[2] = {reinterpret_cast<char*>(block), reinterpret_cast<char*>(const_cast<T*>(p + at))};
    widen(ptrs, m, strides, nullptr);
    total += std::is_same_v<Map, Square> ? sum_squares_row(block, m) : sum_row(block, m);
  }
  return total;
}

// acc += map(x). run() keeps eight independent partial sums so the compiler
// can vectorise a contiguous run without reassociating one long chain.
template <typename T, typename Acc = sum_acc_t<T>, typename Map = Identity>
struct SumReducer {
  using in_t = T;
  using acc_t = Acc;
  Map map{};
  acc_t init() const { return acc_t(0); }
  void step(acc_t& a, T x, int64_t) const { a += static_cast<acc_t>(map(x)); }
  void merge(acc_t& a, const acc_t& b) const { a += b; }
  // acc[j] += map(x[j]) for j in [0, w): a step of a sum across rows.
  void step_across(acc_t* acc, const T* x, int64_t w) const {
    if constexpr (kVectorRun<T> && std::is_same_v<acc_t, double> && std::is_same_v<Map, Identity>) {
      add_to_row(acc, x, w);
    } else {
      for (int64_t j = 0; j < w; ++j) acc[j] += static_cast<acc_t>(map(x[j]));
    }
  }
  acc_t run(const T* p, int64_t n, int64_t stride, int64_t, acc_t acc) const {
    if (stride != 1) {
      for (int64_t i = 0; i < n; ++i) acc += static_cast<acc_t>(map(p[i * stride]));
      return acc;
    }
    if constexpr (kVectorRun<T> && std::is_same_v<acc_t, double> && std::is_same_v<Map, Identity>) {
      return acc + sum_row(p, n);
    }
    if constexpr (kVectorRun<T> && std::is_same_v<acc_t, double> && std::is_same_v<Map, Square>) {
      return acc + sum_squares_row(p, n);
    }
    if constexpr (is_reduced_floating_type_v<T> && std::is_same_v<acc_t, double> &&
                  (std::is_same_v<Map, Identity> || std::is_same_v<Map, Square>)) {
      if (n >= 64) return acc + widened_sum_row<Map>(p, n);  // shorter runs: the loop below
    }
    constexpr int kLanes = 8;
    acc_t lane[kLanes] = {};
    int64_t i = 0;
    for (; i + kLanes <= n; i += kLanes)
      for (int k = 0; k < kLanes; ++k) lane[k] += static_cast<acc_t>(map(p[i + k]));
    for (; i < n; ++i) lane[0] += static_cast<acc_t>(map(p[i]));
    acc_t total = ((lane[0] + lane[1]) + (lane[2] + lane[3])) + ((lane[4] + lane[5]) + (lane[6] + lane[7]));
    return acc + total;
  }
};

template <typename T>
struct ProdReducer {
  using in_t = T;
  using acc_t = sum_acc_t<T>;
  acc_t init() const { return acc_t(1); }
  void step(acc_t& a, T x, int64_t) const { a *= static_cast<acc_t>(x); }
  void merge(acc_t& a, const acc_t& b) const { a *= b; }
  acc_t run(const T* p, int64_t n, int64_t stride, int64_t i0, acc_t a) const { return run_steps(*this, p, n, stride, i0, a); }
};

// max / min of map(x); NaN wins, as in PyTorch. Empty reductions are
// rejected by the callers, so init() is never emitted.
template <typename T, bool IsMax, typename Map = Identity>
struct ExtremumReducer {
  using in_t = T;
  using acc_t = T;
  Map map{};
  acc_t init() const {
    if constexpr (std::is_same_v<T, bool>) return !IsMax;
    else if constexpr (is_floating_type_v<T>)
      return IsMax ? -std::numeric_limits<T>::infinity() : std::numeric_limits<T>::infinity();
    else return IsMax ? std::numeric_limits<T>::lowest() : std::numeric_limits<T>::max();
  }
  void step(acc_t& a, T raw, int64_t) const {
    T x = map(raw);
    if (is_nan(x) || (IsMax ? x > a : x < a)) a = x;
  }
  void merge(acc_t& a, const acc_t& b) const {
    if (!is_nan(a) && (is_nan(b) || (IsMax ? b > a : b < a))) a = b;
  }
  acc_t run(const T* p, int64_t n, int64_t stride, int64_t i0, acc_t a) const {
    if constexpr (kVectorRun<T> && std::is_same_v<Map, Identity>) {
      if (stride == 1 && n > 0) {
        merge(a, IsMax ? max_row(p, n) : min_row(p, n));
        return a;
      }
    }
    return run_steps(*this, p, n, stride, i0, a);
  }
};

// The extremum and the index of its first occurrence (of the first NaN).
template <typename T>
struct ValueIndex {
  T value;
  int64_t index;  // -1 until an element is seen
};

template <typename T, bool IsMax>
struct ArgExtremumReducer {
  using in_t = T;
  using acc_t = ValueIndex<T>;
  static bool better(T x, T cur) {
    if (is_nan(cur)) return false;
    return is_nan(x) || (IsMax ? x > cur : x < cur);
  }
  acc_t init() const { return {T{}, -1}; }
  void step(acc_t& a, T x, int64_t i) const {
    if (a.index < 0 || better(x, a.value)) a = {x, i};
  }
  void merge(acc_t& a, const acc_t& b) const {
    if (b.index >= 0 && (a.index < 0 || better(b.value, a.value))) a = b;
  }
  acc_t run(const T* p, int64_t n, int64_t stride, int64_t i0, acc_t a) const {
    if constexpr (kVectorRun<T>) {
      if (stride == 1 && n > 0) {
        const int64_t at = IsMax ? argmax_row(p, n) : argmin_row(p, n);
        merge(a, acc_t{p[at], i0 + at});
        return a;
      }
    }
    return run_steps(*this, p, n, stride, i0, a);
  }
};

// Count, mean and sum of squared deviations (Welford; Chan's merge), for var/std.
struct Moments {
  int64_t n = 0;
  double mean = 0;
  double m2 = 0;
};

template <typename T>
struct MomentsReducer {
  using in_t = T;
  using acc_t = Moments;
  acc_t init() const { return {}; }
  void step(acc_t& a, T raw, int64_t) const {
    double x = static_cast<double>(raw);
    a.n += 1;
    double delta = x - a.mean;
    a.mean += delta / static_cast<double>(a.n);
    a.m2 += delta * (x - a.mean);
  }
  void merge(acc_t& a, const acc_t& b) const {
    if (b.n == 0) return;
    if (a.n == 0) {
      a = b;
      return;
    }
    double n = static_cast<double>(a.n + b.n);
    double delta = b.mean - a.mean;
    a.mean += delta * static_cast<double>(b.n) / n;
    a.m2 += b.m2 + delta * delta * static_cast<double>(a.n) * static_cast<double>(b.n) / n;
    a.n += b.n;
  }
  acc_t run(const T* p, int64_t n, int64_t stride, int64_t i0, acc_t a) const {
    if constexpr (kVectorRun<T>) {
      if (stride == 1 && n > 0) {
        const RowMoments m = moments_row(p, n);
        merge(a, Moments{m.n, m.mean, m.m2});
        return a;
      }
    }
    return run_steps(*this, p, n, stride, i0, a);
  }
};

template <typename T, bool IsAll>
struct LogicalReducer {
  using in_t = T;
  using acc_t = bool;
  acc_t init() const { return IsAll; }
  void step(acc_t& a, T x, int64_t) const {
    if constexpr (IsAll) a = a && x != T(0);
    else a = a || x != T(0);
  }
  void merge(acc_t& a, const acc_t& b) const { step(a, static_cast<T>(b), 0); }
  acc_t run(const T* p, int64_t n, int64_t stride, int64_t i0, acc_t a) const { return run_steps(*this, p, n, stride, i0, a); }
};

}  // namespace yaten::kernels::reduction
