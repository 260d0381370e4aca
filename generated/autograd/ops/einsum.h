// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'einsum' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor einsum(std::string_view equation, const std::vector<Tensor>& tensors, const std::optional<DimVector>& path = std::nullopt);

}  // namespace yaten
