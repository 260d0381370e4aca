// @generated from ops.yaml by codegen (template: pointwise_rows.h.j2). Do not edit.
// The row functions of the 'unary' family's pointwise ops, for the
// running CPU, by compute dtype (nullptr for a dtype the op refuses): for
// kernels that apply an op's functor to their own rows (a softmax's exp).
// out = ptrs[0], inputs ptrs[1...]; see runtime/simd/row.h.
#pragma once

#include "runtime/dtype.h"
#include "runtime/simd/row.h"

namespace yaten::kernels {

simd::RowFn row_neg(ScalarType compute);
simd::RowFn row_abs(ScalarType compute);
simd::RowFn row_exp(ScalarType compute);
simd::RowFn row_log(ScalarType compute);
simd::RowFn row_log2(ScalarType compute);
simd::RowFn row_log10(ScalarType compute);
simd::RowFn row_log1p(ScalarType compute);
simd::RowFn row_expm1(ScalarType compute);
simd::RowFn row_sqrt(ScalarType compute);
simd::RowFn row_rsqrt(ScalarType compute);
simd::RowFn row_square(ScalarType compute);
simd::RowFn row_reciprocal(ScalarType compute);
simd::RowFn row_sin(ScalarType compute);
simd::RowFn row_cos(ScalarType compute);
simd::RowFn row_tan(ScalarType compute);
simd::RowFn row_asin(ScalarType compute);
simd::RowFn row_acos(ScalarType compute);
simd::RowFn row_atan(ScalarType compute);
simd::RowFn row_asinh(ScalarType compute);
simd::RowFn row_acosh(ScalarType compute);
simd::RowFn row_atanh(ScalarType compute);
simd::RowFn row_sinh(ScalarType compute);
simd::RowFn row_cosh(ScalarType compute);
simd::RowFn row_tanh(ScalarType compute);
simd::RowFn row_sigmoid(ScalarType compute);
simd::RowFn row_relu(ScalarType compute);
simd::RowFn row_erf(ScalarType compute);
simd::RowFn row_floor(ScalarType compute);
simd::RowFn row_ceil(ScalarType compute);
simd::RowFn row_round(ScalarType compute);
simd::RowFn row_trunc(ScalarType compute);
simd::RowFn row_sign(ScalarType compute);
simd::RowFn row_sgn(ScalarType compute);
simd::RowFn row_logical_not(ScalarType compute);
simd::RowFn row_bitwise_not(ScalarType compute);

}  // namespace yaten::kernels
