// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'constant_pad' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor constant_pad(const Tensor& self, const DimVector& pad, const Scalar& value = Scalar(int64_t{0}));

}  // namespace yaten
