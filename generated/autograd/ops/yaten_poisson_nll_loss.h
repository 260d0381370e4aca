// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'yaten_poisson_nll_loss' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor yaten_poisson_nll_loss(const Tensor& input, const Tensor& target, bool log_input, bool full, double eps, int64_t reduction);

}  // namespace yaten
