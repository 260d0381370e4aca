// @generated from ops.yaml by codegen (template: ops_family.h.j2). Do not edit.
// The differentiable entry points of the 'loss' ops (namespace yaten).
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor linear(const Tensor& input, const Tensor& weight, const Tensor& bias);
Tensor mse_loss(const Tensor& input, const Tensor& target, std::optional<bool> size_average, std::optional<bool> reduce, std::string_view reduction);
Tensor nll_loss(const Tensor& input, const Tensor& target, const Tensor& weight, int64_t ignore_index, std::string_view reduction);
Tensor nll_loss_backward(const Tensor& grad_output, const Tensor& input, const Tensor& target, const Tensor& weight, int64_t ignore_index, std::string_view reduction);
Tensor cross_entropy(const Tensor& input, const Tensor& target, const Tensor& weight, std::optional<bool> size_average, int64_t ignore_index, std::optional<bool> reduce, std::string_view reduction, double label_smoothing);
Tensor l1_loss(const Tensor& input, const Tensor& target, std::optional<bool> size_average, std::optional<bool> reduce, std::string_view reduction);
Tensor binary_cross_entropy(const Tensor& input, const Tensor& target, const Tensor& weight, std::optional<bool> size_average, std::optional<bool> reduce, std::string_view reduction);
Tensor binary_cross_entropy_with_logits(const Tensor& input, const Tensor& target, const Tensor& weight, std::optional<bool> size_average, std::optional<bool> reduce, std::string_view reduction, const Tensor& pos_weight);

}  // namespace yaten
