// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'linalg_multi_dot' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor linalg_multi_dot(const std::vector<Tensor>& tensors);
Tensor linalg_multi_dot_out(const std::vector<Tensor>& tensors, const Tensor& out);

}  // namespace yaten
