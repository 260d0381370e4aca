// The unary family's pointwise functors (ops.yaml `pointwise: {functor: ...}`):
// for each op a scalar form and, where one pays, a vector form written once
// for any width (see runtime/simd/rows-inl.h). Included by the generated
// generated/runtime/pointwise_unary.cpp once per CPU target.
#if defined(YATEN_KERNELS_UNARY_FUNCTORS_INL_H_) == defined(HWY_TARGET_TOGGLE)
#ifdef YATEN_KERNELS_UNARY_FUNCTORS_INL_H_
#undef YATEN_KERNELS_UNARY_FUNCTORS_INL_H_
#else
#define YATEN_KERNELS_UNARY_FUNCTORS_INL_H_
#endif

#include <cmath>
#include <type_traits>

#include <hwy/highway.h>
#include "runtime/simd/vector_math-inl.h"

HWY_BEFORE_NAMESPACE();
namespace yaten::kernels::HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;
namespace vm = yaten::simd::HWY_NAMESPACE;

// A functor whose vector form is the vector_math-inl.h function of the same name.
#define YATEN_MATH_FUNCTOR(Name, libm)                                 \
  template <class T>                                                   \
  struct Name {                                                        \
    static constexpr bool kVector = true;                              \
    T scalar(T x) const { return static_cast<T>(libm(x)); }            \
    template <class D, class V>                                        \
    V vector(D d, V x) const { return vm::Name(d, x); }                \
  };

YATEN_MATH_FUNCTOR(Exp, std::exp)
YATEN_MATH_FUNCTOR(Expm1, std::expm1)
YATEN_MATH_FUNCTOR(Log, std::log)
YATEN_MATH_FUNCTOR(Log2, std::log2)
YATEN_MATH_FUNCTOR(Log10, std::log10)
YATEN_MATH_FUNCTOR(Log1p, std::log1p)
YATEN_MATH_FUNCTOR(Sin, std::sin)
YATEN_MATH_FUNCTOR(Cos, std::cos)
YATEN_MATH_FUNCTOR(Tan, std::tan)
YATEN_MATH_FUNCTOR(Asin, std::asin)
YATEN_MATH_FUNCTOR(Acos, std::acos)
YATEN_MATH_FUNCTOR(Atan, std::atan)
YATEN_MATH_FUNCTOR(Asinh, std::asinh)
YATEN_MATH_FUNCTOR(Acosh, std::acosh)
YATEN_MATH_FUNCTOR(Atanh, std::atanh)
YATEN_MATH_FUNCTOR(Sinh, std::sinh)
YATEN_MATH_FUNCTOR(Cosh, std::cosh)
YATEN_MATH_FUNCTOR(Tanh, std::tanh)
YATEN_MATH_FUNCTOR(Erf, std::erf)
#undef YATEN_MATH_FUNCTOR

template <class T>
struct Sigmoid {
  static constexpr bool kVector = true;
  T scalar(T x) const { return T(1) / (T(1) + std::exp(-x)); }
  template <class D, class V>
  V vector(D d, V x) const { return vm::Sigmoid(d, x); }
};

template <class T>
struct Sqrt {
  static constexpr bool kVector = true;
  T scalar(T x) const { return std::sqrt(x); }
  template <class D, class V>
  V vector(D, V x) const { return hn::Sqrt(x); }
};

// 1 / sqrt(x), two roundings as torch's (not the approximate rsqrt instruction).
template <class T>
struct Rsqrt {
  static constexpr bool kVector = true;
  T scalar(T x) const { return T(1) / std::sqrt(x); }
  template <class D, class V>
  V vector(D d, V x) const { return hn::Div(hn::Set(d, T(1)), hn::Sqrt(x)); }
};

template <class T>
struct Reciprocal {
  static constexpr bool kVector = true;
  T scalar(T x) const { return T(1) / x; }
  template <class D, class V>
  V vector(D d, V x) const { return hn::Div(hn::Set(d, T(1)), x); }
};

template <class T>
struct Neg {
  static constexpr bool kVector = true;
  T scalar(T x) const { return static_cast<T>(-x); }
  template <class D, class V>
  V vector(D, V x) const { return hn::Neg(x); }
};

template <class T>
struct Abs {
  static constexpr bool kVector = true;
  T scalar(T x) const {
    if constexpr (std::is_unsigned_v<T>) return x;
    else if constexpr (std::is_floating_point_v<T>) return std::fabs(x);  // abs(-0.0) is +0.0
    else return x < 0 ? static_cast<T>(-x) : x;
  }
  template <class D, class V>
  V vector(D, V x) const { return hn::Abs(x); }
};

template <class T>
struct Square {
  static constexpr bool kVector = true;
  T scalar(T x) const { return static_cast<T>(x * x); }
  template <class D, class V>
  V vector(D, V x) const { return hn::Mul(x, x); }
};

// max(x, 0), NaN kept.
template <class T>
struct Relu {
  static constexpr bool kVector = true;
  T scalar(T x) const { return !(x <= T(0)) ? x : T(0); }
  template <class D, class V>
  V vector(D d, V x) const { return hn::IfThenZeroElse(hn::Le(x, hn::Zero(d)), x); }
};

// -1, 0 or 1 (bool: itself; NaN and -0.0 give 0, as torch's sign).
template <class T>
struct Sign {
  T scalar(T x) const {
    if constexpr (std::is_same_v<T, bool>) return x;
    else if constexpr (std::is_unsigned_v<T>) return static_cast<T>(x > 0);
    else return static_cast<T>((T(0) < x) - (x < T(0)));
  }
};

// Rounding; of an integer, the value itself (torch returns a copy).
#define YATEN_ROUNDING_FUNCTOR(Name, libm, hwy_op)                            \
  template <class T>                                                          \
  struct Name {                                                               \
    static constexpr bool kVector = true;                                     \
    T scalar(T x) const {                                                     \
      if constexpr (std::is_floating_point_v<T>) return libm(x); else return x; \
    }                                                                         \
    template <class D, class V>                                               \
    V vector(D, V x) const { return hn::hwy_op(x); }                          \
  };

YATEN_ROUNDING_FUNCTOR(Floor, std::floor, Floor)
YATEN_ROUNDING_FUNCTOR(Ceil, std::ceil, Ceil)
YATEN_ROUNDING_FUNCTOR(Round, std::nearbyint, Round)  // halves to even, both forms
YATEN_ROUNDING_FUNCTOR(Trunc, std::trunc, Trunc)
#undef YATEN_ROUNDING_FUNCTOR

template <class T>
struct LogicalNot {
  bool scalar(T x) const { return !static_cast<bool>(x); }
};

template <class T>
struct BitwiseNot {
  T scalar(T x) const {
    if constexpr (std::is_same_v<T, bool>) return !x;
    else return static_cast<T>(~x);
  }
};

}  // namespace yaten::kernels::HWY_NAMESPACE
HWY_AFTER_NAMESPACE();

#endif  // per-target include guard
