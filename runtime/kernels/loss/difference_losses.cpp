// The losses of a difference, one node each as torch's (MseLossBackward0,
// SmoothL1LossBackward0, HuberLossBackward0): input and target of one shape,
// their unreduced losses computed as torch does (the difference, then the
// elementwise loss), then kept, averaged or summed.
#include <string>

#include "generated/runtime/kernels/huber.h"
#include "generated/runtime/kernels/smooth_l1.h"
#include "generated/runtime/kernels/square.h"
#include "generated/runtime/kernels/sub.h"
#include "generated/runtime/kernels_loss.h"
#include "runtime/error.h"
#include "runtime/kernels/loss/reduce_loss.h"
#include "runtime/shape.h"

namespace yaten::kernels {

namespace {

// input - target, of one shape (the composites broadcast them first).
Tensor difference(const Tensor& self, const Tensor& target, const char* op) {
  YATEN_CHECK(self.sizes() == target.sizes(), op, ": input ", shape_str(self.sizes()), " and target ",
              shape_str(target.sizes()), " must have one shape (broadcast them first)");
  return sub(self, target, Scalar(int64_t{1}), Tensor());
}

}  // namespace

Tensor mse_loss_reduced(const Tensor& self, const Tensor& target, int64_t reduction) {
  // torch 1.13's kernel has float32, float64 and float16 (smooth_l1's and
  // huber's pointwise ops check their own).
  const ScalarType dtype = promote_types(self.dtype(), target.dtype());
  YATEN_CHECK(dtype == ScalarType::Float32 || dtype == ScalarType::Float64 || dtype == ScalarType::Float16,
              "\"mse_cpu\" not implemented for '", torch_dtype_name(dtype), "'");
  Tensor diff = difference(self, target, "mse_loss");
  return reduce_loss(square(diff, diff), reduction);
}

Tensor smooth_l1_loss_reduced(const Tensor& self, const Tensor& target, int64_t reduction, double beta) {
  Tensor diff = difference(self, target, "smooth_l1_loss");
  return reduce_loss(smooth_l1(diff, Scalar(beta)), reduction);
}

Tensor huber_loss_reduced(const Tensor& self, const Tensor& target, int64_t reduction, double delta) {
  Tensor diff = difference(self, target, "huber_loss");
  return reduce_loss(huber(diff, Scalar(delta)), reduction);
}

}  // namespace yaten::kernels
