// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'yaten_split' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

std::vector<Tensor> yaten_split(const Tensor& tensor, int64_t split_size_or_sections, int64_t dim = 0);
std::vector<Tensor> yaten_split_sizes(const Tensor& tensor, const DimVector& split_size_or_sections, int64_t dim = 0);

}  // namespace yaten
