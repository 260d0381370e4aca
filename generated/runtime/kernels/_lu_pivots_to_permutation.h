// @generated from ops.yaml by codegen (template: kernel.h.j2). Do not edit.
// The kernels of '_lu_pivots_to_permutation' (namespace yaten::kernels): runtime/kernels/ defines
// each one.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten::kernels {

Tensor _lu_pivots_to_permutation(const Tensor& pivots, int64_t n);

}  // namespace yaten::kernels
