// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'new_full' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor new_full(const Tensor& self, const DimVector& size, const Scalar& fill_value, std::optional<ScalarType> dtype = std::nullopt, bool requires_grad = false);

}  // namespace yaten
