// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'conv_transpose3d' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor conv_transpose3d(const Tensor& input, const Tensor& weight, const Tensor& bias = Tensor(), const DimVector& stride = DimVector{1, 1, 1}, const DimVector& padding = DimVector{0, 0, 0}, const DimVector& output_padding = DimVector{0, 0, 0}, int64_t groups = 1, const DimVector& dilation = DimVector{1, 1, 1});

}  // namespace yaten
