// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'fmod' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor fmod(const Tensor& self, const Tensor& other);
Tensor fmod_(const Tensor& self, const Tensor& other);
Tensor fmod_out(const Tensor& self, const Tensor& other, const Tensor& out);

}  // namespace yaten
