// @generated from ops.yaml by codegen (template: kernel.h.j2). Do not edit.
// The kernels of '_ctc_loss_backward' (namespace yaten::kernels): runtime/kernels/ defines
// each one.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten::kernels {

Tensor _ctc_loss_backward(const Tensor& grad, const Tensor& log_probs, const Tensor& targets, const DimVector& input_lengths, const DimVector& target_lengths, const Tensor& neg_log_likelihood, const Tensor& log_alpha, int64_t blank, bool zero_infinity, bool through_log_softmax);

}  // namespace yaten::kernels
