// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'linalg_matrix_rank' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor linalg_matrix_rank_atol_rtol_float(const Tensor& self, std::optional<double> atol, std::optional<double> rtol, bool hermitian);
Tensor linalg_matrix_rank_atol_rtol_float_out(const Tensor& self, std::optional<double> atol, std::optional<double> rtol, bool hermitian, const Tensor& out);
Tensor linalg_matrix_rank(const Tensor& self, double tol, bool hermitian);
Tensor linalg_matrix_rank_out(const Tensor& self, double tol, bool hermitian, const Tensor& out);

}  // namespace yaten
