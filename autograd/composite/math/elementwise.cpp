// Composite elementwise ops of the math family, written in other yaten ops
// and differentiated through them: isreal, isclose,
// clamp_min, clamp_max (Scalar and Tensor bounds), float_power, mvlgamma, renorm.
#include <cmath>
#include <optional>

#include "autograd/composite/math/composite_writes.h"
#include "autograd/formula_helpers.h"
#include "autograd/tensor_operators.h"
#include "generated/autograd/ops/abs.h"
#include "generated/autograd/ops/arange.h"
#include "generated/autograd/ops/clamp.h"
#include "generated/autograd/ops/clamp_max.h"
#include "generated/autograd/ops/clamp_min.h"
#include "generated/autograd/ops/float_power.h"
#include "generated/autograd/ops/isclose.h"
#include "generated/autograd/ops/isfinite.h"
#include "generated/autograd/ops/isnan.h"
#include "generated/autograd/ops/isreal.h"
#include "generated/autograd/ops/lgamma.h"
#include "generated/autograd/ops/linalg_vector_norm.h"
#include "generated/autograd/ops/logical_and.h"
#include "generated/autograd/ops/logical_or.h"
#include "generated/autograd/ops/mvlgamma.h"
#include "generated/autograd/ops/ones_like.h"
#include "generated/autograd/ops/pow.h"
#include "generated/autograd/ops/renorm.h"
#include "generated/autograd/ops/sum.h"
#include "generated/autograd/ops/to.h"
#include "generated/autograd/ops/unsqueeze.h"
#include "generated/autograd/ops/where.h"
#include "runtime/kernels/common.h"

