// @generated from ops.yaml by codegen (template: kernel.h.j2). Do not edit.
// The kernels of 'addcdiv' (namespace yaten::kernels): runtime/kernels/ defines
// each one.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten::kernels {

Tensor addcdiv(const Tensor& self, const Tensor& tensor1, const Tensor& tensor2, const Scalar& value, const Tensor& into);

}  // namespace yaten::kernels
