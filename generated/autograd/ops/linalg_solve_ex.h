// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'linalg_solve_ex' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

std::tuple<Tensor, Tensor> linalg_solve_ex(const Tensor& A, const Tensor& B, bool left = true, bool check_errors = false);
std::tuple<Tensor, Tensor> linalg_solve_ex_out(const Tensor& A, const Tensor& B, bool left, bool check_errors, const Tensor& result, const Tensor& info);

}  // namespace yaten
