// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'sigmoid' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor sigmoid(const Tensor& self);
Tensor sigmoid_(const Tensor& self);
Tensor sigmoid_out(const Tensor& self, const Tensor& out);

}  // namespace yaten
