// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of '_lu_pivots_to_permutation' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor _lu_pivots_to_permutation(const Tensor& pivots, int64_t n);

}  // namespace yaten
