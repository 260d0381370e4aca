// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of '_linalg_lstsq' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

std::tuple<Tensor, Tensor, Tensor, Tensor> _linalg_lstsq(const Tensor& self, const Tensor& b, std::optional<double> rcond, std::string_view driver);

}  // namespace yaten
