// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'hann_window' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor hann_window(int64_t window_length, std::optional<ScalarType> dtype = std::nullopt, bool requires_grad = false);
Tensor hann_window_periodic(int64_t window_length, bool periodic, std::optional<ScalarType> dtype = std::nullopt, bool requires_grad = false);

}  // namespace yaten
