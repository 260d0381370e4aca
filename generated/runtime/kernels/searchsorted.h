// @generated from ops.yaml by codegen (template: kernel.h.j2). Do not edit.
// The kernels of 'searchsorted' (namespace yaten::kernels): runtime/kernels/ defines
// each one.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten::kernels {

Tensor searchsorted(const Tensor& sorted_sequence, const Tensor& self, bool out_int32, bool right, std::optional<std::string_view> side, const Tensor& sorter);

}  // namespace yaten::kernels
