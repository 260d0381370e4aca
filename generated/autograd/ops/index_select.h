// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'index_select' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor index_select(const Tensor& self, int64_t dim, const Tensor& index);
Tensor index_select_out(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& out);

}  // namespace yaten
