// Reductions over one contiguous row written so the compiler vectorises them
// (a float sum or max only vectorises when its order is spelled out: 16
// independent lanes, folded at the end), and the attribute that compiles a
// row kernel twice, for AVX2 + FMA and for the x86-64-v2 baseline, picked at
// load time. The nn kernels (softmax, norms, activations, losses) build on
// these; each calls exp/tanh/erf at one place so a SIMD math library can be
// swapped in there.
#pragma once

#include <cmath>
#include <cstdint>
#include <limits>

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
// callers let a NaN reach their result through the arithmetic instead.
template <typename T>
YATEN_ALWAYS_INLINE T row_max(const T* x, int64_t n) {
  T lane[kRowLanes];
  for (int k = 0; k < kRowLanes; ++k) lane[k] = -std::numeric_limits<T>::infinity();
  int64_t i = 0;
  for (; i + kRowLanes <= n; i += kRowLanes)
    for (int k = 0; k < kRowLanes; ++k) lane[k] = x[i + k] > lane[k] ? x[i + k] : lane[k];
  T best = -std::numeric_limits<T>::infinity();
  for (; i < n; ++i) best = x[i] > best ? x[i] : best;
  for (int k = 0; k < kRowLanes; ++k) best = lane[k] > best ? lane[k] : best;
  return best;
}

}  // namespace yaten::kernels
