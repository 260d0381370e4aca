// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'permute_copy' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor permute_copy(const Tensor& self, const DimVector& dims);
Tensor permute_copy_out(const Tensor& self, const DimVector& dims, const Tensor& out);

}  // namespace yaten
