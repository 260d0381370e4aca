// The activation family's functors: for each activation with a transcendental
// part (and for the fused gradients of gelu and silu) one scalar form and one
// vector form written once for any width (see runtime/simd/rows-inl.h), the
// vector math from runtime/simd/vector_math-inl.h. Included once per CPU
// target by runtime/kernels/activation/rows.cpp. Forward functors take x;
// the *Backward ones take (grad_output, x). Numbers (elu's alpha, ...) are
// members, in the order the op takes them.
#if defined(YATEN_KERNELS_ACTIVATION_FUNCTORS_INL_H_) == defined(HWY_TARGET_TOGGLE)
#ifdef YATEN_KERNELS_ACTIVATION_FUNCTORS_INL_H_
#undef YATEN_KERNELS_ACTIVATION_FUNCTORS_INL_H_
#else
#define YATEN_KERNELS_ACTIVATION_FUNCTORS_INL_H_
#endif

#include <algorithm>
#include <cmath>

#include <hwy/highway.h>
#include "runtime/simd/vector_math-inl.h"

HWY_BEFORE_NAMESPACE();
namespace yaten::kernels::activation::HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;
namespace vm = yaten::simd::HWY_NAMESPACE;

constexpr double kInvSqrt2 = 0.7071067811865476, kInvSqrt2Pi = 0.3989422804014327,
                 kSqrt2OverPi = 0.7978845608028654, kTanhCoeff = 0.044715;

// x * Phi(x), Phi(x) = (1 + erf(x / sqrt 2)) / 2.
template <class T>
struct GeluErf {
  static constexpr bool kVector = true;
  T scalar(T x) const { return x * T(0.5) * (T(1) + std::erf(x * T(kInvSqrt2))); }
  template <class D, class V>
  V vector(D d, V x) const {
    const V erf = vm::ErfGelu(d, hn::Mul(x, hn::Set(d, T(kInvSqrt2))));
    return hn::Mul(hn::Mul(x, hn::Set(d, T(0.5))), hn::Add(hn::Set(d, T(1)), erf));
  }
};

// g * (Phi(x) + x * phi(x)).
template <class T>
struct GeluErfBackward {
  static constexpr bool kVector = true;
  T scalar(T g, T x) const {
    const T cdf = T(0.5) * (T(1) + std::erf(x * T(kInvSqrt2)));
    return g * (cdf + x * T(kInvSqrt2Pi) * std::exp(T(-0.5) * x * x));
  }
  template <class D, class V>
  V vector(D d, V g, V x) const {
    const V half = hn::Set(d, T(0.5));
    const V cdf = hn::Mul(half, hn::Add(hn::Set(d, T(1)), vm::ErfGelu(d, hn::Mul(x, hn::Set(d, T(kInvSqrt2))))));
    const V pdf = hn::Mul(hn::Set(d, T(kInvSqrt2Pi)), vm::Exp(d, hn::Neg(hn::Mul(half, hn::Mul(x, x)))));
    return hn::Mul(g, hn::MulAdd(x, pdf, cdf));
  }
};

// The inner argument of gelu's tanh form, sqrt(2 / pi) * (x + 0.044715 x^3).
template <class T>
T gelu_tanh_inner(T x) {
  return T(kSqrt2OverPi) * (x + T(kTanhCoeff) * x * x * x);
}
template <class D, class V>
V gelu_tanh_inner(D d, V x) {
  using T = hn::TFromD<D>;
  const V cube = hn::Mul(hn::Mul(x, x), x);
  return hn::Mul(hn::Set(d, T(kSqrt2OverPi)), hn::MulAdd(hn::Set(d, T(kTanhCoeff)), cube, x));
}

template <class T>
struct GeluTanh {
  static constexpr bool kVector = true;
  T scalar(T x) const { return T(0.5) * x * (T(1) + std::tanh(gelu_tanh_inner(x))); }
  template <class D, class V>
  V vector(D d, V x) const {
    const V t = vm::Tanh(d, gelu_tanh_inner(d, x));
    return hn::Mul(hn::Mul(hn::Set(d, T(0.5)), x), hn::Add(hn::Set(d, T(1)), t));
  }
};

