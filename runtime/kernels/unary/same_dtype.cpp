// The unary family's preconditions that PyTorch words in its own way; the
// kernels themselves are generated from ops.yaml's `pointwise:` entries
// (generated/runtime/pointwise_unary.cpp) around the functors in
// runtime/kernels/unary/functors-inl.h.
#include "runtime/error.h"
#include "runtime/tensor.h"

namespace yaten::kernels {

void check_neg(const Tensor& self) {
  YATEN_CHECK(self.dtype() != ScalarType::Bool,
              "neg: Negation, the `-` operator, on a bool tensor is not supported. If you are trying to invert a mask, "
              "use the `~` or `logical_not()` operator instead.");
}

void check_relu(const Tensor& self) {
  YATEN_CHECK(self.dtype() != ScalarType::Bool, "relu: Boolean inputs not supported for relu");
}

}  // namespace yaten::kernels
