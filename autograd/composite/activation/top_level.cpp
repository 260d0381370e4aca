// torch.threshold: nn.functional's threshold with torch's out= form.
#include "autograd/composite/math/composite_writes.h"
#include "generated/autograd/ops/threshold.h"
#include "generated/autograd/ops/yaten_threshold.h"

namespace yaten {

Tensor yaten_threshold(const Tensor& self, const Scalar& threshold, const Scalar& value) {
  return yaten::threshold(self, threshold, value);
}

Tensor yaten_threshold_out(const Tensor& self, const Scalar& threshold, const Scalar& value, const Tensor& out) {
  return composite::write_out(out, {self}, "threshold", out_dtype::yaten_threshold,
                              [&] { return yaten::threshold(self, threshold, value); });
}

}  // namespace yaten
