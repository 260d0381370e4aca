// @generated from ops.yaml by codegen (template: kernel.h.j2). Do not edit.
// The kernels of '_linalg_lstsq' (namespace yaten::kernels): runtime/kernels/ defines
// each one.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten::kernels {

std::tuple<Tensor, Tensor, Tensor, Tensor> _linalg_lstsq(const Tensor& self, const Tensor& b, std::optional<double> rcond, std::string_view driver);

}  // namespace yaten::kernels
