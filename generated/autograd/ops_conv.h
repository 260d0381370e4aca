// @generated from ops.yaml by codegen (template: ops_family.h.j2). Do not edit.
// The differentiable entry points of the 'conv' ops (namespace yaten).
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor conv2d(const Tensor& input, const Tensor& weight, const Tensor& bias, const DimVector& stride, const DimVector& padding, const DimVector& dilation, int64_t groups);
Tensor conv2d_backward_input(const Tensor& grad_output, const Tensor& weight, const DimVector& input_size, const DimVector& stride, const DimVector& padding, const DimVector& dilation, int64_t groups);
Tensor conv2d_backward_weight(const Tensor& grad_output, const Tensor& input, const DimVector& weight_size, const DimVector& stride, const DimVector& padding, const DimVector& dilation, int64_t groups);
Tensor conv2d_backward_bias(const Tensor& grad_output, const Tensor& input, const Tensor& weight);
Tensor conv2d_padding(const Tensor& input, const Tensor& weight, const Tensor& bias, const DimVector& stride, std::string_view padding, const DimVector& dilation, int64_t groups);
Tensor conv1d(const Tensor& input, const Tensor& weight, const Tensor& bias, const DimVector& stride, const DimVector& padding, const DimVector& dilation, int64_t groups);
Tensor conv1d_padding(const Tensor& input, const Tensor& weight, const Tensor& bias, const DimVector& stride, std::string_view padding, const DimVector& dilation, int64_t groups);

}  // namespace yaten
