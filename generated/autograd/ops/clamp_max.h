// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'clamp_max' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"
#include "autograd/out_dtype.h"

namespace yaten {

Tensor clamp_max_Tensor(const Tensor& self, const Tensor& max);
Tensor clamp_max__Tensor(const Tensor& self, const Tensor& max);
Tensor clamp_max_Tensor_out(const Tensor& self, const Tensor& max, const Tensor& out);
Tensor clamp_max(const Tensor& self, const Scalar& max);
Tensor clamp_max_(const Tensor& self, const Scalar& max);
Tensor clamp_max_out(const Tensor& self, const Scalar& max, const Tensor& out);

// Which dtypes the out= tensor of each composite overload may have (ops.yaml
// `out_dtype:`), for its hand-written out= entry to pass to write_out.
namespace out_dtype {
inline constexpr autograd::OutDtype clamp_max_Tensor = autograd::OutDtype::castable;
inline constexpr autograd::OutDtype clamp_max = autograd::OutDtype::exact;
}  // namespace out_dtype

}  // namespace yaten
