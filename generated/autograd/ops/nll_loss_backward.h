// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'nll_loss_backward' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor nll_loss_backward(const Tensor& grad_output, const Tensor& input, const Tensor& target, const Tensor& weight, int64_t ignore_index, std::string_view reduction);

}  // namespace yaten
