// @generated from ops.yaml by codegen (template: kernel.h.j2). Do not edit.
// The kernels of '_unique2' (namespace yaten::kernels): runtime/kernels/ defines
// each one.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten::kernels {

std::tuple<Tensor, Tensor, Tensor> _unique2(const Tensor& self, bool sorted, bool return_inverse, bool return_counts);

}  // namespace yaten::kernels
