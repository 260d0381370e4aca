// Elementwise functions of two (or three) tensors, with broadcasting and
// PyTorch's type promotion; Python numbers arrive as wrapped numbers.
#include <cmath>
#include <type_traits>

#include "generated/runtime/kernels/eq.h"
#include "generated/runtime/kernels/ge.h"
#include "generated/runtime/kernels/gt.h"
#include "generated/runtime/kernels/le.h"
#include "generated/runtime/kernels/lt.h"
#include "generated/runtime/kernels/max.h"
#include "generated/runtime/kernels/min.h"
#include "generated/runtime/kernels/ne.h"
#include "generated/runtime/kernels_binary.h"
#include "runtime/error.h"
#include "runtime/kernels/common.h"

namespace yaten::kernels {

namespace {

// Promotes both inputs to `compute` and applies f, producing `out_dtype`
// (into `into` when it can: see elementwise_output).
template <typename Out, typename T, typename F>
Tensor promoted(const Tensor& a, const Tensor& b, ScalarType compute, ScalarType out_dtype, const char* op_name,
                const F& f, const Tensor& into) {
  return binary_map<Out, T>(to_dtype(a, compute), to_dtype(b, compute), out_dtype, op_name, f, into);
}

template <typename F>
Tensor arithmetic(const Tensor& a, const Tensor& b, const Tensor& into, const char* op_name, const F& f) {
  ScalarType t = result_type({&a, &b});
  return YATEN_DISPATCH_ALL(t, op_name, [&] { return promoted<scalar_t, scalar_t>(a, b, t, t, op_name, f, into); });
}

// As arithmetic, with a number converted once to the computed type: f(x, y, number).
template <typename F>
Tensor arithmetic_with(const Tensor& a, const Tensor& b, const Scalar& number, const Tensor& into, const char* op_name,
                       const F& f) {
  ScalarType t = result_type({&a, &b});
  return YATEN_DISPATCH_ALL(t, op_name, [&] {
    const scalar_t n = number.to<scalar_t>();
    return promoted<scalar_t, scalar_t>(a, b, t, t, op_name, [&f, n](scalar_t x, scalar_t y) { return f(x, y, n); },
                                        into);
  });
}

// Float16 only for the ops torch 1.13 runs on it (WithHalf).
template <bool WithHalf, typename F>
Tensor floating(const Tensor& a, const Tensor& b, const Tensor& into, const char* op_name, const F& f) {
  ScalarType t = result_type({&a, &b});
  if (!is_floating(t)) t = default_float_dtype();
  return dispatch_floating<WithHalf>(t, op_name, [&](auto zero) {
    using scalar_t = decltype(zero);
    return promoted<scalar_t, scalar_t>(a, b, t, t, op_name, f, into);
  });
}

template <typename F>
Tensor comparison(const Tensor& a, const Tensor& b, const Tensor& into, const char* op_name, const F& f) {
  ScalarType t = result_type({&a, &b});
  return YATEN_DISPATCH_ALL(t, op_name, [&] {
    return promoted<bool, scalar_t>(a, b, t, ScalarType::Bool, op_name, f, into);
  });
}

void check_alpha(const Tensor& a, const Tensor& b, const Scalar& alpha, const char* op_name) {
  ScalarType t = result_type({&a, &b});
  YATEN_CHECK(is_floating(t) || !alpha.is_floating(), op_name,
              ": For integral input tensors, argument alpha must not be a floating point number.");
  YATEN_CHECK(t != ScalarType::Bool || alpha.is_bool() || alpha.to_int() == 1 || alpha.to_int() == 0, op_name,
              ": Boolean alpha only supported for Boolean results.");
}

// Integer division by zero is an error; checked up front because kernels
// must not throw from inside a parallel loop.
void check_no_integer_zero(const Tensor& a, const Tensor& b, const char* op_name) {
  ScalarType t = result_type({&a, &b});
  if (is_floating(t)) return;
  Tensor divisor = contiguous(to_dtype(b, ScalarType::Int64));
  const int64_t* p = divisor.data<int64_t>();
  for (int64_t i = 0; i < divisor.numel(); ++i)
    YATEN_CHECK(p[i] != 0, op_name, ": ZeroDivisionError");
}

template <typename T>
T integer_pow(T base, T exp) {
  if constexpr (std::is_integral_v<T>) {
    T result = 1;
    while (exp > 0) {
      if (exp & 1) result *= base;
      base *= base;
      exp >>= 1;
    }
    return result;
  } else {
    return std::pow(base, exp);
  }
}

}  // namespace

Tensor add(const Tensor& self, const Tensor& other, const Scalar& alpha, const Tensor& into) {
  check_alpha(self, other, alpha, "add");
  if (alpha.equals(1)) return arithmetic(self, other, into, "add", [](auto x, auto y) { return x + y; });
  return arithmetic_with(self, other, alpha, into, "add", [](auto x, auto y, auto a) { return x + a * y; });
}

Tensor sub(const Tensor& self, const Tensor& other, const Scalar& alpha, const Tensor& into) {
  YATEN_CHECK(self.dtype() != ScalarType::Bool && other.dtype() != ScalarType::Bool,
              "sub: Subtraction, the `-` operator, with a bool tensor is not supported. If you are trying to invert a "
              "mask, use the `~` or `logical_not()` operator instead.");
  check_alpha(self, other, alpha, "sub");
  if (alpha.equals(1)) return arithmetic(self, other, into, "sub", [](auto x, auto y) { return x - y; });
  return arithmetic_with(self, other, alpha, into, "sub", [](auto x, auto y, auto a) { return x - a * y; });
}

Tensor mul(const Tensor& self, const Tensor& other, const Tensor& into) {
  return arithmetic(self, other, into, "mul", [](auto x, auto y) {
    if constexpr (std::is_same_v<decltype(x), bool>) return x && y; else return x * y;
  });
}

Tensor div(const Tensor& self, const Tensor& other, const Tensor& into) {
  return floating<true>(self, other, into, "div", [](auto x, auto y) { return x / y; });
}

Tensor pow(const Tensor& self, const Tensor& exponent, const Tensor& into) {
  ScalarType t = result_type({&self, &exponent});
  if (!is_floating(t)) {
    if (t == ScalarType::Bool) t = ScalarType::Int64;
    Tensor e = to_dtype(exponent, ScalarType::Int64);
    bool negative = false;
    const int64_t* p = nullptr;
    Tensor ec = contiguous(e);
    p = ec.data<int64_t>();
    for (int64_t i = 0; i < ec.numel(); ++i) negative = negative || p[i] < 0;
    YATEN_CHECK(!negative, "pow: Integers to negative integer powers are not allowed.");
    return YATEN_DISPATCH_NUMERIC(t, "pow", [&] {
      return promoted<scalar_t, scalar_t>(self, exponent, t, t, "pow",
                                          [](scalar_t x, scalar_t y) { return integer_pow(x, y); }, into);
    });
  }
  return floating<true>(self, exponent, into, "pow", [](auto x, auto y) { return std::pow(x, y); });
}

Tensor maximum(const Tensor& self, const Tensor& other, const Tensor& into) {
  return arithmetic(self, other, into, "maximum", [](auto x, auto y) {
    if constexpr (is_floating_type_v<decltype(x)>) {
      if (x != x) return x;
      if (y != y) return y;
    }
    return x > y ? x : y;
  });
}

Tensor minimum(const Tensor& self, const Tensor& other, const Tensor& into) {
  return arithmetic(self, other, into, "minimum", [](auto x, auto y) {
    if constexpr (is_floating_type_v<decltype(x)>) {
      if (x != x) return x;
      if (y != y) return y;
    }
    return x < y ? x : y;
  });
}

Tensor max_other(const Tensor& self, const Tensor& other) { return maximum(self, other, Tensor()); }
Tensor min_other(const Tensor& self, const Tensor& other) { return minimum(self, other, Tensor()); }

Tensor atan2(const Tensor& self, const Tensor& other, const Tensor& into) {
  return floating<false>(self, other, into, "atan2", [](auto x, auto y) { return std::atan2(x, y); });
}

Tensor hypot(const Tensor& self, const Tensor& other, const Tensor& into) {
  ScalarType t = result_type({&self, &other});
  YATEN_CHECK(is_floating(t), "hypot: expected floating point tensors, got ", dtype_name(t));
  return YATEN_DISPATCH_CASES(t, "hypot", YATEN_CASES_FLOATING_AND_BFLOAT16, [&] {
    return promoted<scalar_t, scalar_t>(self, other, t, t, "hypot", [](scalar_t x, scalar_t y) { return std::hypot(x, y); }, into);
  });
}

Tensor remainder(const Tensor& self, const Tensor& other, const Tensor& into) {
  check_no_integer_zero(self, other, "remainder");
  return arithmetic(self, other, into, "remainder", [](auto x, auto y) {
    using T = decltype(x);
    if constexpr (is_floating_type_v<T>) {
      T r = std::fmod(x, y);
      return (r != 0 && ((r < 0) != (y < 0))) ? static_cast<T>(r + y) : r;
    } else if constexpr (std::is_same_v<T, bool>) {
      return false;
    } else {
      if (y == 0) return T(0);  // refused before the loop: see check_no_integer_zero
      // x % -1 is 0, but the CPU traps on INT_MIN % -1 (the quotient overflows).
      if constexpr (std::is_signed_v<T>) if (y == T(-1)) return T(0);
      T r = x % y;
      if constexpr (std::is_signed_v<T>) {
        if (r != 0 && ((r < 0) != (y < 0))) r += y;
      }
      return r;
    }
  });
}

Tensor fmod(const Tensor& self, const Tensor& other, const Tensor& into) {
  check_no_integer_zero(self, other, "fmod");
  return arithmetic(self, other, into, "fmod", [](auto x, auto y) {
    using T = decltype(x);
    if constexpr (is_floating_type_v<T>) {
      return std::fmod(x, y);
    } else if constexpr (std::is_same_v<T, bool>) {
      return false;
    } else {
      if (y == 0) return T(0);  // refused before the loop: see check_no_integer_zero
      if constexpr (std::is_signed_v<T>) if (y == T(-1)) return T(0);  // INT_MIN % -1 traps
      return static_cast<T>(x % y);
    }
  });
}

namespace {

// PyTorch's lerp neither promotes nor converts: self, end and a weight
// tensor share one floating dtype; Python numbers adopt it.
void check_lerp_dtypes(const Tensor& self, const Tensor& end, const Tensor* weight) {
  YATEN_CHECK(is_floating(self.dtype()), "lerp: expected a floating point tensor, got ", dtype_name(self.dtype()));
  YATEN_CHECK(self.dtype() == end.dtype() || end.impl()->is_wrapped_number(), "lerp: expected dtype ",
              dtype_name(self.dtype()), " for `end` but got dtype ", dtype_name(end.dtype()));
  YATEN_CHECK(weight == nullptr || self.dtype() == weight->dtype() || weight->impl()->is_wrapped_number(),
              "lerp: expected dtype ", dtype_name(self.dtype()), " for `weight` but got dtype ",
              dtype_name(weight ? weight->dtype() : self.dtype()));
}

}  // namespace

Tensor lerp_Tensor(const Tensor& self, const Tensor& end, const Tensor& weight, const Tensor& into) {
  check_lerp_dtypes(self, end, &weight);
  ScalarType t = self.dtype();
  Tensor e = to_dtype(end, t), w = to_dtype(weight, t);
  DimVector shape = broadcast_shapes(broadcast_shapes(self.sizes(), e.sizes(), "lerp"), w.sizes(), "lerp");
  Tensor out = elementwise_output(into, shape, t, {&self, &e, &w}, "lerp");
  YATEN_DISPATCH_CASES(t, "lerp", YATEN_CASES_FLOATING_AND_BFLOAT16, [&] {
    map_elementwise<scalar_t, scalar_t, scalar_t, scalar_t>(
        out, {out.strides(), broadcast_strides(self, shape), broadcast_strides(e, shape), broadcast_strides(w, shape)},
        {out.data<char>(), self.data<char>(), e.data<char>(), w.data<char>()},
        [](scalar_t a, scalar_t b, scalar_t c) { return a + c * (b - a); });
  });
  return out;
}

Tensor lerp_Scalar(const Tensor& self, const Tensor& end, const Scalar& weight, const Tensor& into) {
  check_lerp_dtypes(self, end, nullptr);
  ScalarType t = self.dtype();
  return YATEN_DISPATCH_CASES(t, "lerp", YATEN_CASES_FLOATING_AND_BFLOAT16, [&] {
    scalar_t w = weight.to<scalar_t>();
    return promoted<scalar_t, scalar_t>(self, end, t, t, "lerp", [w](scalar_t a, scalar_t b) { return a + w * (b - a); }, into);
  });
}

Tensor threshold_backward(const Tensor& grad_output, const Tensor& self, const Scalar& threshold) {
  return arithmetic_with(grad_output, self, threshold, Tensor(), "threshold_backward",
                         [](auto g, auto x, auto t) { return x <= t ? decltype(g)(0) : g; });
}

Tensor logical_and(const Tensor& self, const Tensor& other, const Tensor& into) {
  return binary_map<bool, bool>(to_dtype(self, ScalarType::Bool), to_dtype(other, ScalarType::Bool), ScalarType::Bool,
                                "logical_and", [](bool x, bool y) { return x && y; }, into);
}

Tensor logical_or(const Tensor& self, const Tensor& other, const Tensor& into) {
  return binary_map<bool, bool>(to_dtype(self, ScalarType::Bool), to_dtype(other, ScalarType::Bool), ScalarType::Bool,
                                "logical_or", [](bool x, bool y) { return x || y; }, into);
}

Tensor logical_xor(const Tensor& self, const Tensor& other, const Tensor& into) {
  return binary_map<bool, bool>(to_dtype(self, ScalarType::Bool), to_dtype(other, ScalarType::Bool), ScalarType::Bool,
                                "logical_xor", [](bool x, bool y) { return x != y; }, into);
}

namespace {

// Integer (and, where torch allows, bool) operands only: a floating result
// type is refused with PyTorch's message naming its own kernel.
template <bool AllowBool, typename F>
Tensor integral(const Tensor& a, const Tensor& b, const Tensor& into, const char* op_name, const char* torch_kernel,
                const F& f) {
  ScalarType t = result_type({&a, &b});
  YATEN_CHECK(is_integral(t, AllowBool), op_name, ": \"", torch_kernel, "\" not implemented for '",
              torch_dtype_name(t), "'");
  return YATEN_DISPATCH_ALL(t, op_name, [&]() -> Tensor {
    if constexpr (std::is_integral_v<scalar_t> && (AllowBool || !std::is_same_v<scalar_t, bool>)) {
      return promoted<scalar_t, scalar_t>(a, b, t, t, op_name,
                                          [&f](scalar_t x, scalar_t y) { return static_cast<scalar_t>(f(x, y)); }, into);
    } else {
      return Tensor();  // refused above
    }
  });
}

// Shifts are defined for every amount (C++ leaves negative and too-wide ones
// undefined, and torch 1.13 returns whatever the CPU does): as later PyTorch
// versions define them, shifting left by those gives 0, right the sign fill.
template <typename T>
T shift_left(T x, T n) {
  constexpr T width = sizeof(T) * 8;
  if (n < 0 || n >= width) return T(0);
  return static_cast<T>(static_cast<std::make_unsigned_t<T>>(x) << n);
}

template <typename T>
T shift_right(T x, T n) {
  constexpr T width = sizeof(T) * 8;
  if (n < 0 || n >= width) return x < 0 ? T(-1) : T(0);
  return static_cast<T>(x >> n);
}

// Python's x // y for integers (rounds towards minus infinity); y != 0.
template <typename T>
T integer_floor_divide(T x, T y) {
  if constexpr (std::is_signed_v<T>) {
    if (y == T(-1)) return static_cast<T>(T(0) - static_cast<std::make_unsigned_t<T>>(x));  // INT_MIN / -1 traps
    T q = x / y;
    return (x % y != 0 && ((x < 0) != (y < 0))) ? T(q - 1) : q;
  } else {
    return y == 0 ? T(0) : static_cast<T>(x / y);
  }
}

// Python's x // y for floats: the quotient of x - fmod(x, y), rounded to the
// nearest integer, so that x // y * y + x % y stays x; division by zero
// gives x / 0 (inf or nan), as PyTorch.
template <typename T>
T float_floor_divide(T x, T y) {
  if (y == 0) return x / y;
  T mod = std::fmod(x, y);
  T quotient = (x - mod) / y;
  if (mod != 0 && ((y < 0) != (mod < 0))) quotient -= 1;
  if (quotient == 0) return std::copysign(T(0), x / y);
  T floored = std::floor(quotient);
  return quotient - floored > T(0.5) ? static_cast<T>(floored + 1) : floored;
}

}  // namespace

Tensor bitwise_and(const Tensor& self, const Tensor& other, const Tensor& into) {
  return integral<true>(self, other, into, "bitwise_and", "bitwise_and_cpu", [](auto x, auto y) { return x & y; });
}

Tensor bitwise_or(const Tensor& self, const Tensor& other, const Tensor& into) {
  return integral<true>(self, other, into, "bitwise_or", "bitwise_or_cpu", [](auto x, auto y) { return x | y; });
}

Tensor bitwise_xor(const Tensor& self, const Tensor& other, const Tensor& into) {
  return integral<true>(self, other, into, "bitwise_xor", "bitwise_xor_cpu", [](auto x, auto y) { return x ^ y; });
}

Tensor bitwise_left_shift(const Tensor& self, const Tensor& other, const Tensor& into) {
  return integral<false>(self, other, into, "bitwise_left_shift", "lshift_cpu",
                  [](auto x, auto y) { return shift_left(x, y); });
}

Tensor bitwise_right_shift(const Tensor& self, const Tensor& other, const Tensor& into) {
  return integral<false>(self, other, into, "bitwise_right_shift", "rshift_cpu",
                  [](auto x, auto y) { return shift_right(x, y); });
}

Tensor floor_divide(const Tensor& self, const Tensor& other, const Tensor& into) {
  ScalarType t = result_type({&self, &other});
  YATEN_CHECK(t != ScalarType::Bool, "floor_divide: \"div_floor_cpu\" not implemented for 'Bool'");
  if (is_floating(t))
    return floating<true>(self, other, into, "floor_divide", [](auto x, auto y) { return float_floor_divide(x, y); });
  check_no_integer_zero(self, other, "floor_divide");
  return integral<false>(self, other, into, "floor_divide", "div_floor_cpu",
                  [](auto x, auto y) { return integer_floor_divide(x, y); });
}

Tensor eq(const Tensor& self, const Tensor& other, const Tensor& into) { return comparison(self, other, into, "eq", [](auto x, auto y) { return x == y; }); }
Tensor ne(const Tensor& self, const Tensor& other, const Tensor& into) { return comparison(self, other, into, "ne", [](auto x, auto y) { return x != y; }); }
Tensor lt(const Tensor& self, const Tensor& other, const Tensor& into) { return comparison(self, other, into, "lt", [](auto x, auto y) { return x < y; }); }
Tensor le(const Tensor& self, const Tensor& other, const Tensor& into) { return comparison(self, other, into, "le", [](auto x, auto y) { return x <= y; }); }
Tensor gt(const Tensor& self, const Tensor& other, const Tensor& into) { return comparison(self, other, into, "gt", [](auto x, auto y) { return x > y; }); }
Tensor ge(const Tensor& self, const Tensor& other, const Tensor& into) { return comparison(self, other, into, "ge", [](auto x, auto y) { return x >= y; }); }

}  // namespace yaten::kernels
