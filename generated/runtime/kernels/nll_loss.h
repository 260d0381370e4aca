// @generated from ops.yaml by codegen (template: kernel.h.j2). Do not edit.
// The kernels of 'nll_loss' (namespace yaten::kernels): runtime/kernels/ defines
// each one.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten::kernels {

Tensor nll_loss(const Tensor& input, const Tensor& target, const Tensor& weight, int64_t ignore_index, std::string_view reduction);

}  // namespace yaten::kernels
