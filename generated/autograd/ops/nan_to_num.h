// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'nan_to_num' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor nan_to_num(const Tensor& self, std::optional<double> nan = std::nullopt, std::optional<double> posinf = std::nullopt, std::optional<double> neginf = std::nullopt);
Tensor nan_to_num_(const Tensor& self, std::optional<double> nan = std::nullopt, std::optional<double> posinf = std::nullopt, std::optional<double> neginf = std::nullopt);
Tensor nan_to_num_out(const Tensor& self, std::optional<double> nan, std::optional<double> posinf, std::optional<double> neginf, const Tensor& out);

}  // namespace yaten
