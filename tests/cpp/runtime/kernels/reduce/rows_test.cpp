// The int64 range check of runtime/kernels/reduce/rows.cpp on every CPU
// target this machine runs: one value out of range, below or above, at each
// position of runs around the vector widths, and the bounds themselves.
#include <catch2/catch.hpp>

#include <cstdint>
#include <limits>
#include <string>
#include <vector>

#include "runtime/kernels/reduce/rows.h"
#include "tests/cpp/runtime/simd/each_target.h"

using yaten::kernels::reduction::any_outside;
using yaten::testing::for_each_target;

TEST_CASE("any_outside: finds one value outside [low, high) anywhere in a run", "[runtime][kernels][reduce]") {
  for_each_target([](const std::string& target) {
    INFO("target " << target);
    for (int64_t n : {0, 1, 3, 8, 16, 17, 33, 100}) {
      std::vector<int64_t> values(static_cast<size_t>(n));
      for (int64_t i = 0; i < n; ++i) values[i] = i % 7;  // inside [0, 7)
      REQUIRE_FALSE(any_outside(values.data(), n, 0, 7));
      for (int64_t at = 0; at < n; ++at)
        for (int64_t bad : {int64_t{-1}, int64_t{7}, std::numeric_limits<int64_t>::min(),
                            std::numeric_limits<int64_t>::max()}) {
          const int64_t kept = values[at];
          values[at] = bad;
          INFO("n=" << n << " at=" << at << " value=" << bad);
          REQUIRE(any_outside(values.data(), n, 0, 7));
          values[at] = kept;
        }
    }
    const std::vector<int64_t> edges{-3, 4, -3, 4, -3, 4, -3, 4, -3, 4, -3, 4, -3, 4, -3, 4, -3};
    REQUIRE_FALSE(any_outside(edges.data(), 17, -3, 5));
    REQUIRE(any_outside(edges.data(), 17, -2, 5));
    REQUIRE(any_outside(edges.data(), 17, -3, 4));
    REQUIRE(any_outside(edges.data(), 1, 0, 0));  // an empty range holds nothing
  });
}
