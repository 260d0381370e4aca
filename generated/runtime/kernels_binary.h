// @generated from ops.yaml by codegen (template: kernels_family.h.j2). Do not edit.
// The kernels of the 'binary' ops: runtime/kernels/ defines each one.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten::kernels {

Tensor add(const Tensor& self, const Tensor& other, const Scalar& alpha);
Tensor sub(const Tensor& self, const Tensor& other, const Scalar& alpha);
Tensor mul(const Tensor& self, const Tensor& other);
Tensor div(const Tensor& self, const Tensor& other);
Tensor pow(const Tensor& self, const Tensor& exponent);
Tensor maximum(const Tensor& self, const Tensor& other);
Tensor minimum(const Tensor& self, const Tensor& other);
Tensor atan2(const Tensor& self, const Tensor& other);
Tensor hypot(const Tensor& self, const Tensor& other);
Tensor remainder(const Tensor& self, const Tensor& other);
Tensor fmod(const Tensor& self, const Tensor& other);
Tensor lerp_Tensor(const Tensor& self, const Tensor& end, const Tensor& weight);
Tensor lerp_Scalar(const Tensor& self, const Tensor& end, const Scalar& weight);
Tensor logical_and(const Tensor& self, const Tensor& other);
Tensor logical_or(const Tensor& self, const Tensor& other);

}  // namespace yaten::kernels
