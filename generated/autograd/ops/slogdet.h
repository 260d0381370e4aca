// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'slogdet' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

std::tuple<Tensor, Tensor> slogdet(const Tensor& self);
std::tuple<Tensor, Tensor> slogdet_out(const Tensor& self, const Tensor& sign, const Tensor& logabsdet);

}  // namespace yaten
