// Every vector function of runtime/simd/vector_math-inl.h (and the vector
// forms built on them: sigmoid, sqrt, rsqrt, reciprocal), through the row
// functions the ops run, on every CPU target this machine has, against libm
// in float64 (float32 rows) or long double (float64 rows): over float's
// whole range, denormals, +-0, +-inf and nan, within the ULP bound PyTorch's
// vectorised version has (SLEEF u10: 1 ULP; hypot u05). As there, results
// below 64 times the smallest normal (where SLEEF's scaling loses bits) are
// held to an absolute error of 2 ULP of that threshold, and outside SLEEF's domain (log1p above 1e38, sinh and
// cosh past 88 (709 for float64), sigmoid below -88 (-709)) the
// result is the one PyTorch's vector code gives: inf, or 0 for sigmoid.
// The activation rows built on them (ErfGelu is checked through gelu's) are
// held to their formula in float64 at the end.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <functional>
#include <limits>
#include <string>
#include <vector>

#include "generated/runtime/pointwise_rows_binary.h"
#include "generated/runtime/pointwise_rows_unary.h"
#include "runtime/kernels/activation/rows.h"
#include "runtime/kernels/math/rows.h"
#include "tests/cpp/runtime/simd/each_target.h"

using namespace yaten;
using yaten::testing::for_each_target;
using namespace yaten::kernels;

