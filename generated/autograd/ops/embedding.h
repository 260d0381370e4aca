// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'embedding' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor embedding(const Tensor& input, const Tensor& weight, std::optional<int64_t> padding_idx, std::optional<double> max_norm, double norm_type, bool scale_grad_by_freq, bool sparse);

}  // namespace yaten
