// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'unsqueeze_copy' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor unsqueeze_copy(const Tensor& self, int64_t dim);
Tensor unsqueeze_copy_out(const Tensor& self, int64_t dim, const Tensor& out);

}  // namespace yaten
