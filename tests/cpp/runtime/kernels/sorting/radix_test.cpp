// Radix keys keep each dtype's order (NaN last, -0.0 with 0.0), and the
// radix sort is stable.
#include <catch2/catch.hpp>

#include <cmath>
#include <limits>
#include <vector>

#include "runtime/kernels/sorting/radix.h"

using namespace yaten::kernels;

TEMPLATE_TEST_CASE("radix: keys order floats as torch sorts them", "[runtime][sorting]", float, double) {
  const TestType inf = std::numeric_limits<TestType>::infinity(), nan = std::nan("");
  std::vector<TestType> ordered = {-inf, -3, -1, TestType(-1e-30), 0, TestType(1e-30), 2, inf, nan};
  for (size_t i = 0; i + 1 < ordered.size(); ++i) {
    REQUIRE(radix_key(ordered[i], false) < radix_key(ordered[i + 1], false));
    REQUIRE(radix_key(ordered[i], true) > radix_key(ordered[i + 1], true));
  }
  REQUIRE(radix_key(TestType(-0.0), false) == radix_key(TestType(0.0), false));
  REQUIRE(radix_key(-nan, false) == radix_key(nan, false));
}

TEST_CASE("radix: keys order signed and unsigned integers", "[runtime][sorting]") {
  REQUIRE(radix_key(int64_t{-5}, false) < radix_key(int64_t{3}, false));
  REQUIRE(radix_key(std::numeric_limits<int64_t>::min(), false) < radix_key(int64_t{-1}, false));
  REQUIRE(radix_key(int32_t{-1}, false) < radix_key(int32_t{0}, false));
  REQUIRE(radix_key(uint8_t{200}, false) > radix_key(uint8_t{3}, false));
  REQUIRE(radix_key(true, false) > radix_key(false, false));
}

TEST_CASE("radix: the sort is stable", "[runtime][sorting]") {
  std::vector<uint32_t> keys = {3, 1, 3, 0, 1, 3, 0x10000, 1}, tmp(keys.size());
  std::vector<int64_t> idx = {0, 1, 2, 3, 4, 5, 6, 7}, tmp_idx(keys.size());
  radix_sort(keys.data(), idx.data(), static_cast<int64_t>(keys.size()), tmp.data(), tmp_idx.data());
  REQUIRE(keys == std::vector<uint32_t>{0, 1, 1, 1, 3, 3, 3, 0x10000});
  REQUIRE(idx == std::vector<int64_t>{3, 1, 4, 7, 0, 2, 5, 6});
}
