// @generated from ops.yaml by codegen (template: kernel.h.j2). Do not edit.
// The kernels of 'as_strided' (namespace yaten::kernels): runtime/kernels/ defines
// each one.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten::kernels {

Tensor as_strided(const Tensor& self, const DimVector& size, const DimVector& stride, std::optional<int64_t> storage_offset);

}  // namespace yaten::kernels
