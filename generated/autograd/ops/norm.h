// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'norm' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor norm(const Tensor& self, const std::optional<Scalar>& p = Scalar(int64_t{2}), const std::optional<DimVector>& dim = std::nullopt, bool keepdim = false);

}  // namespace yaten
