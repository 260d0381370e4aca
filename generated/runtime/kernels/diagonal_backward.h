// @generated from ops.yaml by codegen (template: kernel.h.j2). Do not edit.
// The kernels of 'diagonal_backward' (namespace yaten::kernels): runtime/kernels/ defines
// each one.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten::kernels {

Tensor diagonal_backward(const Tensor& grad_output, const DimVector& input_sizes, int64_t offset, int64_t dim1, int64_t dim2);

}  // namespace yaten::kernels
