// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'leaky_relu' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor leaky_relu(const Tensor& self, const Scalar& negative_slope = Scalar(0.01));
Tensor leaky_relu_(const Tensor& self, const Scalar& negative_slope = Scalar(0.01));

}  // namespace yaten
