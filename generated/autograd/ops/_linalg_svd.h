// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of '_linalg_svd' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

std::tuple<Tensor, Tensor, Tensor> _linalg_svd(const Tensor& A, bool full_matrices = false, bool compute_uv = true);

}  // namespace yaten
