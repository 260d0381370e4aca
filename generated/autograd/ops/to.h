// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'to' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"
#include "runtime/device.h"

namespace yaten {

Tensor to_device(const Tensor& self, std::optional<ScalarType> dtype = std::nullopt, bool non_blocking = false, bool copy = false, std::optional<MemoryFormat> memory_format = std::nullopt);
Tensor to(const Tensor& self, ScalarType dtype, bool non_blocking = false, bool copy = false, std::optional<MemoryFormat> memory_format = std::nullopt);
Tensor to_other(const Tensor& self, const Tensor& tensor, bool non_blocking = false, bool copy = false, std::optional<MemoryFormat> memory_format = std::nullopt);

}  // namespace yaten
