// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'ones_like' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"
#include "runtime/device.h"

namespace yaten {

Tensor ones_like(const Tensor& self, std::optional<ScalarType> dtype = std::nullopt, bool requires_grad = false, std::optional<MemoryFormat> memory_format = std::nullopt);

}  // namespace yaten
