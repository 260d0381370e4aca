// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'native_layer_norm_backward' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

std::tuple<Tensor, Tensor, Tensor> native_layer_norm_backward(const Tensor& grad_out, const Tensor& input, const DimVector& normalized_shape, const Tensor& mean, const Tensor& rstd, const Tensor& weight, double eps, bool input_grad, bool weight_grad, bool bias_grad);

}  // namespace yaten
