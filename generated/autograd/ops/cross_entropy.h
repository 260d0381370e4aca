// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'cross_entropy' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor cross_entropy(const Tensor& input, const Tensor& target, const Tensor& weight = Tensor(), std::optional<bool> size_average = std::nullopt, int64_t ignore_index = -100, std::optional<bool> reduce = std::nullopt, std::string_view reduction = "mean", double label_smoothing = 0.0);

}  // namespace yaten
