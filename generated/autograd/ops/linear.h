// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'linear' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor linear(const Tensor& input, const Tensor& weight, const Tensor& bias = Tensor());

// The hand-written body of each composite overload with a names rule (ops.yaml `names:`).
namespace composite {
Tensor linear(const Tensor& input, const Tensor& weight, const Tensor& bias);
}  // namespace composite

}  // namespace yaten
