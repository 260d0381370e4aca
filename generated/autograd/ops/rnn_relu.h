// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'rnn_relu' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

std::tuple<Tensor, Tensor> rnn_relu_input(const Tensor& input, const Tensor& hx, const std::vector<Tensor>& params, bool has_biases, int64_t num_layers, double dropout, bool train, bool bidirectional, bool batch_first);
std::tuple<Tensor, Tensor> rnn_relu_data(const Tensor& data, const Tensor& batch_sizes, const Tensor& hx, const std::vector<Tensor>& params, bool has_biases, int64_t num_layers, double dropout, bool train, bool bidirectional);

}  // namespace yaten
