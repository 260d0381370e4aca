// @generated from ops.yaml by codegen (template: kernel.h.j2). Do not edit.
// The kernels of '_linalg_svd' (namespace yaten::kernels): runtime/kernels/ defines
// each one.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten::kernels {

std::tuple<Tensor, Tensor, Tensor> _linalg_svd(const Tensor& A, bool full_matrices, bool compute_uv);

}  // namespace yaten::kernels
