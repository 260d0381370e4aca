// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of '_lstm_cell_fused_backward' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor _lstm_cell_fused_backward(const Tensor& grad, const Tensor& gates, const Tensor& cx, const Tensor& result, int64_t wrt);

}  // namespace yaten
