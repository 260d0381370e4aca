// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'native_layer_norm' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

std::tuple<Tensor, Tensor, Tensor> native_layer_norm(const Tensor& input, const DimVector& normalized_shape, const Tensor& weight, const Tensor& bias, double eps);

}  // namespace yaten
