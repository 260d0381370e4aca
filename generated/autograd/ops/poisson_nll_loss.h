// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'poisson_nll_loss' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor poisson_nll_loss(const Tensor& input, const Tensor& target, bool log_input = true, bool full = false, std::optional<bool> size_average = std::nullopt, double eps = 1e-08, std::optional<bool> reduce = std::nullopt, std::string_view reduction = "mean");

}  // namespace yaten
