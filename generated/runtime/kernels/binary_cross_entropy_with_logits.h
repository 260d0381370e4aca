// @generated from ops.yaml by codegen (template: kernel.h.j2). Do not edit.
// The kernels of 'binary_cross_entropy_with_logits' (namespace yaten::kernels): runtime/kernels/ defines
// each one.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten::kernels {

Tensor binary_cross_entropy_with_logits_reduced(const Tensor& self, const Tensor& target, const Tensor& weight, const Tensor& pos_weight, int64_t reduction);

}  // namespace yaten::kernels
