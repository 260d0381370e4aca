// @generated from ops.yaml by codegen (template: ops_family.h.j2). Do not edit.
// The differentiable entry points of the 'unary' ops (namespace yaten).
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor neg(const Tensor& self);
Tensor neg_(const Tensor& self);
Tensor neg_out(const Tensor& self, const Tensor& out);
Tensor abs(const Tensor& self);
Tensor abs_(const Tensor& self);
Tensor abs_out(const Tensor& self, const Tensor& out);
Tensor exp(const Tensor& self);
Tensor exp_(const Tensor& self);
Tensor exp_out(const Tensor& self, const Tensor& out);
Tensor log(const Tensor& self);
Tensor log_(const Tensor& self);
Tensor log_out(const Tensor& self, const Tensor& out);
Tensor log2(const Tensor& self);
Tensor log2_(const Tensor& self);
Tensor log2_out(const Tensor& self, const Tensor& out);
Tensor log10(const Tensor& self);
Tensor log10_(const Tensor& self);
Tensor log10_out(const Tensor& self, const Tensor& out);
Tensor log1p(const Tensor& self);
Tensor log1p_(const Tensor& self);
Tensor log1p_out(const Tensor& self, const Tensor& out);
Tensor expm1(const Tensor& self);
Tensor expm1_(const Tensor& self);
Tensor expm1_out(const Tensor& self, const Tensor& out);
Tensor sqrt(const Tensor& self);
Tensor sqrt_(const Tensor& self);
Tensor sqrt_out(const Tensor& self, const Tensor& out);
Tensor rsqrt(const Tensor& self);
Tensor rsqrt_(const Tensor& self);
Tensor rsqrt_out(const Tensor& self, const Tensor& out);
Tensor square(const Tensor& self);
Tensor square_(const Tensor& self);
Tensor square_out(const Tensor& self, const Tensor& out);
Tensor reciprocal(const Tensor& self);
Tensor reciprocal_(const Tensor& self);
Tensor reciprocal_out(const Tensor& self, const Tensor& out);
Tensor sin(const Tensor& self);
Tensor sin_(const Tensor& self);
Tensor sin_out(const Tensor& self, const Tensor& out);
Tensor cos(const Tensor& self);
Tensor cos_(const Tensor& self);
Tensor cos_out(const Tensor& self, const Tensor& out);
Tensor tan(const Tensor& self);
Tensor tan_(const Tensor& self);
Tensor tan_out(const Tensor& self, const Tensor& out);
Tensor asin(const Tensor& self);
Tensor asin_(const Tensor& self);
Tensor asin_out(const Tensor& self, const Tensor& out);
Tensor acos(const Tensor& self);
Tensor acos_(const Tensor& self);
Tensor acos_out(const Tensor& self, const Tensor& out);
Tensor atan(const Tensor& self);
Tensor atan_(const Tensor& self);
Tensor atan_out(const Tensor& self, const Tensor& out);
Tensor sinh(const Tensor& self);
Tensor sinh_(const Tensor& self);
Tensor sinh_out(const Tensor& self, const Tensor& out);
Tensor cosh(const Tensor& self);
Tensor cosh_(const Tensor& self);
Tensor cosh_out(const Tensor& self, const Tensor& out);
Tensor tanh(const Tensor& self);
Tensor tanh_(const Tensor& self);
Tensor tanh_out(const Tensor& self, const Tensor& out);
Tensor sigmoid(const Tensor& self);
Tensor sigmoid_(const Tensor& self);
Tensor sigmoid_out(const Tensor& self, const Tensor& out);
Tensor relu(const Tensor& self);
Tensor relu_(const Tensor& self);
Tensor erf(const Tensor& self);
Tensor erf_(const Tensor& self);
Tensor erf_out(const Tensor& self, const Tensor& out);
Tensor floor(const Tensor& self);
Tensor floor_(const Tensor& self);
Tensor floor_out(const Tensor& self, const Tensor& out);
Tensor ceil(const Tensor& self);
Tensor ceil_(const Tensor& self);
Tensor ceil_out(const Tensor& self, const Tensor& out);
Tensor round(const Tensor& self);
Tensor round_(const Tensor& self);
Tensor round_out(const Tensor& self, const Tensor& out);
Tensor trunc(const Tensor& self);
Tensor trunc_(const Tensor& self);
Tensor trunc_out(const Tensor& self, const Tensor& out);
Tensor sign(const Tensor& self);
Tensor sign_(const Tensor& self);
Tensor sign_out(const Tensor& self, const Tensor& out);
Tensor sgn(const Tensor& self);
Tensor sgn_(const Tensor& self);
Tensor sgn_out(const Tensor& self, const Tensor& out);
Tensor logical_not(const Tensor& self);
Tensor logical_not_(const Tensor& self);
Tensor logical_not_out(const Tensor& self, const Tensor& out);

}  // namespace yaten
