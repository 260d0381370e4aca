// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'unsafe_split_with_sizes' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

std::vector<Tensor> unsafe_split_with_sizes(const Tensor& self, const DimVector& split_sizes, int64_t dim = 0);

}  // namespace yaten
