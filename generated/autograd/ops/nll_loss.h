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

Tensor nll_loss(const Tensor& input, const Tensor& target, const Tensor& weight = Tensor(), int64_t ignore_index = -100, std::string_view reduction = "mean");
Tensor nll_loss_nd(const Tensor& input, const Tensor& target, const Tensor& weight = Tensor(), std::optional<bool> size_average = std::nullopt, int64_t ignore_index = -100, std::optional<bool> reduce = std::nullopt, std::string_view reduction = "mean");

}  // namespace yaten
