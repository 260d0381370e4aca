// The binary family's pointwise functors (ops.yaml `pointwise: {functor: ...}`):
// a scalar form and, where one pays, a vector form written once for any width
// (see runtime/simd/rows-inl.h). A functor that takes the op's numbers holds
// them as members (add's alpha). Included by the generated
// generated/runtime/pointwise_binary.cpp once per CPU target.
#if defined(YATEN_KERNELS_BINARY_FUNCTORS_INL_H_) == defined(HWY_TARGET_TOGGLE)
#ifdef YATEN_KERNELS_BINARY_FUNCTORS_INL_H_
#undef YATEN_KERNELS_BINARY_FUNCTORS_INL_H_
#else
#define YATEN_KERNELS_BINARY_FUNCTORS_INL_H_
#endif

#include <cmath>
#include <type_traits>

#include <hwy/highway.h>
#include "runtime/simd/vector_math-inl.h"

HWY_BEFORE_NAMESPACE();
namespace yaten::kernels::HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;
namespace vm = yaten::simd::HWY_NAMESPACE;

template <class T>
struct Add {
  static constexpr bool kVector = true;
  T alpha;
  T scalar(T x, T y) const {
    if constexpr (std::is_same_v<T, bool>) return x || (alpha && y);
    else return static_cast<T>(x + alpha * y);
  }
  template <class D, class V>
  V vector(D d, V x, V y) const { return hn::MulAdd(hn::Set(d, alpha), y, x); }
};

template <class T>
struct Sub {
  static constexpr bool kVector = true;
  T alpha;
  T scalar(T x, T y) const { return static_cast<T>(x - alpha * y); }
  template <class D, class V>
  V vector(D d, V x, V y) const { return hn::NegMulAdd(hn::Set(d, alpha), y, x); }
};

template <class T>
struct Mul {
  static constexpr bool kVector = true;
  T scalar(T x, T y) const {
    if constexpr (std::is_same_v<T, bool>) return x && y;
    else return static_cast<T>(x * y);
  }
  template <class D, class V>
  V vector(D, V x, V y) const { return hn::Mul(x, y); }
};

template <class T>
struct Div {
  static constexpr bool kVector = true;
  T scalar(T x, T y) const { return x / y; }
  template <class D, class V>
  V vector(D, V x, V y) const { return hn::Div(x, y); }
};

// Integers by squaring (negative exponents are refused before: check_pow).
template <class T>
struct Pow {
  static constexpr bool kVector = true;
  T scalar(T base, T exp) const {
    if constexpr (std::is_integral_v<T>) {
      T result = 1;
      while (exp > 0) {
        if (exp & 1) result = static_cast<T>(result * base);
        base = static_cast<T>(base * base);
        exp = static_cast<T>(exp >> 1);
      }
      return result;
    } else {
      return std::pow(base, exp);
    }
  }
  template <class D, class V>
  V vector(D d, V x, V y) const { return vm::Pow(d, x, y); }
};

// NaN wins; otherwise the larger (of equal ones, y: max(+0, -0) is -0, as torch's).
template <class T>
struct Maximum {
  static constexpr bool kVector = true;
  T scalar(T x, T y) const {
    if constexpr (std::is_floating_point_v<T>) {
      if (x != x) return x;
      if (y != y) return y;
    }
    return x > y ? x : y;
  }
  template <class D, class V>
  V vector(D, V x, V y) const {
    return hn::IfThenElse(hn::IsNaN(x), x, hn::IfThenElse(hn::IsNaN(y), y, hn::IfThenElse(hn::Gt(x, y), x, y)));
  }
};

template <class T>
struct Minimum {
  static constexpr bool kVector = true;
  T scalar(T x, T y) const {
    if constexpr (std::is_floating_point_v<T>) {
      if (x != x) return x;
      if (y != y) return y;
    }
    return x < y ? x : y;
  }
  template <class D, class V>
  V vector(D, V x, V y) const {
    return hn::IfThenElse(hn::IsNaN(x), x, hn::IfThenElse(hn::IsNaN(y), y, hn::IfThenElse(hn::Lt(x, y), x, y)));
  }
};

template <class T>
struct Atan2 {
  static constexpr bool kVector = true;
  T scalar(T x, T y) const { return std::atan2(x, y); }
  template <class D, class V>
  V vector(D d, V x, V y) const { return vm::Atan2(d, x, y); }
};

template <class T>
struct Hypot {
  static constexpr bool kVector = true;
  T scalar(T x, T y) const { return std::hypot(x, y); }
  template <class D, class V>
  V vector(D d, V x, V y) const { return vm::Hypot(d, x, y); }
};

// Python's %: the sign of the divisor. Integer division by zero is refused
// before the loop (check_remainder); x % -1 is 0 without the trap INT_MIN % -1 is.
template <class T>
struct Remainder {
  T scalar(T x, T y) const {
    if constexpr (std::is_floating_point_v<T>) {
      T r = std::fmod(x, y);
      return (r != 0 && ((r < 0) != (y < 0))) ? r + y : r;
    } else {
      if (y == 0) return T(0);
      if constexpr (std::is_signed_v<T>) if (y == T(-1)) return T(0);
      T r = static_cast<T>(x % y);
      if constexpr (std::is_signed_v<T>) if (r != 0 && ((r < 0) != (y < 0))) r = static_cast<T>(r + y);
      return r;
    }
  }
};

