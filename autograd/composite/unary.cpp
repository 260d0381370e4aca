// Composite unary ops: written in other yaten ops, differentiated through them.
#include "generated/autograd/ops/positive.h"
#include "runtime/error.h"

namespace yaten {

// Unary plus is self itself, as in PyTorch (no copy, no node).
Tensor positive(const Tensor& self) {
  YATEN_CHECK(self.dtype() != ScalarType::Bool, "positive: The `+` operator, on a bool tensor is not supported.");
  return self;
}

}  // namespace yaten
