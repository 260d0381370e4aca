// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'full_like' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"
#include "runtime/device.h"

namespace yaten {

Tensor full_like(const Tensor& self, const Scalar& fill_value, std::optional<ScalarType> dtype = std::nullopt, bool requires_grad = false, std::optional<MemoryFormat> memory_format = std::nullopt);

}  // namespace yaten
