// Composite activation ops: dropout, written in yaten ops and differentiated
// through them.
#include <cmath>

#include "autograd/tensor_operators.h"
#include "generated/autograd/ops/dropout.h"
#include "generated/autograd/ops/lt.h"
#include "generated/autograd/ops/rand.h"
#include "generated/autograd/ops/to.h"
#include "generated/autograd/ops/zeros_like.h"
#include "runtime/error.h"

namespace yaten {

Tensor dropout(const Tensor& input, double p, bool training) {
  // Out of [0, 1] is a ValueError (torch's Python check); nan passes that and fails ATen's, a RuntimeError.
  YATEN_CHECK_VALUE(std::isnan(p) || (p >= 0.0 && p <= 1.0), "dropout probability has to be between 0 and 1, but got ", p);
  YATEN_CHECK(!std::isnan(p), "dropout probability has to be between 0 and 1, but got ", p);
  if (!training || p == 0.0 || input.numel() == 0) return input;
  YATEN_CHECK(is_floating(input.dtype()), "dropout: expected a floating point input, got ",
              torch_dtype_name(input.dtype()));
  if (p == 1.0) return input * yaten::zeros_like(input, std::nullopt, false);
  refuse_dtypes(input.dtype(), {ScalarType::Float16}, "bernoulli_scalar_cpu_");
  Tensor keep = yaten::lt(yaten::rand(input.sizes(), Generator(), input.dtype(), false), Tensor::wrapped_number(1.0 - p));
  return input * (yaten::to(keep, input.dtype(), false, false) * (1.0 / (1.0 - p)));
}

}  // namespace yaten
