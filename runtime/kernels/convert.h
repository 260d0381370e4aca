// Dtype conversion runs vectorised where a 16-bit float is involved: the
// row functions copy_into uses between float16 / bfloat16 and any dtype,
// compiled once per CPU target (convert.cpp).
#pragma once

#include "runtime/dtype.h"
#include "runtime/simd/row.h"

namespace yaten::kernels {

// The running CPU's row function writing `from` elements as `to` (operand 0
// the output, as simd::RowFn), bit for bit as static_cast through
// runtime/reduced_float.h; nullptr unless exactly one of them, or both
// different ones, is float16 or bfloat16.
simd::RowFn conversion_row(ScalarType to, ScalarType from);

}  // namespace yaten::kernels
