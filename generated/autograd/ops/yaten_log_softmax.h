// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'yaten_log_softmax' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"
#include "autograd/out_dtype.h"

namespace yaten {

Tensor yaten_log_softmax(const Tensor& self, int64_t dim, std::optional<ScalarType> dtype = std::nullopt);
Tensor yaten_log_softmax_out(const Tensor& self, int64_t dim, std::optional<ScalarType> dtype, const Tensor& out);

// Which dtypes the out= tensor of each composite overload may have (ops.yaml
// `out_dtype:`), for its hand-written out= entry to pass to write_out.
namespace out_dtype {
inline constexpr autograd::OutDtype yaten_log_softmax = autograd::OutDtype::exact;
}  // namespace out_dtype

}  // namespace yaten
