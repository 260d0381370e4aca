// Order-preserving integer keys for every dtype (NaN above every number, as
// torch orders it) and a stable LSD radix sort of (key, index) lanes, which
// sorts 1M floats several times faster than a comparison sort.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <type_traits>
#include <vector>

#include "runtime/reduced_float.h"

namespace yaten::kernels {

template <typename T>
using radix_key_t = std::conditional_t<(sizeof(T) <= 4), uint32_t, uint64_t>;

// A key whose unsigned order is T's order (descending flips it); -0.0 and
// 0.0 share a key, as they compare equal, and every NaN is the largest.
template <typename T>
inline radix_key_t<T> radix_key(T v, bool descending) {
  using K = radix_key_t<T>;
  constexpr int kBits = sizeof(K) * 8;
  K k;
  if constexpr (is_reduced_floating_type_v<T>) {
    return radix_key(static_cast<float>(v), descending);  // exact; the low 16 bits stay 0 (a skipped pass)
  } else if constexpr (std::is_floating_point_v<T>) {
    // Integer selects only (no float compare, no branch), so that loops
    // over keys vectorize.
    constexpr K kSign = K{1} << (kBits - 1);
    constexpr K kInfinity = sizeof(T) == 4 ? K{0x7F800000u} : static_cast<K>(0x7FF0000000000000ull);
    K u;
    std::memcpy(&u, &v, sizeof(T));
    const K magnitude = u & ~kSign;
    const K negative = static_cast<K>(static_cast<std::make_signed_t<K>>(u) >> (kBits - 1));
    k = u ^ (negative | kSign);
    k = magnitude == 0 ? kSign : k;          // -0.0 -> 0.0
    k = magnitude > kInfinity ? ~K{0} : k;   // every NaN above everything
  } else if constexpr (std::is_same_v<T, bool> || std::is_unsigned_v<T>) {
    k = static_cast<K>(v);
  } else {
    k = static_cast<K>(static_cast<std::make_unsigned_t<T>>(v)) ^ (K{1} << (sizeof(T) * 8 - 1));
  }
  return k ^ (K{0} - static_cast<K>(descending));  // all ones flips the order
}

// Sorts keys[0, n) stably, carrying idx along; tmp_* are scratch of n entries.
// Passes whose digit is equal for every key are skipped.
template <typename K>
void radix_sort(K* keys, int64_t* idx, int64_t n, K* tmp_keys, int64_t* tmp_idx) {
  constexpr int kPasses = sizeof(K);
  int64_t counts[kPasses][256] = {};
  for (int64_t i = 0; i < n; ++i) {
    K k = keys[i];
    for (int p = 0; p < kPasses; ++p) ++counts[p][(k >> (8 * p)) & 0xFF];
  }
  K* src_k = keys;
  int64_t* src_i = idx;
  K* dst_k = tmp_keys;
  int64_t* dst_i = tmp_idx;
  for (int p = 0; p < kPasses; ++p) {
    int64_t* c = counts[p];
    if (std::any_of(c, c + 256, [n](int64_t v) { return v == n; })) continue;
    int64_t offsets[256];
    int64_t sum = 0;
    for (int b = 0; b < 256; ++b) offsets[b] = sum, sum += c[b];
    const int shift = 8 * p;
    for (int64_t i = 0; i < n; ++i) {
      const int64_t o = offsets[(src_k[i] >> shift) & 0xFF]++;
      dst_k[o] = src_k[i];
      dst_i[o] = src_i[i];
    }
    std::swap(src_k, dst_k);
    std::swap(src_i, dst_i);
  }
  if (src_k != keys) {
    std::copy(src_k, src_k + n, keys);
    std::copy(src_i, src_i + n, idx);
  }
}

}  // namespace yaten::kernels
