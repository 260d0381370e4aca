// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'smooth_l1_loss_backward' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor smooth_l1_loss_backward(const Tensor& grad_output, const Tensor& self, const Tensor& target, const Scalar& beta);

}  // namespace yaten
