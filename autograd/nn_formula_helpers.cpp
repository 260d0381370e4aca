// The formula helpers of the nn ops (declared in formula_helpers.h), made of
// differentiable yaten ops so their gradients can be differentiated again.
#include "autograd/formula_helpers.h"
#include "autograd/tensor_operators.h"
#include "generated/autograd/ops/erf.h"
#include "generated/autograd/ops/exp.h"
#include "generated/autograd/ops/expand.h"
#include "generated/autograd/ops/gather.h"
#include "generated/autograd/ops/reshape.h"
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

Tensor gelu_derivative(const Tensor& self, std::string_view approximate) {
  constexpr double kSqrt2OverPi = 0.7978845608028654, kCoeff = 0.044715, kInvSqrt2 = 0.7071067811865476,
                   kInvSqrt2Pi = 0.3989422804014327;
  if (approximate == "tanh") {
    Tensor sq = yaten::square(self);
    Tensor t = yaten::tanh((self + self * sq * kCoeff) * kSqrt2OverPi);
    Tensor inner_slope = (sq * (3 * kCoeff) + 1) * kSqrt2OverPi;
    return (t + 1) * 0.5 + self * (1 - yaten::square(t)) * inner_slope * 0.5;
  }
  Tensor cdf = (yaten::erf(self * kInvSqrt2) + 1) * 0.5;
  return cdf + self * yaten::exp(yaten::square(self) * -0.5) * kInvSqrt2Pi;
}

}  // namespace yaten
