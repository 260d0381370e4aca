// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'clamp_min' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor clamp_min(const Tensor& self, const Scalar& min);
Tensor clamp_min_(const Tensor& self, const Scalar& min);
Tensor clamp_min_out(const Tensor& self, const Scalar& min, const Tensor& out);

}  // namespace yaten
