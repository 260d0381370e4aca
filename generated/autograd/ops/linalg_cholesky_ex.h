// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'linalg_cholesky_ex' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

std::tuple<Tensor, Tensor> linalg_cholesky_ex(const Tensor& self, bool upper = false, bool check_errors = false);
std::tuple<Tensor, Tensor> linalg_cholesky_ex_out(const Tensor& self, bool upper, bool check_errors, const Tensor& L, const Tensor& info);

}  // namespace yaten
