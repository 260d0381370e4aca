// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'lerp' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor lerp_Tensor(const Tensor& self, const Tensor& end, const Tensor& weight);
Tensor lerp__Tensor(const Tensor& self, const Tensor& end, const Tensor& weight);
Tensor lerp_Tensor_out(const Tensor& self, const Tensor& end, const Tensor& weight, const Tensor& out);
Tensor lerp_Scalar(const Tensor& self, const Tensor& end, const Scalar& weight);
Tensor lerp__Scalar(const Tensor& self, const Tensor& end, const Scalar& weight);
Tensor lerp_Scalar_out(const Tensor& self, const Tensor& end, const Scalar& weight, const Tensor& out);

}  // namespace yaten
