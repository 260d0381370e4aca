// @generated from ops.yaml by codegen (template: kernel.h.j2). Do not edit.
// The kernels of 'linalg_solve_ex' (namespace yaten::kernels): runtime/kernels/ defines
// each one.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten::kernels {

std::tuple<Tensor, Tensor> linalg_solve_ex(const Tensor& A, const Tensor& B, bool left, bool check_errors);

}  // namespace yaten::kernels
