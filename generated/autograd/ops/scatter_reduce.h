// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'scatter_reduce' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor scatter_reduce_two(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& src, std::string_view reduce, bool include_self = true);
Tensor scatter_reduce__two(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& src, std::string_view reduce, bool include_self = true);
Tensor scatter_reduce_two_out(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& src, std::string_view reduce, bool include_self, const Tensor& out);

}  // namespace yaten
