// Elementwise functions of one tensor computed in floating point (integer
// inputs become the default float dtype) from the gamma and error function
// families and their neighbours: exp2, erfc, erfinv, lgamma, digamma,
// polygamma, i0, sinc, logit, frac, deg2rad, rad2deg.
#include <cmath>
#include <type_traits>

#include "generated/runtime/kernels/deg2rad.h"
#include "generated/runtime/kernels/digamma.h"
#include "generated/runtime/kernels/erfc.h"
#include "generated/runtime/kernels/erfinv.h"
#include "generated/runtime/kernels/exp2.h"
#include "generated/runtime/kernels/frac.h"
#include "generated/runtime/kernels/i0.h"
#include "generated/runtime/kernels/lgamma.h"
#include "generated/runtime/kernels/logit.h"
#include "generated/runtime/kernels/logit_backward.h"
#include "generated/runtime/kernels/polygamma.h"
#include "generated/runtime/kernels/rad2deg.h"
#include "generated/runtime/kernels/sinc.h"
#include "runtime/kernels/math/math_loops.h"
#include "runtime/kernels/math/special_functions.h"

namespace yaten::kernels {

namespace sf = special_functions;

Tensor exp2(const Tensor& self, const Tensor& into) { return floating_row_unary</*WithHalf=*/true>(self, into, "exp2", math::Row::Exp2); }
Tensor erfc(const Tensor& self, const Tensor& into) { return floating_row_unary(self, into, "erfc", math::Row::Erfc); }
Tensor erfinv(const Tensor& self, const Tensor& into) {
  return floating_unary(self, into, "erfinv", [](auto x) { return sf::erfinv(static_cast<double>(x)); });
}
Tensor lgamma(const Tensor& self, const Tensor& into) {
  return floating_unary(self, into, "lgamma", [](auto x) { return sf::lgamma(static_cast<double>(x)); });
}
Tensor digamma(const Tensor& self, const Tensor& into) {
  return floating_unary(self, into, "digamma", [](auto x) { return sf::digamma(static_cast<double>(x)); });
}
Tensor polygamma(int64_t n, const Tensor& self, const Tensor& into) {
  YATEN_CHECK(n >= 0, "polygamma(n, x) does not support negative n.");
  return floating_unary(self, into, "polygamma", [n](auto x) { return sf::polygamma(n, static_cast<double>(x)); });
}
Tensor i0(const Tensor& self, const Tensor& into) {
  return floating_unary(self, into, "i0", [](auto x) { return sf::i0(static_cast<double>(x)); });
}
Tensor sinc(const Tensor& self, const Tensor& into) {
  return floating_unary(self, into, "sinc", [](auto x) {
    using T = decltype(x);
    if (x == 0) return T(1);
    T angle = static_cast<T>(sf::kPi) * x;
    return std::sin(angle) / angle;
  });
}
Tensor deg2rad(const Tensor& self, const Tensor& into) {
  return floating_unary</*WithHalf=*/true>(self, into, "deg2rad", [](auto x) { return x * static_cast<decltype(x)>(sf::kPi / 180); });
}
Tensor rad2deg(const Tensor& self, const Tensor& into) {
  return floating_unary</*WithHalf=*/true>(self, into, "rad2deg", [](auto x) { return x * static_cast<decltype(x)>(180 / sf::kPi); });
}
Tensor frac(const Tensor& self, const Tensor& into) {
  check_dtype_supported(is_floating(self.dtype()), "frac", self.dtype());
  return floating_unary</*WithHalf=*/true>(self, into, "frac", [](auto x) { return x - std::trunc(x); });
}

Tensor logit(const Tensor& self, std::optional<double> eps, const Tensor& into) {
  return floating_unary(self, into, "logit", [eps](auto x) {
    using T = decltype(x);
    if (eps) {  // the lower bound first, as torch's (eps > 0.5 gives 1 - eps)
      T low = static_cast<T>(*eps), high = static_cast<T>(1 - *eps);
      x = x < low ? low : (x > high ? high : x);
    }
    return std::log(x / (1 - x));
  });
}

Tensor logit_backward(const Tensor& grad_output, const Tensor& self, std::optional<double> eps) {
  return floating_binary(grad_output, self, Tensor(), "logit_backward", [eps](auto g, auto x) {
    using T = decltype(x);
    bool outside = eps ? (x < static_cast<T>(*eps) || x > static_cast<T>(1 - *eps)) : (x < 0 || x > 1);
    if (outside) return eps ? T(0) : static_cast<T>(sf::kNaN);
    return g / (x * (1 - x));
  });
}

}  // namespace yaten::kernels
