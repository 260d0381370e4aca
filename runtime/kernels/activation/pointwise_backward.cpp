// The gradients of the piecewise-linear activations, each one pass over
// (grad_output, self), as torch's *_backward kernels: their own derivative
// in self is zero, so ops.yaml gives them as native ops rather than
// formulas over comparisons (whose results carry no graph).
#include <cmath>

#include "generated/runtime/kernels/hardsigmoid_backward.h"
#include "generated/runtime/kernels/hardtanh_backward.h"
#include "generated/runtime/kernels/leaky_relu_backward.h"
#include "generated/runtime/kernels/shrink_backward.h"
#include "runtime/error.h"
#include "runtime/kernels/common.h"

namespace yaten::kernels {

namespace {

// f(grad, x) elementwise, both in grad's floating dtype.
template <typename F>
Tensor gradient_map(const Tensor& grad_output, const Tensor& self, const char* op, const F& f) {
  const ScalarType t = promote_types(grad_output.dtype(), self.dtype());
  YATEN_CHECK(is_floating(t), op, ": expected floating point tensors, got ", torch_dtype_name(t));
  const Tensor g = to_dtype(grad_output, t), x = to_dtype(self, t);
  return YATEN_DISPATCH_FLOATING(t, op, [&] {
    return binary_map<scalar_t, scalar_t>(g, x, t, op, [&](scalar_t gv, scalar_t xv) {
      return static_cast<scalar_t>(f(gv, xv));
    });
  });
}

}  // namespace

Tensor leaky_relu_backward(const Tensor& grad_output, const Tensor& self, const Scalar& negative_slope) {
  const double slope = negative_slope.to_double();
  return gradient_map(grad_output, self, "leaky_relu_backward", [slope](auto g, auto x) {
    using T = decltype(x);
    const T scaled = g * static_cast<T>(slope);  // a select, not a branch: signs are random
    return x > T(0) ? g : scaled;
  });
}

Tensor hardtanh_backward(const Tensor& grad_output, const Tensor& self, const Scalar& min_val,
                         const Scalar& max_val) {
  const double lo = min_val.to_double(), hi = max_val.to_double();
  return gradient_map(grad_output, self, "hardtanh_backward", [lo, hi](auto g, auto x) {
    using T = decltype(x);
    return (x <= static_cast<T>(lo) || x >= static_cast<T>(hi)) ? T(0) : g;
  });
}

Tensor hardsigmoid_backward(const Tensor& grad_output, const Tensor& self) {
  return gradient_map(grad_output, self, "hardsigmoid_backward", [](auto g, auto x) {
    using T = decltype(x);
    // torch multiplies by the float 1/6 in every dtype: the same here, for the same gradients.
    return (x > T(-3) && x < T(3)) ? g * static_cast<T>(1.0f / 6.0f) : T(0);
  });
}

Tensor shrink_backward(const Tensor& grad_output, const Tensor& self, const Scalar& lambd) {
  const double l = lambd.to_double();
  return gradient_map(grad_output, self, "shrink_backward", [l](auto g, auto x) {
    using T = decltype(x);
    return (x >= static_cast<T>(-l) && x <= static_cast<T>(l)) ? T(0) : g;
  });
}

}  // namespace yaten::kernels
