// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'std_mean' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

std::tuple<Tensor, Tensor> std_mean(const Tensor& self, const std::optional<DimVector>& dim = std::nullopt, bool unbiased = true, bool keepdim = false);
std::tuple<Tensor, Tensor> std_mean_correction(const Tensor& self, const std::optional<DimVector>& dim = std::nullopt, std::optional<int64_t> correction = std::nullopt, bool keepdim = false);
std::tuple<Tensor, Tensor> std_mean_unbiased(const Tensor& self, bool unbiased = true);

}  // namespace yaten
