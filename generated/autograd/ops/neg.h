// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'neg' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor neg(const Tensor& self);
Tensor neg_(const Tensor& self);
Tensor neg_out(const Tensor& self, const Tensor& out);

}  // namespace yaten
