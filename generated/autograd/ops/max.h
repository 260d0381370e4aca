// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'max' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor max(const Tensor& self);
std::tuple<Tensor, Tensor> max_dim(const Tensor& self, int64_t dim, bool keepdim = false);
std::tuple<Tensor, Tensor> max_dim_out(const Tensor& self, int64_t dim, bool keepdim, const Tensor& values, const Tensor& indices);
Tensor max_other(const Tensor& self, const Tensor& other);
Tensor max_other_out(const Tensor& self, const Tensor& other, const Tensor& out);

}  // namespace yaten
