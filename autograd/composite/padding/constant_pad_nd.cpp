// constant_pad_nd: torch's name of constant padding (pad with mode
// 'constant'), which nn.functional.pad calls underneath. The value is
// checked as torch checks it and then stored as self's dtype stores it (a
// negative number in uint8 wraps, as there).
#include "generated/autograd/ops/constant_pad_nd.h"
#include "generated/autograd/ops/pad.h"
#include "generated/autograd/ops/to.h"
#include "runtime/scalar_range.h"

namespace yaten {

Tensor constant_pad_nd(const Tensor& self, const DimVector& pad, const Scalar& value) {
  check_scalar_fits(value, self.dtype());
  const Tensor as_number = Tensor::scalar_tensor(value, value.is_floating() ? ScalarType::Float64 : ScalarType::Int64);
  const double stored = yaten::to(as_number, self.dtype(), false, false).item().to_double();
  return yaten::pad(self, pad, "constant", stored);
}

}  // namespace yaten
