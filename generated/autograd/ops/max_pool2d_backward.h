// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'max_pool2d_backward' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor max_pool2d_backward(const Tensor& grad_output, const Tensor& input, const Tensor& indices);

}  // namespace yaten
