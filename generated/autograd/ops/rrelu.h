// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'rrelu' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"
#include "runtime/random.h"

namespace yaten {

Tensor rrelu(const Tensor& self, const Scalar& lower = Scalar(0.125), const Scalar& upper = Scalar(0.3333333333333333), bool training = false, const Generator& generator = Generator());

}  // namespace yaten