// C's fmod: the sign of the dividend.
template <class T>
struct Fmod {
  T scalar(T x, T y) const {
    if constexpr (std::is_floating_point_v<T>) {
      return std::fmod(x, y);
    } else {
      if (y == 0) return T(0);
      if constexpr (std::is_signed_v<T>) if (y == T(-1)) return T(0);
      return static_cast<T>(x % y);
    }
  }
};

// Python's //. Integers: rounds towards minus infinity (y != 0, refused
// before). Floats: the quotient of x - fmod(x, y), rounded to the nearest
// integer, so that x // y * y + x % y stays x; x // 0 is x / 0.
template <class T>
struct FloorDivide {
  T scalar(T x, T y) const {
    if constexpr (std::is_floating_point_v<T>) {
      if (y == 0) return x / y;
      T mod = std::fmod(x, y);
      T quotient = (x - mod) / y;
      if (mod != 0 && ((y < 0) != (mod < 0))) quotient -= 1;
      if (quotient == 0) return std::copysign(T(0), x / y);
      T floored = std::floor(quotient);
      return quotient - floored > T(0.5) ? floored + 1 : floored;
    } else if constexpr (std::is_signed_v<T>) {
      if (y == 0) return T(0);
      if (y == T(-1)) return static_cast<T>(T(0) - static_cast<std::make_unsigned_t<T>>(x));  // INT_MIN / -1 traps
      T q = static_cast<T>(x / y);
      return (x % y != 0 && ((x < 0) != (y < 0))) ? T(q - 1) : q;
    } else {
      return y == 0 ? T(0) : static_cast<T>(x / y);
    }
  }
};

// self + weight * (end - self).
template <class T>
struct Lerp {
  static constexpr bool kVector = true;
  T weight;
  T scalar(T a, T b) const { return a + weight * (b - a); }
  template <class D, class V>
  V vector(D d, V a, V b) const { return hn::MulAdd(hn::Set(d, weight), hn::Sub(b, a), a); }
};

// self + value * t1 * t2 and self + value * t1 / t2, in torch's order of
// the operations (the product with value first), so results match its bits.
template <class T>
struct Addcmul {
  static constexpr bool kVector = true;
  T value;
  T scalar(T self, T t1, T t2) const { return self + value * t1 * t2; }
  template <class D, class V>
  V vector(D d, V self, V t1, V t2) const { return hn::Add(self, hn::Mul(hn::Mul(hn::Set(d, value), t1), t2)); }
};

template <class T>
struct Addcdiv {
  static constexpr bool kVector = true;
  T value;
  T scalar(T self, T t1, T t2) const { return self + value * t1 / t2; }
  template <class D, class V>
  V vector(D d, V self, V t1, V t2) const { return hn::Add(self, hn::Div(hn::Mul(hn::Set(d, value), t1), t2)); }
};

// grad where self > threshold, else 0; NaN in self passes grad.
template <class T>
struct ThresholdBackward {
  static constexpr bool kVector = true;
  T threshold;
  T scalar(T g, T x) const { return x <= threshold ? T(0) : g; }
  template <class D, class V>
  V vector(D d, V g, V x) const { return hn::IfThenZeroElse(hn::Le(x, hn::Set(d, threshold)), g); }
};

template <class T>
struct LogicalAnd {
  bool scalar(T x, T y) const { return static_cast<bool>(x) && static_cast<bool>(y); }
};
template <class T>
struct LogicalOr {
  bool scalar(T x, T y) const { return static_cast<bool>(x) || static_cast<bool>(y); }
};
template <class T>
struct LogicalXor {
  bool scalar(T x, T y) const { return static_cast<bool>(x) != static_cast<bool>(y); }
};

template <class T>
struct BitwiseAnd {
  T scalar(T x, T y) const { return static_cast<T>(x & y); }
};
template <class T>
struct BitwiseOr {
  T scalar(T x, T y) const { return static_cast<T>(x | y); }
};
template <class T>
struct BitwiseXor {
  T scalar(T x, T y) const { return static_cast<T>(x ^ y); }
};

// Shifts are defined for every amount (C++ leaves negative and too-wide ones
// undefined, and torch 1.13 returns whatever the CPU does): as later PyTorch
// versions define them, shifting left by those gives 0, right the sign fill.
template <class T>
struct LeftShift {
  T scalar(T x, T n) const {
    constexpr T width = sizeof(T) * 8;
    if (n < 0 || n >= width) return T(0);
    return static_cast<T>(static_cast<std::make_unsigned_t<T>>(x) << n);
  }
};
template <class T>
struct RightShift {
  T scalar(T x, T n) const {
    constexpr T width = sizeof(T) * 8;
    if (n < 0 || n >= width) return x < 0 ? T(-1) : T(0);
    return static_cast<T>(x >> n);
  }
};

}  // namespace yaten::kernels::HWY_NAMESPACE
HWY_AFTER_NAMESPACE();

#endif  // per-target include guard
