// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'fractional_max_pool2d' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

std::tuple<Tensor, Tensor> fractional_max_pool2d(const Tensor& input, const DimVector& kernel_size, const DimVector& output_size, const Tensor& random_samples);

}  // namespace yaten
