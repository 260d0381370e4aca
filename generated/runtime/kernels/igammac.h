// @generated from ops.yaml by codegen (template: kernel.h.j2). Do not edit.
// The kernels of 'igammac' (namespace yaten::kernels): runtime/kernels/ defines
// each one.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten::kernels {

Tensor igammac(const Tensor& self, const Tensor& other, const Tensor& into);

}  // namespace yaten::kernels
