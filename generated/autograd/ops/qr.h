// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'qr' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

std::tuple<Tensor, Tensor> qr(const Tensor& self, bool some);
std::tuple<Tensor, Tensor> qr_out(const Tensor& self, bool some, const Tensor& Q, const Tensor& R);

}  // namespace yaten
