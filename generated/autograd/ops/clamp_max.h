// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'clamp_max' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor clamp_max(const Tensor& self, const Scalar& max);
Tensor clamp_max_(const Tensor& self, const Scalar& max);
Tensor clamp_max_out(const Tensor& self, const Scalar& max, const Tensor& out);

}  // namespace yaten
