// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'repeat_interleave' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor repeat_interleave_self_int(const Tensor& self, int64_t repeats, std::optional<int64_t> dim = std::nullopt, std::optional<int64_t> output_size = std::nullopt);
Tensor repeat_interleave_self_Tensor(const Tensor& self, const Tensor& repeats, std::optional<int64_t> dim = std::nullopt, std::optional<int64_t> output_size = std::nullopt);
Tensor repeat_interleave_Tensor(const Tensor& repeats, std::optional<int64_t> output_size = std::nullopt);

}  // namespace yaten
