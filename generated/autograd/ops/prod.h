// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'prod' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor prod(const Tensor& self, std::optional<int64_t> dim = std::nullopt, bool keepdim = false, std::optional<ScalarType> dtype = std::nullopt);

}  // namespace yaten
