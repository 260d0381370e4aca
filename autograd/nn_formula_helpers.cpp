// The formula helpers of the nn ops (declared in formula_helpers.h), made of
// differentiable yaten ops so their gradients can be differentiated again.
#include "autograd/formula_helpers.h"
#include "autograd/tensor_operators.h"
#include "generated/autograd/ops/exp.h"
#include "generated/autograd/ops/expand.h"
#include "generated/autograd/ops/gather.h"
#include "generated/autograd/ops/reshape.h"
#include "generated/autograd/ops/sigmoid.h"
#include "generated/autograd/ops/square.h"
#include "generated/autograd/ops/tanh.h"

namespace yaten {

Tensor conv_bias_expand(const Tensor& grad, const DimVector& sizes) {
  DimVector shape(sizes.size(), 1);
  shape[sizes.size() - 3] = grad.numel();
  return yaten::expand(yaten::reshape(grad, shape), sizes);
}

Tensor undefined_tensor() { return Tensor(); }

namespace {

// sizes as (planes, H * W): the layout max_pool2d's flat indices refer to.
DimVector planes_by_pixels(const DimVector& sizes) {
  int64_t planes = 1;
  for (size_t i = 0; i + 2 < sizes.size(); ++i) planes *= sizes[i];
  return DimVector{planes, sizes.size() >= 2 ? sizes[sizes.size() - 2] * sizes[sizes.size() - 1] : 1};
}

}  // namespace

Tensor max_pool2d_jvp(const Tensor& input_t, const Tensor& indices) {
  Tensor picked = yaten::gather(yaten::reshape(input_t, planes_by_pixels(input_t.sizes())), 1,
                                yaten::reshape(indices, planes_by_pixels(indices.sizes())));
  return yaten::reshape(picked, indices.sizes());
}

DimVector spatial_sizes(const DimVector& sizes) {
  return sizes.size() >= 2 ? DimVector{sizes[sizes.size() - 2], sizes[sizes.size() - 1]} : sizes;
}

Tensor gelu_second_derivative(const Tensor& self, std::string_view approximate) {
  constexpr double kSqrt2OverPi = 0.7978845608028654, kCoeff = 0.044715, kInvSqrt2Pi = 0.3989422804014327;
  Tensor sq = yaten::square(self);
  if (approximate == "tanh") {
    // gelu = x (1 + tanh(u)) / 2 with u = k (x + c x^3).
    Tensor t = yaten::tanh((self + self * sq * kCoeff) * kSqrt2OverPi);
    Tensor u1 = (sq * (3 * kCoeff) + 1) * kSqrt2OverPi;
    Tensor u2 = self * (6 * kCoeff * kSqrt2OverPi);
    return (1 - yaten::square(t)) * (u1 + self * (u2 - t * yaten::square(u1) * 2) * 0.5);
  }
  // pdf(x) (2 - x^2), pdf the standard normal density.
  return yaten::exp(sq * -0.5) * kInvSqrt2Pi * (2 - sq);
}

Tensor silu_second_derivative(const Tensor& self) {
  Tensor s = yaten::sigmoid(self);
  return s * (1 - s) * (2 + self * (1 - s * 2));
}

}  // namespace yaten
