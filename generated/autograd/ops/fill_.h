// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'fill_' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor fill__Tensor(const Tensor& self, const Tensor& value);
Tensor fill_(const Tensor& self, const Scalar& value);

}  // namespace yaten
