// @generated from ops.yaml by codegen (template: kernel.h.j2). Do not edit.
// The kernels of 'repeat_interleave' (namespace yaten::kernels): runtime/kernels/ defines
// each one.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten::kernels {

Tensor repeat_interleave_Tensor(const Tensor& repeats, std::optional<int64_t> output_size);

}  // namespace yaten::kernels
