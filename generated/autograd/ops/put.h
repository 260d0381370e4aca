// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'put' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor put(const Tensor& self, const Tensor& index, const Tensor& source, bool accumulate = false);
Tensor put_(const Tensor& self, const Tensor& index, const Tensor& source, bool accumulate = false);

}  // namespace yaten
