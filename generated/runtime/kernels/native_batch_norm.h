// @generated from ops.yaml by codegen (template: kernel.h.j2). Do not edit.
// The kernels of 'native_batch_norm' (namespace yaten::kernels): runtime/kernels/ defines
// each one.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten::kernels {

Tensor native_batch_norm(const Tensor& input, const Tensor& mean, const Tensor& var, const Tensor& weight, const Tensor& bias, bool training, double eps);

}  // namespace yaten::kernels
