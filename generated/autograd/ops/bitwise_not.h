// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'bitwise_not' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor bitwise_not(const Tensor& self);
Tensor bitwise_not_(const Tensor& self);
Tensor bitwise_not_out(const Tensor& self, const Tensor& out);

}  // namespace yaten