// g * ((1 + t) / 2 + x / 2 * (1 - t^2) * sqrt(2 / pi) * (1 + 3 * 0.044715 x^2)).
template <class T>
struct GeluTanhBackward {
  static constexpr bool kVector = true;
  T scalar(T g, T x) const {
    const T t = std::tanh(gelu_tanh_inner(x));
    const T slope = T(kSqrt2OverPi) * (T(1) + T(3 * kTanhCoeff) * x * x);
    return g * (T(0.5) * (T(1) + t) + T(0.5) * x * (T(1) - t * t) * slope);
  }
  template <class D, class V>
  V vector(D d, V g, V x) const {
    const V one = hn::Set(d, T(1)), half = hn::Set(d, T(0.5));
    const V t = vm::Tanh(d, gelu_tanh_inner(d, x));
    const V slope = hn::Mul(hn::Set(d, T(kSqrt2OverPi)), hn::MulAdd(hn::Set(d, T(3 * kTanhCoeff)), hn::Mul(x, x), one));
    const V tail = hn::Mul(hn::Mul(hn::Mul(half, x), hn::NegMulAdd(t, t, one)), slope);
    return hn::Mul(g, hn::MulAdd(half, hn::Add(one, t), tail));
  }
};

// x * sigmoid(x).
template <class T>
struct Silu {
  static constexpr bool kVector = true;
  T scalar(T x) const { return x / (T(1) + std::exp(-x)); }
  template <class D, class V>
  V vector(D d, V x) const { return hn::Div(x, hn::Add(hn::Set(d, T(1)), vm::Exp(d, hn::Neg(x)))); }
};

// g * s * (1 + x * (1 - s)), s = sigmoid(x).
template <class T>
struct SiluBackward {
  static constexpr bool kVector = true;
  T scalar(T g, T x) const {
    const T s = T(1) / (T(1) + std::exp(-x));
    return g * s * (T(1) + x * (T(1) - s));
  }
  template <class D, class V>
  V vector(D d, V g, V x) const {
    const V one = hn::Set(d, T(1));
    const V s = vm::Sigmoid(d, x);
    return hn::Mul(hn::Mul(g, s), hn::MulAdd(x, hn::Sub(one, s), one));
  }
};

// scale * x where x > 0, else scale * alpha * (exp(input_scale * x) - 1); the
// coefficients multiplied in T, as torch's elu kernel does.
template <class T>
struct Elu {
  static constexpr bool kVector = true;
  T alpha, scale, input_scale;
  T scalar(T x) const { return x > T(0) ? x * scale : scale * alpha * std::expm1(x * input_scale); }
  template <class D, class V>
  V vector(D d, V x) const {
    const V negative = hn::Mul(hn::Set(d, scale * alpha), vm::Expm1(d, hn::Mul(x, hn::Set(d, input_scale))));
    return hn::IfThenElse(hn::Gt(x, hn::Zero(d)), hn::Mul(x, hn::Set(d, scale)), negative);
  }
};

// log(1 + exp(beta * x)) / beta, or x where beta * x > threshold.
template <class T>
struct Softplus {
  static constexpr bool kVector = true;
  T beta, threshold;
  T scalar(T x) const {
    const T bx = x * beta;
    return bx > threshold ? x : std::log1p(std::exp(bx)) / beta;
  }
  template <class D, class V>
  V vector(D d, V x) const {
    const V bx = hn::Mul(x, hn::Set(d, beta));
    const V smooth = hn::Div(vm::Log1p(d, vm::Exp(d, bx)), hn::Set(d, beta));
    return hn::IfThenElse(hn::Gt(bx, hn::Set(d, threshold)), x, smooth);
  }
};

