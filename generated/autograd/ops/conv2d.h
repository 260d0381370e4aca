// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'conv2d' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor conv2d(const Tensor& input, const Tensor& weight, const Tensor& bias = Tensor(), const DimVector& stride = DimVector{1, 1}, const DimVector& padding = DimVector{0, 0}, const DimVector& dilation = DimVector{1, 1}, int64_t groups = 1);
Tensor conv2d_padding(const Tensor& input, const Tensor& weight, const Tensor& bias = Tensor(), const DimVector& stride = DimVector{1, 1}, std::string_view padding = "valid", const DimVector& dilation = DimVector{1, 1}, int64_t groups = 1);

}  // namespace yaten
