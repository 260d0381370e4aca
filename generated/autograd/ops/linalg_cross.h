// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'linalg_cross' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor linalg_cross(const Tensor& self, const Tensor& other, int64_t dim);
Tensor linalg_cross_out(const Tensor& self, const Tensor& other, int64_t dim, const Tensor& out);

}  // namespace yaten
