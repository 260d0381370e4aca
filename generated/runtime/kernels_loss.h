// @generated from ops.yaml by codegen (template: kernels_family.h.j2). Do not edit.
// The kernels of the 'loss' ops: runtime/kernels/ defines each one.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten::kernels {

Tensor nll_loss(const Tensor& input, const Tensor& target, const Tensor& weight, int64_t ignore_index, std::string_view reduction);
Tensor nll_loss_backward(const Tensor& grad_output, const Tensor& input, const Tensor& target, const Tensor& weight, int64_t ignore_index, std::string_view reduction);

}  // namespace yaten::kernels
