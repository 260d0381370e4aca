// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'randperm' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"
#include "runtime/random.h"

namespace yaten {

Tensor randperm(int64_t n, const Generator& generator = Generator(), std::optional<ScalarType> dtype = std::nullopt, bool requires_grad = false);
Tensor randperm_out(int64_t n, const Generator& generator, std::optional<ScalarType> dtype, bool requires_grad, const Tensor& out);

}  // namespace yaten
