// @generated from ops.yaml by codegen (template: kernels_family.h.j2). Do not edit.
// The kernels of the 'select' ops: runtime/kernels/ defines each one.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten::kernels {

Tensor where(const Tensor& condition, const Tensor& self, const Tensor& other);
Tensor clamp(const Tensor& self, const std::optional<Scalar>& min, const std::optional<Scalar>& max);
Tensor masked_fill(const Tensor& self, const Tensor& mask, const Tensor& value);

}  // namespace yaten::kernels
