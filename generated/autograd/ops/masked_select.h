// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'masked_select' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor masked_select(const Tensor& self, const Tensor& mask);
Tensor masked_select_out(const Tensor& self, const Tensor& mask, const Tensor& out);

}  // namespace yaten
