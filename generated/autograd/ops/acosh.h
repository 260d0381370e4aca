// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'acosh' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor acosh(const Tensor& self);
Tensor acosh_(const Tensor& self);
Tensor acosh_out(const Tensor& self, const Tensor& out);

}  // namespace yaten
