// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'batch_norm_backward_weight' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor batch_norm_backward_weight(const Tensor& grad_output, const Tensor& input, const Tensor& mean, const Tensor& var, bool training, double eps);

}  // namespace yaten
