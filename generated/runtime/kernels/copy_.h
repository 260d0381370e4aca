// @generated from ops.yaml by codegen (template: kernel.h.j2). Do not edit.
// The kernels of 'copy_' (namespace yaten::kernels): runtime/kernels/ defines
// each one.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten::kernels {

Tensor copy_(const Tensor& self, const Tensor& other, bool non_blocking);

}  // namespace yaten::kernels
