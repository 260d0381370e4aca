// mse_loss.reduced: the squared differences of input and target of one
// shape, kept, averaged or summed, as torch's mse_loss computes them (the
// unreduced squares first, then its mean or sum kernel).
#include <string>

#include "generated/runtime/kernels/mean.h"
#include "generated/runtime/kernels/square.h"
#include "generated/runtime/kernels/sub.h"
#include "generated/runtime/kernels/sum.h"
#include "generated/runtime/kernels_loss.h"
#include "runtime/error.h"
#include "runtime/shape.h"

namespace yaten::kernels {

Tensor mse_loss_reduced(const Tensor& self, const Tensor& target, int64_t reduction) {
  YATEN_CHECK(self.sizes() == target.sizes(), "mse_loss: input ", shape_str(self.sizes()), " and target ",
              shape_str(target.sizes()), " must have one shape (broadcast them first)");
  // torch 1.13's CPU kernel has float32, float64 and float16.
  const ScalarType dtype = promote_types(self.dtype(), target.dtype());
  YATEN_CHECK(dtype == ScalarType::Float32 || dtype == ScalarType::Float64 || dtype == ScalarType::Float16,
              "\"mse_cpu\" not implemented for '", torch_dtype_name(dtype), "'");
  Tensor squares = sub(self, target, Scalar(int64_t{1}), Tensor());
  squares = square(squares, squares);
  if (reduction == 1) return mean(squares, std::nullopt, false, std::nullopt);
  if (reduction == 2) return sum(squares, std::nullopt, false, std::nullopt);
  return squares;
}

}  // namespace yaten::kernels
