// local_response_norm: each element over (k + alpha * the mean of the squares
// of its size neighbouring channels)**beta, the window zero-padded at the
// ends (size / 2 channels before, (size - 1) / 2 after), as torch's.
#include "autograd/tensor_operators.h"
#include "generated/autograd/ops/avg_pool2d.h"
#include "generated/autograd/ops/local_response_norm.h"
#include "generated/autograd/ops/pad.h"
#include "generated/autograd/ops/pow.h"
#include "generated/autograd/ops/reshape.h"
#include "runtime/error.h"

namespace yaten {

Tensor local_response_norm(const Tensor& input, int64_t size, double alpha, double beta, double k) {
  // Beyond 3 dims torch pools with its 3-d kernel, which has no bfloat16 loop.
  if (input.dim() > 3) refuse_dtypes(input.dtype(), {ScalarType::BFloat16}, "avg_pool3d_out_frame");
  YATEN_CHECK_VALUE(input.dim() >= 3, "Expected 3D or higher dimensionality input (got ", input.dim(),
                    " dimensions)");
  if (input.numel() == 0) return input;
  const int64_t batch = input.sizes()[0], channels = input.sizes()[1], rest = input.numel() / (batch * channels);
  const Tensor squares = yaten::reshape(input * input, DimVector{batch, 1, channels, rest});
  const Tensor padded = yaten::pad(squares, DimVector{0, 0, size / 2, (size - 1) / 2}, "constant", std::nullopt);
  const Tensor window_mean =
      yaten::avg_pool2d(padded, DimVector{size, 1}, DimVector{1, 1}, DimVector{0, 0}, false, true, std::nullopt);
  const Tensor denominator = yaten::reshape(window_mean, input.sizes()) * Scalar(alpha) + Scalar(k);
  return input / yaten::pow(denominator, Tensor::wrapped_number(Scalar(beta)));
}

}  // namespace yaten
