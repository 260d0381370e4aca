// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'triu_indices' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor triu_indices(int64_t row, int64_t col, int64_t offset = 0, std::optional<ScalarType> dtype = std::nullopt, bool requires_grad = false);

}  // namespace yaten
