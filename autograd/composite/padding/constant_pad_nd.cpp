// constant_pad_nd: torch's name of constant padding (pad with mode
// 'constant'), which nn.functional.pad calls underneath. The value is
// checked as torch checks it and then stored as self's dtype stores it (a
// negative number in uint8 wraps, as there).
#include "generated/autograd/ops/constant_pad_nd.h"
#include "generated/autograd/ops/constant_pad.h"
#include "generated/autograd/ops/to.h"
#include "runtime/error.h"
#include "runtime/scalar_range.h"

namespace yaten {

Tensor constant_pad_nd(const Tensor& self, const DimVector& pad, const Scalar& value) {
  // torch's constant_pad_nd words these two refusals its own way (F.pad's differ).
  YATEN_CHECK(pad.size() % 2 == 0, "constant_pad_nd: Length of pad must be even but instead it equals ", pad.size());
  YATEN_CHECK(static_cast<int64_t>(pad.size() / 2) <= self.dim(), "constant_pad_nd: Length of pad should be no more "
              "than twice the number of dimensions of the input. Pad length is ", pad.size(), " while the input has ",
              self.dim(), " dimensions.");
  check_scalar_fits(value, self.dtype());
  const Tensor as_number = Tensor::scalar_tensor(value, value.is_floating() ? ScalarType::Float64 : ScalarType::Int64);
  const double stored = yaten::to(as_number, self.dtype(), false, false).item().to_double();
  return yaten::constant_pad(self, pad, stored);
}

}  // namespace yaten
