// @generated from ops.yaml by codegen (template: kernel.h.j2). Do not edit.
// The kernels of '_ctc_loss' (namespace yaten::kernels): runtime/kernels/ defines
// each one.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten::kernels {

std::tuple<Tensor, Tensor> _ctc_loss(const Tensor& log_probs, const Tensor& targets, const DimVector& input_lengths, const DimVector& target_lengths, int64_t blank, bool zero_infinity);

}  // namespace yaten::kernels
