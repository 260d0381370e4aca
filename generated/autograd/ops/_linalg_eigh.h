// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of '_linalg_eigh' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

std::tuple<Tensor, Tensor> _linalg_eigh(const Tensor& A, std::string_view UPLO = "L", bool compute_v = true);

}  // namespace yaten
