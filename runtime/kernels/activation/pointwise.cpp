// The elementwise activations of nn.functional that torch has native kernels
// for: one scalar functor each. Their gradients are formulas in ops.yaml.
#include <algorithm>
#include <cmath>
#include <type_traits>

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
#include "runtime/kernels/vec_math.h"

namespace yaten::kernels {

namespace {

// exp, expm1 and tanh by vec_math's branch-free float versions (which the
// compiler vectorises) for float32, by libm's for float64.
template <typename T>
T exp_of(T x) {
  if constexpr (std::is_same_v<T, float>) return exp_float(x); else return std::exp(x);
}

template <typename T>
T expm1_of(T x) {
  // Near 0, exp(x) - 1 keeps absolute (not relative) accuracy, about 1e-7 in
  // float32: the price of a loop without branches or libm calls.
  if constexpr (std::is_same_v<T, float>) return exp_float(x) - 1.0f; else return std::expm1(x);
}

template <typename T>
T tanh_of(T x) {
  if constexpr (std::is_same_v<T, float>) return tanh_float(x); else return std::tanh(x);
}

}  // namespace

Tensor leaky_relu(const Tensor& self, const Scalar& negative_slope, const Tensor& into) {
  const double slope = negative_slope.to_double();
  return floating_map(self, "leaky_relu", "leaky_relu_cpu", [slope](auto x) {
    using T = decltype(x);
    // A select of two products rather than a branch: random signs would mispredict it.
    const T scaled = x * static_cast<T>(slope);
    return x > T(0) ? x : scaled;
  }, into);
}

Tensor elu(const Tensor& self, const Scalar& alpha, const Scalar& scale, const Scalar& input_scale,
           const Tensor& into) {
  const double a = alpha.to_double(), s = scale.to_double(), in_s = input_scale.to_double();
  return floating_map(self, "elu", "elu_cpu", [=](auto x) {
    using T = decltype(x);
    const T negative = static_cast<T>(s * a) * expm1_of(x * static_cast<T>(in_s));
    return x > T(0) ? x * static_cast<T>(s) : negative;
  }, into);
}

Tensor hardtanh(const Tensor& self, const Scalar& min_val, const Scalar& max_val, const Tensor& into) {
  YATEN_CHECK(self.dtype() != ScalarType::Bool, "hardtanh: \"hardtanh\" not implemented for 'Bool'");
  return YATEN_DISPATCH_CASES(self.dtype(), "hardtanh", YATEN_TYPES_NUMERIC_AND_BFLOAT16, [&] {
    const auto lo = min_val.to<scalar_t>(), hi = max_val.to<scalar_t>();
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
  const double b = beta.to_double(), limit = threshold.to_double();
  return floating_map(self, "softplus", "softplus_cpu", [=](auto x) {
    using T = decltype(x);
    const T bx = x * static_cast<T>(b);
    const T smooth = std::log1p(exp_of(bx)) / static_cast<T>(b);
    return bx > static_cast<T>(limit) ? x : smooth;
  });
}

Tensor mish(const Tensor& self) {
  refuse_dtypes(self.dtype(), {ScalarType::BFloat16}, "mish_cpu");
  return floating_map(self, "mish", "mish_cpu", [](auto x) { return x * tanh_of(std::log1p(exp_of(x))); });
}

Tensor logsigmoid(const Tensor& self) {
  // min(x, 0) - log(1 + exp(-|x|)): no exp of a large positive number.
  return floating_map(self, "logsigmoid", "log_sigmoid_cpu", [](auto x) {
    using T = decltype(x);
    return std::min(x, T(0)) - std::log1p(exp_of(-std::abs(x)));
  });
}

Tensor softshrink(const Tensor& self, const Scalar& lambd) {
  const double l = lambd.to_double();
  YATEN_CHECK(l >= 0, "lambda must be greater or equal to 0, but found to be ", l, ".");
  return floating_map(self, "softshrink", "softshrink_cpu", [l](auto x) {
    using T = decltype(x);
    const T lt = static_cast<T>(l);
    return x > lt ? x - lt : (x < -lt ? x + lt : T(0));
  });
}

Tensor hardshrink(const Tensor& self, const Scalar& lambd) {
  const double l = lambd.to_double();
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
