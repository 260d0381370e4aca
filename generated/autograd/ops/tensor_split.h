// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'tensor_split' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

std::vector<Tensor> tensor_split_sections(const Tensor& self, int64_t sections, int64_t dim = 0);
std::vector<Tensor> tensor_split_indices(const Tensor& self, const DimVector& indices, int64_t dim = 0);
std::vector<Tensor> tensor_split_tensor_indices_or_sections(const Tensor& self, const Tensor& tensor_indices_or_sections, int64_t dim = 0);

}  // namespace yaten
