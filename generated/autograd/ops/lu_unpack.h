// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'lu_unpack' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"
#include "autograd/out_dtype.h"

namespace yaten {

std::tuple<Tensor, Tensor, Tensor> lu_unpack(const Tensor& LU_data, const Tensor& LU_pivots, bool unpack_data = true, bool unpack_pivots = true);
std::tuple<Tensor, Tensor, Tensor> lu_unpack_out(const Tensor& LU_data, const Tensor& LU_pivots, bool unpack_data, bool unpack_pivots, const Tensor& P, const Tensor& L, const Tensor& U);

// Which dtypes the out= tensor of each composite overload may have (ops.yaml
// `out_dtype:`), for its hand-written out= entry to pass to write_out.
namespace out_dtype {
inline constexpr autograd::OutDtype lu_unpack = autograd::OutDtype::castable;
}  // namespace out_dtype

}  // namespace yaten
