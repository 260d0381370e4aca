// @generated from ops.yaml by codegen (template: kernel.h.j2). Do not edit.
// The kernels of 'randn_like' (namespace yaten::kernels): runtime/kernels/ defines
// each one.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"
#include "runtime/device.h"

namespace yaten::kernels {

Tensor randn_like(const Tensor& self, std::optional<ScalarType> dtype, std::optional<MemoryFormat> memory_format = std::nullopt);

}  // namespace yaten::kernels
