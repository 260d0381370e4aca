// Per-target float32 vectors to and from the 16-bit floats (include inside a
// Highway per-target pass), bit for bit as the scalar conversions of
// runtime/reduced_float.h: round to nearest even, signed zeros, subnormals,
// infinities, NaN as there. Highway 1.0.3's own float16 conversions are only
// usable where the CPU converts (F16C, on AVX2 and AVX-512): its emulation
// for older targets truncates, and its bfloat16 demotion truncates too.
#if defined(YATEN_SIMD_REDUCED_FLOAT_INL_H_) == defined(HWY_TARGET_TOGGLE)
#ifdef YATEN_SIMD_REDUCED_FLOAT_INL_H_
#undef YATEN_SIMD_REDUCED_FLOAT_INL_H_
#else
#define YATEN_SIMD_REDUCED_FLOAT_INL_H_
#endif

#include <cstdint>
#include <cstring>

#include <hwy/highway.h>
#include "runtime/reduced_float.h"

HWY_BEFORE_NAMESPACE();
namespace yaten::simd::HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;

#undef YATEN_SIMD_HAS_F16C
#if HWY_TARGET < HWY_SSE4 && !defined(HWY_DISABLE_F16C)
#define YATEN_SIMD_HAS_F16C 1
#else
#define YATEN_SIMD_HAS_F16C 0
#endif

// Lanes(df) 16-bit patterns, widened to 32-bit lanes.
template <class DF>
HWY_INLINE hn::Vec<hn::RebindToSigned<DF>> LoadBits16(DF, const void* p) {
  const hn::Rebind<uint16_t, DF> du16;
  const hn::RebindToSigned<DF> di;
  return hn::BitCast(di, hn::PromoteTo(hn::RebindToUnsigned<DF>(), hn::LoadU(du16, static_cast<const uint16_t*>(p))));
}

// The low 16 bits of each 32-bit lane (all in [0, 0xffff]), stored narrow.
template <class DF>
HWY_INLINE void StoreBits16(DF, hn::Vec<hn::RebindToSigned<DF>> bits, void* p) {
  const hn::Rebind<uint16_t, DF> du16;
  hn::StoreU(hn::DemoteTo(du16, bits), du16, static_cast<uint16_t*>(p));
}

template <class DF>
HWY_INLINE hn::Vec<DF> PromoteHalf(DF df, const Half* p) {
#if YATEN_SIMD_HAS_F16C
  const hn::Rebind<hwy::float16_t, DF> df16;
  return hn::PromoteTo(df, hn::LoadU(df16, reinterpret_cast<const hwy::float16_t*>(p)));
#else
  const hn::RebindToSigned<DF> di;
  const auto h = LoadBits16(df, p);
  const auto sign = hn::ShiftLeft<16>(hn::And(h, hn::Set(di, 0x8000)));
  const auto magnitude = hn::And(h, hn::Set(di, 0x7fff));
  const auto mantissa = hn::And(h, hn::Set(di, 0x3ff));
  const auto normal = hn::Add(hn::ShiftLeft<13>(magnitude), hn::Set(di, 0x38000000));
  // Infinity, or NaN with its payload kept and quieted.
  const auto quiet = hn::IfThenElseZero(hn::Gt(mantissa, hn::Zero(di)), hn::Set(di, 0x400000));
  const auto special = hn::Or(hn::Or(hn::Set(di, 0x7f800000), hn::ShiftLeft<13>(mantissa)), quiet);
  const auto subnormal = hn::BitCast(di, hn::Mul(hn::ConvertTo(df, mantissa), hn::Set(df, 5.9604644775390625e-08f)));
  auto bits = hn::IfThenElse(hn::Lt(magnitude, hn::Set(di, 0x400)), subnormal, normal);
  bits = hn::IfThenElse(hn::Gt(magnitude, hn::Set(di, 0x7bff)), special, bits);
  return hn::BitCast(df, hn::Or(bits, sign));
#endif
}

