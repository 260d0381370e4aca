// @generated from ops.yaml by codegen (template: kernel.h.j2). Do not edit.
// The kernels of 'adaptive_max_pool2d_with_indices' (namespace yaten::kernels): runtime/kernels/ defines
// each one.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten::kernels {

std::tuple<Tensor, Tensor> adaptive_max_pool2d_with_indices(const Tensor& input, const DimVector& output_size);

}  // namespace yaten::kernels
