// @generated from ops.yaml by codegen (template: kernel.h.j2). Do not edit.
// The kernels of 'expand' (namespace yaten::kernels): runtime/kernels/ defines
// each one.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten::kernels {

Tensor expand(const Tensor& self, const DimVector& size, bool implicit);

}  // namespace yaten::kernels
