// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'linalg_slogdet' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

std::tuple<Tensor, Tensor> linalg_slogdet(const Tensor& A);
std::tuple<Tensor, Tensor> linalg_slogdet_out(const Tensor& A, const Tensor& sign, const Tensor& logabsdet);

}  // namespace yaten
