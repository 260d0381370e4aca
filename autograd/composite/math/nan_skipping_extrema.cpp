// fmax and fmin: maximum and minimum that take the number where one side is
// NaN. Written as a where over the side each element comes from, so that the
// gradient goes wholly to that side, as torch's formulas send it (a tie goes
// to self).
#include "autograd/composite/math/composite_writes.h"
#include "generated/autograd/ops/fmax.h"
#include "generated/autograd/ops/fmin.h"
#include "generated/autograd/ops/ge.h"
#include "generated/autograd/ops/isnan.h"
#include "generated/autograd/ops/le.h"
#include "generated/autograd/ops/logical_or.h"
#include "generated/autograd/ops/where.h"

namespace yaten {

namespace {

// Element from self where `self_wins` (self >= other for fmax) or other is NaN.
template <typename Compare>
Tensor nan_skipping(const Tensor& self, const Tensor& other, const Compare& self_wins) {
  return yaten::where(yaten::logical_or(self_wins(self, other), yaten::isnan(other)), self, other);
}

Tensor fmax_value(const Tensor& self, const Tensor& other) {
  return nan_skipping(self, other, [](const Tensor& a, const Tensor& b) { return yaten::ge(a, b); });
}

Tensor fmin_value(const Tensor& self, const Tensor& other) {
  return nan_skipping(self, other, [](const Tensor& a, const Tensor& b) { return yaten::le(a, b); });
}

}  // namespace

Tensor fmax(const Tensor& self, const Tensor& other) { return fmax_value(self, other); }
Tensor fmax_out(const Tensor& self, const Tensor& other, const Tensor& out) {
  return composite::write_out(out, {self, other}, "fmax", out_dtype::fmax, [&] { return fmax_value(self, other); });
}
Tensor fmin(const Tensor& self, const Tensor& other) { return fmin_value(self, other); }
Tensor fmin_out(const Tensor& self, const Tensor& other, const Tensor& out) {
  return composite::write_out(out, {self, other}, "fmin", out_dtype::fmin, [&] { return fmin_value(self, other); });
}

}  // namespace yaten
