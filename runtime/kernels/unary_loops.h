// The loops of the unary kernels (unary.cpp, unary_float.cpp,
// unary_rounding.cpp): one functor per op, applied by dtype. The unary ops
// are split over several files so that each compiles quickly, and adding an
// op recompiles few of them.
#pragma once

#include "runtime/kernels/common.h"

namespace yaten::kernels {

// Each writes into `into` when it can (see elementwise_output).

// Ops like exp compute in floating point: integer inputs become the default float.
template <typename F>
Tensor floating_unary(const Tensor& self, const Tensor& into, const char* op_name, const F& f) {
  ScalarType t = is_floating(self.dtype()) ? self.dtype() : default_float_dtype();
  Tensor in = to_dtype(self, t);
  return YATEN_DISPATCH_FLOATING(t, op_name, [&] {
    return unary_map<scalar_t, scalar_t>(in, t, [&](scalar_t x) { return static_cast<scalar_t>(f(x)); }, into, op_name);
  });
}

// Ops like neg keep the dtype.
template <typename F>
Tensor same_type_unary(const Tensor& self, const Tensor& into, const char* op_name, const F& f) {
  return YATEN_DISPATCH_NUMERIC(self.dtype(), op_name, [&] {
    return unary_map<scalar_t, scalar_t>(self, self.dtype(), [&](scalar_t x) { return static_cast<scalar_t>(f(x)); },
                                         into, op_name);
  });
}

// Rounding of an integer tensor is the identity (a copy, as torch returns).
template <typename F>
Tensor rounding_unary(const Tensor& self, const Tensor& into, const char* op_name, const F& f) {
  if (!is_floating(self.dtype())) return same_type_unary(self, into, op_name, [](auto x) { return x; });
  return floating_unary(self, into, op_name, f);
}

}  // namespace yaten::kernels
