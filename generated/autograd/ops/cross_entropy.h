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

Tensor cross_entropy(const Tensor& input, const Tensor& target, const Tensor& weight, std::optional<bool> size_average, int64_t ignore_index, std::optional<bool> reduce, std::string_view reduction, double label_smoothing);

}  // namespace yaten
