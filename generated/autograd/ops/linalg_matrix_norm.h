// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'linalg_matrix_norm' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"
#include "autograd/out_dtype.h"

namespace yaten {

Tensor linalg_matrix_norm(const Tensor& self, const Scalar& ord, const DimVector& dim = DimVector{-2, -1}, bool keepdim = false, std::optional<ScalarType> dtype = std::nullopt);
Tensor linalg_matrix_norm_out(const Tensor& self, const Scalar& ord, const DimVector& dim, bool keepdim, std::optional<ScalarType> dtype, const Tensor& out);
Tensor linalg_matrix_norm_str_ord(const Tensor& self, std::string_view ord = "fro", const DimVector& dim = DimVector{-2, -1}, bool keepdim = false, std::optional<ScalarType> dtype = std::nullopt);
Tensor linalg_matrix_norm_str_ord_out(const Tensor& self, std::string_view ord, const DimVector& dim, bool keepdim, std::optional<ScalarType> dtype, const Tensor& out);

// Which dtypes the out= tensor of each composite overload may have (ops.yaml
// `out_dtype:`), for its hand-written out= entry to pass to write_out.
namespace out_dtype {
inline constexpr autograd::OutDtype linalg_matrix_norm = autograd::OutDtype::exact;
inline constexpr autograd::OutDtype linalg_matrix_norm_str_ord = autograd::OutDtype::exact;
}  // namespace out_dtype

}  // namespace yaten
