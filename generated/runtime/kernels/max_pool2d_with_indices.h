// @generated from ops.yaml by codegen (template: kernel.h.j2). Do not edit.
// The kernels of 'max_pool2d_with_indices' (namespace yaten::kernels): runtime/kernels/ defines
// each one.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten::kernels {

std::tuple<Tensor, Tensor> max_pool2d_with_indices(const Tensor& input, const DimVector& kernel_size, const std::optional<DimVector>& stride, const DimVector& padding, const DimVector& dilation, bool ceil_mode);

}  // namespace yaten::kernels
