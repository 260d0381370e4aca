// The loops of the unary kernels (unary.cpp, unary_float.cpp,
// unary_rounding.cpp): one functor per op, applied by dtype. The unary ops
// are split over several files so that each compiles quickly, and adding an
// op recompiles few of them.
#pragma once

#include "runtime/kernels/common.h"

namespace yaten::kernels {

// Each writes into `into` when it can (see elementwise_output).

// Ops like exp compute in floating point: integer inputs become the default
// float. 16-bit floats compute in float32 and round once; float16 only for
// the ops torch 1.13 runs on it (WithHalf).
template <bool WithHalf = false, typename F>
Tensor floating_unary(const Tensor& self, const Tensor& into, const char* op_name, const F& f) {
  ScalarType t = is_floating(self.dtype()) ? self.dtype() : default_float_dtype();
  Tensor in = to_dtype(self, t);
  return dispatch_floating<WithHalf>(t, op_name, [&](auto zero) {
    using scalar_t = decltype(zero);
    return unary_map<scalar_t, scalar_t>(
        in, t, [&](scalar_t x) { return static_cast<scalar_t>(f(static_cast<compute_t<scalar_t>>(x))); }, into,
        op_name);
  });
}

// Ops like neg keep the dtype (float16 too unless torch refuses it: relu).
template <bool WithHalf = true, typename F>
Tensor same_type_unary(const Tensor& self, const Tensor& into, const char* op_name, const F& f) {
  auto body = [&](auto zero) {
    using scalar_t = decltype(zero);
    return unary_map<scalar_t, scalar_t>(
        self, self.dtype(), [&](scalar_t x) { return static_cast<scalar_t>(f(static_cast<compute_t<scalar_t>>(x))); },
        into, op_name);
  };
  if constexpr (WithHalf)
    return YATEN_DISPATCH_CASES(self.dtype(), op_name, YATEN_TYPES_NUMERIC_AND_REDUCED, [&] { return body(scalar_t{}); });
  else
    return YATEN_DISPATCH_CASES(self.dtype(), op_name, YATEN_TYPES_NUMERIC_AND_BFLOAT16, [&] { return body(scalar_t{}); });
}

// Rounding of an integer tensor is the identity (a copy, as torch returns).
template <typename F>
Tensor rounding_unary(const Tensor& self, const Tensor& into, const char* op_name, const F& f) {
  if (!is_floating(self.dtype())) return same_type_unary(self, into, op_name, [](auto x) { return x; });
  return floating_unary(self, into, op_name, f);
}

}  // namespace yaten::kernels
