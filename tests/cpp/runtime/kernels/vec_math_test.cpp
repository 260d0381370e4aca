// The vectorisable float exp and the blocked float sum, against double
// precision references, over float's whole range and its special values.
#include <catch2/catch.hpp>

#include <cmath>
#include <limits>
#include <random>
#include <vector>

#include "runtime/kernels/vec_math.h"

using namespace yaten::kernels;

namespace {

// Distance in units in the last place of the float nearest the reference.
double ulps(float got, double ref) {
  float nearest = static_cast<float>(ref);
  double ulp = std::nextafter(std::fabs(nearest), std::numeric_limits<float>::infinity()) - std::fabs(nearest);
  return std::fabs(static_cast<double>(got) - ref) / ulp;
}

// Within 1 ulp of exp(x) where exp(x) is a normal float; +inf past the
// largest float; within one denormal step below the smallest normal.
bool matches_exp(float got, float x) {
  double ref = std::exp(static_cast<double>(x));
  if (ref > std::numeric_limits<float>::max()) return got == std::numeric_limits<float>::infinity();
  if (ref < std::numeric_limits<float>::min()) return std::fabs(got - ref) <= std::numeric_limits<float>::denorm_min();
  return ulps(got, ref) <= 1.0;
}

}  // namespace

TEST_CASE("exp_float: within 1 ulp of exp over the normal range", "[runtime][vec_math]") {
  for (float x = -87.0f; x < 88.7f; x += 0.0137f) {
    INFO("x = " << x);
    CHECK(matches_exp(exp_float(x), x));
  }
}

TEST_CASE("exp_float: denormal results, overflow, underflow, inf and nan", "[runtime][vec_math]") {
  const float inf = std::numeric_limits<float>::infinity();
  CHECK(exp_float(0.0f) == 1.0f);
  CHECK(exp_float(-0.0f) == 1.0f);
  CHECK(exp_float(inf) == inf);
  CHECK(exp_float(-inf) == 0.0f);
  CHECK(std::isnan(exp_float(std::numeric_limits<float>::quiet_NaN())));
  CHECK(exp_float(88.8f) == inf);
  CHECK(exp_float(-104.0f) == 0.0f);
  CHECK(std::isfinite(exp_float(88.72f)));
  for (float x : {-87.5f, -95.0f, -100.0f, -103.9f}) {
    INFO("x = " << x);
    CHECK(exp_float(x) > 0.0f);
    CHECK(matches_exp(exp_float(x), x));
  }
}

TEST_CASE("exp_float_contiguous: the same values as exp_float, any length", "[runtime][vec_math]") {
  std::mt19937 gen(0);
  std::uniform_real_distribution<float> dist(-110.0f, 95.0f);
  for (int64_t n : {0, 1, 7, 8, 9, 33, 1000}) {
    std::vector<float> in(n), out(n, -1.0f);
    for (float& v : in) v = dist(gen);
    exp_float_contiguous(in.data(), out.data(), n);
    for (int64_t i = 0; i < n; ++i) {
      INFO("n = " << n << ", x = " << in[i]);
      CHECK(matches_exp(out[i], in[i]));
    }
  }
}

TEST_CASE("sum_float_contiguous: float rounding per block only, any length", "[runtime][vec_math]") {
  std::mt19937 gen(1);
  std::uniform_real_distribution<float> dist(-1.0f, 3.0f);
  for (int64_t n : {0, 1, 15, 1024, 1025, 100000, 1 << 22}) {
    std::vector<float> v(n);
    double ref = 0;
    for (float& x : v) {
      x = dist(gen);
      ref += x;
    }
    INFO("n = " << n);
    // Each block is one float rounding away from exact; the blocks add in
    // double, so the error does not grow with n as a float running sum's does.
    CHECK(sum_float_contiguous(v.data(), n) == Approx(ref).epsilon(2e-7).margin(1e-9));
  }
}

TEST_CASE("tanh_float and sigmoid_float: within 2.5 ulp of double precision, special values kept", "[runtime][vec_math]") {
  for (float x = -12.0f; x < 12.0f; x += 0.00731f) {
    INFO("x = " << x);
    CHECK(ulps(tanh_float(x), std::tanh(static_cast<double>(x))) <= 1.5);
    CHECK(ulps(sigmoid_float(x), 1.0 / (1.0 + std::exp(-static_cast<double>(x)))) <= 2.5);
  }
  const float inf = std::numeric_limits<float>::infinity();
  CHECK(tanh_float(inf) == 1.0f);
  CHECK(tanh_float(-inf) == -1.0f);
  CHECK(tanh_float(50.0f) == 1.0f);
  CHECK(std::signbit(tanh_float(-0.0f)));
  CHECK(tanh_float(1e-40f) == 1e-40f);
  CHECK(std::isnan(tanh_float(std::numeric_limits<float>::quiet_NaN())));
  CHECK(sigmoid_float(-inf) == 0.0f);
  CHECK(sigmoid_float(inf) == 1.0f);
  CHECK(std::isnan(sigmoid_float(std::numeric_limits<float>::quiet_NaN())));
  std::vector<float> in;
  for (int i = 0; i < 1000; ++i) in.push_back(-8.0f + 0.016f * static_cast<float>(i));
  std::vector<float> out(in.size());
  tanh_float_contiguous(in.data(), out.data(), static_cast<int64_t>(in.size()));
  // The AVX2 clone may fuse multiply-adds: the same formula, within an ulp.
  for (size_t i = 0; i < in.size(); ++i) CHECK(ulps(out[i], tanh_float(in[i])) <= 1.0);
  sigmoid_float_contiguous(in.data(), out.data(), static_cast<int64_t>(in.size()));
  for (size_t i = 0; i < in.size(); ++i) CHECK(ulps(out[i], sigmoid_float(in[i])) <= 1.0);
}
