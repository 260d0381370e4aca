// torch.fill: fill_ on a copy. The copy is self's clone, so that the result
// carries self's history (with a zero gradient) as torch's does.
#include "generated/autograd/ops/clone.h"
#include "generated/autograd/ops/fill.h"
#include "generated/autograd/ops/fill_.h"
#include "runtime/error.h"

namespace yaten {

Tensor fill_Tensor(const Tensor& self, const Tensor& value) {
  YATEN_CHECK(value.dim() == 0, "fill_ only supports 0-dimension value tensor but got tensor with ", value.dim(),
              " dimensions.");
  return yaten::fill__Tensor(yaten::clone(self), value);
}

Tensor fill_Scalar(const Tensor& self, const Scalar& value) { return yaten::fill_(yaten::clone(self), value); }

}  // namespace yaten
