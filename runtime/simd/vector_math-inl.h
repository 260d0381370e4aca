// Per-target vector math (include inside a Highway per-target pass): SLEEF's
// entry point for the target's vector width, or libm lane by lane where SLEEF
// has no build for the target. Highway 1.0.3's own math is not used: apart
// from Exp, its documented bounds (Log 4 ULP, Tanh 4, Sin 3 and only up to
// |x| = 39000) are wider than the 1-ULP SLEEF functions PyTorch vectorises
// with. Every function takes a full vector; rows_inl.h pads the tail.
#if defined(YATEN_SIMD_VECTOR_MATH_INL_H_) == defined(HWY_TARGET_TOGGLE)
#ifdef YATEN_SIMD_VECTOR_MATH_INL_H_
#undef YATEN_SIMD_VECTOR_MATH_INL_H_
#else
#define YATEN_SIMD_VECTOR_MATH_INL_H_
#endif

#include "runtime/simd/sleef_declarations.h"

#include <cmath>

#include <hwy/highway.h>

HWY_BEFORE_NAMESPACE();
namespace yaten::simd::HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;

// SLEEF's name for a function on this target's full float / double vector.
#undef YATEN_SLEEF_F
#undef YATEN_SLEEF_D
#if HWY_TARGET == HWY_AVX3 || HWY_TARGET == HWY_AVX3_DL
#define YATEN_SLEEF_F(name, ulp) Sleef_##name##f16_##ulp##avx512f
#define YATEN_SLEEF_D(name, ulp) Sleef_##name##d8_##ulp##avx512f
#elif HWY_TARGET == HWY_AVX2
#define YATEN_SLEEF_F(name, ulp) Sleef_##name##f8_##ulp##avx2
#define YATEN_SLEEF_D(name, ulp) Sleef_##name##d4_##ulp##avx2
#elif HWY_TARGET == HWY_SSE4
#define YATEN_SLEEF_F(name, ulp) Sleef_##name##f4_##ulp##sse4
#define YATEN_SLEEF_D(name, ulp) Sleef_##name##d2_##ulp##sse4
#elif HWY_TARGET == HWY_SSSE3
#define YATEN_SLEEF_F(name, ulp) Sleef_##name##f4_##ulp##sse2
#define YATEN_SLEEF_D(name, ulp) Sleef_##name##d2_##ulp##sse2
#endif

// libm on each lane: targets SLEEF has no build for.
template <class D, class V, class F>
HWY_INLINE V PerLane(D d, V x, F f) {
  using T = hn::TFromD<D>;
  alignas(64) T lanes[hn::MaxLanes(d)];
  hn::Store(x, d, lanes);
  for (size_t i = 0; i < hn::Lanes(d); ++i) lanes[i] = f(lanes[i]);
  return hn::Load(d, lanes);
}

template <class D, class V, class F>
HWY_INLINE V PerLane2(D d, V x, V y, F f) {
  using T = hn::TFromD<D>;
  alignas(64) T xs[hn::MaxLanes(d)];
  alignas(64) T ys[hn::MaxLanes(d)];
  hn::Store(x, d, xs);
  hn::Store(y, d, ys);
  for (size_t i = 0; i < hn::Lanes(d); ++i) xs[i] = f(xs[i], ys[i]);
  return hn::Load(d, xs);
}

#ifdef YATEN_SLEEF_F
#define YATEN_VECTOR_FUNCTION_1(Name, sleef, ulp, libm)                                \
  template <class D, class V>                                                          \
  HWY_INLINE V Name(D, V x) {                                                          \
    if constexpr (sizeof(hn::TFromD<D>) == 4) return V{YATEN_SLEEF_F(sleef, ulp)(x.raw)}; \
    else return V{YATEN_SLEEF_D(sleef, ulp)(x.raw)};                                   \
  }
#define YATEN_VECTOR_FUNCTION_2(Name, sleef, ulp, libm)                                           \
  template <class D, class V>                                                                     \
  HWY_INLINE V Name(D, V x, V y) {                                                                \
    if constexpr (sizeof(hn::TFromD<D>) == 4) return V{YATEN_SLEEF_F(sleef, ulp)(x.raw, y.raw)}; \
    else return V{YATEN_SLEEF_D(sleef, ulp)(x.raw, y.raw)};                                       \
  }
#else
#define YATEN_VECTOR_FUNCTION_1(Name, sleef, ulp, libm) \
  template <class D, class V>                           \
  HWY_INLINE V Name(D d, V x) {                         \
    return PerLane(d, x, [](auto v) { return libm(v); }); \
  }
#define YATEN_VECTOR_FUNCTION_2(Name, sleef, ulp, libm)            \
  template <class D, class V>                                      \
  HWY_INLINE V Name(D d, V x, V y) {                               \
    return PerLane2(d, x, y, [](auto u, auto v) { return libm(u, v); }); \
  }
#endif

