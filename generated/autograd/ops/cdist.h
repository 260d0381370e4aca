// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'cdist' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor cdist(const Tensor& x1, const Tensor& x2, double p = 2.0, std::string_view compute_mode = "use_mm_for_euclid_dist_if_necessary");

}  // namespace yaten
