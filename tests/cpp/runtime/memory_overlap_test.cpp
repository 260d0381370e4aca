// Overlap of views: what decides whether a kernel may write straight into
// an existing tensor (runtime/memory_overlap.h).
#include <catch2/catch.hpp>

#include "generated/runtime/kernels/expand.h"
#include "generated/runtime/kernels/slice.h"
#include "generated/runtime/kernels/t.h"
#include "tests/cpp/runtime/kernels/kernel_test_util.h"
#include "runtime/memory_overlap.h"

using namespace yaten;
using namespace yaten::test;
using Catch::Matchers::Contains;

TEST_CASE("dense views in any dim order are non-overlapping and dense", "[overlap]") {
  Tensor x = floats({0, 1, 2, 3, 4, 5}, {2, 3});
  CHECK(is_non_overlapping_and_dense(x));
  CHECK(is_non_overlapping_and_dense(kernels::t(x)));
  CHECK_FALSE(is_non_overlapping_and_dense(kernels::slice(x, 1, 0, 3, 2)));
  CHECK(internal_overlap(x) == InternalOverlap::No);
  CHECK(internal_overlap(kernels::expand(floats({1, 2, 3}), {2, 3}, false)) == InternalOverlap::Yes);
  CHECK(internal_overlap(kernels::slice(x, 1, 0, 3, 2)) == InternalOverlap::TooHard);
}

TEST_CASE("overlap of two views of one storage", "[overlap]") {
  Tensor x = floats({0, 1, 2, 3, 4, 5});
  Tensor square = floats({0, 1, 2, 3}, {2, 2});
  CHECK(overlap(x, x) == Overlap::Full);
  CHECK(overlap(x, kernels::slice(x, 0, 0, 6, 1)) == Overlap::Full);
  CHECK(overlap(kernels::slice(x, 0, 1, 6, 1), kernels::slice(x, 0, 0, 5, 1)) == Overlap::Partial);
  CHECK(overlap(kernels::slice(x, 0, 3, 6, 1), kernels::slice(x, 0, 0, 3, 1)) == Overlap::No);
  CHECK(overlap(square, kernels::t(square)) == Overlap::Partial);  // same memory, other order
  CHECK(overlap(kernels::slice(x, 0, 0, 6, 2), kernels::slice(x, 0, 1, 6, 2)) == Overlap::TooHard);
  CHECK(overlap(x, floats({0, 1, 2, 3, 4, 5})) == Overlap::No);
}

TEST_CASE("the refusals name the op and say what to do", "[overlap]") {
  Tensor x = floats({0, 1, 2, 3, 4, 5});
  CHECK_THROWS_WITH(check_no_partial_overlap(kernels::slice(x, 0, 1, 6, 1), kernels::slice(x, 0, 0, 5, 1), "add_"),
                    Contains("add_: unsupported operation: some elements of the input tensor and the written-to tensor "
                             "refer to a single memory location. Please clone()"));
  CHECK_THROWS_WITH(check_no_internal_overlap(kernels::expand(floats({1}), {3}, false), "exp_"),
                    Contains("exp_: unsupported operation: more than one element of the written-to tensor"));
  CHECK_NOTHROW(check_no_partial_overlap(x, x, "add_"));
}
