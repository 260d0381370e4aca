// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'hardshrink' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor hardshrink(const Tensor& self, const Scalar& lambd = Scalar(0.5));
Tensor hardshrink_out(const Tensor& self, const Scalar& lambd, const Tensor& out);

}  // namespace yaten
