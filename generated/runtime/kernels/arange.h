// @generated from ops.yaml by codegen (template: kernel.h.j2). Do not edit.
// The kernels of 'arange' (namespace yaten::kernels): runtime/kernels/ defines
// each one.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten::kernels {

Tensor arange(const Scalar& end, std::optional<ScalarType> dtype);
Tensor arange_start_step(const Scalar& start, const Scalar& end, const Scalar& step, std::optional<ScalarType> dtype);

}  // namespace yaten::kernels
