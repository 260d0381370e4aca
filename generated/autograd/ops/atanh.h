// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'atanh' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor atanh(const Tensor& self);
Tensor atanh_(const Tensor& self);
Tensor atanh_out(const Tensor& self, const Tensor& out);

}  // namespace yaten
