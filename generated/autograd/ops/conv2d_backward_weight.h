// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'conv2d_backward_weight' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor conv2d_backward_weight(const Tensor& grad_output, const Tensor& input, const DimVector& weight_size, const DimVector& stride, const DimVector& padding, const DimVector& dilation, int64_t groups);

}  // namespace yaten
