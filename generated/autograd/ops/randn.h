// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'randn' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"
#include "runtime/random.h"

namespace yaten {

Tensor randn(const DimVector& size, const Generator& generator = Generator(), std::optional<ScalarType> dtype = std::nullopt, bool requires_grad = false);
Tensor randn_out(const DimVector& size, const Generator& generator, std::optional<ScalarType> dtype, bool requires_grad, const Tensor& out);

}  // namespace yaten
