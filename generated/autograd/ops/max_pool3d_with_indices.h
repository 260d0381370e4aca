// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'max_pool3d_with_indices' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

std::tuple<Tensor, Tensor> max_pool3d_with_indices(const Tensor& input, const DimVector& kernel_size, const std::optional<DimVector>& stride = std::nullopt, const DimVector& padding = DimVector{0, 0, 0}, const DimVector& dilation = DimVector{1, 1, 1}, bool ceil_mode = false);

}  // namespace yaten