namespace {

// Every 9973rd float bit pattern of each sign (about 430,000 inputs)
// and the special values.
std::vector<float> float_inputs() {
  std::vector<float> out;
  for (uint64_t bits = 0; bits < (1ull << 32); bits += 9973) {
    uint32_t b = static_cast<uint32_t>(bits);
    float x;
    std::memcpy(&x, &b, sizeof x);
    out.push_back(x);
  }
  const float inf = std::numeric_limits<float>::infinity();
  for (float x : {0.0f, -0.0f, inf, -inf, std::numeric_limits<float>::quiet_NaN(), std::numeric_limits<float>::denorm_min(),
                  -std::numeric_limits<float>::denorm_min(), std::numeric_limits<float>::min(),
                  std::numeric_limits<float>::max(), -std::numeric_limits<float>::max(), 1.0f, -1.0f, 0.5f})
    out.push_back(x);
  return out;
}

// Distance from got to the exact ref in ULPs of ref's float; results below
// 64 times the smallest normal count in units of half the 2-ULP allowance.
template <typename T, typename R>
double ulps(T got, R ref, double bound) {
  if (std::isnan(ref)) return std::isnan(got) ? 0.0 : INFINITY;
  if (std::isinf(ref) || std::fabs(ref) > std::numeric_limits<T>::max()) {
    // Overflow: the right infinity, or the largest finite within an ULP.
    if (std::isinf(got)) return std::signbit(got) == std::signbit(ref) ? 0.0 : INFINITY;
    return std::fabs(static_cast<R>(got) - ref) / (std::numeric_limits<T>::max() - std::nextafter(std::numeric_limits<T>::max(), T(0)));
  }
  if (std::isnan(got) || std::isinf(got)) return INFINITY;
  const R tiny = 64 * static_cast<R>(std::numeric_limits<T>::min());
  if (std::fabs(ref) < tiny)
    return static_cast<double>(std::fabs(static_cast<R>(got) - ref) / (tiny * std::numeric_limits<T>::epsilon())) / 2 * bound;
  T a = std::fabs(static_cast<T>(ref));
  R ulp = static_cast<R>(std::nextafter(a, std::numeric_limits<T>::infinity())) - static_cast<R>(a);
  return static_cast<double>(std::fabs(static_cast<R>(got) - ref) / ulp);
}

template <typename T>
void run_unary(simd::RowFn row, const std::vector<T>& in, std::vector<T>& out) {
  out.assign(in.size(), T(0));
  char* ptrs[] = {reinterpret_cast<char*>(out.data()), reinterpret_cast<char*>(const_cast<T*>(in.data()))};
  const int64_t strides[] = {1, 1};
  row(ptrs, static_cast<int64_t>(in.size()), strides, nullptr);
}

template <typename T>
void run_binary(simd::RowFn row, const std::vector<T>& a, const std::vector<T>& b, std::vector<T>& out) {
  out.assign(a.size(), T(0));
  char* ptrs[] = {reinterpret_cast<char*>(out.data()), reinterpret_cast<char*>(const_cast<T*>(a.data())),
                  reinterpret_cast<char*>(const_cast<T*>(b.data()))};
  const int64_t strides[] = {1, 1, 1};
  row(ptrs, static_cast<int64_t>(a.size()), strides, nullptr);
}

struct Unary {
  const char* name;
  simd::RowFn (*row)(ScalarType);
  std::function<double(double)> ref;
  std::function<long double(long double)> ref_long;
  double bound;
  // SLEEF's domain for float32 and float64 inputs, and what torch's vector code gives outside it.
  double lo32 = -INFINITY, hi32 = INFINITY, lo64 = -INFINITY, hi64 = INFINITY;
  double outside = INFINITY;
};

// Within the bound inside the domain (plus what rounding the reference costs), torch's value outside.
template <typename T, typename R>
bool close_enough(const Unary& u, T x, T got, R ref) {
  const bool wide = sizeof(T) == 8;
  const double lo = wide ? u.lo64 : u.lo32, hi = wide ? u.hi64 : u.hi32;
  const bool within = ulps(got, ref, u.bound) <= u.bound + 1e-3;
  if (x < lo || x > hi)
    return within || got == static_cast<T>(std::copysign(u.outside, u.outside == 0 ? 1.0 : static_cast<double>(ref)));
  return within;
}

long double sigmoid_long(long double x) { return 1.0L / (1.0L + std::exp(-x)); }

std::vector<Unary> unary_functions() {
  return {
      {"exp", row_exp, [](double x) { return std::exp(x); }, [](long double x) { return std::exp(x); }, 1.0},
      {"expm1", row_expm1, [](double x) { return std::expm1(x); }, [](long double x) { return std::expm1(x); }, 1.0},
      {"log", row_log, [](double x) { return std::log(x); }, [](long double x) { return std::log(x); }, 1.0},
      {"log2", row_log2, [](double x) { return std::log2(x); }, [](long double x) { return std::log2(x); }, 1.0},
      {"log10", row_log10, [](double x) { return std::log10(x); }, [](long double x) { return std::log10(x); }, 1.0},
      {"log1p", row_log1p, [](double x) { return std::log1p(x); }, [](long double x) { return std::log1p(x); }, 1.0,
       -INFINITY, 1e38, -INFINITY, 1e307},
      {"sin", row_sin, [](double x) { return std::sin(x); }, [](long double x) { return std::sin(x); }, 1.0},
      {"cos", row_cos, [](double x) { return std::cos(x); }, [](long double x) { return std::cos(x); }, 1.0},
      {"tan", row_tan, [](double x) { return std::tan(x); }, [](long double x) { return std::tan(x); }, 1.0},
      {"asin", row_asin, [](double x) { return std::asin(x); }, [](long double x) { return std::asin(x); }, 1.0},
      {"acos", row_acos, [](double x) { return std::acos(x); }, [](long double x) { return std::acos(x); }, 1.0},
      {"atan", row_atan, [](double x) { return std::atan(x); }, [](long double x) { return std::atan(x); }, 1.0},
      {"asinh", row_asinh, [](double x) { return std::asinh(x); }, [](long double x) { return std::asinh(x); }, 1.0},
      {"acosh", row_acosh, [](double x) { return std::acosh(x); }, [](long double x) { return std::acosh(x); }, 1.0},
      {"atanh", row_atanh, [](double x) { return std::atanh(x); }, [](long double x) { return std::atanh(x); }, 1.0},
      {"sinh", row_sinh, [](double x) { return std::sinh(x); }, [](long double x) { return std::sinh(x); }, 1.0,
       -88.0, 88.0, -709.0, 709.0},
      {"cosh", row_cosh, [](double x) { return std::cosh(x); }, [](long double x) { return std::cosh(x); }, 1.0,
       -88.0, 88.0, -709.0, 709.0},
      {"tanh", row_tanh, [](double x) { return std::tanh(x); }, [](long double x) { return std::tanh(x); }, 1.0},
      {"erf", row_erf, [](double x) { return std::erf(x); }, [](long double x) { return std::erf(x); }, 1.0},
      // The math family's rows (runtime/kernels/math/rows.h); SLEEF's erfc is u15.
      {"exp2", [](ScalarType t) { return math::row(math::Row::Exp2, t); }, [](double x) { return std::exp2(x); },
       [](long double x) { return std::exp2(x); }, 1.0},
      {"erfc", [](ScalarType t) { return math::row(math::Row::Erfc, t); }, [](double x) { return std::erfc(x); },
       [](long double x) { return std::erfc(x); }, 1.5},
      // 1 / (1 + exp(-x)) as torch's Vectorized<float> computes it: exp's ULP, then two roundings.
      {"sigmoid", row_sigmoid, [](double x) { return 1.0 / (1.0 + std::exp(-x)); }, sigmoid_long, 2.5,
       -88.0, INFINITY, -709.0, INFINITY, 0.0},
      {"sqrt", row_sqrt, [](double x) { return std::sqrt(x); }, [](long double x) { return std::sqrt(x); }, 0.5},
      {"rsqrt", row_rsqrt, [](double x) { return 1.0 / std::sqrt(x); }, [](long double x) { return 1.0L / std::sqrt(x); }, 1.5},
      {"reciprocal", row_reciprocal, [](double x) { return 1.0 / x; }, [](long double x) { return 1.0L / x; }, 0.5},
  };
}


}  // namespace

