// @generated from ops.yaml by codegen (template: pointwise_rows.h.j2). Do not edit.
// The row functions of the 'loss' family's pointwise ops, for the
// running CPU, by compute dtype (nullptr for a dtype the op refuses): for
// kernels that apply an op's functor to their own rows (a softmax's exp).
// out = ptrs[0], inputs ptrs[1...]; see runtime/simd/row.h.
#pragma once

#include "runtime/dtype.h"
#include "runtime/simd/row.h"

namespace yaten::kernels {

simd::RowFn row_smooth_l1(ScalarType compute);
simd::RowFn row_smooth_l1_backward(ScalarType compute);
simd::RowFn row_huber(ScalarType compute);
simd::RowFn row_huber_backward(ScalarType compute);
simd::RowFn row_smooth_l1_loss_backward(ScalarType compute);
simd::RowFn row_huber_loss_backward(ScalarType compute);

}  // namespace yaten::kernels
