// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'lp_pool2d' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor lp_pool2d(const Tensor& input, double norm_type, const DimVector& kernel_size, const std::optional<DimVector>& stride = std::nullopt, bool ceil_mode = false);

}  // namespace yaten
