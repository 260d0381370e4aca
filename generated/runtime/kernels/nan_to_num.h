// @generated from ops.yaml by codegen (template: kernel.h.j2). Do not edit.
// The kernels of 'nan_to_num' (namespace yaten::kernels): runtime/kernels/ defines
// each one.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten::kernels {

Tensor nan_to_num(const Tensor& self, std::optional<double> nan, std::optional<double> posinf, std::optional<double> neginf, const Tensor& into);

}  // namespace yaten::kernels
