// The activations of yaten.nn.functional: gelu and silu, floating inputs only
// (as in PyTorch, which refuses integer tensors here).
#include <cmath>
#include <string>
#include <string_view>

#include "generated/runtime/kernels_activation.h"
#include "runtime/error.h"
#include "runtime/kernels/common.h"

namespace yaten::kernels {

namespace {

template <typename F>
Tensor floating_map(const Tensor& input, const char* op, const char* impl_name, const F& f) {
  YATEN_CHECK(is_floating(input.dtype()), op, ": \"", impl_name, "\" not implemented for '",
              torch_dtype_name(input.dtype()), "'");
  return YATEN_DISPATCH_CASES(input.dtype(), op, YATEN_CASES_FLOATING_AND_BFLOAT16, [&] {
    return unary_map<scalar_t, scalar_t>(input, input.dtype(), [&](scalar_t x) { return static_cast<scalar_t>(f(x)); });
  });
}

}  // namespace

Tensor gelu(const Tensor& input, std::string_view approximate) {
  YATEN_CHECK(approximate == "none" || approximate == "tanh",
              "gelu: approximate argument must be either none or tanh.");
  if (approximate == "tanh") {
    return floating_map(input, "gelu", "GeluKernelImpl", [](auto x) {
      using T = decltype(x);
      const T inner = T(0.7978845608028654) * (x + T(0.044715) * x * x * x);
      return T(0.5) * x * (T(1) + std::tanh(inner));
    });
  }
  return floating_map(input, "gelu", "GeluKernelImpl", [](auto x) {
    using T = decltype(x);
    return x * T(0.5) * (T(1) + std::erf(x * T(0.7071067811865476)));
  });
}

Tensor silu(const Tensor& input) {
  return floating_map(input, "silu", "silu", [](auto x) {
    using T = decltype(x);
    return x / (T(1) + std::exp(-x));
  });
}

}  // namespace yaten::kernels
