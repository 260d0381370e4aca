// @generated from ops.yaml by codegen (template: kernel.h.j2). Do not edit.
// The kernels of 'linalg_solve_triangular' (namespace yaten::kernels): runtime/kernels/ defines
// each one.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten::kernels {

Tensor linalg_solve_triangular(const Tensor& self, const Tensor& B, bool upper, bool left, bool unitriangular);

}  // namespace yaten::kernels
