// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'norm' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"
#include "autograd/out_dtype.h"

namespace yaten {

Tensor norm(const Tensor& self, const std::optional<Scalar>& p = Scalar(int64_t{2}), const std::optional<DimVector>& dim = std::nullopt, bool keepdim = false);
Tensor norm_out(const Tensor& self, const std::optional<Scalar>& p, const std::optional<DimVector>& dim, bool keepdim, const Tensor& out);
Tensor norm_dtype(const Tensor& self, const std::optional<Scalar>& p, const std::optional<DimVector>& dim, bool keepdim, ScalarType dtype);
Tensor norm_dtype_out(const Tensor& self, const std::optional<Scalar>& p, const std::optional<DimVector>& dim, bool keepdim, ScalarType dtype, const Tensor& out);

// Which dtypes the out= tensor of each composite overload may have (ops.yaml
// `out_dtype:`), for its hand-written out= entry to pass to write_out.
namespace out_dtype {
inline constexpr autograd::OutDtype norm_dtype = autograd::OutDtype::castable;
}  // namespace out_dtype

}  // namespace yaten
