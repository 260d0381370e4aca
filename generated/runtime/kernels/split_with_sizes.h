// @generated from ops.yaml by codegen (template: kernel.h.j2). Do not edit.
// The kernels of 'split_with_sizes' (namespace yaten::kernels): runtime/kernels/ defines
// each one.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten::kernels {

std::vector<Tensor> split_with_sizes(const Tensor& self, const DimVector& split_sizes, int64_t dim);

}  // namespace yaten::kernels
