// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'div' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"
#include "autograd/out_dtype.h"

namespace yaten {

Tensor div(const Tensor& self, const Tensor& other);
Tensor div_(const Tensor& self, const Tensor& other);
Tensor div_out(const Tensor& self, const Tensor& other, const Tensor& out);
Tensor div_Tensor_mode(const Tensor& self, const Tensor& other, std::optional<std::string_view> rounding_mode);
Tensor div__Tensor_mode(const Tensor& self, const Tensor& other, std::optional<std::string_view> rounding_mode);
Tensor div_Tensor_mode_out(const Tensor& self, const Tensor& other, std::optional<std::string_view> rounding_mode, const Tensor& out);

// Which dtypes the out= tensor of each composite overload may have (ops.yaml
// `out_dtype:`), for its hand-written out= entry to pass to write_out.
namespace out_dtype {
inline constexpr autograd::OutDtype div_Tensor_mode = autograd::OutDtype::castable;
}  // namespace out_dtype

}  // namespace yaten