TEST_CASE("vector math: float32 rows within torch's ULP bounds of float64 libm", "[runtime][simd][ulp]") {
  const std::vector<float> in = float_inputs();
  std::vector<float> out;
  for_each_target([&](const std::string& target) {
    for (const Unary& u : unary_functions()) {
      run_unary(u.row(ScalarType::Float32), in, out);
      size_t failures = 0;
      float first = 0;
      for (size_t i = 0; i < in.size(); ++i) {
        if (close_enough(u, in[i], out[i], u.ref(static_cast<double>(in[i])))) continue;
        if (failures++ == 0) first = in[i];
      }
      INFO(target << " " << u.name << ": " << failures << " inputs beyond " << u.bound << " ULP, the first x = " << first);
      CHECK(failures == 0);
    }
  });
}

TEST_CASE("vector math: float64 rows within torch's ULP bounds of long double libm", "[runtime][simd][ulp]") {
  std::vector<double> in;
  for (float x : float_inputs()) in.push_back(static_cast<double>(x) * (1.0 + 1e-9));  // not float-exact
  for (double x : {std::numeric_limits<double>::denorm_min(), std::numeric_limits<double>::min(),
                   std::numeric_limits<double>::max(), -0.0, 1e-300, 700.0, -745.0})
    in.push_back(x);
  std::vector<double> out;
  for_each_target([&](const std::string& target) {
    for (const Unary& u : unary_functions()) {
      run_unary(u.row(ScalarType::Float64), in, out);
      size_t failures = 0;
      double first = 0;
      for (size_t i = 0; i < in.size(); ++i) {
        if (close_enough(u, in[i], out[i], u.ref_long(static_cast<long double>(in[i])))) continue;
        if (failures++ == 0) first = in[i];
      }
      INFO(target << " " << u.name << ": " << failures << " inputs beyond " << u.bound << " ULP, the first x = " << first);
      CHECK(failures == 0);
    }
  });
}

TEST_CASE("vector math: pow, atan2 and hypot rows within torch's ULP bounds", "[runtime][simd][ulp]") {
  // Pairs: each input against a rotated copy of the inputs, so signs, zeros,
  // infinities, nan and denormals meet each other.
  const std::vector<float> a = float_inputs();
  std::vector<float> b(a.size());
  for (size_t i = 0; i < a.size(); ++i) b[i] = a[(i * 7919) % a.size()];
  struct Binary {
    const char* name;
    simd::RowFn (*row)(ScalarType);
    double (*ref)(double, double);
    double bound;
  };
  const Binary functions[] = {
      {"pow", row_pow, [](double x, double y) { return std::pow(x, y); }, 1.0},
      {"atan2", row_atan2, [](double x, double y) { return std::atan2(x, y); }, 1.0},
      // SLEEF's u05 (torch's too): 0.5001 ULP documented, 0.506 measured just above the underflow allowance.
      {"hypot", row_hypot, [](double x, double y) { return std::hypot(x, y); }, 0.51},
  };
  std::vector<float> out;
  for_each_target([&](const std::string& target) {
    for (const Binary& f : functions) {
      run_binary(f.row(ScalarType::Float32), a, b, out);
      double worst = 0;
      size_t at = 0;
      for (size_t i = 0; i < a.size(); ++i) {
        double e = ulps(out[i], f.ref(a[i], b[i]), f.bound);
        if (e > worst || std::isnan(e)) worst = e, at = i;
      }
      INFO(target << " " << f.name << ": " << worst << " ULP at (" << a[at] << ", " << b[at] << ")");
      CHECK(worst <= f.bound + 1e-3);
    }
  });
}

