// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'nll_loss' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor nll_loss(const Tensor& input, const Tensor& target, const Tensor& weight, int64_t ignore_index, std::string_view reduction);
Tensor nll_loss_nd(const Tensor& input, const Tensor& target, const Tensor& weight, std::optional<bool> size_average, int64_t ignore_index, std::optional<bool> reduce, std::string_view reduction);

}  // namespace yaten
