// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'linspace' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor linspace(const Scalar& start, const Scalar& end, int64_t steps, std::optional<ScalarType> dtype = std::nullopt, bool requires_grad = false);
Tensor linspace_out(const Scalar& start, const Scalar& end, int64_t steps, std::optional<ScalarType> dtype, bool requires_grad, const Tensor& out);

}  // namespace yaten
