// The activations of yaten.nn.functional: gelu and silu, floating inputs only
// (as in PyTorch, which refuses integer tensors here).
#include <cmath>
#include <string>
#include <string_view>

#include "generated/runtime/kernels_activation.h"
#include "runtime/error.h"
#include "runtime/kernels/activation/pointwise_maps.h"

namespace yaten::kernels {

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
