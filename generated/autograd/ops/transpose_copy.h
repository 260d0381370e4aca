// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'transpose_copy' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor transpose_copy(const Tensor& self, int64_t dim0, int64_t dim1);
Tensor transpose_copy_out(const Tensor& self, int64_t dim0, int64_t dim1, const Tensor& out);

}  // namespace yaten
