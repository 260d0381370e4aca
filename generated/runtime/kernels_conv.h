// @generated from ops.yaml by codegen (template: kernels_family.h.j2). Do not edit.
// The kernels of the 'conv' ops: runtime/kernels/ defines each one.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten::kernels {

Tensor conv2d(const Tensor& input, const Tensor& weight, const Tensor& bias, const DimVector& stride, const DimVector& padding, const DimVector& dilation, int64_t groups);
Tensor conv2d_backward_input(const Tensor& grad_output, const Tensor& weight, const DimVector& input_size, const DimVector& stride, const DimVector& padding, const DimVector& dilation, int64_t groups);
Tensor conv2d_backward_weight(const Tensor& grad_output, const Tensor& input, const DimVector& weight_size, const DimVector& stride, const DimVector& padding, const DimVector& dilation, int64_t groups);
Tensor conv2d_backward_bias(const Tensor& grad_output, const Tensor& input, const Tensor& weight);

}  // namespace yaten::kernels
