// @generated from ops.yaml by codegen (template: kernel.h.j2). Do not edit.
// The kernels of 'tril_indices' (namespace yaten::kernels): runtime/kernels/ defines
// each one.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten::kernels {

Tensor tril_indices(int64_t row, int64_t col, int64_t offset, std::optional<ScalarType> dtype);

}  // namespace yaten::kernels
