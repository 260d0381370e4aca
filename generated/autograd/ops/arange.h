// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'arange' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor arange(const Scalar& end, std::optional<ScalarType> dtype = std::nullopt, bool requires_grad = false);
Tensor arange_out(const Scalar& end, std::optional<ScalarType> dtype, bool requires_grad, const Tensor& out);
Tensor arange_start_step(const Scalar& start, const Scalar& end, const Scalar& step = Scalar(int64_t{1}), std::optional<ScalarType> dtype = std::nullopt, bool requires_grad = false);
Tensor arange_start_step_out(const Scalar& start, const Scalar& end, const Scalar& step, std::optional<ScalarType> dtype, bool requires_grad, const Tensor& out);

}  // namespace yaten
