// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'cumulative_trapezoid' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor cumulative_trapezoid_x(const Tensor& y, const Tensor& x, int64_t dim = -1);
Tensor cumulative_trapezoid_dx(const Tensor& y, const Scalar& dx = Scalar(int64_t{1}), int64_t dim = -1);

}  // namespace yaten