template <class DF>
HWY_INLINE void DemoteHalf(DF df, hn::Vec<DF> v, Half* p) {
  const hn::RebindToSigned<DF> di;
  const auto x = hn::BitCast(di, v);
  const auto magnitude = hn::And(x, hn::Set(di, 0x7fffffff));
  const auto sign = hn::And(hn::ShiftRight<16>(x), hn::Set(di, 0x8000));
  const auto is_nan = hn::Gt(magnitude, hn::Set(di, 0x7f800000));
#if YATEN_SIMD_HAS_F16C
  // The CPU rounds to nearest even; NaN keeps part of its payload there, so
  // NaN lanes become the quiet NaN without payload first (-> sign | 0x7e00).
  const hn::Rebind<hwy::float16_t, DF> df16;
  const auto plain = hn::IfThenElse(is_nan, hn::Or(hn::ShiftLeft<16>(sign), hn::Set(di, 0x7fc00000)), x);
  hn::StoreU(hn::DemoteTo(df16, hn::BitCast(df, plain)), df16, reinterpret_cast<hwy::float16_t*>(p));
#else
  // Normals: rebias the exponent, round away 13 mantissa bits to even.
  const auto rebased = hn::Sub(magnitude, hn::Set(di, 0x38000000 - 0xfff));
  const auto normal = hn::ShiftRight<13>(hn::Add(rebased, hn::And(hn::ShiftRight<13>(magnitude), hn::Set(di, 1))));
  // Below 2^-14: adding 0.5 lines the half's subnormal units up with float's
  // last mantissa bit, and the float addition rounds to nearest even.
  const auto shifted = hn::Add(hn::BitCast(df, magnitude), hn::Set(df, 0.5f));
  const auto subnormal = hn::Sub(hn::BitCast(di, shifted), hn::Set(di, 0x3f000000));
  auto bits = hn::IfThenElse(hn::Lt(magnitude, hn::Set(di, 0x38800000)), subnormal, normal);
  bits = hn::IfThenElse(hn::Gt(magnitude, hn::Set(di, 0x477fefff)), hn::Set(di, 0x7c00), bits);
  bits = hn::IfThenElse(is_nan, hn::Set(di, 0x7e00), bits);
  StoreBits16(df, hn::Or(bits, sign), p);
#endif
}

template <class DF>
HWY_INLINE hn::Vec<DF> PromoteBFloat16(DF df, const BFloat16* p) {
  return hn::BitCast(df, hn::ShiftLeft<16>(LoadBits16(df, p)));
}

template <class DF>
HWY_INLINE void DemoteBFloat16(DF df, hn::Vec<DF> v, BFloat16* p) {
  const hn::RebindToSigned<DF> di;
  const auto x = hn::BitCast(di, v);
  // Logical shifts of the bit pattern as unsigned, so the sign bit is kept.
  const hn::RebindToUnsigned<DF> du;
  const auto u = hn::BitCast(du, x);
  const auto round_half_to_even = hn::Add(hn::Set(du, 0x7fffu), hn::And(hn::ShiftRight<16>(u), hn::Set(du, 1u)));
  const auto rounded = hn::BitCast(di, hn::ShiftRight<16>(hn::Add(u, round_half_to_even)));
  const auto is_nan = hn::Gt(hn::And(x, hn::Set(di, 0x7fffffff)), hn::Set(di, 0x7f800000));
  StoreBits16(df, hn::IfThenElse(is_nan, hn::Set(di, 0x7fc0), rounded), p);
}

// Lanes(df) elements of any storage type as float32 (or float64) lanes, and back.
template <class D, class T>
HWY_INLINE hn::Vec<D> LoadPromote(D d, const T* p) {
  if constexpr (std::is_same_v<T, Half>) {
    return PromoteHalf(d, p);
  } else if constexpr (std::is_same_v<T, BFloat16>) {
    return PromoteBFloat16(d, p);
  } else {
    return hn::LoadU(d, p);
  }
}

template <class D, class T>
HWY_INLINE void DemoteStore(D d, hn::Vec<D> v, T* p) {
  if constexpr (std::is_same_v<T, Half>) {
    DemoteHalf(d, v, p);
  } else if constexpr (std::is_same_v<T, BFloat16>) {
    DemoteBFloat16(d, v, p);
  } else {
    hn::StoreU(v, d, p);
  }
}

// out[i] = In -> Out for n contiguous elements, one of them float32 and the
// other a 16-bit float; the tail through the scalar conversion (the same bits).
template <class Out, class In>
HWY_INLINE void ConvertContiguous(Out* out, const In* in, int64_t n) {
  const hn::ScalableTag<float> df;
  const int64_t lanes = static_cast<int64_t>(hn::Lanes(df));
  int64_t i = 0;
  for (; i + lanes <= n; i += lanes) DemoteStore(df, LoadPromote(df, in + i), out + i);
  for (; i < n; ++i) out[i] = static_cast<Out>(static_cast<float>(in[i]));
}

}  // namespace yaten::simd::HWY_NAMESPACE
HWY_AFTER_NAMESPACE();

#endif  // per-target include guard
