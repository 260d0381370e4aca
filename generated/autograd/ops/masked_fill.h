// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'masked_fill' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor masked_fill(const Tensor& self, const Tensor& mask, const Tensor& value);
Tensor masked_fill_(const Tensor& self, const Tensor& mask, const Tensor& value);

}  // namespace yaten