namespace yaten {

Tensor isreal(const Tensor& self) { return yaten::ones_like(self, ScalarType::Bool, false); }

Tensor isclose(const Tensor& self, const Tensor& other, double rtol, double atol, bool equal_nan) {
  YATEN_CHECK(self.dtype() == other.dtype(), "isclose: ", torch_dtype_name(self.dtype()),
              " did not match ", torch_dtype_name(other.dtype()));
  YATEN_CHECK(rtol >= 0, "isclose: rtol must be greater than or equal to zero, but got ", rtol);
  YATEN_CHECK(atol >= 0, "isclose: atol must be greater than or equal to zero, but got ", atol);
  Tensor close = yaten::eq(self, other);
  if (equal_nan && is_floating(self.dtype())) {
    close = yaten::logical_or(close, yaten::logical_and(yaten::isnan(self), yaten::isnan(other)));
  }
  if (self.dtype() == ScalarType::Bool) return close;
  Tensor allowed = atol + rtol * yaten::abs(other);
  Tensor within = yaten::le(yaten::abs(self - other), allowed);
  return yaten::logical_or(close, yaten::logical_and(yaten::isfinite(other), within));
}

namespace {

// torch's clamp_min / clamp_max make every element NaN for a NaN bound, where
// clamp with that one bound leaves x as it is: clamp with the NaN as both
// bounds is NaN (and its gradient zero, as theirs).
std::optional<Scalar> if_nan(const Scalar& bound) {
  return bound.is_floating() && std::isnan(bound.to_double()) ? std::optional<Scalar>(bound) : std::nullopt;
}

}  // namespace

Tensor clamp_min(const Tensor& self, const Scalar& min) { return yaten::clamp(self, min, if_nan(min)); }
Tensor clamp_min_(const Tensor& self, const Scalar& min) { return yaten::clamp_(self, min, if_nan(min)); }
Tensor clamp_min_out(const Tensor& self, const Scalar& min, const Tensor& out) {
  return yaten::clamp_out(self, min, if_nan(min), out);
}
Tensor clamp_max(const Tensor& self, const Scalar& max) { return yaten::clamp(self, if_nan(max), max); }
Tensor clamp_max_(const Tensor& self, const Scalar& max) { return yaten::clamp_(self, if_nan(max), max); }
Tensor clamp_max_out(const Tensor& self, const Scalar& max, const Tensor& out) {
  return yaten::clamp_out(self, if_nan(max), max, out);
}

// The Tensor bounds: clamp.Tensor with one bound (which takes a NaN bound's NaN, as torch's).
Tensor clamp_min_Tensor(const Tensor& self, const Tensor& min) { return yaten::clamp_Tensor(self, min, Tensor()); }
Tensor clamp_min__Tensor(const Tensor& self, const Tensor& min) { return yaten::clamp__Tensor(self, min, Tensor()); }
Tensor clamp_min_Tensor_out(const Tensor& self, const Tensor& min, const Tensor& out) {
  return yaten::clamp_Tensor_out(self, min, Tensor(), out);
}
Tensor clamp_max_Tensor(const Tensor& self, const Tensor& max) { return yaten::clamp_Tensor(self, Tensor(), max); }
Tensor clamp_max__Tensor(const Tensor& self, const Tensor& max) { return yaten::clamp__Tensor(self, Tensor(), max); }
Tensor clamp_max_Tensor_out(const Tensor& self, const Tensor& max, const Tensor& out) {
  return yaten::clamp_Tensor_out(self, Tensor(), max, out);
}

namespace {

Tensor as_double(const Tensor& t) { return yaten::to(t, ScalarType::Float64, false, false); }

}  // namespace

Tensor float_power(const Tensor& self, const Tensor& exponent) { return yaten::pow(as_double(self), as_double(exponent)); }
Tensor float_power_(const Tensor& self, const Tensor& exponent) {
  YATEN_CHECK(self.dtype() == ScalarType::Float64, "the base given to float_power_ has dtype ",
              torch_dtype_name(self.dtype()), " but the operation's result requires dtype Double");
  return yaten::pow_(self, as_double(exponent));
}
Tensor float_power_out(const Tensor& self, const Tensor& exponent, const Tensor& out) {
  YATEN_CHECK(out.dtype() == ScalarType::Float64, "the output given to float_power has dtype ",
              torch_dtype_name(out.dtype()), " but the operation's result requires dtype Double");
  return composite::write_out(out, {self, exponent}, "float_power", out_dtype::float_power, [&] { return float_power(self, exponent); });
}

namespace {

// log Gamma_p(x) = p (p - 1) / 4 log(pi) + sum over j < p of lgamma(x - j / 2); torch 1.13 checks no
// domain (elements at most (p - 1) / 2 give what the sum gives).
Tensor multivariate_lgamma(const Tensor& self, int64_t p) {
  YATEN_CHECK(p >= 1, "p has to be greater than or equal to 1");
  // One broadcast op over a trailing dim of the p shifts, as torch's (so a
  // huge p fails to allocate at once instead of looping).
  // In self's dtype when floating, so that a bfloat16 input stays bfloat16.
  const std::optional<ScalarType> dtype = is_floating(self.dtype()) ? std::optional(self.dtype()) : std::nullopt;
  Tensor shifts = yaten::arange_start_step(0, -0.5 * static_cast<double>(p), -0.5, dtype, false);
  Tensor terms = yaten::lgamma(yaten::unsqueeze(self, -1) + shifts);
  return yaten::sum(terms, DimVector{-1}, false, std::nullopt) +
         static_cast<double>(p) * static_cast<double>(p - 1) / 4 * std::log(3.14159265358979323846);
}

}  // namespace

Tensor mvlgamma(const Tensor& self, int64_t p) { return multivariate_lgamma(self, p); }
Tensor mvlgamma_(const Tensor& self, int64_t p) {
  return composite::write_inplace(self, "mvlgamma_", [&](const Tensor& s) { return multivariate_lgamma(s, p); });
}
Tensor mvlgamma_out(const Tensor& self, int64_t p, const Tensor& out) {
  return composite::write_out(out, {self}, "mvlgamma", out_dtype::mvlgamma, [&] { return multivariate_lgamma(self, p); });
}

namespace {

// Each slice along dim whose p-norm exceeds maxnorm, scaled down to it (the
// 1e-7 keeps torch's rounding).
Tensor renormed(const Tensor& self, const Scalar& p, int64_t dim, const Scalar& maxnorm) {
  YATEN_CHECK(p.to_double() > 0, "renorm: non-positive-norm not supported");
  YATEN_CHECK(maxnorm.to_double() >= 0, "renorm: expected maxnorm to be >= 0 but got ", maxnorm.to_double());
  YATEN_CHECK(self.dim() > 1, "renorm: input needs at least 2 dimensions, got ", self.dim(), " dimensions");
  YATEN_CHECK(is_floating(self.dtype()), "renorm: \"renorm_cpu\" not implemented for '", torch_dtype_name(self.dtype()), "'");
  int64_t d = wrap_dim(dim, self.dim(), "renorm");
  DimVector others;
  for (int64_t i = 0; i < self.dim(); ++i)
    if (i != d) others.push_back(i);
  Tensor norms = yaten::linalg_vector_norm(self, p, others, true, std::nullopt);
  Tensor factor = yaten::where(yaten::gt(norms, maxnorm), maxnorm.to_double() / (norms + 1e-7), yaten::ones_like(norms));
  return self * factor;
}

}  // namespace

Tensor renorm(const Tensor& self, const Scalar& p, int64_t dim, const Scalar& maxnorm) { return renormed(self, p, dim, maxnorm); }
Tensor renorm_(const Tensor& self, const Scalar& p, int64_t dim, const Scalar& maxnorm) {
  return composite::write_inplace(self, "renorm_", [&](const Tensor& s) { return renormed(s, p, dim, maxnorm); });
}
Tensor renorm_out(const Tensor& self, const Scalar& p, int64_t dim, const Scalar& maxnorm, const Tensor& out) {
  return composite::write_out(out, {self}, "renorm", out_dtype::renorm, [&] { return renormed(self, p, dim, maxnorm); });
}

}  // namespace yaten
