// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'huber_loss' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor huber_loss(const Tensor& input, const Tensor& target, std::string_view reduction = "mean", double delta = 1.0);
Tensor huber_loss_reduced(const Tensor& self, const Tensor& target, int64_t reduction, double delta);

}  // namespace yaten
