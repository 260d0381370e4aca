// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'logspace' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"
#include "autograd/out_dtype.h"

namespace yaten {

Tensor logspace(const Scalar& start, const Scalar& end, int64_t steps, double base = 10.0, std::optional<ScalarType> dtype = std::nullopt, bool requires_grad = false);
Tensor logspace_out(const Scalar& start, const Scalar& end, int64_t steps, double base, std::optional<ScalarType> dtype, bool requires_grad, const Tensor& out);

// Which dtypes the out= tensor of each composite overload may have (ops.yaml
// `out_dtype:`), for its hand-written out= entry to pass to write_out.
namespace out_dtype {
inline constexpr autograd::OutDtype logspace = autograd::OutDtype::castable;
}  // namespace out_dtype

}  // namespace yaten
