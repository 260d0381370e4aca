// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'softplus' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor softplus(const Tensor& self, const Scalar& beta = Scalar(int64_t{1}), const Scalar& threshold = Scalar(int64_t{20}));

}  // namespace yaten
