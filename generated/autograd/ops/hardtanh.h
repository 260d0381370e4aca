// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'hardtanh' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor hardtanh(const Tensor& self, const Scalar& min_val = Scalar(int64_t{-1}), const Scalar& max_val = Scalar(int64_t{1}));
Tensor hardtanh_(const Tensor& self, const Scalar& min_val = Scalar(int64_t{-1}), const Scalar& max_val = Scalar(int64_t{1}));

}  // namespace yaten
