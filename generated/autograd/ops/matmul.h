// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'matmul' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"
#include "autograd/out_dtype.h"

namespace yaten {

Tensor matmul(const Tensor& self, const Tensor& other);
Tensor matmul_out(const Tensor& self, const Tensor& other, const Tensor& out);

// The hand-written body of each composite overload with a names rule (ops.yaml `names:`).
namespace composite {
Tensor matmul(const Tensor& self, const Tensor& other);
}  // namespace composite

// Which dtypes the out= tensor of each composite overload may have (ops.yaml
// `out_dtype:`), for its hand-written out= entry to pass to write_out.
namespace out_dtype {
inline constexpr autograd::OutDtype matmul = autograd::OutDtype::exact;
}  // namespace out_dtype

}  // namespace yaten
