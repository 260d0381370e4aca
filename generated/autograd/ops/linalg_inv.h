// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'linalg_inv' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor linalg_inv(const Tensor& A);
Tensor linalg_inv_out(const Tensor& A, const Tensor& out);

}  // namespace yaten
