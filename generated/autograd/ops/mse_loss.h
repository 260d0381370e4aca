// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'mse_loss' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor mse_loss(const Tensor& input, const Tensor& target, std::optional<bool> size_average = std::nullopt, std::optional<bool> reduce = std::nullopt, std::string_view reduction = "mean");
Tensor mse_loss_reduced(const Tensor& self, const Tensor& target, int64_t reduction);

}  // namespace yaten
