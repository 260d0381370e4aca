// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'frobenius_norm' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"
#include "autograd/out_dtype.h"

namespace yaten {

Tensor frobenius_norm(const Tensor& self);
Tensor frobenius_norm_dim(const Tensor& self, const DimVector& dim, bool keepdim = false);
Tensor frobenius_norm_dim_out(const Tensor& self, const DimVector& dim, bool keepdim, const Tensor& out);

// Which dtypes the out= tensor of each composite overload may have (ops.yaml
// `out_dtype:`), for its hand-written out= entry to pass to write_out.
namespace out_dtype {
inline constexpr autograd::OutDtype frobenius_norm_dim = autograd::OutDtype::any;
}  // namespace out_dtype

}  // namespace yaten
