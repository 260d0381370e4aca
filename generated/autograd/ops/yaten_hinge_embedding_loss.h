// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'yaten_hinge_embedding_loss' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor yaten_hinge_embedding_loss(const Tensor& self, const Tensor& target, double margin = 1.0, int64_t reduction = 0);

}  // namespace yaten
