// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'select_copy' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor select_copy(const Tensor& self, int64_t dim, int64_t index);
Tensor select_copy_out(const Tensor& self, int64_t dim, int64_t index, const Tensor& out);

}  // namespace yaten
