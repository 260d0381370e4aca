// @generated from ops.yaml by codegen (template: kernel.h.j2). Do not edit.
// The kernels of 'norm' (namespace yaten::kernels): runtime/kernels/ defines
// each one.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten::kernels {

Tensor norm(const Tensor& self, const std::optional<Scalar>& p, const std::optional<DimVector>& dim, bool keepdim);

}  // namespace yaten::kernels
