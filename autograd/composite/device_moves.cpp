// Tensor.to's device and other-tensor forms and Tensor.cpu: every tensor is
// already on the CPU (the binding has checked the device), so these convert
// the dtype at most, through to(dtype) and its ToBackward0, and return self
// when nothing changes, as PyTorch does, so that `x.to(device)` is free.
#include "generated/autograd/ops/cpu.h"
#include "generated/autograd/ops/to.h"
#include "runtime/error.h"

namespace yaten {

Tensor to_device(const Tensor& self, std::optional<ScalarType> dtype, bool non_blocking, bool copy) {
  if (!dtype && !copy) return self;
  return yaten::to(self, dtype.value_or(self.dtype()), non_blocking, copy);
}

Tensor to_other(const Tensor& self, const Tensor& tensor, bool non_blocking, bool copy) {
  // A Python number passes for a Tensor argument elsewhere; torch's to() takes none.
  YATEN_CHECK_AS(TypeError, !tensor.impl()->is_wrapped_number(), "to(): argument 'tensor' must be Tensor, not a number");
  return yaten::to(self, tensor.dtype(), non_blocking, copy);
}

Tensor cpu(const Tensor& self) { return self; }

}  // namespace yaten
