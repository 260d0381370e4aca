// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'avg_pool1d' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor avg_pool1d(const Tensor& input, const DimVector& kernel_size, const std::optional<DimVector>& stride = std::nullopt, const DimVector& padding = DimVector{0}, bool ceil_mode = false, bool count_include_pad = true);

}  // namespace yaten
