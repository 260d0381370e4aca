// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'clamp_min' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"
#include "autograd/out_dtype.h"

namespace yaten {

Tensor clamp_min_Tensor(const Tensor& self, const Tensor& min);
Tensor clamp_min__Tensor(const Tensor& self, const Tensor& min);
Tensor clamp_min_Tensor_out(const Tensor& self, const Tensor& min, const Tensor& out);
Tensor clamp_min(const Tensor& self, const Scalar& min);
Tensor clamp_min_(const Tensor& self, const Scalar& min);
Tensor clamp_min_out(const Tensor& self, const Scalar& min, const Tensor& out);

// Which dtypes the out= tensor of each composite overload may have (ops.yaml
// `out_dtype:`), for its hand-written out= entry to pass to write_out.
namespace out_dtype {
inline constexpr autograd::OutDtype clamp_min_Tensor = autograd::OutDtype::castable;
inline constexpr autograd::OutDtype clamp_min = autograd::OutDtype::exact;
}  // namespace out_dtype

}  // namespace yaten
