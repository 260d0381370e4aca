// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'scatter_add' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor scatter_add(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& src);
Tensor scatter_add_(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& src);
Tensor scatter_add_out(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& src, const Tensor& out);

}  // namespace yaten
