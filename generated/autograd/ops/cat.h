// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'cat' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor cat(const std::vector<Tensor>& tensors, int64_t dim = 0);
Tensor cat_out(const std::vector<Tensor>& tensors, int64_t dim, const Tensor& out);

}  // namespace yaten
