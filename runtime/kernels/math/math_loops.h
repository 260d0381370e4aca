// The loops of the math and special families' elementwise kernels: each op
// is one scalar functor handed to one of these, which pick the dtypes.
#pragma once

#include <type_traits>

#include "runtime/error.h"
#include "runtime/kernels/common.h"
#include "runtime/kernels/math/rows.h"
#include "runtime/kernels/pointwise.h"

namespace yaten::kernels {

// Refuses a dtype an op has no loop for, in torch's words ("frac_cpu" not implemented for 'Long').
inline void check_dtype_supported(bool supported, const char* op_name, ScalarType dtype) {
  YATEN_CHECK(supported, op_name, ": \"", op_name, "_cpu\" not implemented for '", torch_dtype_name(dtype), "'");
}

// A floating result: integer inputs compute in the default float dtype (exp2,
// erfc). bfloat16 (and float16 WithHalf, where torch runs the op on it)
// computes in float32 and rounds once.
template <bool WithHalf = false, typename F>
Tensor floating_unary(const Tensor& self, const Tensor& into, const char* op_name, const F& f) {
  const ScalarType t = is_floating(self.dtype()) ? self.dtype() : default_float_dtype();
  const Tensor in = to_dtype(self, t);
  return dispatch_floating<WithHalf>(t, op_name, [&](auto zero) {
    using scalar_t = decltype(zero);
    return unary_map<scalar_t, scalar_t>(
        in, t, [&](scalar_t x) { return static_cast<scalar_t>(f(static_cast<compute_t<scalar_t>>(x))); }, into,
        op_name);
  });
}

// floating_unary through a per-target vector row (rows.h).
template <bool WithHalf = false>
Tensor floating_row_unary(const Tensor& self, const Tensor& into, const char* op_name, math::Row row) {
  const ScalarType t = is_floating(self.dtype()) ? self.dtype() : default_float_dtype();
  if (!WithHalf) refuse_dtypes(t, {ScalarType::Float16}, op_name);
  return pointwise_unary(self, t, t, math::row(row, t), nullptr, into, op_name);
}

// A bool result from any dtype, the functor seeing each element as a double.
template <typename F>
Tensor predicate_unary(const Tensor& self, const Tensor& into, const char* op_name, const F& f) {
  return YATEN_DISPATCH_ALL(self.dtype(), op_name, [&] {
    return unary_map<bool, scalar_t>(self, ScalarType::Bool, [&](scalar_t x) { return f(static_cast<double>(x)); },
                                     into, op_name);
  });
}

// Both inputs promoted to one dtype and the result in it; integer (and bool)
// promotions become the default float dtype when `integers_to_float`, and
// are refused otherwise. bfloat16 (and float16 WithHalf, where torch runs the
// op on it) computes in float32 and rounds once.
template <bool WithHalf = false, typename F>
Tensor floating_binary(const Tensor& a, const Tensor& b, const Tensor& into, const char* op_name, const F& f,
                       bool integers_to_float = true) {
  ScalarType t = result_type({&a, &b});
  if (!is_floating(t)) {
    check_dtype_supported(integers_to_float, op_name, t);
    t = default_float_dtype();
  }
  return dispatch_floating<WithHalf>(t, op_name, [&](auto zero) {
    using scalar_t = decltype(zero);
    using C = compute_t<scalar_t>;
    return binary_map<scalar_t, scalar_t>(
        to_dtype(a, t), to_dtype(b, t), t, op_name,
        [&](scalar_t x, scalar_t y) { return static_cast<scalar_t>(f(static_cast<C>(x), static_cast<C>(y))); }, into);
  });
}

// floating_binary through a per-target vector row (rows.h).
inline Tensor floating_row_binary(const Tensor& a, const Tensor& b, const Tensor& into, const char* op_name,
                                  math::Row row, bool integers_to_float = true) {
  ScalarType t = result_type({&a, &b});
  if (!is_floating(t)) {
    check_dtype_supported(integers_to_float, op_name, t);
    t = default_float_dtype();
  }
  refuse_dtypes(t, {ScalarType::Float16}, op_name);  // the rows' ops have no float16 loop in torch
  return pointwise_binary(a, b, t, t, math::row(row, t), nullptr, into, op_name);
}

// Both inputs promoted to one integer dtype (bool and floating refused).
template <typename F>
Tensor integer_binary(const Tensor& a, const Tensor& b, const Tensor& into, const char* op_name, const F& f) {
  ScalarType t = result_type({&a, &b});
  check_dtype_supported(is_integral(t, false), op_name, t);
  return YATEN_DISPATCH_ALL(t, op_name, [&]() -> Tensor {
    if constexpr (std::is_integral_v<scalar_t> && !std::is_same_v<scalar_t, bool>) {
      return binary_map<scalar_t, scalar_t>(to_dtype(a, t), to_dtype(b, t), t, op_name,
                                            [&](scalar_t x, scalar_t y) { return static_cast<scalar_t>(f(x, y)); }, into);
    } else {
      return Tensor();  // refused above
    }
  });
}

}  // namespace yaten::kernels