// x * tanh(softplus(x)).
template <class T>
struct Mish {
  static constexpr bool kVector = true;
  T scalar(T x) const { return x * std::tanh(std::log1p(std::exp(x))); }
  template <class D, class V>
  V vector(D d, V x) const { return hn::Mul(x, vm::Tanh(d, vm::Log1p(d, vm::Exp(d, x)))); }
};

// min(x, 0) - log(1 + exp(-|x|)): no exp of a large positive number.
template <class T>
struct LogSigmoid {
  static constexpr bool kVector = true;
  T scalar(T x) const { return std::min(x, T(0)) - std::log1p(std::exp(-std::abs(x))); }
  template <class D, class V>
  V vector(D d, V x) const {
    const V tail = vm::Log1p(d, vm::Exp(d, hn::Neg(hn::Abs(x))));
    // Min(x, 0) would drop a NaN x on x86; the log1p term keeps it.
    return hn::Sub(hn::Min(x, hn::Zero(d)), tail);
  }
};

}  // namespace yaten::kernels::activation::HWY_NAMESPACE

// The functors of the family's `pointwise:` ops (ops.yaml), which the
// generated generated/runtime/pointwise_activation.cpp looks up in
// yaten::kernels: gradients in one pass, (grad_output, x), as torch's
// *_backward kernels; where torch's vector and scalar loops disagree (NaN,
// the edges), the vector loop's choice, the one contiguous tensors take.
namespace yaten::kernels::HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;
namespace vm = yaten::simd::HWY_NAMESPACE;

// g * scale where x > 0, else g * input_scale * (scale * alpha) * exp(x * input_scale).
template <class T>
struct EluBackward {
  static constexpr bool kVector = true;
  T alpha, scale, input_scale;
  T scalar(T g, T x) const {
    return x > T(0) ? g * scale : g * input_scale * (scale * alpha) * std::exp(x * input_scale);
  }
  template <class D, class V>
  V vector(D d, V g, V x) const {
    const V negative = hn::Mul(hn::Mul(hn::Mul(g, hn::Set(d, input_scale)), hn::Set(d, scale * alpha)),
                               vm::Exp(d, hn::Mul(x, hn::Set(d, input_scale))));
    return hn::IfThenElse(hn::Gt(x, hn::Zero(d)), hn::Mul(g, hn::Set(d, scale)), negative);
  }
};

// 0 where x < -3, g where x >= 3, else g * (x / 3 + 1 / 2).
template <class T>
struct HardswishBackward {
  static constexpr bool kVector = true;
  T scalar(T g, T x) const { return x < T(-3) ? T(0) : (x >= T(3) ? g : g * (x / T(3) + T(0.5))); }
  template <class D, class V>
  V vector(D d, V g, V x) const {
    const V middle = hn::Mul(g, hn::Add(hn::Div(x, hn::Set(d, T(3))), hn::Set(d, T(0.5))));
    const V upper = hn::IfThenElse(hn::Ge(x, hn::Set(d, T(3))), g, middle);
    return hn::IfThenZeroElse(hn::Lt(x, hn::Set(d, T(-3))), upper);
  }
};

// g where beta * x > threshold, else g * z / (z + 1), z = exp(beta * x).
template <class T>
struct SoftplusBackward {
  static constexpr bool kVector = true;
  T beta, threshold;
  T scalar(T g, T x) const {
    const T bx = x * beta, z = std::exp(bx);
    return bx > threshold ? g : g * z / (z + T(1));
  }
  template <class D, class V>
  V vector(D d, V g, V x) const {
    const V bx = hn::Mul(x, hn::Set(d, beta));
    const V z = vm::Exp(d, bx);
    const V smooth = hn::Div(hn::Mul(g, z), hn::Add(z, hn::Set(d, T(1))));
    return hn::IfThenElse(hn::Gt(bx, hn::Set(d, threshold)), g, smooth);
  }
};

}  // namespace yaten::kernels::HWY_NAMESPACE
HWY_AFTER_NAMESPACE();

#endif  // per-target include guard
