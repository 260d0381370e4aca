// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'chain_matmul' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor chain_matmul(const std::vector<Tensor>& matrices);
Tensor chain_matmul_out(const std::vector<Tensor>& matrices, const Tensor& out);

}  // namespace yaten
