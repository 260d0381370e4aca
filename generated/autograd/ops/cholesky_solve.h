// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'cholesky_solve' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor cholesky_solve(const Tensor& self, const Tensor& input2, bool upper);
Tensor cholesky_solve_out(const Tensor& self, const Tensor& input2, bool upper, const Tensor& out);

}  // namespace yaten
