// Power-average pooling, (sum over each window of x**p)**(1 / p), as torch's
// lp_pool: the window sums from the average pools, negative sums clamped to 0.
#include "autograd/composite/pooling/arguments.h"
#include "autograd/tensor_operators.h"
#include "generated/autograd/ops/abs.h"
#include "generated/autograd/ops/avg_pool1d.h"
#include "generated/autograd/ops/avg_pool2d.h"
#include "generated/autograd/ops/lp_pool1d.h"
#include "generated/autograd/ops/lp_pool2d.h"
#include "generated/autograd/ops/pow.h"
#include "generated/autograd/ops/relu.h"
#include "generated/autograd/ops/sign.h"

namespace yaten {

namespace {

Tensor root_of_window_sums(const Tensor& means, int64_t window, double norm_type) {
  const Tensor sums = yaten::sign(means) * yaten::relu(yaten::abs(means)) * Scalar(window);
  return yaten::pow(sums, Tensor::wrapped_number(Scalar(1.0 / norm_type)));
}

Tensor power(const Tensor& input, double norm_type) {
  return yaten::pow(input, Tensor::wrapped_number(Scalar(norm_type)));
}

}  // namespace

Tensor lp_pool1d(const Tensor& input, double norm_type, const DimVector& kernel_size,
                 const std::optional<DimVector>& stride, bool ceil_mode) {
  const Tensor means = yaten::avg_pool1d(power(input, norm_type), kernel_size, stride, DimVector{0}, ceil_mode, true);
  return root_of_window_sums(means, pooling::per_dim(kernel_size, 1, "lp_pool1d", "kernel_size")[0], norm_type);
}

Tensor lp_pool2d(const Tensor& input, double norm_type, const DimVector& kernel_size,
                 const std::optional<DimVector>& stride, bool ceil_mode) {
  const Tensor means =
      yaten::avg_pool2d(power(input, norm_type), kernel_size, stride, DimVector{0, 0}, ceil_mode, true, std::nullopt);
  const DimVector k = pooling::per_dim(kernel_size, 2, "lp_pool2d", "kernel_size");
  return root_of_window_sums(means, k[0] * k[1], norm_type);
}

}  // namespace yaten
