// @generated from ops.yaml by codegen (template: kernel.h.j2). Do not edit.
// The kernels of 'unfold' (namespace yaten::kernels): runtime/kernels/ defines
// each one.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten::kernels {

Tensor unfold(const Tensor& self, int64_t dimension, int64_t size, int64_t step);

}  // namespace yaten::kernels
