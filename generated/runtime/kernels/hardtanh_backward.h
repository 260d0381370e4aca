// @generated from ops.yaml by codegen (template: kernel.h.j2). Do not edit.
// The kernels of 'hardtanh_backward' (namespace yaten::kernels): runtime/kernels/ defines
// each one.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten::kernels {

Tensor hardtanh_backward(const Tensor& grad_output, const Tensor& self, const Scalar& min_val, const Scalar& max_val);

}  // namespace yaten::kernels
