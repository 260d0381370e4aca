// @generated from ops.yaml by codegen (template: kernel.h.j2). Do not edit.
// The kernels of 'clamp' (namespace yaten::kernels): runtime/kernels/ defines
// each one.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten::kernels {

Tensor clamp_Tensor(const Tensor& self, const Tensor& min, const Tensor& max, const Tensor& into);
Tensor clamp(const Tensor& self, const std::optional<Scalar>& min, const std::optional<Scalar>& max, const Tensor& into);

}  // namespace yaten::kernels
