// @generated from ops.yaml by codegen (template: kernel.h.j2). Do not edit.
// The kernels of 'batch_norm_backward_weight' (namespace yaten::kernels): runtime/kernels/ defines
// each one.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten::kernels {

Tensor batch_norm_backward_weight(const Tensor& grad_output, const Tensor& input, const Tensor& mean, const Tensor& var, bool training, double eps);

}  // namespace yaten::kernels
