// @generated from ops.yaml by codegen (template: kernel.h.j2). Do not edit.
// The kernels of 'conv2d' (namespace yaten::kernels): runtime/kernels/ defines
// each one.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten::kernels {

Tensor conv2d(const Tensor& input, const Tensor& weight, const Tensor& bias, const DimVector& stride, const DimVector& padding, const DimVector& dilation, int64_t groups);

}  // namespace yaten::kernels
