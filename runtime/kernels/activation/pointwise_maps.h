// The loops of the elementwise activations: a per-target vector row
// (rows.h) or a scalar functor applied per dtype, refusing the dtypes
// torch's kernels refuse with torch's message.
#pragma once

#include <algorithm>
#include <array>
#include <initializer_list>

#include "runtime/error.h"
#include "runtime/kernels/activation/rows.h"
#include "runtime/kernels/common.h"
#include "runtime/kernels/pointwise.h"

namespace yaten::kernels {

inline void check_floating(const Tensor& input, const char* op, const char* impl_name) {
  YATEN_CHECK(is_floating(input.dtype()), op, ": \"", impl_name, "\" not implemented for '",
              torch_dtype_name(input.dtype()), "'");
}

// An activation row over a floating tensor (integers refused as below);
// `numbers` are the functor's, converted to its compute type.
// bfloat16 computes in float32 and rounds once; torch runs none of them on float16.
inline Tensor activation_map(const Tensor& input, const char* op, const char* impl_name, activation::Row row,
                             std::initializer_list<double> numbers = {}, const Tensor& into = Tensor()) {
  check_floating(input, op, impl_name);
  const ScalarType dt = input.dtype();
  return YATEN_DISPATCH_CASES(dt, impl_name, YATEN_TYPES_FLOATING_AND_BFLOAT16, [&] {
    std::array<compute_t<scalar_t>, 4> values{};
    std::transform(numbers.begin(), numbers.end(), values.begin(),
                   [](double v) { return static_cast<compute_t<scalar_t>>(v); });
    return pointwise_unary(input, dt, dt, activation::row(row, dt), values.data(), into, op);
  });
}

// A *Backward activation row over (grad_output, self) of one shape, in self's floating dtype.
inline Tensor activation_gradient_map(const Tensor& grad_output, const Tensor& self, const char* op,
                                      activation::Row row) {
  check_floating(self, op, op);
  YATEN_CHECK(grad_output.sizes() == self.sizes(), op, ": expected grad_output of size ", shape_str(self.sizes()),
              ", got ", shape_str(grad_output.sizes()));
  const ScalarType dt = self.dtype();
  refuse_dtypes(dt, {ScalarType::Float16}, op);
  return pointwise_binary(grad_output, self, dt, dt, activation::row(row, dt), nullptr, Tensor(), op);
}

// f over a floating tensor (integer inputs are refused, as by torch's
// "<impl_name>" not implemented for 'Long'), into `into` when it fits.
template <typename F>
Tensor floating_map(const Tensor& input, const char* op, const char* impl_name, const F& f,
                    const Tensor& into = Tensor()) {
  check_floating(input, op, impl_name);
  // bfloat16 computes in float32 and rounds once; torch runs none of these on float16.
  return YATEN_DISPATCH_CASES(input.dtype(), impl_name, YATEN_TYPES_FLOATING_AND_BFLOAT16, [&] {
    return unary_map<scalar_t, scalar_t>(
        input, input.dtype(), [&](scalar_t x) { return static_cast<scalar_t>(f(static_cast<compute_t<scalar_t>>(x))); },
        into, op);
  });
}

// f over any numeric tensor, keeping its dtype (hardtanh and threshold accept
// integers), into `into` when it fits.
template <typename F>
Tensor numeric_map(const Tensor& input, const char* op, const F& f, const Tensor& into = Tensor()) {
  return YATEN_DISPATCH_CASES(input.dtype(), op, YATEN_TYPES_NUMERIC_AND_BFLOAT16, [&] {
    return unary_map<scalar_t, scalar_t>(
        input, input.dtype(), [&](scalar_t x) { return static_cast<scalar_t>(f(static_cast<compute_t<scalar_t>>(x))); },
        into, op);
  });
}

}  // namespace yaten::kernels
