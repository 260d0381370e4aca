// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'linalg_matrix_rank' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"
#include "autograd/out_dtype.h"

namespace yaten {

Tensor linalg_matrix_rank_atol_rtol_float(const Tensor& self, std::optional<double> atol = std::nullopt, std::optional<double> rtol = std::nullopt, bool hermitian = false);
Tensor linalg_matrix_rank_atol_rtol_float_out(const Tensor& self, std::optional<double> atol, std::optional<double> rtol, bool hermitian, const Tensor& out);
Tensor linalg_matrix_rank(const Tensor& self, double tol, bool hermitian = false);
Tensor linalg_matrix_rank_out(const Tensor& self, double tol, bool hermitian, const Tensor& out);
Tensor linalg_matrix_rank_atol_rtol_tensor(const Tensor& self, const Tensor& atol = Tensor(), const Tensor& rtol = Tensor(), bool hermitian = false);
Tensor linalg_matrix_rank_atol_rtol_tensor_out(const Tensor& self, const Tensor& atol, const Tensor& rtol, bool hermitian, const Tensor& out);
Tensor linalg_matrix_rank_tol_tensor(const Tensor& self, const Tensor& tol, bool hermitian = false);
Tensor linalg_matrix_rank_tol_tensor_out(const Tensor& self, const Tensor& tol, bool hermitian, const Tensor& out);

// Which dtypes the out= tensor of each composite overload may have (ops.yaml
// `out_dtype:`), for its hand-written out= entry to pass to write_out.
namespace out_dtype {
inline constexpr autograd::OutDtype linalg_matrix_rank_atol_rtol_float = autograd::OutDtype::castable;
inline constexpr autograd::OutDtype linalg_matrix_rank = autograd::OutDtype::castable;
inline constexpr autograd::OutDtype linalg_matrix_rank_atol_rtol_tensor = autograd::OutDtype::castable;
inline constexpr autograd::OutDtype linalg_matrix_rank_tol_tensor = autograd::OutDtype::castable;
}  // namespace out_dtype

}  // namespace yaten
