// @generated from ops.yaml by codegen (template: kernel.h.j2). Do not edit.
// The kernels of 'conv2d_backward_bias' (namespace yaten::kernels): runtime/kernels/ defines
// each one.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten::kernels {

Tensor conv2d_backward_bias(const Tensor& grad_output, const Tensor& input, const Tensor& weight);

}  // namespace yaten::kernels
