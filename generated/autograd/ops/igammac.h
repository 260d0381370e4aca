// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'igammac' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor igammac(const Tensor& self, const Tensor& other);
Tensor igammac_(const Tensor& self, const Tensor& other);
Tensor igammac_out(const Tensor& self, const Tensor& other, const Tensor& out);

}  // namespace yaten
