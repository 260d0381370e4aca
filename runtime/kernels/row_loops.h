// Reductions over one contiguous row written so the compiler vectorises them
// (a float sum or max only vectorises when its order is spelled out: 16
// independent lanes, folded at the end), and the attribute that compiles a
// row kernel twice, for AVX2 + FMA and for the x86-64-v2 baseline, picked at
// load time. The nn kernels (softmax, norms, activations, losses) build on
// these, and call exp/tanh/erf only through exp_of/tanh_of/erf_of below, the
// one place where a SIMD math library can be swapped in.
#pragma once

#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <type_traits>

#include "runtime/kernels/vec_math.h"

#define YATEN_ROW_CLONES __attribute__((target_clones("arch=x86-64-v3", "default")))
#define YATEN_ALWAYS_INLINE inline __attribute__((always_inline))

namespace yaten::kernels {

constexpr int kRowLanes = 16;

// Sum of f(i) over [0, n) in T, f inlined into each lane.
template <typename T, typename F>
YATEN_ALWAYS_INLINE T row_sum(int64_t n, const F& f) {
  T lane[kRowLanes] = {};
  int64_t i = 0;
  for (; i + kRowLanes <= n; i += kRowLanes)
    for (int k = 0; k < kRowLanes; ++k) lane[k] += f(i + k);
  T total = 0;
  for (; i < n; ++i) total += f(i);
  for (int k = 0; k < kRowLanes; ++k) total += lane[k];
  return total;
}

// The largest of x[0, n), ignoring NaN (-inf for an empty or all-NaN row):
// callers let a NaN reach their result through the arithmetic instead. A
// select over 16 scalar lanes does not vectorise (GCC 12), so the lanes are
// a vector type (split into halves where the target's vectors are shorter).
template <typename T>
YATEN_ALWAYS_INLINE T row_max(const T* x, int64_t n) {
  typedef T Lanes __attribute__((vector_size(32)));
  constexpr int kWidth = static_cast<int>(sizeof(Lanes) / sizeof(T));
  Lanes lane;
  for (int k = 0; k < kWidth; ++k) lane[k] = -std::numeric_limits<T>::infinity();
  int64_t i = 0;
  for (; i + kWidth <= n; i += kWidth) {
    Lanes v;
    std::memcpy(&v, x + i, sizeof v);
    lane = v > lane ? v : lane;
  }
  T best = -std::numeric_limits<T>::infinity();
  for (; i < n; ++i) best = x[i] > best ? x[i] : best;
  for (int k = 0; k < kWidth; ++k) best = lane[k] > best ? lane[k] : best;
  return best;
}

// erf for float without a branch: an odd Taylor polynomial below |x| = 1
// (the first term left out < 2e-9 there), Abramowitz & Stegun's 7.1.26 rational form
// times exp(-x^2) above (absolute error < 1.5e-7, where erf > 0.84).
YATEN_ALWAYS_INLINE float erf_float(float x) {
  const float a = std::fabs(x), z = x * x;
  float p = 1.48071928e-8f;  // 2/sqrt(pi) * (-1)^k / (k! (2k + 1)), k = 10 down to 1
  p = p * z - 1.63658447e-7f;
  p = p * z + 1.64621144e-6f;
  p = p * z - 1.49256504e-5f;
  p = p * z + 1.20553330e-4f;
  p = p * z - 8.54832702e-4f;
  p = p * z + 5.22397763e-3f;
  p = p * z - 2.68661706e-2f;
  p = p * z + 1.12837917e-1f;
  p = p * z - 3.76126389e-1f;
  const float small = x * (p * z + 1.12837917f);
  const float t = 1.0f / (1.0f + 0.3275911f * a);
  float q = 1.061405429f;
  q = q * t - 1.453152027f;
  q = q * t + 1.421413741f;
  q = q * t - 0.284496736f;
  q = q * t + 0.254829592f;
  float large = 1.0f - q * t * exp_float(-z);
  large = x < 0 ? -large : large;
  return a < 1.0f ? small : large;
}

// The math of the row kernels: the vector-friendly float forms, libm for double.
template <typename T>
YATEN_ALWAYS_INLINE T exp_of(T v) {
  if constexpr (std::is_same_v<T, float>) return exp_float(v);
  else return std::exp(v);
}
template <typename T>
YATEN_ALWAYS_INLINE T tanh_of(T v) {
  if constexpr (std::is_same_v<T, float>) return tanh_float(v);
  else return std::tanh(v);
}
template <typename T>
YATEN_ALWAYS_INLINE T erf_of(T v) {
  if constexpr (std::is_same_v<T, float>) return erf_float(v);
  else return std::erf(v);
}

}  // namespace yaten::kernels
