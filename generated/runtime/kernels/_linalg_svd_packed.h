// @generated from ops.yaml by codegen (template: kernel.h.j2). Do not edit.
// The kernels of '_linalg_svd_packed' (namespace yaten::kernels): runtime/kernels/ defines
// each one.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten::kernels {

Tensor _linalg_svd_packed(const Tensor& A, bool full_matrices);

}  // namespace yaten::kernels
