// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'expand_copy' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor expand_copy(const Tensor& self, const DimVector& size);
Tensor expand_copy_out(const Tensor& self, const DimVector& size, const Tensor& out);

}  // namespace yaten
