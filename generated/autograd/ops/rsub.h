// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'rsub' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor rsub(const Tensor& self, const Tensor& other, const Scalar& alpha = Scalar(int64_t{1}));
Tensor rsub_Scalar(const Tensor& self, const Scalar& other, const Scalar& alpha = Scalar(int64_t{1}));

}  // namespace yaten
