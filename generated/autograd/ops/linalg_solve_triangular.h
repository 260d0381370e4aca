// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'linalg_solve_triangular' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor linalg_solve_triangular(const Tensor& self, const Tensor& B, bool upper, bool left = true, bool unitriangular = false);
Tensor linalg_solve_triangular_out(const Tensor& self, const Tensor& B, bool upper, bool left, bool unitriangular, const Tensor& out);

}  // namespace yaten
