// @generated from ops.yaml by codegen (template: kernels_family.h.j2). Do not edit.
// The kernels of the 'unary' ops: runtime/kernels/ defines each one.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten::kernels {

Tensor neg(const Tensor& self);
Tensor abs(const Tensor& self);
Tensor exp(const Tensor& self);
Tensor log(const Tensor& self);
Tensor log2(const Tensor& self);
Tensor log10(const Tensor& self);
Tensor log1p(const Tensor& self);
Tensor expm1(const Tensor& self);
Tensor sqrt(const Tensor& self);
Tensor rsqrt(const Tensor& self);
Tensor square(const Tensor& self);
Tensor reciprocal(const Tensor& self);
Tensor sin(const Tensor& self);
Tensor cos(const Tensor& self);
Tensor tan(const Tensor& self);
Tensor asin(const Tensor& self);
Tensor acos(const Tensor& self);
Tensor atan(const Tensor& self);
Tensor sinh(const Tensor& self);
Tensor cosh(const Tensor& self);
Tensor tanh(const Tensor& self);
Tensor sigmoid(const Tensor& self);
Tensor relu(const Tensor& self);
Tensor erf(const Tensor& self);
Tensor floor(const Tensor& self);
Tensor ceil(const Tensor& self);
Tensor round(const Tensor& self);
Tensor trunc(const Tensor& self);
Tensor sign(const Tensor& self);
Tensor sgn(const Tensor& self);
Tensor logical_not(const Tensor& self);

}  // namespace yaten::kernels
