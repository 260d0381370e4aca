// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'mvlgamma' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor mvlgamma(const Tensor& self, int64_t p);
Tensor mvlgamma_(const Tensor& self, int64_t p);
Tensor mvlgamma_out(const Tensor& self, int64_t p, const Tensor& out);

}  // namespace yaten
