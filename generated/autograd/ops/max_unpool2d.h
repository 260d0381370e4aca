// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'max_unpool2d' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor max_unpool2d(const Tensor& input, const Tensor& indices, const DimVector& kernel_size, const std::optional<DimVector>& stride = std::nullopt, const DimVector& padding = DimVector{0, 0}, const std::optional<DimVector>& output_size = std::nullopt);

}  // namespace yaten
