// Whether a Python number fits a dtype, by torch's rule (c10::checked_convert):
// what full, fill_, masked_fill and tensor() refuse instead of storing a
// wrapped value.
#pragma once

#include "runtime/scalar.h"

namespace yaten {

// False when `value` overflows `dtype`: an integer outside its range (uint8
// also takes -255..-1, wrapped, as torch does), a NaN, an infinity or an
// out-of-range float for an integer dtype, and, if `check_floating`, a
// finite number beyond a floating dtype's range (an int beyond float16's
// too). Bool takes anything.
bool scalar_fits(const Scalar& value, ScalarType dtype, bool check_floating);

// RuntimeError "value cannot be converted to type <type_name> without
// overflow" unless the value fits. `type_name` defaults to the C++ type torch
// names (uint8_t, int, int64_t, float, double).
void check_scalar_fits(const Scalar& value, ScalarType dtype, const char* type_name = nullptr,
                       bool check_floating = true);

// `value` as a double, for kernels on floating dtypes that hold their Scalar
// arguments as doubles, refused as torch's Scalar::to refuses it: against
// the type such a kernel computes in (float for float32 and the 16-bit
// floats, as torch's opmath type), or with `as_element` against the element
// type itself (bfloat16's own range). Integer dtypes and float16 are not
// checked: those kernels refuse them first, as torch's dispatch does.
double floating_scalar(const Scalar& value, ScalarType dtype, bool as_element = false);

}  // namespace yaten
