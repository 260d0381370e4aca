// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'upsample_bicubic' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor upsample_bicubic(const Tensor& self, const DimVector& output_size, bool align_corners = false, std::optional<double> scales_d = std::nullopt, std::optional<double> scales_h = std::nullopt, std::optional<double> scales_w = std::nullopt);

}  // namespace yaten
