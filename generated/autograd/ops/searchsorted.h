// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'searchsorted' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor searchsorted(const Tensor& sorted_sequence, const Tensor& self, bool out_int32 = false, bool right = false, std::optional<std::string_view> side = std::nullopt, const Tensor& sorter = Tensor());
Tensor searchsorted_out(const Tensor& sorted_sequence, const Tensor& self, bool out_int32, bool right, std::optional<std::string_view> side, const Tensor& sorter, const Tensor& out);

}  // namespace yaten
