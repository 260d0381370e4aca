// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'embedding_bag' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

std::tuple<Tensor, Tensor, Tensor, Tensor> embedding_bag_padding_idx(const Tensor& weight, const Tensor& indices, const Tensor& offsets, bool scale_grad_by_freq, int64_t mode, bool sparse, const Tensor& per_sample_weights, bool include_last_offset, std::optional<int64_t> padding_idx);
std::tuple<Tensor, Tensor, Tensor, Tensor> embedding_bag(const Tensor& weight, const Tensor& indices, const Tensor& offsets, bool scale_grad_by_freq = false, int64_t mode = 0, bool sparse = false, const Tensor& per_sample_weights = Tensor(), bool include_last_offset = false);

}  // namespace yaten
