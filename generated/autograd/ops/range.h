// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'range' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"
#include "autograd/out_dtype.h"

namespace yaten {

Tensor range(const Scalar& start, const Scalar& end, const Scalar& step = Scalar(int64_t{1}), std::optional<ScalarType> dtype = std::nullopt, bool requires_grad = false);
Tensor range_out(const Scalar& start, const Scalar& end, const Scalar& step, std::optional<ScalarType> dtype, bool requires_grad, const Tensor& out);

// Which dtypes the out= tensor of each composite overload may have (ops.yaml
// `out_dtype:`), for its hand-written out= entry to pass to write_out.
namespace out_dtype {
inline constexpr autograd::OutDtype range = autograd::OutDtype::castable;
}  // namespace out_dtype

}  // namespace yaten
