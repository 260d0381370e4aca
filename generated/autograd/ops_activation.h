// @generated from ops.yaml by codegen (template: ops_family.h.j2). Do not edit.
// The differentiable entry points of the 'activation' ops (namespace yaten).
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor gelu(const Tensor& input, std::string_view approximate);
Tensor silu(const Tensor& input);
Tensor dropout(const Tensor& input, double p, bool training);

}  // namespace yaten
