// The activations of yaten.nn.functional: gelu (erf and tanh forms) and
// silu, and their backward kernels, floating inputs only (as in PyTorch,
// which refuses integer tensors here). Each is one templated functor; a
// contiguous float tensor runs it in a loop compiled per CPU (row_loops.h),
// anything else through unary_map / binary_map.
#include <cmath>
#include <string>
#include <string_view>
#include <type_traits>

#include "generated/runtime/kernels_activation.h"
#include "runtime/error.h"
#include "runtime/kernels/common.h"
#include "runtime/kernels/row_loops.h"
#include "runtime/parallel.h"
#include "runtime/shape.h"

namespace yaten::kernels {

namespace {

enum class Act { GeluErf, GeluTanh, Silu };

constexpr double kInvSqrt2 = 0.7071067811865476, kInvSqrt2Pi = 0.3989422804014327, kSqrt2OverPi = 0.7978845608028654,
                 kTanhCoeff = 0.044715;

template <Act A, typename T>
YATEN_ALWAYS_INLINE T forward(T x) {
  if constexpr (A == Act::GeluErf) {
    return x * T(0.5) * (T(1) + erf_of(x * T(kInvSqrt2)));
  } else if constexpr (A == Act::GeluTanh) {
    return T(0.5) * x * (T(1) + tanh_of(T(kSqrt2OverPi) * (x + T(kTanhCoeff) * x * x * x)));
  } else {
    return x / (T(1) + exp_of(-x));
  }
}

// d forward / dx.
template <Act A, typename T>
YATEN_ALWAYS_INLINE T derivative(T x) {
  if constexpr (A == Act::GeluErf) {
    const T cdf = T(0.5) * (T(1) + erf_of(x * T(kInvSqrt2)));
    return cdf + x * T(kInvSqrt2Pi) * exp_of(T(-0.5) * x * x);
  } else if constexpr (A == Act::GeluTanh) {
    const T x2 = x * x;
    const T t = tanh_of(T(kSqrt2OverPi) * (x + T(kTanhCoeff) * x2 * x));
    const T slope = T(kSqrt2OverPi) * (T(1) + T(3 * kTanhCoeff) * x2);
    return T(0.5) * (T(1) + t) + T(0.5) * x * (T(1) - t * t) * slope;
  } else {
    const T s = T(1) / (T(1) + exp_of(-x));
    return s * (T(1) + x * (T(1) - s));
  }
}

template <Act A, typename T>
YATEN_ALWAYS_INLINE void forward_run(const T* x, T* y, int64_t n) {
  for (int64_t i = 0; i < n; ++i) y[i] = forward<A>(x[i]);
}

template <Act A, typename T>
YATEN_ALWAYS_INLINE void backward_run(const T* g, const T* x, T* gx, int64_t n) {
  for (int64_t i = 0; i < n; ++i) gx[i] = g[i] * derivative<A>(x[i]);
}

YATEN_ROW_CLONES void forward_float(Act a, const float* x, float* y, int64_t n) {
  switch (a) {
    case Act::GeluErf: return forward_run<Act::GeluErf>(x, y, n);
    case Act::GeluTanh: return forward_run<Act::GeluTanh>(x, y, n);
    case Act::Silu: return forward_run<Act::Silu>(x, y, n);
  }
}

YATEN_ROW_CLONES void backward_float(Act a, const float* g, const float* x, float* gx, int64_t n) {
  switch (a) {
    case Act::GeluErf: return backward_run<Act::GeluErf>(g, x, gx, n);
    case Act::GeluTanh: return backward_run<Act::GeluTanh>(g, x, gx, n);
    case Act::Silu: return backward_run<Act::Silu>(g, x, gx, n);
  }
}

// A chunk of a contiguous tensor: the per-CPU loop for float, the plain one for double.
template <Act A, typename T>
void forward_chunk(const T* x, T* y, int64_t n) {
  if constexpr (std::is_same_v<T, float>) forward_float(A, x, y, n);
  else forward_run<A>(x, y, n);
}

template <Act A, typename T>
void backward_chunk(const T* g, const T* x, T* gx, int64_t n) {
  if constexpr (std::is_same_v<T, float>) backward_float(A, g, x, gx, n);
  else backward_run<A>(g, x, gx, n);
}

void check_floating(const Tensor& input, const char* op, const char* impl_name) {
  YATEN_CHECK(is_floating(input.dtype()), op, ": \"", impl_name, "\" not implemented for '",
              torch_dtype_name(input.dtype()), "'");
}

template <Act A>
Tensor activation_forward(const Tensor& input, const char* op, const char* impl_name) {
  check_floating(input, op, impl_name);
  YATEN_CHECK(input.dtype() != ScalarType::Float16, "\"", impl_name, "\" not implemented for 'Half'");
  if (is_reduced_floating(input.dtype()))  // computed in float32, rounded once
    return to_dtype(activation_forward<A>(widened(input), op, impl_name), input.dtype());
  return YATEN_DISPATCH_FLOATING(input.dtype(), op, [&] {
    if (!input.is_contiguous())
      return unary_map<scalar_t, scalar_t>(input, input.dtype(), [](scalar_t x) { return forward<A>(x); });
    Tensor out = Tensor::empty(input.sizes(), input.dtype());
    const scalar_t* x = input.data<scalar_t>();
    scalar_t* y = out.data<scalar_t>();
    parallel_for(0, input.numel(), kGrainSize, [&](int64_t lo, int64_t hi) {
      forward_chunk<A>(x + lo, y + lo, hi - lo);
    });
    return out;
  });
}

template <Act A>
Tensor activation_backward(const Tensor& grad_output, const Tensor& self, const char* op) {
  check_floating(self, op, op);
  YATEN_CHECK(self.dtype() != ScalarType::Float16, "\"", op, "\" not implemented for 'Half'");
  if (is_reduced_floating(self.dtype()))  // computed in float32, rounded once
    return to_dtype(activation_backward<A>(widened(grad_output), widened(self), op), self.dtype());
  YATEN_CHECK(grad_output.sizes() == self.sizes(), op, ": expected grad_output of size ", shape_str(self.sizes()),
              ", got ", shape_str(grad_output.sizes()));
  const ScalarType dt = self.dtype();
  Tensor g = contiguous(to_dtype(grad_output, dt)), x = contiguous(self);
  Tensor out = Tensor::empty(self.sizes(), dt);
  return YATEN_DISPATCH_FLOATING(dt, op, [&] {
    const scalar_t *gp = g.data<scalar_t>(), *xp = x.data<scalar_t>();
    scalar_t* op_ = out.data<scalar_t>();
    parallel_for(0, out.numel(), kGrainSize, [&](int64_t lo, int64_t hi) {
      backward_chunk<A>(gp + lo, xp + lo, op_ + lo, hi - lo);
    });
    return out;
  });
}

void check_approximate(std::string_view approximate, const char* op) {
  YATEN_CHECK(approximate == "none" || approximate == "tanh", op, ": approximate argument must be either none or tanh.");
}

}  // namespace

Tensor gelu(const Tensor& input, std::string_view approximate) {
  check_approximate(approximate, "gelu");
  if (approximate == "tanh") return activation_forward<Act::GeluTanh>(input, "gelu", "GeluKernelImpl");
  return activation_forward<Act::GeluErf>(input, "gelu", "GeluKernelImpl");
}

Tensor gelu_backward(const Tensor& grad_output, const Tensor& self, std::string_view approximate) {
  check_approximate(approximate, "gelu_backward");
  if (approximate == "tanh") return activation_backward<Act::GeluTanh>(grad_output, self, "gelu_backward");
  return activation_backward<Act::GeluErf>(grad_output, self, "gelu_backward");
}

Tensor silu(const Tensor& input) { return activation_forward<Act::Silu>(input, "silu", "silu"); }

Tensor silu_backward(const Tensor& grad_output, const Tensor& self) {
  return activation_backward<Act::Silu>(grad_output, self, "silu_backward");
}

}  // namespace yaten::kernels
