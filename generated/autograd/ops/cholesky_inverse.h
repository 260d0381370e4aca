// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'cholesky_inverse' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor cholesky_inverse(const Tensor& self, bool upper);
Tensor cholesky_inverse_out(const Tensor& self, bool upper, const Tensor& out);

}  // namespace yaten
