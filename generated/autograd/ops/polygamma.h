// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'polygamma' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor polygamma(int64_t n, const Tensor& self);
Tensor polygamma_(int64_t n, const Tensor& self);
Tensor polygamma_out(int64_t n, const Tensor& self, const Tensor& out);

}  // namespace yaten
