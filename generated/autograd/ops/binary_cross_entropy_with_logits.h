// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'binary_cross_entropy_with_logits' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor binary_cross_entropy_with_logits(const Tensor& input, const Tensor& target, const Tensor& weight = Tensor(), std::optional<bool> size_average = std::nullopt, std::optional<bool> reduce = std::nullopt, std::string_view reduction = "mean", const Tensor& pos_weight = Tensor());
Tensor binary_cross_entropy_with_logits_reduced(const Tensor& self, const Tensor& target, const Tensor& weight, const Tensor& pos_weight, int64_t reduction);

}  // namespace yaten
