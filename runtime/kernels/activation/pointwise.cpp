// The elementwise activations of nn.functional that torch has native kernels
// for: the piecewise ones one scalar functor each, those with exp / log1p /
// tanh (elu, softplus, mish, logsigmoid) their vector rows (functors-inl.h).
// Their gradients are formulas in ops.yaml.
#include <algorithm>

#include "generated/runtime/kernels/elu.h"
#include "generated/runtime/kernels/hardshrink.h"
#include "generated/runtime/kernels/hardsigmoid.h"
#include "generated/runtime/kernels/hardswish.h"
#include "generated/runtime/kernels/hardtanh.h"
#include "generated/runtime/kernels/leaky_relu.h"
#include "generated/runtime/kernels/logsigmoid.h"
#include "generated/runtime/kernels/mish.h"
#include "generated/runtime/kernels/softplus.h"
#include "generated/runtime/kernels/softshrink.h"
#include "generated/runtime/kernels/threshold.h"
#include "runtime/kernels/activation/pointwise_maps.h"
#include "runtime/kernels/activation/rows.h"
#include "runtime/scalar_range.h"

namespace yaten::kernels {

Tensor leaky_relu(const Tensor& self, const Scalar& negative_slope, const Tensor& into) {
  const double slope = floating_scalar(negative_slope, self.dtype());
  return floating_map(self, "leaky_relu", "leaky_relu_cpu", [slope](auto x) {
    using T = decltype(x);
    // A select of two products rather than a branch: random signs would mispredict it.
    const T scaled = x * static_cast<T>(slope);
    return x > T(0) ? x : scaled;
  }, into);
}

Tensor elu(const Tensor& self, const Scalar& alpha, const Scalar& scale, const Scalar& input_scale,
           const Tensor& into) {
  return activation_map(self, "elu", "elu_cpu", activation::Row::Elu,
                        {floating_scalar(alpha, self.dtype()), floating_scalar(scale, self.dtype()),
                         floating_scalar(input_scale, self.dtype())},
                        into);
}

Tensor hardtanh(const Tensor& self, const Scalar& min_val, const Scalar& max_val, const Tensor& into) {
  YATEN_CHECK(self.dtype() != ScalarType::Bool, "hardtanh: \"hardtanh\" not implemented for 'Bool'");
  // As torch: integer bounds are read as int64 first (no promotion by a
  // float bound), and uint8 refuses negative ones.
  const bool integral = is_integral(self.dtype(), false);
  const Scalar lo_bound = integral ? Scalar(min_val.to<int64_t>()) : min_val;
  const Scalar hi_bound = integral ? Scalar(max_val.to<int64_t>()) : max_val;
  YATEN_CHECK(self.dtype() != ScalarType::UInt8 || (lo_bound.to_int() >= 0 && hi_bound.to_int() >= 0),
              "cannot do hardtanh on an unsigned type with negative limits");
  return YATEN_DISPATCH_CASES(self.dtype(), "hardtanh", YATEN_TYPES_NUMERIC_AND_BFLOAT16, [&] {
    const auto lo = lo_bound.to<scalar_t>(), hi = hi_bound.to<scalar_t>();
    // As torch's clamp with both bounds: a NaN bound makes every element NaN.
    if (lo != lo || hi != hi) {
      const scalar_t nan = lo != lo ? lo : hi;
      return numeric_map(self, "hardtanh", [nan](scalar_t) { return nan; }, into);
    }
    // min(max(x, lo), hi) as torch's clamp (hi wins when lo > hi), by
    // comparisons so that NaN passes through.
    return numeric_map(self, "hardtanh", [lo, hi](scalar_t x) {
      const scalar_t above = x < lo ? lo : x;
      return above > hi ? hi : above;
    }, into);
  });
}

Tensor hardsigmoid(const Tensor& self) {
  return floating_map(self, "hardsigmoid", "hardsigmoid_cpu", [](auto x) {
    using T = decltype(x);
    return std::min(std::max(x + T(3), T(0)), T(6)) / T(6);
  });
}

Tensor hardswish(const Tensor& self) {
  return floating_map(self, "hardswish", "hardswish_cpu", [](auto x) {
    using T = decltype(x);
    return x * std::min(std::max(x + T(3), T(0)), T(6)) / T(6);
  });
}

Tensor softplus(const Tensor& self, const Scalar& beta, const Scalar& threshold) {
  return activation_map(self, "softplus", "softplus_cpu", activation::Row::Softplus,
                        {floating_scalar(beta, self.dtype()), floating_scalar(threshold, self.dtype())});
}

Tensor mish(const Tensor& self) {
  refuse_dtypes(self.dtype(), {ScalarType::BFloat16}, "mish_cpu");
  return activation_map(self, "mish", "mish_cpu", activation::Row::Mish);
}

Tensor logsigmoid(const Tensor& self) {
  return activation_map(self, "logsigmoid", "log_sigmoid_cpu", activation::Row::LogSigmoid);
}

Tensor softshrink(const Tensor& self, const Scalar& lambd) {
  YATEN_CHECK(lambd.to_double() >= 0, "lambda must be greater or equal to 0, but found to be ", lambd.to_double(), ".");
  const double l = floating_scalar(lambd, self.dtype());
  return floating_map(self, "softshrink", "softshrink_cpu", [l](auto x) {
    using T = decltype(x);
    const T lt = static_cast<T>(l);
    return x > lt ? x - lt : (x < -lt ? x + lt : T(0));
  });
}

Tensor hardshrink(const Tensor& self, const Scalar& lambd) {
  const double l = floating_scalar(lambd, self.dtype(), /*as_element=*/true);
  return floating_map(self, "hardshrink", "hardshrink_cpu", [l](auto x) {
    using T = decltype(x);
    return (x >= static_cast<T>(-l) && x <= static_cast<T>(l)) ? T(0) : x;
  });
}

Tensor threshold(const Tensor& self, const Scalar& threshold, const Scalar& value, const Tensor& into) {
  YATEN_CHECK(self.dtype() != ScalarType::Bool, "threshold: \"threshold_cpu\" not implemented for 'Bool'");
  return YATEN_DISPATCH_CASES(self.dtype(), "threshold", YATEN_TYPES_NUMERIC_AND_BFLOAT16, [&] {
    const auto limit = threshold.to<scalar_t>(), replacement = value.to<scalar_t>();
    return numeric_map(self, "threshold", [=](scalar_t x) { return x <= limit ? replacement : x; }, into);
  });
}

}  // namespace yaten::kernels
