// @generated from ops.yaml by codegen (template: kernel.h.j2). Do not edit.
// The kernels of 'histc' (namespace yaten::kernels): runtime/kernels/ defines
// each one.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten::kernels {

Tensor histc(const Tensor& self, int64_t bins, const Scalar& min, const Scalar& max);

}  // namespace yaten::kernels
