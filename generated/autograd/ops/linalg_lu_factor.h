// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'linalg_lu_factor' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

std::tuple<Tensor, Tensor> linalg_lu_factor(const Tensor& A, bool pivot);
std::tuple<Tensor, Tensor> linalg_lu_factor_out(const Tensor& A, bool pivot, const Tensor& LU, const Tensor& pivots);

}  // namespace yaten
