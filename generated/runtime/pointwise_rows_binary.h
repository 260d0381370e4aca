// @generated from ops.yaml by codegen (template: pointwise_rows.h.j2). Do not edit.
// The row functions of the 'binary' family's pointwise ops, for the
// running CPU, by compute dtype (nullptr for a dtype the op refuses): for
// kernels that apply an op's functor to their own rows (a softmax's exp).
// out = ptrs[0], inputs ptrs[1...]; see runtime/simd/row.h.
#pragma once

#include "runtime/dtype.h"
#include "runtime/simd/row.h"

namespace yaten::kernels {

simd::RowFn row_add(ScalarType compute);
simd::RowFn row_sub(ScalarType compute);
simd::RowFn row_mul(ScalarType compute);
simd::RowFn row_div(ScalarType compute);
simd::RowFn row_pow(ScalarType compute);
simd::RowFn row_maximum(ScalarType compute);
simd::RowFn row_minimum(ScalarType compute);
simd::RowFn row_atan2(ScalarType compute);
simd::RowFn row_hypot(ScalarType compute);
simd::RowFn row_remainder(ScalarType compute);
simd::RowFn row_fmod(ScalarType compute);
simd::RowFn row_lerp_Scalar(ScalarType compute);
simd::RowFn row_addcmul(ScalarType compute);
simd::RowFn row_addcdiv(ScalarType compute);
simd::RowFn row_threshold_backward(ScalarType compute);
simd::RowFn row_logical_and(ScalarType compute);
simd::RowFn row_logical_or(ScalarType compute);
simd::RowFn row_bitwise_and(ScalarType compute);
simd::RowFn row_bitwise_or(ScalarType compute);
simd::RowFn row_bitwise_xor(ScalarType compute);
simd::RowFn row_bitwise_left_shift(ScalarType compute);
simd::RowFn row_bitwise_right_shift(ScalarType compute);
simd::RowFn row_floor_divide(ScalarType compute);
simd::RowFn row_logical_xor(ScalarType compute);

}  // namespace yaten::kernels
