// Tensor.to's device and other-tensor forms, Tensor.cpu and contiguous:
// every tensor is already on the CPU (the binding has checked the device),
// so these convert the dtype or the memory format at most, through to(dtype)
// and clone, and return self when nothing changes, as PyTorch does (so that
// `x.to(device)` is free).
#include "generated/autograd/ops/clone.h"
#include "generated/autograd/ops/contiguous.h"
#include "generated/autograd/ops/cpu.h"
#include "generated/autograd/ops/to.h"
#include "runtime/error.h"
#include "runtime/memory_format.h"

namespace yaten {

Tensor to_device(const Tensor& self, std::optional<ScalarType> dtype, bool non_blocking, bool copy,
                 std::optional<MemoryFormat> memory_format) {
  if (!dtype && !copy && !memory_format) return self;
  return yaten::to(self, dtype.value_or(self.dtype()), non_blocking, copy, memory_format);
}

Tensor to_other(const Tensor& self, const Tensor& tensor, bool non_blocking, bool copy,
                std::optional<MemoryFormat> memory_format) {
  // tensor may be a Python number's wrapped tensor: x.to(2.5) is x.to(float64), as in torch.
  return yaten::to(self, tensor.dtype(), non_blocking, copy, memory_format);
}

Tensor cpu(const Tensor& self, std::optional<MemoryFormat> memory_format) {
  return memory_format ? yaten::to(self, self.dtype(), false, false, memory_format) : self;
}

// A copy through clone, as torch's, so its grad_fn is CloneBackward0.
Tensor contiguous(const Tensor& self, std::optional<MemoryFormat> memory_format) {
  MemoryFormat format = memory_format.value_or(MemoryFormat::Contiguous);
  if (is_contiguous_as(self, format)) return self;
  YATEN_CHECK(format != MemoryFormat::Preserve, "preserve memory format is unsupported by the contiguous operator");
  return yaten::clone(self, format);
}

}  // namespace yaten
