// The kernels of the example extension: plain tensor code, no autograd.
// codegen --namespace myext declares them (kernels_myext.h, in the build dir);
// the generated entry points record autograd history around them from the
// formulas in ops.yaml.
#include <cmath>

#include "kernels_myext.h"
#include "runtime/error.h"
#include "runtime/kernels/common.h"

namespace myext::kernels {

using yaten::kernels::binary_map;
using yaten::kernels::to_dtype;
using yaten::kernels::unary_map;

namespace {

// Integers and bools compute in the default floating type, as tanh does.
ScalarType floating_type(ScalarType t) { return is_floating(t) ? t : ScalarType::Float32; }

}  // namespace

Tensor scaled_tanh(const Tensor& x, double scale) {
  ScalarType t = floating_type(x.dtype());
  Tensor input = to_dtype(x, t);
  return YATEN_DISPATCH_FLOATING(t, "myext::scaled_tanh", [&] {
    auto s = static_cast<scalar_t>(scale);
    return unary_map<scalar_t, scalar_t>(input, t, [s](scalar_t v) { return std::tanh(s * v); });
  });
}

Tensor soft_clamp(const Tensor& x, const Tensor& bound, double sharpness) {
  ScalarType t = floating_type(promote_types(x.dtype(), bound.dtype()));
  Tensor a = to_dtype(x, t), b = to_dtype(bound, t);
  return YATEN_DISPATCH_FLOATING(t, "myext::soft_clamp", [&] {
    auto k = static_cast<scalar_t>(sharpness);
    return binary_map<scalar_t, scalar_t>(a, b, t, "myext::soft_clamp",
                                          [k](scalar_t v, scalar_t c) { return c * std::tanh(k * v / c); });
  });
}

}  // namespace myext::kernels
