// @generated from ops.yaml by codegen (template: kernel.h.j2). Do not edit.
// The kernels of 'special_bessel_j0' (namespace yaten::kernels): runtime/kernels/ defines
// each one.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten::kernels {

Tensor special_bessel_j0(const Tensor& self, const Tensor& into);

}  // namespace yaten::kernels
