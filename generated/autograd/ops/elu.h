// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'elu' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor elu(const Tensor& self, const Scalar& alpha = Scalar(int64_t{1}), const Scalar& scale = Scalar(int64_t{1}), const Scalar& input_scale = Scalar(int64_t{1}));
Tensor elu_(const Tensor& self, const Scalar& alpha = Scalar(int64_t{1}), const Scalar& scale = Scalar(int64_t{1}), const Scalar& input_scale = Scalar(int64_t{1}));

}  // namespace yaten
