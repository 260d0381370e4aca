// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'linalg_cond' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"
#include "autograd/out_dtype.h"

namespace yaten {

Tensor linalg_cond(const Tensor& self, const std::optional<Scalar>& p = std::nullopt);
Tensor linalg_cond_out(const Tensor& self, const std::optional<Scalar>& p, const Tensor& out);
Tensor linalg_cond_p_str(const Tensor& self, std::string_view p);
Tensor linalg_cond_p_str_out(const Tensor& self, std::string_view p, const Tensor& out);

// Which dtypes the out= tensor of each composite overload may have (ops.yaml
// `out_dtype:`), for its hand-written out= entry to pass to write_out.
namespace out_dtype {
inline constexpr autograd::OutDtype linalg_cond = autograd::OutDtype::castable;
inline constexpr autograd::OutDtype linalg_cond_p_str = autograd::OutDtype::castable;
}  // namespace out_dtype

}  // namespace yaten
