// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'amin' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor amin(const Tensor& self, const DimVector& dim = DimVector{}, bool keepdim = false);
Tensor amin_out(const Tensor& self, const DimVector& dim, bool keepdim, const Tensor& out);

}  // namespace yaten
