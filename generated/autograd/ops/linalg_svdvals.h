// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'linalg_svdvals' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"
#include "autograd/out_dtype.h"

namespace yaten {

Tensor linalg_svdvals(const Tensor& A, std::optional<std::string_view> driver = std::nullopt);
Tensor linalg_svdvals_out(const Tensor& A, std::optional<std::string_view> driver, const Tensor& out);

// Which dtypes the out= tensor of each composite overload may have (ops.yaml
// `out_dtype:`), for its hand-written out= entry to pass to write_out.
namespace out_dtype {
inline constexpr autograd::OutDtype linalg_svdvals = autograd::OutDtype::exact;
}  // namespace out_dtype

}  // namespace yaten
