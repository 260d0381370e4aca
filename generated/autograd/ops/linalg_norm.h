// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'linalg_norm' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"
#include "autograd/out_dtype.h"

namespace yaten {

Tensor linalg_norm(const Tensor& self, const std::optional<Scalar>& ord = std::nullopt, const std::optional<DimVector>& dim = std::nullopt, bool keepdim = false, std::optional<ScalarType> dtype = std::nullopt);
Tensor linalg_norm_out(const Tensor& self, const std::optional<Scalar>& ord, const std::optional<DimVector>& dim, bool keepdim, std::optional<ScalarType> dtype, const Tensor& out);
Tensor linalg_norm_ord_str(const Tensor& self, std::string_view ord, const std::optional<DimVector>& dim = std::nullopt, bool keepdim = false, std::optional<ScalarType> dtype = std::nullopt);
Tensor linalg_norm_ord_str_out(const Tensor& self, std::string_view ord, const std::optional<DimVector>& dim, bool keepdim, std::optional<ScalarType> dtype, const Tensor& out);

// Which dtypes the out= tensor of each composite overload may have (ops.yaml
// `out_dtype:`), for its hand-written out= entry to pass to write_out.
namespace out_dtype {
inline constexpr autograd::OutDtype linalg_norm = autograd::OutDtype::exact;
inline constexpr autograd::OutDtype linalg_norm_ord_str = autograd::OutDtype::exact;
}  // namespace out_dtype

}  // namespace yaten
