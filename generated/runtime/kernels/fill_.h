// @generated from ops.yaml by codegen (template: kernel.h.j2). Do not edit.
// The kernels of 'fill_' (namespace yaten::kernels): runtime/kernels/ defines
// each one.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten::kernels {

Tensor fill__Tensor(const Tensor& self, const Tensor& value);
Tensor fill_(const Tensor& self, const Scalar& value);

}  // namespace yaten::kernels
