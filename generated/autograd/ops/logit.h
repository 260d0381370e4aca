// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'logit' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor logit(const Tensor& self, std::optional<double> eps = std::nullopt);
Tensor logit_(const Tensor& self, std::optional<double> eps = std::nullopt);
Tensor logit_out(const Tensor& self, std::optional<double> eps, const Tensor& out);

}  // namespace yaten
