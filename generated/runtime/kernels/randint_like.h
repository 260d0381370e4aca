// @generated from ops.yaml by codegen (template: kernel.h.j2). Do not edit.
// The kernels of 'randint_like' (namespace yaten::kernels): runtime/kernels/ defines
// each one.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"
#include "runtime/device.h"

namespace yaten::kernels {

Tensor randint_like(const Tensor& self, int64_t high, std::optional<ScalarType> dtype, std::optional<MemoryFormat> memory_format = std::nullopt);
Tensor randint_like_low_dtype(const Tensor& self, int64_t low, int64_t high, std::optional<ScalarType> dtype, std::optional<MemoryFormat> memory_format = std::nullopt);

}  // namespace yaten::kernels
