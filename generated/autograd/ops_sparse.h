// @generated from ops.yaml by codegen (template: ops_family.h.j2). Do not edit.
// The differentiable entry points of the 'sparse' ops (namespace yaten).
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor embedding(const Tensor& input, const Tensor& weight, std::optional<int64_t> padding_idx, std::optional<double> max_norm, double norm_type, bool scale_grad_by_freq, bool sparse);
Tensor embedding_grad_scale(const Tensor& self, const Tensor& scale);
Tensor bilinear(const Tensor& input1, const Tensor& input2, const Tensor& weight, const Tensor& bias);

}  // namespace yaten
