// ldexp: self * 2 ** other, as torch defines it (so an integer other gives
// the default float dtype, and the gradient is the product's).
#include "autograd/composite/math/composite_writes.h"
#include "generated/autograd/ops/ldexp.h"
#include "generated/autograd/ops/mul.h"
#include "generated/autograd/ops/pow.h"

namespace yaten {

namespace {

Tensor powers_of_two(const Tensor& other) { return yaten::pow(Tensor::wrapped_number(2.0), other); }

}  // namespace

Tensor ldexp(const Tensor& self, const Tensor& other) { return yaten::mul(self, powers_of_two(other)); }
Tensor ldexp_(const Tensor& self, const Tensor& other) { return yaten::mul_(self, powers_of_two(other)); }
Tensor ldexp_out(const Tensor& self, const Tensor& other, const Tensor& out) {
  return composite::write_out(out, {self, other}, "ldexp", out_dtype::ldexp, [&] { return ldexp(self, other); });
}

}  // namespace yaten
