// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'clamp' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor clamp_Tensor(const Tensor& self, const Tensor& min = Tensor(), const Tensor& max = Tensor());
Tensor clamp__Tensor(const Tensor& self, const Tensor& min = Tensor(), const Tensor& max = Tensor());
Tensor clamp_Tensor_out(const Tensor& self, const Tensor& min, const Tensor& max, const Tensor& out);
Tensor clamp(const Tensor& self, const std::optional<Scalar>& min = std::nullopt, const std::optional<Scalar>& max = std::nullopt);
Tensor clamp_(const Tensor& self, const std::optional<Scalar>& min = std::nullopt, const std::optional<Scalar>& max = std::nullopt);
Tensor clamp_out(const Tensor& self, const std::optional<Scalar>& min, const std::optional<Scalar>& max, const Tensor& out);

}  // namespace yaten
