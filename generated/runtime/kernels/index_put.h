// @generated from ops.yaml by codegen (template: kernel.h.j2). Do not edit.
// The kernels of 'index_put' (namespace yaten::kernels): runtime/kernels/ defines
// each one.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten::kernels {

Tensor index_put(const Tensor& self, const std::vector<Tensor>& indices, const Tensor& values, bool accumulate, const Tensor& into);

}  // namespace yaten::kernels
