// @generated from ops.yaml by codegen (template: kernel.h.j2). Do not edit.
// The kernels of 'hardtanh' (namespace yaten::kernels): runtime/kernels/ defines
// each one.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten::kernels {

Tensor hardtanh(const Tensor& self, const Scalar& min_val, const Scalar& max_val, const Tensor& into);

}  // namespace yaten::kernels
