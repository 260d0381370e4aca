// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'pow' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor pow(const Tensor& self, const Tensor& exponent);
Tensor pow_(const Tensor& self, const Tensor& exponent);
Tensor pow_out(const Tensor& self, const Tensor& exponent, const Tensor& out);

}  // namespace yaten
