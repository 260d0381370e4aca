// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'linalg_eigvalsh' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor linalg_eigvalsh(const Tensor& self, std::string_view UPLO);
Tensor linalg_eigvalsh_out(const Tensor& self, std::string_view UPLO, const Tensor& out);

}  // namespace yaten
