// @generated from ops.yaml by codegen (template: kernel.h.j2). Do not edit.
// The kernels of 'nanmedian' (namespace yaten::kernels): runtime/kernels/ defines
// each one.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten::kernels {

Tensor nanmedian(const Tensor& self);
std::tuple<Tensor, Tensor> nanmedian_dim(const Tensor& self, int64_t dim, bool keepdim);

}  // namespace yaten::kernels
