// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'to' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor to(const Tensor& self, ScalarType dtype, bool non_blocking, bool copy);
Tensor to_device(const Tensor& self, std::optional<ScalarType> dtype, bool non_blocking, bool copy);
Tensor to_other(const Tensor& self, const Tensor& tensor, bool non_blocking, bool copy);

}  // namespace yaten
