// @generated from ops.yaml by codegen (template: kernel.h.j2). Do not edit.
// The kernels of 'lerp' (namespace yaten::kernels): runtime/kernels/ defines
// each one.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten::kernels {

Tensor lerp_Tensor(const Tensor& self, const Tensor& end, const Tensor& weight, const Tensor& into);
Tensor lerp_Scalar(const Tensor& self, const Tensor& end, const Scalar& weight, const Tensor& into);

}  // namespace yaten::kernels
