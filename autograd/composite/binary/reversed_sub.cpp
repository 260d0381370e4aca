// rsub: sub with its operands swapped (torch's name for what other - self
// computes), for a tensor or a number other.
#include "generated/autograd/ops/rsub.h"
#include "generated/autograd/ops/sub.h"

namespace yaten {

Tensor rsub(const Tensor& self, const Tensor& other, const Scalar& alpha) { return yaten::sub(other, self, alpha); }

Tensor rsub_Scalar(const Tensor& self, const Scalar& other, const Scalar& alpha) {
  return yaten::sub(Tensor::wrapped_number(other), self, alpha);
}

}  // namespace yaten
