// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'median' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor median(const Tensor& self);
std::tuple<Tensor, Tensor> median_dim(const Tensor& self, int64_t dim, bool keepdim = false);
std::tuple<Tensor, Tensor> median_dim_out(const Tensor& self, int64_t dim, bool keepdim, const Tensor& values, const Tensor& indices);

}  // namespace yaten
