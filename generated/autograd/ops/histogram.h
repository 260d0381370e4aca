// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'histogram' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

std::tuple<Tensor, Tensor> histogram_bin_ct(const Tensor& self, int64_t bins = 100, const std::optional<std::vector<double>>& range = std::nullopt, const Tensor& weight = Tensor(), bool density = false);
std::tuple<Tensor, Tensor> histogram_bin_ct_out(const Tensor& self, int64_t bins, const std::optional<std::vector<double>>& range, const Tensor& weight, bool density, const Tensor& hist, const Tensor& bin_edges);
std::tuple<Tensor, Tensor> histogram_bins_tensor(const Tensor& self, const Tensor& bins, const Tensor& weight = Tensor(), bool density = false);
std::tuple<Tensor, Tensor> histogram_bins_tensor_out(const Tensor& self, const Tensor& bins, const Tensor& weight, bool density, const Tensor& hist, const Tensor& bin_edges);

}  // namespace yaten
