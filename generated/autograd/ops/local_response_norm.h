// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'local_response_norm' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor local_response_norm(const Tensor& input, int64_t size, double alpha = 0.0001, double beta = 0.75, double k = 1.0);

}  // namespace yaten
