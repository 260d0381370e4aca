// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'matrix_power' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor matrix_power(const Tensor& self, int64_t n);
Tensor matrix_power_out(const Tensor& self, int64_t n, const Tensor& out);

}  // namespace yaten
