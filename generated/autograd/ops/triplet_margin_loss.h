// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'triplet_margin_loss' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor triplet_margin_loss(const Tensor& anchor, const Tensor& positive, const Tensor& negative, double margin = 1.0, double p = 2.0, double eps = 1e-06, bool swap = false, std::optional<bool> size_average = std::nullopt, std::optional<bool> reduce = std::nullopt, std::string_view reduction = "mean");

}  // namespace yaten
