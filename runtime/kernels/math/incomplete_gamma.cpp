// igamma and igammac: the regularised lower and upper incomplete gamma
// functions P(a, x) and Q(a, x) = 1 - P(a, x), by their power series where
// x < a + 1 and by the continued fraction of Q beyond (Lentz's method),
// computed in double precision; for a beyond a million, where those need
// too many terms and their common factor loses its digits, by the leading
// terms of Temme's uniform asymptotic expansion. The domain edges (a or x
// zero, negative or infinite) give torch's values.
#include <cmath>
#include <limits>

#include "generated/runtime/kernels/igamma.h"
#include "generated/runtime/kernels/igammac.h"
#include "runtime/kernels/math/math_loops.h"

namespace yaten::kernels {

namespace {

constexpr double kEpsilon = 1e-15;
constexpr int kMaxTerms = 100000;
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

// log(x^a e^-x / Gamma(a)), the factor both expansions share.
double log_prefactor(double a, double x) { return a * std::log(x) - x - std::lgamma(a); }

// P(a, x) = x^a e^-x / Gamma(a) * sum_n x^n / (a (a + 1) ... (a + n)).
double lower_series(double a, double x) {
  double term = 1.0 / a, sum = term;
  for (int n = 1; n < kMaxTerms; ++n) {
    term *= x / (a + n);
    sum += term;
    if (std::fabs(term) < std::fabs(sum) * kEpsilon) break;
  }
  return sum * std::exp(log_prefactor(a, x));
}

// Q(a, x) = x^a e^-x / Gamma(a) * 1 / (x + 1 - a - 1 (1 - a) / (x + 3 - a - ...)).
double upper_continued_fraction(double a, double x) {
  constexpr double tiny = 1e-300;
  double b = x + 1 - a, c = 1 / tiny, d = 1 / b, h = d;
  for (int i = 1; i < kMaxTerms; ++i) {
    const double an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (std::fabs(d) < tiny) d = tiny;
    c = b + an / c;
    if (std::fabs(c) < tiny) c = tiny;
    d = 1 / d;
    const double step = d * c;
    h *= step;
    if (std::fabs(step - 1) < kEpsilon) break;
  }
  return std::exp(log_prefactor(a, x)) * h;
}

constexpr double kLargeShape = 1e6;

// Q(a, x) ~ erfc(eta sqrt(a / 2)) / 2 + exp(-a eta^2 / 2) / sqrt(2 pi a) (1 / (lambda - 1) - 1 / eta), with
// lambda = x / a and eta^2 / 2 = lambda - 1 - log(lambda), eta of the sign of lambda - 1.
double upper_asymptotic(double a, double x) {
  constexpr double pi = 3.14159265358979323846;
  const double d = x / a - 1;
  const double eta2 = 2 * (d - std::log1p(d));
  const double eta = std::copysign(std::sqrt(std::fmax(eta2, 0.0)), d);
  const double c0 = std::fabs(d) < 1e-3 ? -1.0 / 3 + d / 12 : 1 / d - 1 / eta;
  return 0.5 * std::erfc(eta * std::sqrt(a / 2)) + std::exp(-a * eta2 / 2) / std::sqrt(2 * pi * a) * c0;
}

// P(a, x) and Q(a, x) inside the domain (a > 0, 0 < x < inf).
double regularised_upper(double a, double x) {
  if (a > kLargeShape) return upper_asymptotic(a, x);
  return x < a + 1 ? 1 - lower_series(a, x) : upper_continued_fraction(a, x);
}
double regularised_lower(double a, double x) {
  if (a > kLargeShape) return 1 - upper_asymptotic(a, x);
  return x < a + 1 ? lower_series(a, x) : 1 - upper_continued_fraction(a, x);
}

double igamma_value(double a, double x) {
  if (std::isnan(a) || std::isnan(x) || x < 0 || a < 0) return kNaN;
  if (a == 0) return x > 0 ? 1.0 : kNaN;
  if (x == 0) return 0.0;
  if (std::isinf(a)) return std::isinf(x) ? kNaN : 0.0;
  if (std::isinf(x)) return 1.0;
  return regularised_lower(a, x);
}

double igammac_value(double a, double x) {
  if (std::isnan(a) || std::isnan(x) || x < 0 || a < 0) return kNaN;
  if (a == 0) return x > 0 ? 0.0 : kNaN;
  if (x == 0) return 1.0;
  if (std::isinf(a)) return std::isinf(x) ? kNaN : 1.0;
  if (std::isinf(x)) return 0.0;
  return regularised_upper(a, x);
}

}  // namespace

Tensor igamma(const Tensor& self, const Tensor& other, const Tensor& into) {
  return floating_binary<true>(self, other, into, "igamma",
                               [](auto a, auto x) { return static_cast<decltype(a)>(igamma_value(a, x)); }, false);
}

Tensor igammac(const Tensor& self, const Tensor& other, const Tensor& into) {
  return floating_binary<true>(self, other, into, "igammac",
                               [](auto a, auto x) { return static_cast<decltype(a)>(igammac_value(a, x)); }, false);
}

}  // namespace yaten::kernels