// The SLEEF variant of each is the one PyTorch 1.13's Vectorized<float>
// calls (u10: 1.0 ULP; hypot u05; erfc u15, 1.5 ULP).
YATEN_VECTOR_FUNCTION_1(Exp, exp, u10, std::exp)
YATEN_VECTOR_FUNCTION_1(Expm1, expm1, u10, std::expm1)
YATEN_VECTOR_FUNCTION_1(Exp2, exp2, u10, std::exp2)
YATEN_VECTOR_FUNCTION_1(Log, log, u10, std::log)
YATEN_VECTOR_FUNCTION_1(Log2, log2, u10, std::log2)
YATEN_VECTOR_FUNCTION_1(Log10, log10, u10, std::log10)
YATEN_VECTOR_FUNCTION_1(Log1p, log1p, u10, std::log1p)
YATEN_VECTOR_FUNCTION_1(Sin, sin, u10, std::sin)
YATEN_VECTOR_FUNCTION_1(Cos, cos, u10, std::cos)
YATEN_VECTOR_FUNCTION_1(Tan, tan, u10, std::tan)
YATEN_VECTOR_FUNCTION_1(Asin, asin, u10, std::asin)
YATEN_VECTOR_FUNCTION_1(Acos, acos, u10, std::acos)
YATEN_VECTOR_FUNCTION_1(Atan, atan, u10, std::atan)
YATEN_VECTOR_FUNCTION_1(SleefAsinh, asinh, u10, std::asinh)
YATEN_VECTOR_FUNCTION_1(SleefAcosh, acosh, u10, std::acosh)
YATEN_VECTOR_FUNCTION_1(Atanh, atanh, u10, std::atanh)
YATEN_VECTOR_FUNCTION_1(Sinh, sinh, u10, std::sinh)
YATEN_VECTOR_FUNCTION_1(Cosh, cosh, u10, std::cosh)
YATEN_VECTOR_FUNCTION_1(Tanh, tanh, u10, std::tanh)
YATEN_VECTOR_FUNCTION_1(Erf, erf, u10, std::erf)
YATEN_VECTOR_FUNCTION_1(Erfc, erfc, u15, std::erfc)
YATEN_VECTOR_FUNCTION_2(Pow, pow, u10, std::pow)
YATEN_VECTOR_FUNCTION_2(Atan2, atan2, u10, std::atan2)
YATEN_VECTOR_FUNCTION_2(Hypot, hypot, u05, std::hypot)

#undef YATEN_VECTOR_FUNCTION_1
#undef YATEN_VECTOR_FUNCTION_2

// SLEEF's asinh and acosh give inf beyond |x| = 1.8e19 (float) and 1.3e154
// (double); a vector with a lane that far out is computed by libm lane by
// lane (torch 1.13 computes these two with libm throughout).
template <class D, class V, class Sleef, class Libm>
HWY_INLINE V WithinSleefRange(D d, V x, Sleef sleef, Libm libm) {
  using T = hn::TFromD<D>;
  const T limit = sizeof(T) == 8 ? T(1e150) : T(1e18);
  if (!hn::AllFalse(d, hn::Gt(hn::Abs(x), hn::Set(d, limit)))) return PerLane(d, x, libm);
  return sleef(d, x);
}
template <class D, class V>
HWY_INLINE V Asinh(D d, V x) {
  return WithinSleefRange(d, x, [](D dd, V v) { return SleefAsinh(dd, v); }, [](auto u) { return std::asinh(u); });
}
template <class D, class V>
HWY_INLINE V Acosh(D d, V x) {
  return WithinSleefRange(d, x, [](D dd, V v) { return SleefAcosh(dd, v); }, [](auto u) { return std::acosh(u); });
}

// erf for the kernels where it feeds a product (gelu and its gradient):
// absolute error below 1.5e-7, the bound of torch's own vectorised erf, at a
// fraction of SLEEF's u10 cost. float: below |x| = 2.2, x times a polynomial
// of degree 10 in t = (x^2 - 2.42) / 2.42 (fitted here to erf by iterated
// weighted least squares; 2.5e-9 off in exact arithmetic, 1.5e-7 evaluated in
// float); above, Abramowitz & Stegun's 7.1.26 rational form times exp(-x^2),
// computed only for a vector with a lane there (few, for data of unit scale).
// double: SLEEF's.
template <class D, class V>
HWY_INLINE V ErfGelu(D d, V x) {
  using T = hn::TFromD<D>;
  if constexpr (sizeof(T) == 8) {
    return Erf(d, x);
  } else {
    const V one = hn::Set(d, 1.0f), a = hn::Abs(x), z = hn::Mul(x, x);
    const auto inner = hn::Lt(a, hn::Set(d, 2.2f));
    const V u = hn::Mul(hn::Sub(z, hn::Set(d, 2.42f)), hn::Set(d, 0.41322315f));
    V p = hn::Set(d, 1.158485884e-05f);
    for (float c : {-5.942721691e-05f, 2.298758918e-04f, -8.836591733e-04f, 3.109530080e-03f, -9.704805911e-03f,
                    2.671311609e-02f, -6.438626349e-02f, 1.360254139e-01f, -2.623060644e-01f, 6.249493957e-01f})
      p = hn::MulAdd(p, u, hn::Set(d, c));
    const V small = hn::Mul(x, p);
    if (hn::AllTrue(d, inner)) return small;
    const V t = hn::Div(one, hn::MulAdd(hn::Set(d, 0.3275911f), a, one));
    V q = hn::Set(d, 1.061405429f);
    for (float c : {-1.453152027f, 1.421413741f, -0.284496736f, 0.254829592f}) q = hn::MulAdd(q, t, hn::Set(d, c));
    const V large = hn::CopySign(hn::NegMulAdd(hn::Mul(q, t), Exp(d, hn::Neg(z)), one), x);
    return hn::IfThenElse(inner, small, large);
  }
}

// 1 / (1 + e^-x): e^-x overflows to inf for x < -88 and the quotient is 0, as it should be.
template <class D, class V>
HWY_INLINE V Sigmoid(D d, V x) {
  const V one = hn::Set(d, hn::TFromD<D>(1));
  return hn::Div(one, hn::Add(one, Exp(d, hn::Neg(x))));
}

}  // namespace yaten::simd::HWY_NAMESPACE
HWY_AFTER_NAMESPACE();

#endif  // per-target include guard
