// @generated from ops.yaml by codegen (template: kernel.h.j2). Do not edit.
// The kernels of 'where' (namespace yaten::kernels): runtime/kernels/ defines
// each one.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten::kernels {

Tensor where(const Tensor& condition, const Tensor& self, const Tensor& other);
std::vector<Tensor> where_condition(const Tensor& condition);

}  // namespace yaten::kernels
