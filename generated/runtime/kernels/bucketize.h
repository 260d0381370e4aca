// @generated from ops.yaml by codegen (template: kernel.h.j2). Do not edit.
// The kernels of 'bucketize' (namespace yaten::kernels): runtime/kernels/ defines
// each one.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten::kernels {

Tensor bucketize(const Tensor& self, const Tensor& boundaries, bool out_int32, bool right);

}  // namespace yaten::kernels
