// @generated from ops.yaml by codegen (template: kernel.h.j2). Do not edit.
// The kernels of 'linalg_slogdet' (namespace yaten::kernels): runtime/kernels/ defines
// each one.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten::kernels {

std::tuple<Tensor, Tensor> linalg_slogdet(const Tensor& A);

}  // namespace yaten::kernels
