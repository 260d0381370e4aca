// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'unfold_backward' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor unfold_backward(const Tensor& grad_in, const DimVector& input_sizes, int64_t dim, int64_t size, int64_t step);

}  // namespace yaten
