// @generated from ops.yaml by codegen (template: kernel.h.j2). Do not edit.
// The kernels of 'histogram' (namespace yaten::kernels): runtime/kernels/ defines
// each one.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten::kernels {

std::tuple<Tensor, Tensor> histogram_bin_ct(const Tensor& self, int64_t bins, const std::optional<std::vector<double>>& range, const Tensor& weight, bool density);
std::tuple<Tensor, Tensor> histogram_bins_tensor(const Tensor& self, const Tensor& bins, const Tensor& weight, bool density);

}  // namespace yaten::kernels
