// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'heaviside' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor heaviside(const Tensor& self, const Tensor& values);
Tensor heaviside_(const Tensor& self, const Tensor& values);
Tensor heaviside_out(const Tensor& self, const Tensor& values, const Tensor& out);

}  // namespace yaten
