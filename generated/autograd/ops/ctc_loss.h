// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'ctc_loss' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor ctc_loss_Tensor(const Tensor& log_probs, const Tensor& targets, const Tensor& input_lengths, const Tensor& target_lengths, int64_t blank = 0, std::string_view reduction = "mean", bool zero_infinity = false);
Tensor ctc_loss_IntList(const Tensor& log_probs, const Tensor& targets, const DimVector& input_lengths, const DimVector& target_lengths, int64_t blank = 0, std::string_view reduction = "mean", bool zero_infinity = false);

}  // namespace yaten
