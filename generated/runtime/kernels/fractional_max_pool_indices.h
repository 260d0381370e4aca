// @generated from ops.yaml by codegen (template: kernel.h.j2). Do not edit.
// The kernels of 'fractional_max_pool_indices' (namespace yaten::kernels): runtime/kernels/ defines
// each one.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten::kernels {

Tensor fractional_max_pool_indices(const Tensor& input, const DimVector& kernel_size, const DimVector& output_size, const Tensor& random_samples);

}  // namespace yaten::kernels
