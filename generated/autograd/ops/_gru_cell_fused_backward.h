// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of '_gru_cell_fused_backward' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor _gru_cell_fused_backward(const Tensor& grad, const Tensor& input_gates, const Tensor& hidden_gates, const Tensor& hx, int64_t wrt);

}  // namespace yaten
