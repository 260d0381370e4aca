// @generated from ops.yaml by codegen (template: kernel.h.j2). Do not edit.
// The kernels of 'linalg_matrix_exp' (namespace yaten::kernels): runtime/kernels/ defines
// each one.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten::kernels {

Tensor linalg_matrix_exp(const Tensor& self);

}  // namespace yaten::kernels
