// Elementwise functions of one tensor computed in floating point (integer
// inputs become the default float dtype): exp, logs, roots, trigonometric
// and hyperbolic functions, erf, sigmoid. The unary family's other kernels
// are in unary.cpp.
#include <cmath>
#include <type_traits>

#include "generated/runtime/kernels/acos.h"
#include "generated/runtime/kernels/asin.h"
#include "generated/runtime/kernels/atan.h"
#include "generated/runtime/kernels/cos.h"
#include "generated/runtime/kernels/cosh.h"
#include "generated/runtime/kernels/erf.h"
#include "generated/runtime/kernels/exp.h"
#include "generated/runtime/kernels/expm1.h"
#include "generated/runtime/kernels/log.h"
#include "generated/runtime/kernels/log10.h"
#include "generated/runtime/kernels/log1p.h"
#include "generated/runtime/kernels/log2.h"
#include "generated/runtime/kernels/reciprocal.h"
#include "generated/runtime/kernels/rsqrt.h"
#include "generated/runtime/kernels/sigmoid.h"
#include "generated/runtime/kernels/sin.h"
#include "generated/runtime/kernels/sinh.h"
#include "generated/runtime/kernels/sqrt.h"
#include "generated/runtime/kernels/tan.h"
#include "generated/runtime/kernels/tanh.h"
#include "runtime/kernels/common.h"
#include "runtime/kernels/unary_loops.h"
#include "runtime/kernels/vec_math.h"
#include "runtime/memory_overlap.h"
#include "runtime/parallel.h"

namespace yaten::kernels {

// Float32 tensors dense in memory take a vectorised loop (vec_math.h) when
// the result is laid out alike (in any order of dims, the elements then pair
// up in memory order); the rest the generic one, with the same float formula.
template <typename F>
Tensor float_vectorised_unary(const Tensor& self, const Tensor& into, const char* name,
                              void (*contiguous)(const float*, float*, int64_t), const F& scalar) {
  if (self.dtype() == ScalarType::Float32 && is_non_overlapping_and_dense(self)) {
    Tensor out = elementwise_output(into, self.sizes(), ScalarType::Float32, {&self}, name);
    if (out.strides() == self.strides() || (out.is_contiguous() && self.is_contiguous())) {
      const float* in = self.data<float>();
      float* o = out.data<float>();
      parallel_for(0, self.numel(), kGrainSize, [&](int64_t lo, int64_t hi) { contiguous(in + lo, o + lo, hi - lo); });
      return out;
    }
  }
  return floating_unary(self, into, name, scalar);
}

Tensor exp(const Tensor& self, const Tensor& into) {
  return float_vectorised_unary(self, into, "exp", exp_float_contiguous, [](auto x) {
    if constexpr (std::is_same_v<decltype(x), float>) return exp_float(x); else return std::exp(x);
  });
}
Tensor log(const Tensor& self, const Tensor& into) { return floating_unary(self, into, "log", [](auto x) { return std::log(x); }); }
Tensor log2(const Tensor& self, const Tensor& into) { return floating_unary(self, into, "log2", [](auto x) { return std::log2(x); }); }
Tensor log10(const Tensor& self, const Tensor& into) { return floating_unary(self, into, "log10", [](auto x) { return std::log10(x); }); }
Tensor log1p(const Tensor& self, const Tensor& into) { return floating_unary(self, into, "log1p", [](auto x) { return std::log1p(x); }); }
Tensor expm1(const Tensor& self, const Tensor& into) { return floating_unary(self, into, "expm1", [](auto x) { return std::expm1(x); }); }
Tensor sqrt(const Tensor& self, const Tensor& into) { return floating_unary(self, into, "sqrt", [](auto x) { return std::sqrt(x); }); }
Tensor rsqrt(const Tensor& self, const Tensor& into) {
  return floating_unary(self, into, "rsqrt", [](auto x) { return decltype(x)(1) / std::sqrt(x); });
}
Tensor reciprocal(const Tensor& self, const Tensor& into) {
  return floating_unary</*WithHalf=*/true>(self, into, "reciprocal", [](auto x) { return decltype(x)(1) / x; });
}
Tensor sin(const Tensor& self, const Tensor& into) { return floating_unary(self, into, "sin", [](auto x) { return std::sin(x); }); }
Tensor cos(const Tensor& self, const Tensor& into) { return floating_unary(self, into, "cos", [](auto x) { return std::cos(x); }); }
Tensor tan(const Tensor& self, const Tensor& into) { return floating_unary(self, into, "tan", [](auto x) { return std::tan(x); }); }
Tensor asin(const Tensor& self, const Tensor& into) { return floating_unary(self, into, "asin", [](auto x) { return std::asin(x); }); }
Tensor acos(const Tensor& self, const Tensor& into) { return floating_unary(self, into, "acos", [](auto x) { return std::acos(x); }); }
Tensor atan(const Tensor& self, const Tensor& into) { return floating_unary(self, into, "atan", [](auto x) { return std::atan(x); }); }
Tensor sinh(const Tensor& self, const Tensor& into) { return floating_unary(self, into, "sinh", [](auto x) { return std::sinh(x); }); }
Tensor cosh(const Tensor& self, const Tensor& into) { return floating_unary(self, into, "cosh", [](auto x) { return std::cosh(x); }); }
Tensor tanh(const Tensor& self, const Tensor& into) {
  return float_vectorised_unary(self, into, "tanh", tanh_float_contiguous, [](auto x) {
    if constexpr (std::is_same_v<decltype(x), float>) return tanh_float(x); else return std::tanh(x);
  });
}
Tensor erf(const Tensor& self, const Tensor& into) { return floating_unary(self, into, "erf", [](auto x) { return std::erf(x); }); }
Tensor sigmoid(const Tensor& self, const Tensor& into) {
  return float_vectorised_unary(self, into, "sigmoid", sigmoid_float_contiguous, [](auto x) {
    if constexpr (std::is_same_v<decltype(x), float>) return sigmoid_float(x);
    else return decltype(x)(1) / (decltype(x)(1) + std::exp(-x));
  });
}

}  // namespace yaten::kernels
