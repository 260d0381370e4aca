// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'geqrf' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

std::tuple<Tensor, Tensor> geqrf(const Tensor& self);
std::tuple<Tensor, Tensor> geqrf_out(const Tensor& self, const Tensor& a, const Tensor& tau);

}  // namespace yaten
