// @generated from ops.yaml by codegen (template: pointwise_rows.h.j2). Do not edit.
// The row functions of the 'activation' family's pointwise ops, for the
// running CPU, by compute dtype (nullptr for a dtype the op refuses): for
// kernels that apply an op's functor to their own rows (a softmax's exp).
// out = ptrs[0], inputs ptrs[1...]; see runtime/simd/row.h.
#pragma once

#include "runtime/dtype.h"
#include "runtime/simd/row.h"

namespace yaten::kernels {

simd::RowFn row_elu_backward(ScalarType compute);
simd::RowFn row_hardswish_backward(ScalarType compute);
simd::RowFn row_softplus_backward(ScalarType compute);

}  // namespace yaten::kernels
