// @generated from ops.yaml by codegen (template: kernel.h.j2). Do not edit.
// The kernels of '_gru_cell_fused' (namespace yaten::kernels): runtime/kernels/ defines
// each one.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten::kernels {

Tensor _gru_cell_fused(const Tensor& input_gates, const Tensor& hidden_gates, const Tensor& hx);

}  // namespace yaten::kernels
