// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'zeros' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor zeros(const DimVector& size, std::optional<ScalarType> dtype = std::nullopt, bool requires_grad = false);
Tensor zeros_out(const DimVector& size, std::optional<ScalarType> dtype, bool requires_grad, const Tensor& out);

}  // namespace yaten
