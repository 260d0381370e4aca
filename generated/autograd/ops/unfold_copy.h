// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'unfold_copy' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor unfold_copy(const Tensor& self, int64_t dimension, int64_t size, int64_t step);
Tensor unfold_copy_out(const Tensor& self, int64_t dimension, int64_t size, int64_t step, const Tensor& out);

}  // namespace yaten
