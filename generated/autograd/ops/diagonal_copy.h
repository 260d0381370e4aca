// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'diagonal_copy' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor diagonal_copy(const Tensor& self, int64_t offset, int64_t dim1, int64_t dim2);
Tensor diagonal_copy_out(const Tensor& self, int64_t offset, int64_t dim1, int64_t dim2, const Tensor& out);

}  // namespace yaten
