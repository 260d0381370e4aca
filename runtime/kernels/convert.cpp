// The per-target conversion rows declared in convert.h: this file is
// compiled once per CPU target (Highway's foreach_target). A run between a
// 16-bit float and float32 converts a vector at a time; any other dtype is
// staged through a float32 block, as the scalar conversion goes through float.
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "runtime/kernels/convert.cpp"
#include <hwy/foreach_target.h>  // IWYU pragma: keep

#include <algorithm>
#include <cstdint>
#include <type_traits>

#include <hwy/highway.h>
#include "runtime/dtype.h"
#include "runtime/simd/reduced_float-inl.h"

HWY_BEFORE_NAMESPACE();
namespace yaten::kernels::convert::HWY_NAMESPACE {
namespace simd = yaten::simd::HWY_NAMESPACE;

constexpr int64_t kBlock = 512;

template <class Out, class In>
void convert_row(char* const* p, int64_t n, const int64_t* s, const void*) {
  Out* out = reinterpret_cast<Out*>(p[0]);
  const In* in = reinterpret_cast<const In*>(p[1]);
  if (s[0] != 1 || s[1] != 1) {
    for (int64_t i = 0; i < n; ++i) out[i * s[0]] = static_cast<Out>(static_cast<float>(in[i * s[1]]));
    return;
  }
  if constexpr (std::is_same_v<In, float> || std::is_same_v<Out, float>) {
    simd::ConvertContiguous(out, in, n);
  } else {
    float block[kBlock];
    for (int64_t at = 0; at < n; at += kBlock) {
      const int64_t m = std::min(kBlock, n - at);
      if constexpr (is_reduced_floating_type_v<In>) {
        simd::ConvertContiguous(block, in + at, m);
        for (int64_t i = 0; i < m; ++i) out[at + i] = static_cast<Out>(block[i]);
      } else {
        for (int64_t i = 0; i < m; ++i) block[i] = static_cast<float>(in[at + i]);
        simd::ConvertContiguous(out + at, block, m);
      }
    }
  }
}

// Every pair with a 16-bit float: TO(E, T, OUT_E, OUT_T) writes a 16-bit
// OUT_T from any T, FROM(E, T, IN_E, IN_T) a T of the other dtypes from a
// 16-bit IN_T. The 16-bit floats by hand: a YATEN_TYPES_* list cannot nest in itself.
#define YATEN_CONVERSIONS(TO, FROM)                                                                  \
  YATEN_TYPES_ALL(TO, Float16, Half) YATEN_TYPES_ALL(TO, BFloat16, BFloat16)                        \
  YATEN_TYPES_STANDARD(FROM, Float16, Half) YATEN_TYPES_STANDARD(FROM, BFloat16, BFloat16)

#define YATEN_TO(E, T, OUT_E, OUT_T) \
  void to_##OUT_E##_from_##E(char* const* p, int64_t n, const int64_t* s, const void* x) { convert_row<OUT_T, T>(p, n, s, x); }
#define YATEN_FROM(E, T, IN_E, IN_T) \
  void from_##IN_E##_to_##E(char* const* p, int64_t n, const int64_t* s, const void* x) { convert_row<T, IN_T>(p, n, s, x); }
YATEN_CONVERSIONS(YATEN_TO, YATEN_FROM)
#undef YATEN_TO
#undef YATEN_FROM

}  // namespace yaten::kernels::convert::HWY_NAMESPACE
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
#include "runtime/kernels/convert.h"

namespace yaten::kernels {
namespace convert {

#define YATEN_EXPORT_TO(E, T, OUT_E, OUT_T) HWY_EXPORT(to_##OUT_E##_from_##E);
#define YATEN_EXPORT_FROM(E, T, IN_E, IN_T) HWY_EXPORT(from_##IN_E##_to_##E);
YATEN_CONVERSIONS(YATEN_EXPORT_TO, YATEN_EXPORT_FROM)
#undef YATEN_EXPORT_TO
#undef YATEN_EXPORT_FROM

constexpr int pair(ScalarType to, ScalarType from) { return static_cast<int>(to) * 256 + static_cast<int>(from); }

}  // namespace convert

simd::RowFn conversion_row(ScalarType to, ScalarType from) {
  if (to == from) return nullptr;
#define YATEN_CASE_TO(E, T, OUT_E, OUT_T)                   \
  case convert::pair(ScalarType::OUT_E, ScalarType::E): \
    return &HWY_DYNAMIC_DISPATCH(convert::to_##OUT_E##_from_##E);
#define YATEN_CASE_FROM(E, T, IN_E, IN_T)                  \
  case convert::pair(ScalarType::E, ScalarType::IN_E): \
    return &HWY_DYNAMIC_DISPATCH(convert::from_##IN_E##_to_##E);
  switch (convert::pair(to, from)) {
    YATEN_CONVERSIONS(YATEN_CASE_TO, YATEN_CASE_FROM)
    default:
      return nullptr;
  }
#undef YATEN_CASE_TO
#undef YATEN_CASE_FROM
}

}  // namespace yaten::kernels
#endif  // HWY_ONCE
