// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'sort' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

std::tuple<Tensor, Tensor> sort(const Tensor& self, int64_t dim = -1, bool descending = false, std::optional<bool> stable = false);
std::tuple<Tensor, Tensor> sort_out(const Tensor& self, int64_t dim, bool descending, std::optional<bool> stable, const Tensor& values, const Tensor& indices);

}  // namespace yaten
