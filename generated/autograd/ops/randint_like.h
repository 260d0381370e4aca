// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'randint_like' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"
#include "runtime/device.h"

namespace yaten {

Tensor randint_like(const Tensor& self, int64_t high, std::optional<ScalarType> dtype = std::nullopt, bool requires_grad = false, std::optional<MemoryFormat> memory_format = std::nullopt);
Tensor randint_like_low_dtype(const Tensor& self, int64_t low, int64_t high, std::optional<ScalarType> dtype = std::nullopt, bool requires_grad = false, std::optional<MemoryFormat> memory_format = std::nullopt);

}  // namespace yaten
