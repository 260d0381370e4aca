// The loops of the elementwise activations: a scalar functor applied per
// dtype, refusing the dtypes torch's kernels refuse with torch's message.
#pragma once

#include "runtime/error.h"
#include "runtime/kernels/common.h"

namespace yaten::kernels {

// f over a floating tensor (integer inputs are refused, as by torch's
// "<impl_name>" not implemented for 'Long'), into `into` when it fits.
template <typename F>
Tensor floating_map(const Tensor& input, const char* op, const char* impl_name, const F& f,
                    const Tensor& into = Tensor()) {
  YATEN_CHECK(is_floating(input.dtype()), op, ": \"", impl_name, "\" not implemented for '",
              torch_dtype_name(input.dtype()), "'");
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
