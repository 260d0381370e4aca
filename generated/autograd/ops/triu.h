// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'triu' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor triu(const Tensor& self, int64_t diagonal = 0);
Tensor triu_(const Tensor& self, int64_t diagonal = 0);
Tensor triu_out(const Tensor& self, int64_t diagonal, const Tensor& out);

}  // namespace yaten