namespace {

// The activation rows (runtime/kernels/activation/rows.h) against their
// formula in float64, over |x| <= 80 (beyond, exp(x) leaves float and each
// form follows its own overflow, as torch's vector code does). The bounds
// are those of composing 1-ULP SLEEF functions (measured here: at most 0.5
// to 2.9 ULP), and for gelu's erf torch's vector erf's absolute error.
struct Activation {
  const char* name;
  activation::Row row;
  std::vector<float> numbers;  // the functor's, as the op passes them
  std::function<double(double)> ref;  // for the backward rows, the derivative (grad_output = 1)
  double ulp_bound;  // in ULP of the result...
  double abs_bound;  // ...plus this many float epsilons times |x| (where 1 + erf, 1 + tanh or 1 + x (1 - s) cancel)
};

double gelu_erf_ref(double x) { return 0.5 * x * (1 + std::erf(x / std::sqrt(2.0))); }
double gelu_tanh_inner_ref(double x) { return std::sqrt(2 / M_PI) * (x + 0.044715 * x * x * x); }
double softplus_ref(double x) { return x > 20 ? x : std::log1p(std::exp(x)); }

std::vector<Activation> activations() {
  using activation::Row;
  return {
      // ErfGelu's absolute error 1.5e-7 (torch's vector erf's) is 1.26 epsilons.
      {"gelu", Row::GeluErf, {}, gelu_erf_ref, 2.0, 0.7},
      {"gelu backward", Row::GeluErfBackward, {}, [](double x) {
         return 0.5 * (1 + std::erf(x / std::sqrt(2.0))) + x * std::exp(-0.5 * x * x) / std::sqrt(2 * M_PI);
       }, 1.5, 1.4},
      {"gelu tanh", Row::GeluTanh, {}, [](double x) { return 0.5 * x * (1 + std::tanh(gelu_tanh_inner_ref(x))); },
       1.0, 1.0},
      {"gelu tanh backward", Row::GeluTanhBackward, {}, [](double x) {
         const double t = std::tanh(gelu_tanh_inner_ref(x));
         return 0.5 * (1 + t) + 0.5 * x * (1 - t * t) * std::sqrt(2 / M_PI) * (1 + 3 * 0.044715 * x * x);
       }, 1.5, 3.0},
      {"silu", Row::Silu, {}, [](double x) { return x / (1 + std::exp(-x)); }, 2.5, 0.0},
      {"silu backward", Row::SiluBackward, {}, [](double x) {
         const double s = 1 / (1 + std::exp(-x));
         return s * (1 + x * (1 - s));
       }, 3.5, 1.0},
      {"elu", Row::Elu, {1.0f, 1.0f, 1.0f}, [](double x) { return x > 0 ? x : std::expm1(x); }, 1.5, 0.0},
      {"softplus", Row::Softplus, {1.0f, 20.0f}, softplus_ref, 1.5, 0.0},
      {"mish", Row::Mish, {}, [](double x) { return x * std::tanh(std::log1p(std::exp(x))); }, 3.0, 0.0},
      {"logsigmoid", Row::LogSigmoid, {}, [](double x) { return std::min(x, 0.0) - std::log1p(std::exp(-std::fabs(x))); },
       1.5, 0.0},
  };
}

}  // namespace

TEST_CASE("activation rows: float32 within their bounds of the float64 formula", "[runtime][simd][ulp]") {
  std::vector<float> in;
  for (float x : float_inputs())
    if (std::fabs(x) <= 80.0f || std::isnan(x)) in.push_back(x);
  const std::vector<float> ones(in.size(), 1.0f);
  std::vector<float> out(in.size());
  for_each_target([&](const std::string& target) {
    for (const Activation& a : activations()) {
      const simd::RowFn row = activation::row(a.row, ScalarType::Float32);
      const bool backward = std::string(a.name).find("backward") != std::string::npos;
      std::vector<char*> ptrs = {reinterpret_cast<char*>(out.data())};
      if (backward) ptrs.push_back(reinterpret_cast<char*>(const_cast<float*>(ones.data())));
      ptrs.push_back(reinterpret_cast<char*>(in.data()));
      const int64_t strides[] = {1, 1, 1};
      row(ptrs.data(), static_cast<int64_t>(in.size()), strides, a.numbers.data());
      double worst = 0;
      float at = 0;
      for (size_t i = 0; i < in.size(); ++i) {
        const double ref = a.ref(static_cast<double>(in[i]));
        if (std::isnan(ref)) {
          if (!std::isnan(out[i])) worst = INFINITY, at = in[i];
          continue;
        }
        const double slack = a.abs_bound * std::numeric_limits<float>::epsilon() * std::fabs(in[i]);
        const float r = std::fabs(static_cast<float>(ref));
        const double ulp = std::max(static_cast<double>(std::numeric_limits<float>::denorm_min()),
                                    static_cast<double>(std::nextafter(r, INFINITY)) - r);
        const double e = (std::fabs(static_cast<double>(out[i]) - ref) - slack) / ulp;
        if (e > worst) worst = e, at = in[i];
      }
      INFO(target << " " << a.name << ": " << worst << " ULP beyond the slack at x = " << at);
      CHECK(worst <= a.ulp_bound);
    }
  });
}
