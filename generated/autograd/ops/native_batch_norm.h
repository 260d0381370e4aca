// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'native_batch_norm' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor native_batch_norm(const Tensor& input, const Tensor& mean, const Tensor& var, const Tensor& weight, const Tensor& bias, bool training, double eps);

}  // namespace yaten
