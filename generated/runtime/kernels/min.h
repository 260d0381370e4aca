// @generated from ops.yaml by codegen (template: kernel.h.j2). Do not edit.
// The kernels of 'min' (namespace yaten::kernels): runtime/kernels/ defines
// each one.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten::kernels {

Tensor min(const Tensor& self);
std::tuple<Tensor, Tensor> min_dim(const Tensor& self, int64_t dim, bool keepdim);
Tensor min_other(const Tensor& self, const Tensor& other);

}  // namespace yaten::kernels
