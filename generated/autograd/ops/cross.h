// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'cross' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor cross(const Tensor& self, const Tensor& other, std::optional<int64_t> dim);
Tensor cross_out(const Tensor& self, const Tensor& other, std::optional<int64_t> dim, const Tensor& out);

}  // namespace yaten
