// @generated from ops.yaml by codegen (template: ops_family.h.j2). Do not edit.
// The differentiable entry points of the 'normalization' ops (namespace yaten).
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor batch_norm(const Tensor& input, const Tensor& running_mean, const Tensor& running_var, const Tensor& weight, const Tensor& bias, bool training, double momentum, double eps);
Tensor layer_norm(const Tensor& input, const DimVector& normalized_shape, const Tensor& weight, const Tensor& bias, double eps);

}  // namespace yaten
