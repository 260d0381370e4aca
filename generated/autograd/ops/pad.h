// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'pad' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor pad(const Tensor& self, const DimVector& pad, std::string_view mode = "constant", std::optional<double> value = std::nullopt);

}  // namespace yaten
