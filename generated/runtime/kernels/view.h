// @generated from ops.yaml by codegen (template: kernel.h.j2). Do not edit.
// The kernels of 'view' (namespace yaten::kernels): runtime/kernels/ defines
// each one.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten::kernels {

Tensor view_dtype(const Tensor& self, ScalarType dtype);
Tensor view(const Tensor& self, const DimVector& size);

}  // namespace yaten::kernels
