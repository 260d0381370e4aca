// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'as_strided_scatter' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor as_strided_scatter(const Tensor& self, const Tensor& src, const DimVector& size, const DimVector& stride, std::optional<int64_t> storage_offset = std::nullopt);

}  // namespace yaten
