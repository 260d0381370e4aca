// @generated from ops.yaml by codegen (template: kernel.h.j2). Do not edit.
// The kernels of '_linalg_eigh' (namespace yaten::kernels): runtime/kernels/ defines
// each one.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten::kernels {

std::tuple<Tensor, Tensor> _linalg_eigh(const Tensor& A, std::string_view UPLO, bool compute_v);

}  // namespace yaten::kernels
