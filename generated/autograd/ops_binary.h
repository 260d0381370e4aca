// @generated from ops.yaml by codegen (template: ops_family.h.j2). Do not edit.
// The differentiable entry points of the 'binary' ops (namespace yaten).
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor add(const Tensor& self, const Tensor& other, const Scalar& alpha);
Tensor add_(const Tensor& self, const Tensor& other, const Scalar& alpha);
Tensor add_out(const Tensor& self, const Tensor& other, const Scalar& alpha, const Tensor& out);
Tensor sub(const Tensor& self, const Tensor& other, const Scalar& alpha);
Tensor sub_(const Tensor& self, const Tensor& other, const Scalar& alpha);
Tensor sub_out(const Tensor& self, const Tensor& other, const Scalar& alpha, const Tensor& out);
Tensor mul(const Tensor& self, const Tensor& other);
Tensor mul_(const Tensor& self, const Tensor& other);
Tensor mul_out(const Tensor& self, const Tensor& other, const Tensor& out);
Tensor div(const Tensor& self, const Tensor& other);
Tensor div_(const Tensor& self, const Tensor& other);
Tensor div_out(const Tensor& self, const Tensor& other, const Tensor& out);
Tensor pow(const Tensor& self, const Tensor& exponent);
Tensor pow_(const Tensor& self, const Tensor& exponent);
Tensor pow_out(const Tensor& self, const Tensor& exponent, const Tensor& out);
Tensor maximum(const Tensor& self, const Tensor& other);
Tensor maximum_out(const Tensor& self, const Tensor& other, const Tensor& out);
Tensor minimum(const Tensor& self, const Tensor& other);
Tensor minimum_out(const Tensor& self, const Tensor& other, const Tensor& out);
Tensor atan2(const Tensor& self, const Tensor& other);
Tensor atan2_(const Tensor& self, const Tensor& other);
Tensor atan2_out(const Tensor& self, const Tensor& other, const Tensor& out);
Tensor hypot(const Tensor& self, const Tensor& other);
Tensor hypot_(const Tensor& self, const Tensor& other);
Tensor hypot_out(const Tensor& self, const Tensor& other, const Tensor& out);
Tensor remainder(const Tensor& self, const Tensor& other);
Tensor remainder_(const Tensor& self, const Tensor& other);
Tensor remainder_out(const Tensor& self, const Tensor& other, const Tensor& out);
Tensor fmod(const Tensor& self, const Tensor& other);
Tensor fmod_(const Tensor& self, const Tensor& other);
Tensor fmod_out(const Tensor& self, const Tensor& other, const Tensor& out);
Tensor lerp_Tensor(const Tensor& self, const Tensor& end, const Tensor& weight);
Tensor lerp__Tensor(const Tensor& self, const Tensor& end, const Tensor& weight);
Tensor lerp_Tensor_out(const Tensor& self, const Tensor& end, const Tensor& weight, const Tensor& out);
Tensor lerp_Scalar(const Tensor& self, const Tensor& end, const Scalar& weight);
Tensor lerp__Scalar(const Tensor& self, const Tensor& end, const Scalar& weight);
Tensor lerp_Scalar_out(const Tensor& self, const Tensor& end, const Scalar& weight, const Tensor& out);
Tensor logical_and(const Tensor& self, const Tensor& other);
Tensor logical_and_(const Tensor& self, const Tensor& other);
Tensor logical_and_out(const Tensor& self, const Tensor& other, const Tensor& out);
Tensor logical_or(const Tensor& self, const Tensor& other);
Tensor logical_or_(const Tensor& self, const Tensor& other);
Tensor logical_or_out(const Tensor& self, const Tensor& other, const Tensor& out);

}  // namespace yaten
