// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'conv3d' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor conv3d(const Tensor& input, const Tensor& weight, const Tensor& bias, const DimVector& stride, const DimVector& padding, const DimVector& dilation, int64_t groups);
Tensor conv3d_padding(const Tensor& input, const Tensor& weight, const Tensor& bias, const DimVector& stride, std::string_view padding, const DimVector& dilation, int64_t groups);

}  // namespace yaten
