// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'float_power' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor float_power(const Tensor& self, const Tensor& exponent);
Tensor float_power_(const Tensor& self, const Tensor& exponent);
Tensor float_power_out(const Tensor& self, const Tensor& exponent, const Tensor& out);

}  // namespace yaten
