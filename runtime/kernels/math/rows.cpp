// The math rows declared in rows.h, each a functor with a scalar and a
// vector form (runtime/simd/rows-inl.h): this file is compiled once per CPU
// target (Highway's foreach_target).
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "runtime/kernels/math/rows.cpp"
#include <hwy/foreach_target.h>  // IWYU pragma: keep

#include <algorithm>
#include <cmath>

#include <hwy/highway.h>
#include "runtime/kernels/math/rows.h"
#include "runtime/simd/rows-inl.h"
#include "runtime/simd/vector_math-inl.h"

HWY_BEFORE_NAMESPACE();
namespace yaten::kernels::math::HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;
namespace vm = yaten::simd::HWY_NAMESPACE;

template <class T>
struct Exp2 {
  static constexpr bool kVector = true;
  T scalar(T x) const { return std::exp2(x); }
  template <class D, class V>
  V vector(D d, V x) const { return vm::Exp2(d, x); }
};

template <class T>
struct Erfc {
  static constexpr bool kVector = true;
  T scalar(T x) const { return std::erfc(x); }
  template <class D, class V>
  V vector(D d, V x) const { return vm::Erfc(d, x); }
};

// max(a, b) + log(1 + base^-|a - b|) / log(base); equal infinities give
// themselves, a NaN gives NaN.
template <class T, bool Base2>
struct LogAddExpBase {
  static constexpr bool kVector = true;
  static constexpr T kLn2 = T(0.6931471805599453);
  T scalar(T a, T b) const {
    const T m = std::max(a, b);
    if (std::isinf(m) && a == b) return m;
    if (std::isnan(a) || std::isnan(b)) return a + b;
    const T d = -std::fabs(a - b);
    return Base2 ? m + std::log1p(std::exp2(d)) / kLn2 : m + std::log1p(std::exp(d));
  }
  template <class D, class V>
  V vector(D d, V a, V b) const {
    const V m = hn::Max(a, b);
    const V diff = hn::Neg(hn::Abs(hn::Sub(a, b)));
    const V r = Base2 ? hn::Add(m, hn::Div(vm::Log1p(d, vm::Exp2(d, diff)), hn::Set(d, kLn2)))
                      : hn::Add(m, vm::Log1p(d, vm::Exp(d, diff)));
    const V same_inf = hn::IfThenElse(hn::And(hn::IsInf(m), hn::Eq(a, b)), m, r);
    return hn::IfThenElse(hn::Or(hn::IsNaN(a), hn::IsNaN(b)), hn::Add(a, b), same_inf);
  }
};
template <class T>
using LogAddExp = LogAddExpBase<T, false>;
template <class T>
using LogAddExp2 = LogAddExpBase<T, true>;

YATEN_FLOATING_ROW_TABLE(YATEN_MATH_ROWS)

}  // namespace yaten::kernels::math::HWY_NAMESPACE
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
namespace yaten::kernels::math {

YATEN_EXPORT_ROW_TABLE()

}  // namespace yaten::kernels::math
#endif  // HWY_ONCE
