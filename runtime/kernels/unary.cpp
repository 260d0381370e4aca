// Elementwise functions of one tensor that keep its dtype (sign, magnitude),
// logical_not and bitwise_not; the loops are in unary_loops.h. Functions computed in
// floating point are in unary_float.cpp, rounding in unary_rounding.cpp.
#include <cmath>
#include <type_traits>

#include "generated/runtime/kernels_unary.h"
#include "runtime/error.h"
#include "runtime/kernels/common.h"
#include "runtime/kernels/unary_loops.h"

namespace yaten::kernels {

namespace {

template <typename T>
T sign_of(T x) {
  if constexpr (std::is_unsigned_v<T>) {
    return static_cast<T>(x > 0);
  } else {
    return static_cast<T>((T(0) < x) - (x < T(0)));
  }
}

}  // namespace

Tensor neg(const Tensor& self, const Tensor& into) {
  YATEN_CHECK(self.dtype() != ScalarType::Bool,
              "neg: Negation, the `-` operator, on a bool tensor is not supported. If you are trying to invert a mask, "
              "use the `~` or `logical_not()` operator instead.");
  return same_type_unary(self, into, "neg", [](auto x) { return -x; });
}

Tensor abs(const Tensor& self, const Tensor& into) {
  return same_type_unary(self, into, "abs", [](auto x) {
    using T = decltype(x);
    if constexpr (std::is_unsigned_v<T>) {
      return x;
    } else if constexpr (is_floating_type_v<T>) {
      return std::fabs(x);  // abs(-0.0) is +0.0
    } else {
      return x < 0 ? -x : x;
    }
  });
}

Tensor square(const Tensor& self, const Tensor& into) {
  if (self.dtype() == ScalarType::Bool) return square(to_dtype(self, ScalarType::Int64), into);
  return same_type_unary(self, into, "square", [](auto x) { return x * x; });
}

Tensor relu(const Tensor& self, const Tensor& into) {
  return same_type_unary</*WithHalf=*/false>(self, into, "relu", [](auto x) { return !(x <= 0) ? x : decltype(x)(0); });  // NaN stays NaN
}

Tensor sign(const Tensor& self, const Tensor& into) {
  if (self.dtype() == ScalarType::Bool) return to_dtype(to_dtype(self, ScalarType::UInt8), ScalarType::Bool);
  return same_type_unary(self, into, "sign", [](auto x) { return sign_of(x); });
}

Tensor sgn(const Tensor& self, const Tensor& into) { return sign(self, into); }

Tensor logical_not(const Tensor& self, const Tensor& into) {
  return YATEN_DISPATCH_ALL(self.dtype(), "logical_not", [&] {
    return unary_map<bool, scalar_t>(self, ScalarType::Bool, [](scalar_t x) { return !static_cast<bool>(x); }, into,
                                     "logical_not");
  });
}

Tensor bitwise_not(const Tensor& self, const Tensor& into) {
  YATEN_CHECK(is_integral(self.dtype(), true), "bitwise_not: \"bitwise_not_cpu\" not implemented for '",
              torch_dtype_name(self.dtype()), "'");
  return YATEN_DISPATCH_ALL(self.dtype(), "bitwise_not", [&]() -> Tensor {
    if constexpr (std::is_integral_v<scalar_t>) {
      return unary_map<scalar_t, scalar_t>(self, self.dtype(), [](auto x) {
        if constexpr (std::is_same_v<decltype(x), bool>) return !x; else return static_cast<decltype(x)>(~x);
      }, into, "bitwise_not");
    } else {
      return Tensor();  // refused above
    }
  });
}

}  // namespace yaten::kernels
