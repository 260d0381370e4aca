// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'outer' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor outer(const Tensor& self, const Tensor& vec2);
Tensor outer_out(const Tensor& self, const Tensor& vec2, const Tensor& out);

}  // namespace yaten
