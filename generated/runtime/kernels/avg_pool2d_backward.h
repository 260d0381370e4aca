// @generated from ops.yaml by codegen (template: kernel.h.j2). Do not edit.
// The kernels of 'avg_pool2d_backward' (namespace yaten::kernels): runtime/kernels/ defines
// each one.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten::kernels {

Tensor avg_pool2d_backward(const Tensor& grad_output, const Tensor& input, const DimVector& kernel_size, const std::optional<DimVector>& stride, const DimVector& padding, bool ceil_mode, bool count_include_pad, std::optional<int64_t> divisor_override);

}  // namespace yaten::kernels
