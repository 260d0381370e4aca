// @generated from ops.yaml by codegen (template: kernel.h.j2). Do not edit.
// The kernels of 'adaptive_avg_pool2d' (namespace yaten::kernels): runtime/kernels/ defines
// each one.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten::kernels {

Tensor adaptive_avg_pool2d(const Tensor& input, const DimVector& output_size);

}  // namespace yaten::kernels
