// @generated from ops.yaml by codegen (template: kernel.h.j2). Do not edit.
// The kernels of '_embedding_bag' (namespace yaten::kernels): runtime/kernels/ defines
// each one.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten::kernels {

std::tuple<Tensor, Tensor, Tensor, Tensor> _embedding_bag(const Tensor& weight, const Tensor& indices, const Tensor& offsets, bool scale_grad_by_freq, int64_t mode, bool sparse, const Tensor& per_sample_weights, bool include_last_offset, std::optional<int64_t> padding_idx, bool forward_only);

}  // namespace yaten::kernels
