// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'layer_norm' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor layer_norm(const Tensor& input, const DimVector& normalized_shape, const Tensor& weight = Tensor(), const Tensor& bias = Tensor(), double eps = 1e-05);

}  // namespace yaten
