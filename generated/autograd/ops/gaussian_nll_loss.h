// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'gaussian_nll_loss' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor gaussian_nll_loss(const Tensor& input, const Tensor& target, const Tensor& var, bool full = false, double eps = 1e-06, std::string_view reduction = "mean");

}  // namespace yaten
