// Scalar special functions in double precision that the C library lacks
// (digamma, Hurwitz zeta, polygamma, erfinv, modified Bessel functions,
// erfcx, the normal distribution's quantile and log-CDF). The kernels of the
// math and special families apply them elementwise; float32 computes in
// double and rounds once.
#pragma once

#include <cmath>
#include <cstdint>
#include <limits>

namespace yaten::kernels::special_functions {

constexpr double kPi = 3.14159265358979323846;
constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

// B_2k / (2k)!, k = 1..12: the coefficients of the Euler-Maclaurin tails
// below (B_2 = 1/6, B_4 = -1/30, B_6 = 1/42, ..., B_24 = -236364091/2730).
inline const double* bernoulli_over_factorial() {
  static const double table[12] = {
      (1.0 / 6) / 2.0,
      (-1.0 / 30) / 24.0,
      (1.0 / 42) / 720.0,
      (-1.0 / 30) / 40320.0,
      (5.0 / 66) / 3628800.0,
      (-691.0 / 2730) / 479001600.0,
      (7.0 / 6) / 87178291200.0,
      (-3617.0 / 510) / 20922789888000.0,
      (43867.0 / 798) / 6402373705728000.0,
      (-174611.0 / 330) / 2432902008176640000.0,
      (854513.0 / 138) / 1.1240007277776077e21,
      (-236364091.0 / 2730) / 6.204484017332394e23,
  };
  return table;
}

// Hurwitz zeta: sum over k >= 0 of (q + k)^-s, for s > 1. The first terms
// are summed until q + k is large (or the rest is negligible), the rest by
// Euler-Maclaurin. A negative q (integer s only) is brought into (0, 1).
inline double zeta(double s, double q) {
  if (s == 1) return kInf;
  if (s < 1) return kNaN;
  if (std::isinf(s)) return q < 1 ? kInf : kNaN;  // torch's NaN where the limit is 0 or 1
  if (q <= 0) {
    if (q == std::floor(q)) return kInf;  // a pole of one term
    if (s != std::floor(s)) return kNaN;  // (negative)^(non-integer)
    // The m terms with q + k < 0 are (-1)^s (j - f)^-s for j = 1..m, f = q + m.
    double m = std::ceil(-q), f = q + m;
    double sign = std::fmod(s, 2.0) == 0 ? 1.0 : -1.0;
    return zeta(s, f) + sign * (zeta(s, 1 - f) - zeta(s, m + 1 - f));
  }
  const double shift = std::max(10.0, s);
  double sum = 0;
  double a = q;
  while (a < shift) {
    double term = std::pow(a, -s);
    sum += term;
    a += 1;
    // What is left is below term * a / (s - 1): stop once that is negligible.
    if (term * (1 + a / (s - 1)) <= 1e-17 * sum) return sum;
  }
  double tail = std::pow(a, 1 - s) / (s - 1) + 0.5 * std::pow(a, -s);
  const double* b = bernoulli_over_factorial();
  double rising = s;                   // s (s + 1) ... (s + 2j - 2)
  double power = std::pow(a, -s - 1);  // a^(-s - 2j + 1)
  for (int j = 0; j < 12; ++j) {
    double term = b[j] * rising * power;
    tail += term;
    if (std::fabs(term) <= 1e-17 * std::fabs(sum + tail)) break;
    rising *= (s + 2 * j + 1) * (s + 2 * j + 2);
    power /= a * a;
  }
  return sum + tail;
}

// psi(x) = Gamma'(x) / Gamma(x): -inf at +0 (+inf at -0), NaN at the
// negative integers; reflection below 0, recurrence up to 10, then the
// asymptotic series.
inline double digamma(double x) {
  if (x == 0) return std::copysign(kInf, -x);
  if (x < 0) {
    if (x == std::floor(x)) return kNaN;
    return digamma(1 - x) - kPi / std::tan(kPi * x);
  }
  double shift = 0;
  while (x < 10) {
    shift -= 1 / x;
    x += 1;
  }
  const double* b = bernoulli_over_factorial();
  double inv2 = 1 / (x * x), power = inv2, series = 0;
  double factorial = 1;  // (2k - 1)!, as B_2k / (2k) = b[k - 1] * (2k - 1)!
  for (int k = 1; k <= 8; ++k) {
    series += b[k - 1] * factorial * power;
    factorial *= (2 * k) * (2 * k + 1);
    power *= inv2;
  }
  return shift + std::log(x) - 0.5 / x - series;
}

// The n-th derivative of digamma: (-1)^(n+1) n! zeta(n + 1, x) for n >= 1.
inline double polygamma(int64_t n, double x) {
  if (n == 0) return digamma(x);
  double factorial = std::tgamma(static_cast<double>(n) + 1);
  double sign = (n % 2 == 1) ? 1.0 : -1.0;
  return sign * factorial * zeta(static_cast<double>(n) + 1, x);
}

inline double lgamma(double x) {
  int sign;
  return ::lgamma_r(x, &sign);  // lgamma itself writes the global signgam: a data race under threads
}

// Newton's method on erf from a closed-form first guess good to about 1e-3.
inline double erfinv(double y) {
  if (std::isnan(y) || y < -1 || y > 1) return kNaN;
  if (y == 1) return kInf;
  if (y == -1) return -kInf;
  if (y == 0) return y;
  const double a = 0.147;
  double l = std::log((1 - y) * (1 + y));
  double t = 2 / (kPi * a) + l / 2;
  double x = std::copysign(std::sqrt(std::sqrt(t * t - l / a) - t), y);
  const double slope = 2 / std::sqrt(kPi);
  for (int i = 0; i < 4; ++i) {
    // Near |y| = 1, erfc keeps the digits that erf - y would cancel.
    double residual = std::fabs(y) > 0.5 ? (y > 0 ? 1.0 : -1.0) * ((1 - std::fabs(y)) - std::erfc(std::fabs(x)))
                                         : std::erf(x) - y;
    double step = residual / (slope * std::exp(-x * x));
    x -= step;
    if (std::fabs(step) <= 1e-16 * std::fabs(x)) break;
  }
  return x;
}

// exp(-|x|) I_nu(x) for nu = 0 or 1. Below |x| = 30 the power series
// sum (x/2)^(2k+nu) / (k! (k+nu)!) (all terms positive, so no cancellation);
// above, the asymptotic series with mu = 4 nu^2.
inline double scaled_bessel_i(int nu, double x) {
  double ax = std::fabs(x);
  double value;
  if (ax <= 30) {
    double half = ax / 2, term = nu == 0 ? 1.0 : half, sum = term;
    for (int k = 1; k < 200; ++k) {
      term *= half * half / (k * static_cast<double>(k + nu));
      sum += term;
      if (term < 1e-17 * sum) break;
    }
    value = sum * std::exp(-ax);
  } else {
    double mu = 4.0 * nu * nu, term = 1, sum = 1;
    for (int k = 1; k < 30; ++k) {
      double odd = 2.0 * k - 1;
      term *= -(mu - odd * odd) / (8 * ax * k);
      sum += term;
      if (std::fabs(term) < 1e-17 * std::fabs(sum)) break;
    }
    value = sum / std::sqrt(2 * kPi * ax);
  }
  return nu == 1 && x < 0 ? -value : value;
}
inline double i0e(double x) { return std::isnan(x) ? x : scaled_bessel_i(0, x); }
inline double i1e(double x) { return std::isnan(x) ? x : scaled_bessel_i(1, x); }
// At +-inf these give NaN, as torch's do (0 * inf).
inline double i0(double x) { return i0e(x) * std::exp(std::fabs(x)); }
inline double i1(double x) { return i1e(x) * std::exp(std::fabs(x)); }

// exp(x^2) erfc(x): directly while that is accurate, the asymptotic series
// 1 / (x sqrt(pi)) * sum (-1)^k (2k-1)!! / (2x^2)^k for large x.
inline double erfcx(double x) {
  if (std::isnan(x)) return x;
  if (x < 10) return std::exp(x * x) * std::erfc(x);
  double inv = 1 / (2 * x * x), term = 1, sum = 1;
  for (int k = 1; k < 20; ++k) {
    term *= -(2.0 * k - 1) * inv;
    sum += term;
  }
  return sum / (x * std::sqrt(kPi));
}

inline double ndtr(double x) { return 0.5 * std::erfc(-x / std::sqrt(2.0)); }

inline double log_ndtr(double x) {
  if (x > 0) return std::log1p(-0.5 * std::erfc(x / std::sqrt(2.0)));
  double z = -x / std::sqrt(2.0);
  return std::log(0.5 * erfcx(z)) - z * z;
}

// The standard normal quantile: a first guess from erfinv (or, deep in the
// tails, from the asymptotic form of the tail), polished by Newton's method
// on ndtr, which keeps full relative precision in the lower tail.
inline double ndtri(double p) {
  if (std::isnan(p) || p < 0 || p > 1) return kNaN;
  if (p == 0) return -kInf;
  if (p == 1) return kInf;
  if (p > 0.5) return -ndtri(1 - p);  // symmetric; the lower tail is where the digits are
  double x;
  if (p > 1e-5) {
    x = std::sqrt(2.0) * erfinv(2 * p - 1);
  } else {
    double l = -2 * std::log(p);
    x = -std::sqrt(l - std::log(l) - std::log(2 * kPi));
  }
  for (int i = 0; i < 6; ++i) {
    double density = std::exp(-0.5 * x * x) / std::sqrt(2 * kPi);
    double step = (ndtr(x) - p) / density;
    x -= step;
    if (std::fabs(step) <= 1e-16 * std::fabs(x)) break;
  }
  return x;
}

}  // namespace yaten::kernels::special_functions
