// Reductions, scans and softmax: values against hand-computed results,
// PyTorch's dtype rules, and errors for empty or ill-typed input.
#include <catch2/catch.hpp>

#include <cmath>
#include <limits>

#include "generated/runtime/kernels/t.h"
#include "generated/runtime/kernels_reduce.h"
#include "tests/cpp/runtime/kernels/kernel_test_util.h"
#include "runtime/kernels/common.h"

using namespace yaten;
using namespace yaten::test;
using Catch::Matchers::Contains;
using V = std::vector<float>;
using L = std::vector<int64_t>;

namespace {
const std::nullopt_t none = std::nullopt;
}

TEST_CASE("sum and mean over dims, all dims, and with keepdim", "[kernels][reduce]") {
  Tensor x = floats({1, 2, 3, 4, 5, 6}, {2, 3});
  CHECK(kernels::sum(x, none, false, none).item().to_double() == 21);
  CHECK(values_of<float>(kernels::sum(x, DimVector{0}, false, none)) == V{5, 7, 9});
  Tensor rows = kernels::sum(x, DimVector{-1}, true, none);
  CHECK(rows.sizes() == DimVector{2, 1});
  CHECK(values_of<float>(rows) == V{6, 15});
  CHECK(values_of<float>(kernels::mean(x, DimVector{1}, false, none)) == V{2, 5});
  // A transposed input takes the strided paths.
  CHECK(values_of<float>(kernels::sum(kernels::t(x), DimVector{1}, false, none)) == V{5, 7, 9});
}

TEST_CASE("sum promotes integers to int64 and mean refuses them", "[kernels][reduce]") {
  Tensor b = tensor_of<bool>({true, false, true});
  Tensor s = kernels::sum(b, none, false, none);
  CHECK(s.dtype() == ScalarType::Int64);
  CHECK(s.item().to_int() == 2);
  CHECK_THROWS_WITH(kernels::mean(longs({1, 2}), none, false, none),
                    Contains("mean(): could not infer output dtype. Input dtype must be either a floating point or "
                             "complex dtype. Got: Long"));
  CHECK(kernels::mean(longs({1, 2}), none, false, ScalarType::Float64).item().to_double() == 1.5);
}

TEST_CASE("sum of 16M float32 values is accurate", "[kernels][reduce]") {
  const int64_t n = int64_t{1} << 24;
  Tensor x = Tensor::empty({n}, ScalarType::Float32);
  for (int64_t i = 0; i < n; ++i) x.data<float>()[i] = 0.1f;
  double expected = static_cast<double>(0.1f) * static_cast<double>(n);
  CHECK(kernels::sum(x, none, false, none).item().to_double() == Approx(expected).epsilon(1e-6));
  CHECK(kernels::mean(x, none, false, none).item().to_double() == Approx(0.1f).epsilon(1e-6));
}

TEST_CASE("prod, extrema and their indices", "[kernels][reduce]") {
  Tensor x = floats({3, 1, 4, 1, 5, 9}, {2, 3});
  CHECK(kernels::prod(x, none, false, none).item().to_double() == 540);
  CHECK(values_of<float>(kernels::amax(x, {1}, false)) == V{4, 9});
  CHECK(values_of<float>(kernels::amin(x, {}, false)) == V{1});
  CHECK(kernels::max(x).item().to_double() == 9);
  auto [values, indices] = kernels::min_dim(x, 1, false);
  CHECK(values_of<float>(values) == V{1, 1});
  CHECK(values_of<int64_t>(indices) == L{1, 0});
  CHECK(kernels::argmax(x, none, false).item().to_int() == 5);
  CHECK(values_of<int64_t>(kernels::argmin(x, 0, false)) == L{1, 0, 0});
  // The first occurrence wins, and nan wins over everything.
  CHECK(kernels::argmax(floats({2, 7, 7}), none, false).item().to_int() == 1);
  float nan = std::numeric_limits<float>::quiet_NaN();
  CHECK(std::isnan(kernels::max(floats({1, nan, 3})).item().to_double()));
  CHECK_THROWS_WITH(kernels::max(Tensor::empty({0}, ScalarType::Float32)), Contains("max(): Expected reduction dim"));
  CHECK_THROWS_AS(kernels::max_dim(Tensor::empty({0, 2}, ScalarType::Float32), 0, false), IndexError);
}

TEST_CASE("var, std, all, any, logsumexp, norm", "[kernels][reduce]") {
  Tensor x = floats({1, 2, 3, 4});
  CHECK(kernels::var(x, none, true, false).item().to_double() == Approx(5.0 / 3.0));
  CHECK(kernels::std(x, none, false, false).item().to_double() == Approx(std::sqrt(1.25)));
  CHECK(kernels::all(x, none, false).item().to_bool());
  CHECK_FALSE(kernels::any(floats({0, 0}), none, false).item().to_bool());
  CHECK(kernels::all(floats({1, 0, 1, 1}, {2, 2}), 1, false).dtype() == ScalarType::Bool);
  Tensor big = floats({1000, 1000});
  CHECK(kernels::logsumexp(big, {0}, false).item().to_double() == Approx(1000 + std::log(2.0)));
  Tensor v = floats({3, -4});
  CHECK(kernels::norm(v, none, none, false).item().to_double() == Approx(5));
  CHECK(kernels::norm(v, Scalar(1), none, false).item().to_double() == Approx(7));
  CHECK(kernels::norm(v, Scalar(std::numeric_limits<double>::infinity()), none, false).item().to_double() == 4);
  CHECK(kernels::norm(v, Scalar(3.0), none, false).item().to_double() == Approx(std::cbrt(91.0)));
  CHECK_THROWS_AS(kernels::var(longs({1, 2}), none, true, false), RuntimeError);
}

TEST_CASE("cumsum and cumprod", "[kernels][reduce]") {
  Tensor x = floats({1, 2, 3, 4, 5, 6}, {2, 3});
  CHECK(values_of<float>(kernels::cumsum(x, 1, none)) == V{1, 3, 6, 4, 9, 15});
  CHECK(values_of<float>(kernels::cumprod(x, 0, none)) == V{1, 2, 3, 4, 10, 18});
  Tensor c = kernels::cumsum(tensor_of<int32_t>({1, 2, 3}), 0, none);
  CHECK(c.dtype() == ScalarType::Int64);
  CHECK(values_of<int64_t>(c) == L{1, 3, 6});
  CHECK_THROWS_AS(kernels::cumsum(x, 2, none), IndexError);
}

TEST_CASE("softmax and log_softmax are stable along any dim", "[kernels][softmax]") {
  Tensor x = floats({1000, 1001, 1002, 0, 0, 0}, {2, 3});
  std::vector<float> s = values_of<float>(kernels::softmax(x, 1, none));
  double z = 1 + std::exp(1.0) + std::exp(2.0);
  CHECK(s[0] == Approx(1 / z));
  CHECK(s[2] == Approx(std::exp(2.0) / z));
  CHECK(s[3] == Approx(1.0 / 3));
  std::vector<float> cols = values_of<float>(kernels::softmax(x, 0, none));
  CHECK(cols[0] == Approx(1.0));
  CHECK(cols[3] == Approx(0.0).margin(1e-30));
  std::vector<float> ls = values_of<float>(kernels::log_softmax(x, -1, none));
  CHECK(ls[0] == Approx(-std::log(z)));
  CHECK_THROWS_WITH(kernels::softmax(longs({1, 2}), 0, none), Contains("softmax") && Contains("Long"));
  CHECK(kernels::softmax(longs({1, 1}), 0, ScalarType::Float32).dtype() == ScalarType::Float32);
}
