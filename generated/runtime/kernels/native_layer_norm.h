// @generated from ops.yaml by codegen (template: kernel.h.j2). Do not edit.
// The kernels of 'native_layer_norm' (namespace yaten::kernels): runtime/kernels/ defines
// each one.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten::kernels {

std::tuple<Tensor, Tensor, Tensor> native_layer_norm(const Tensor& input, const DimVector& normalized_shape, const Tensor& weight, const Tensor& bias, double eps);

}  // namespace yaten::kernels
