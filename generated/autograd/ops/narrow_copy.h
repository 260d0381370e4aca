// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'narrow_copy' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor narrow_copy(const Tensor& self, int64_t dim, int64_t start, int64_t length);
Tensor narrow_copy_out(const Tensor& self, int64_t dim, int64_t start, int64_t length, const Tensor& out);

}  // namespace yaten
