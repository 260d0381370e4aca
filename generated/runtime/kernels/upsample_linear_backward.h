// @generated from ops.yaml by codegen (template: kernel.h.j2). Do not edit.
// The kernels of 'upsample_linear_backward' (namespace yaten::kernels): runtime/kernels/ defines
// each one.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten::kernels {

Tensor upsample_linear_backward(const Tensor& grad_output, const DimVector& output_size, const DimVector& input_size, bool align_corners, std::optional<double> scales_d, std::optional<double> scales_h, std::optional<double> scales_w);

}  // namespace yaten::kernels
