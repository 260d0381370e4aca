// The activations of nn.functional written in other yaten ops (torch too
// builds them from its native ones), differentiated through those ops.
#include <cmath>

#include "autograd/tensor_operators.h"
#include "generated/autograd/ops/abs.h"
#include "generated/autograd/ops/celu.h"
#include "generated/autograd/ops/elu.h"
#include "generated/autograd/ops/glu.h"
#include "generated/autograd/ops/hardtanh.h"
#include "generated/autograd/ops/leaky_relu.h"
#include "generated/autograd/ops/narrow.h"
#include "generated/autograd/ops/prelu.h"
#include "generated/autograd/ops/rand.h"
#include "generated/autograd/ops/relu6.h"
#include "generated/autograd/ops/reshape.h"
#include "generated/autograd/ops/rrelu.h"
#include "generated/autograd/ops/selu.h"
#include "generated/autograd/ops/sigmoid.h"
#include "generated/autograd/ops/softsign.h"
#include "generated/autograd/ops/tanh.h"
#include "generated/autograd/ops/tanhshrink.h"
#include "generated/autograd/ops/where.h"
#include "runtime/error.h"
#include "runtime/shape.h"

namespace yaten {

// The constants of Klambauer et al. (2017), as torch's selu.
constexpr double kSeluAlpha = 1.6732632423543772848170429916717;
constexpr double kSeluScale = 1.0507009873554804934193349852946;

Tensor selu(const Tensor& self) { return yaten::elu(self, kSeluAlpha, kSeluScale, 1); }

Tensor celu(const Tensor& self, const Scalar& alpha) {
  YATEN_CHECK(alpha.to_double() != 0, "ZeroDivisionError");
  return yaten::elu(self, alpha, 1, 1.0 / alpha.to_double());
}

Tensor relu6(const Tensor& self) { return yaten::hardtanh(self, 0, 6); }

Tensor softsign(const Tensor& self) { return self / (yaten::abs(self) + 1); }

Tensor tanhshrink(const Tensor& self) { return self - yaten::tanh(self); }

Tensor glu(const Tensor& self, int64_t dim) {
  YATEN_CHECK(self.dim() > 0, "glu does not support scalars because halving size must be even");
  const int64_t d = wrap_dim(dim, self.dim(), "glu");
  const int64_t size = self.sizes()[static_cast<size_t>(d)];
  YATEN_CHECK(size % 2 == 0, "Halving dimension must be even, but dimension ", d, " is size ", size);
  return yaten::narrow(self, d, 0, size / 2) * yaten::sigmoid(yaten::narrow(self, d, size / 2, size / 2));
}

Tensor prelu(const Tensor& self, const Tensor& weight) {
  refuse_dtypes(self.dtype(), {ScalarType::Float16}, "prelu_cpu");
  YATEN_CHECK(weight.dim() <= 1, "prelu: Expected `weight` to be a scalar or 1D tensor, but got ndim = ",
              weight.dim());
  YATEN_CHECK(self.dtype() == weight.dtype(), "prelu: Found dtype ", torch_dtype_name(weight.dtype()),
              " but expected ", torch_dtype_name(self.dtype()));
  Tensor slope = weight;
  if (weight.numel() != 1) {
    const int64_t channels = self.dim() >= 2 ? self.sizes()[1] : 1;
    YATEN_CHECK(weight.numel() == channels, "Mismatch of parameter numbers and input channel size. Found parameter "
                "numbers = ", weight.numel(), " and channel size = ", channels, ".");
    DimVector shape(static_cast<size_t>(self.dim()), 1);
    shape[1] = channels;
    slope = yaten::reshape(weight, shape);
  } else if (weight.dim() == 1 && self.dim() == 0) {
    slope = yaten::reshape(weight, DimVector{});  // a 0-d input keeps its shape
  }
  return yaten::where(gt(self, 0), self, slope * self);
}

Tensor rrelu(const Tensor& self, const Scalar& lower, const Scalar& upper, bool training, const Generator& generator) {
  refuse_dtypes(self.dtype(), {ScalarType::Float16}, "rrelu_with_noise_out_cpu");
  const double lo = lower.to_double(), hi = upper.to_double();
  YATEN_CHECK(hi >= lo, "Lower bound should be less than or equal to the upper bound");
  if (!training) return yaten::leaky_relu(self, (lo + hi) / 2);
  YATEN_CHECK(is_floating(self.dtype()), "\"rrelu_with_noise_cpu\" not implemented for '",
              torch_dtype_name(self.dtype()), "'");
  // One slope per element, uniform in [lower, upper]; positive elements pass.
  Tensor slopes = yaten::rand(self.sizes(), generator, self.dtype(), false) * (hi - lo) + lo;
  return yaten::where(ge(self, 0), self, self * slopes);
}

}  // namespace yaten
