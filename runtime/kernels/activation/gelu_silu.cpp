// The activations of yaten.nn.functional: gelu (erf and tanh forms) and
// silu, and their backward kernels in one pass each, floating inputs only
// (as in PyTorch, which refuses integer tensors here). The functors are in
// functors-inl.h, run through their per-target vector rows.
#include <string_view>

#include "generated/runtime/kernels_activation.h"
#include "runtime/error.h"
#include "runtime/kernels/activation/pointwise_maps.h"
#include "runtime/kernels/activation/rows.h"

namespace yaten::kernels {

namespace {

void check_approximate(std::string_view approximate, const char* op) {
  YATEN_CHECK(approximate == "none" || approximate == "tanh", op, ": approximate argument must be either none or tanh.");
}

}  // namespace

Tensor gelu(const Tensor& input, std::string_view approximate) {
  check_approximate(approximate, "gelu");
  const auto row = approximate == "tanh" ? activation::Row::GeluTanh : activation::Row::GeluErf;
  return activation_map(input, "gelu", "GeluKernelImpl", row);
}

Tensor gelu_backward(const Tensor& grad_output, const Tensor& self, std::string_view approximate) {
  check_approximate(approximate, "gelu_backward");
  const auto row = approximate == "tanh" ? activation::Row::GeluTanhBackward : activation::Row::GeluErfBackward;
  return activation_gradient_map(grad_output, self, "gelu_backward", row);
}

Tensor silu(const Tensor& input) { return activation_map(input, "silu", "silu", activation::Row::Silu); }

Tensor silu_backward(const Tensor& grad_output, const Tensor& self) {
  return activation_gradient_map(grad_output, self, "silu_backward", activation::Row::SiluBackward);
}

}  // namespace yaten::kernels
