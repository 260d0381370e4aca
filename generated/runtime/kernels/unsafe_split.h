// @generated from ops.yaml by codegen (template: kernel.h.j2). Do not edit.
// The kernels of 'unsafe_split' (namespace yaten::kernels): runtime/kernels/ defines
// each one.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten::kernels {

std::vector<Tensor> unsafe_split(const Tensor& self, int64_t split_size, int64_t dim);

}  // namespace yaten::kernels
