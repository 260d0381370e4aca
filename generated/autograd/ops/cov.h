// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'cov' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor cov(const Tensor& self, int64_t correction = 1, const Tensor& fweights = Tensor(), const Tensor& aweights = Tensor());

}  // namespace yaten
