// @generated from ops.yaml by codegen (template: ops_family.h.j2). Do not edit.
// The differentiable entry points of the 'select' ops (namespace yaten).
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor where(const Tensor& condition, const Tensor& self, const Tensor& other);
Tensor clamp(const Tensor& self, const std::optional<Scalar>& min, const std::optional<Scalar>& max);
Tensor clamp_(const Tensor& self, const std::optional<Scalar>& min, const std::optional<Scalar>& max);
Tensor clamp_out(const Tensor& self, const std::optional<Scalar>& min, const std::optional<Scalar>& max, const Tensor& out);
Tensor masked_fill(const Tensor& self, const Tensor& mask, const Tensor& value);
Tensor masked_fill_(const Tensor& self, const Tensor& mask, const Tensor& value);

}  // namespace yaten
