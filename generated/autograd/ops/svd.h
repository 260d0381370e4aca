// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'svd' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

std::tuple<Tensor, Tensor, Tensor> svd(const Tensor& self, bool some, bool compute_uv);
std::tuple<Tensor, Tensor, Tensor> svd_out(const Tensor& self, bool some, bool compute_uv, const Tensor& U, const Tensor& S, const Tensor& V);

}  // namespace yaten
