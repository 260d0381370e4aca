// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'logical_xor' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor logical_xor(const Tensor& self, const Tensor& other);
Tensor logical_xor_(const Tensor& self, const Tensor& other);
Tensor logical_xor_out(const Tensor& self, const Tensor& other, const Tensor& out);

}  // namespace yaten
