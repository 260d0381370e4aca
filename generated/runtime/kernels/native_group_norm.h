// @generated from ops.yaml by codegen (template: kernel.h.j2). Do not edit.
// The kernels of 'native_group_norm' (namespace yaten::kernels): runtime/kernels/ defines
// each one.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten::kernels {

std::tuple<Tensor, Tensor, Tensor> native_group_norm(const Tensor& input, const Tensor& weight, const Tensor& bias, int64_t num_groups, double eps);

}  // namespace yaten::kernels
