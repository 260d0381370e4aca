// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'multi_margin_loss' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor multi_margin_loss(const Tensor& input, const Tensor& target, int64_t p = 1, double margin = 1.0, const Tensor& weight = Tensor(), std::optional<bool> size_average = std::nullopt, std::optional<bool> reduce = std::nullopt, std::string_view reduction = "mean");

}  // namespace yaten
