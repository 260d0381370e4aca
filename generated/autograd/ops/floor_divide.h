// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'floor_divide' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor floor_divide(const Tensor& self, const Tensor& other);
Tensor floor_divide_(const Tensor& self, const Tensor& other);
Tensor floor_divide_out(const Tensor& self, const Tensor& other, const Tensor& out);

}  // namespace yaten
