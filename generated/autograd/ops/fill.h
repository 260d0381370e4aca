// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'fill' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor fill_Tensor(const Tensor& self, const Tensor& value);
Tensor fill_Scalar(const Tensor& self, const Scalar& value);

}  // namespace yaten
