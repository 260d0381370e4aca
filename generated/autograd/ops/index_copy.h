// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'index_copy' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor index_copy(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& source);
Tensor index_copy_(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& source);
Tensor index_copy_out(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& source, const Tensor& out);

}  // namespace yaten
