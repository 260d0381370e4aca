// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'linalg_svdvals' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor linalg_svdvals(const Tensor& A, std::optional<std::string_view> driver);
Tensor linalg_svdvals_out(const Tensor& A, std::optional<std::string_view> driver, const Tensor& out);

}  // namespace yaten
