// torch's top-level softmax and log_softmax: the ops nn.functional and
// torch.special spell without out=, here with torch's out= form.
#include "autograd/composite/math/composite_writes.h"
#include "generated/autograd/ops/log_softmax.h"
#include "generated/autograd/ops/softmax.h"
#include "generated/autograd/ops/yaten_log_softmax.h"
#include "generated/autograd/ops/yaten_softmax.h"

namespace yaten {

Tensor yaten_softmax(const Tensor& self, int64_t dim, std::optional<ScalarType> dtype) {
  return yaten::softmax(self, dim, dtype);
}

Tensor yaten_softmax_out(const Tensor& self, int64_t dim, std::optional<ScalarType> dtype, const Tensor& out) {
  return composite::write_out(out, {self}, "softmax", out_dtype::yaten_softmax,
                              [&] { return yaten::softmax(self, dim, dtype); });
}

Tensor yaten_log_softmax(const Tensor& self, int64_t dim, std::optional<ScalarType> dtype) {
  return yaten::log_softmax(self, dim, dtype);
}

Tensor yaten_log_softmax_out(const Tensor& self, int64_t dim, std::optional<ScalarType> dtype, const Tensor& out) {
  return composite::write_out(out, {self}, "log_softmax", out_dtype::yaten_log_softmax,
                              [&] { return yaten::log_softmax(self, dim, dtype); });
}

}  // namespace yaten
