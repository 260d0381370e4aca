// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'exp2' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor exp2(const Tensor& self);
Tensor exp2_(const Tensor& self);
Tensor exp2_out(const Tensor& self, const Tensor& out);

}  // namespace yaten
