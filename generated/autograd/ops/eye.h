// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'eye' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor eye(int64_t n, std::optional<int64_t> m = std::nullopt, std::optional<ScalarType> dtype = std::nullopt, bool requires_grad = false);
Tensor eye_out(int64_t n, std::optional<int64_t> m, std::optional<ScalarType> dtype, bool requires_grad, const Tensor& out);

}  // namespace yaten
