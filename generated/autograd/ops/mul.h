// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'mul' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor mul(const Tensor& self, const Tensor& other);
Tensor mul_(const Tensor& self, const Tensor& other);
Tensor mul_out(const Tensor& self, const Tensor& other, const Tensor& out);

}  // namespace yaten
