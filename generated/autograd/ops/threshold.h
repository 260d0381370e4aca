// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'threshold' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor threshold(const Tensor& self, const Scalar& threshold, const Scalar& value);
Tensor threshold_(const Tensor& self, const Scalar& threshold, const Scalar& value);

}  // namespace yaten
