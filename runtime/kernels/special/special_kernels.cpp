// The kernels of yaten.special's own functions (those torch has only in
// torch.special): Bessel functions, the scaled complementary error function,
// the normal distribution's CDF, quantile and log-CDF, entr, xlog1py, zeta.
// The scalar mathematics is in runtime/kernels/math/special_functions.h.
#include <cmath>

#include "generated/runtime/kernels_special.h"
#include "runtime/kernels/math/math_loops.h"
#include "runtime/kernels/math/special_functions.h"

namespace yaten::kernels {

namespace sf = special_functions;

namespace {

// floating_unary over a double function: float32 computes in double and rounds once.
template <double (*F)(double)>
Tensor special_unary(const Tensor& self, const Tensor& into, const char* op_name) {
  return floating_unary(self, into, op_name, [](auto x) { return F(static_cast<double>(x)); });
}

double bessel_j0(double x) { return std::isnan(x) ? x : std::cyl_bessel_j(0.0, std::fabs(x)); }
double bessel_j1(double x) {
  if (std::isnan(x)) return x;
  double v = std::cyl_bessel_j(1.0, std::fabs(x));  // odd
  return x < 0 ? -v : v;
}
double entr(double x) {
  if (std::isnan(x)) return x;
  if (x > 0) return -x * std::log(x);
  return x == 0 ? 0.0 : -sf::kInf;
}

}  // namespace

Tensor special_i1(const Tensor& self, const Tensor& into) {
  refuse_dtypes(self.dtype(), {ScalarType::BFloat16}, "i1_cpu");
  return special_unary<sf::i1>(self, into, "special_i1");
}
Tensor special_i0e(const Tensor& self, const Tensor& into) { return special_unary<sf::i0e>(self, into, "special_i0e"); }
Tensor special_i1e(const Tensor& self, const Tensor& into) {
  refuse_dtypes(self.dtype(), {ScalarType::BFloat16}, "i1e_cpu");
  return special_unary<sf::i1e>(self, into, "special_i1e");
}
Tensor special_erfcx(const Tensor& self, const Tensor& into) {
  refuse_dtypes(self.dtype(), {ScalarType::BFloat16}, "erfcx_cpu");
  return special_unary<sf::erfcx>(self, into, "special_erfcx");
}
Tensor special_ndtr(const Tensor& self, const Tensor& into) { return special_unary<sf::ndtr>(self, into, "special_ndtr"); }
Tensor special_ndtri(const Tensor& self, const Tensor& into) {
  refuse_dtypes(self.dtype(), {ScalarType::BFloat16}, "ndtri_cpu");
  return special_unary<sf::ndtri>(self, into, "special_ndtri");
}
Tensor special_log_ndtr(const Tensor& self, const Tensor& into) {
  refuse_dtypes(self.dtype(), {ScalarType::BFloat16}, "log_ndtr_cpu");
  return special_unary<sf::log_ndtr>(self, into, "special_log_ndtr");
}
Tensor special_entr(const Tensor& self, const Tensor& into) { return special_unary<entr>(self, into, "special_entr"); }
Tensor special_bessel_j0(const Tensor& self, const Tensor& into) {
  refuse_dtypes(self.dtype(), {ScalarType::BFloat16}, "bessel_j0_cpu");
  return special_unary<bessel_j0>(self, into, "special_bessel_j0");
}
Tensor special_bessel_j1(const Tensor& self, const Tensor& into) {
  refuse_dtypes(self.dtype(), {ScalarType::BFloat16}, "bessel_j1_cpu");
  return special_unary<bessel_j1>(self, into, "special_bessel_j1");
}

Tensor special_xlog1py(const Tensor& self, const Tensor& other, const Tensor& into) {
  return floating_binary</*WithHalf=*/true>(self, other, into, "special_xlog1py", [](auto x, auto y) {
    if (std::isnan(y)) return y;
    return x == 0 ? decltype(x)(0) : x * std::log1p(y);
  });
}

Tensor special_zeta(const Tensor& self, const Tensor& other, const Tensor& into) {
  refuse_dtypes(result_type({&self, &other}), {ScalarType::BFloat16}, "zeta_cpu");
  return floating_binary(self, other, into, "special_zeta", [](auto s, auto q) {
    return sf::zeta(static_cast<double>(s), static_cast<double>(q));
  });
}

}  // namespace yaten::kernels
