// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'dsplit' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

std::vector<Tensor> dsplit_int(const Tensor& self, int64_t sections);
std::vector<Tensor> dsplit_array(const Tensor& self, const DimVector& indices);

}  // namespace yaten
