// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'log1p' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor log1p(const Tensor& self);
Tensor log1p_(const Tensor& self);
Tensor log1p_out(const Tensor& self, const Tensor& out);

}  // namespace yaten
