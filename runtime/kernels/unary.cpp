// Elementwise functions of one tensor: one functor each, one loop for all.
#include <cmath>

#include "generated/runtime/kernels_unary.h"
#include "runtime/error.h"
#include "runtime/kernels/common.h"
#include "runtime/kernels/vec_math.h"

namespace yaten::kernels {

namespace {

// Ops like exp compute in floating point: integer inputs become the default float.
template <typename F>
Tensor floating_unary(const Tensor& self, const char* op_name, const F& f) {
  ScalarType t = is_floating(self.dtype()) ? self.dtype() : default_float_dtype();
  Tensor in = to_dtype(self, t);
  return YATEN_DISPATCH_FLOATING(t, op_name, [&] {
    return unary_map<scalar_t, scalar_t>(in, t, [&](scalar_t x) { return static_cast<scalar_t>(f(x)); });
  });
}

// Ops like neg keep the dtype.
template <typename F>
Tensor same_type_unary(const Tensor& self, const char* op_name, const F& f) {
  return YATEN_DISPATCH_NUMERIC(self.dtype(), op_name, [&] {
    return unary_map<scalar_t, scalar_t>(self, self.dtype(), [&](scalar_t x) { return static_cast<scalar_t>(f(x)); });
  });
}

// Rounding of an integer tensor is the identity (a copy, as torch returns).
template <typename F>
Tensor rounding_unary(const Tensor& self, const char* op_name, const F& f) {
  if (!is_floating(self.dtype())) return same_type_unary(self, op_name, [](auto x) { return x; });
  return floating_unary(self, op_name, f);
}

template <typename T>
T sign_of(T x) {
  if constexpr (std::is_unsigned_v<T>) {
    return static_cast<T>(x > 0);
  } else {
    return static_cast<T>((T(0) < x) - (x < T(0)));
  }
}

}  // namespace

Tensor neg(const Tensor& self) {
  YATEN_CHECK(self.dtype() != ScalarType::Bool,
              "neg: Negation, the `-` operator, on a bool tensor is not supported. If you are trying to invert a mask, "
              "use the `~` or `logical_not()` operator instead.");
  return same_type_unary(self, "neg", [](auto x) { return -x; });
}

Tensor abs(const Tensor& self) {
  return same_type_unary(self, "abs", [](auto x) {
    if constexpr (std::is_unsigned_v<decltype(x)>) return x; else return x < 0 ? -x : x;
  });
}

Tensor square(const Tensor& self) {
  if (self.dtype() == ScalarType::Bool) return square(to_dtype(self, ScalarType::Int64));
  return same_type_unary(self, "square", [](auto x) { return x * x; });
}

Tensor relu(const Tensor& self) {
  return same_type_unary(self, "relu", [](auto x) { return !(x <= 0) ? x : decltype(x)(0); });  // NaN stays NaN
}

Tensor sign(const Tensor& self) {
  if (self.dtype() == ScalarType::Bool) return to_dtype(to_dtype(self, ScalarType::UInt8), ScalarType::Bool);
  return same_type_unary(self, "sign", [](auto x) { return sign_of(x); });
}

Tensor sgn(const Tensor& self) { return sign(self); }

Tensor floor(const Tensor& self) { return rounding_unary(self, "floor", [](auto x) { return std::floor(x); }); }
Tensor ceil(const Tensor& self) { return rounding_unary(self, "ceil", [](auto x) { return std::ceil(x); }); }
Tensor round(const Tensor& self) { return rounding_unary(self, "round", [](auto x) { return std::nearbyint(x); }); }
Tensor trunc(const Tensor& self) { return rounding_unary(self, "trunc", [](auto x) { return std::trunc(x); }); }

// Float32 contiguous tensors take a vectorised loop (vec_math.h); the rest
// the generic one, with the same float formula.
template <typename F>
Tensor float_vectorised_unary(const Tensor& self, const char* name, void (*contiguous)(const float*, float*, int64_t),
                              const F& scalar) {
  if (self.dtype() == ScalarType::Float32 && self.is_contiguous()) {
    Tensor out = Tensor::empty(self.sizes(), ScalarType::Float32);
    const float* in = self.data<float>();
    float* o = out.data<float>();
    parallel_for(0, self.numel(), kGrainSize, [&](int64_t lo, int64_t hi) { contiguous(in + lo, o + lo, hi - lo); });
    return out;
  }
  return floating_unary(self, name, scalar);
}

Tensor exp(const Tensor& self) {
  return float_vectorised_unary(self, "exp", exp_float_contiguous, [](auto x) {
    if constexpr (std::is_same_v<decltype(x), float>) return exp_float(x); else return std::exp(x);
  });
}
Tensor log(const Tensor& self) { return floating_unary(self, "log", [](auto x) { return std::log(x); }); }
Tensor log2(const Tensor& self) { return floating_unary(self, "log2", [](auto x) { return std::log2(x); }); }
Tensor log10(const Tensor& self) { return floating_unary(self, "log10", [](auto x) { return std::log10(x); }); }
Tensor log1p(const Tensor& self) { return floating_unary(self, "log1p", [](auto x) { return std::log1p(x); }); }
Tensor expm1(const Tensor& self) { return floating_unary(self, "expm1", [](auto x) { return std::expm1(x); }); }
Tensor sqrt(const Tensor& self) { return floating_unary(self, "sqrt", [](auto x) { return std::sqrt(x); }); }
Tensor rsqrt(const Tensor& self) {
  return floating_unary(self, "rsqrt", [](auto x) { return decltype(x)(1) / std::sqrt(x); });
}
Tensor reciprocal(const Tensor& self) {
  return floating_unary(self, "reciprocal", [](auto x) { return decltype(x)(1) / x; });
}
Tensor sin(const Tensor& self) { return floating_unary(self, "sin", [](auto x) { return std::sin(x); }); }
Tensor cos(const Tensor& self) { return floating_unary(self, "cos", [](auto x) { return std::cos(x); }); }
Tensor tan(const Tensor& self) { return floating_unary(self, "tan", [](auto x) { return std::tan(x); }); }
Tensor asin(const Tensor& self) { return floating_unary(self, "asin", [](auto x) { return std::asin(x); }); }
Tensor acos(const Tensor& self) { return floating_unary(self, "acos", [](auto x) { return std::acos(x); }); }
Tensor atan(const Tensor& self) { return floating_unary(self, "atan", [](auto x) { return std::atan(x); }); }
Tensor sinh(const Tensor& self) { return floating_unary(self, "sinh", [](auto x) { return std::sinh(x); }); }
Tensor cosh(const Tensor& self) { return floating_unary(self, "cosh", [](auto x) { return std::cosh(x); }); }
Tensor tanh(const Tensor& self) {
  return float_vectorised_unary(self, "tanh", tanh_float_contiguous, [](auto x) {
    if constexpr (std::is_same_v<decltype(x), float>) return tanh_float(x); else return std::tanh(x);
  });
}
Tensor erf(const Tensor& self) { return floating_unary(self, "erf", [](auto x) { return std::erf(x); }); }
Tensor sigmoid(const Tensor& self) {
  return float_vectorised_unary(self, "sigmoid", sigmoid_float_contiguous, [](auto x) {
    if constexpr (std::is_same_v<decltype(x), float>) return sigmoid_float(x);
    else return decltype(x)(1) / (decltype(x)(1) + std::exp(-x));
  });
}

Tensor logical_not(const Tensor& self) {
  return YATEN_DISPATCH_ALL(self.dtype(), "logical_not", [&] {
    return unary_map<bool, scalar_t>(self, ScalarType::Bool, [](scalar_t x) { return !static_cast<bool>(x); });
  });
}

}  // namespace yaten::kernels
