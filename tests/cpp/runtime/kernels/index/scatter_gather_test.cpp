// Scatter and gather kernels: values, repeated indices, reductions, and
// the errors PyTorch raises (RuntimeError for an out-of-range index).
#include <catch2/catch.hpp>

#include "generated/runtime/kernels_index.h"
#include "tests/cpp/runtime/kernels/kernel_test_util.h"

using namespace yaten;
using namespace yaten::test;
using Catch::Matchers::Contains;
using V = std::vector<float>;

TEST_CASE("gather and scatter_add", "[kernels][scatter_gather]") {
  Tensor x = floats({1, 2, 3, 4}, {2, 2});
  Tensor idx = longs({0, 0, 1, 0}, {2, 2});
  CHECK(values_of<float>(kernels::gather(x, 1, idx, false)) == V{1, 1, 4, 3});
  Tensor zeros = floats({0, 0, 0, 0}, {2, 2});
  CHECK(values_of<float>(kernels::scatter_add(zeros, 1, idx, x, Tensor())) == V{3, 0, 4, 3});
  CHECK(values_of<float>(zeros) == V{0, 0, 0, 0});  // the function form leaves self alone
  CHECK_THROWS_WITH(kernels::gather(x, 0, longs({2, 0}, {1, 2}), false),
                    Contains("gather(): index 2 is out of bounds for dimension 0 with size 2"));
  CHECK_THROWS_AS(kernels::scatter_add(zeros, 0, longs({0}), x, Tensor()), RuntimeError);
}

TEST_CASE("scatter writes the last of repeated indices; scatter_reduce combines them", "[kernels][scatter_gather]") {
  Tensor self = floats({1, 1, 1}, {3});
  Tensor idx = longs({2, 2, 0});
  Tensor src = floats({5, 6, 7}, {3});
  CHECK(values_of<float>(kernels::scatter_src(self, 0, idx, src, Tensor())) == V{7, 1, 6});
  CHECK(values_of<float>(kernels::scatter_reduce_two(self, 0, idx, src, "sum", false, Tensor())) == V{7, 1, 11});
  CHECK(values_of<float>(kernels::scatter_reduce_two(self, 0, idx, src, "prod", true, Tensor())) == V{7, 1, 30});
  CHECK(values_of<float>(kernels::scatter_reduce_two(self, 0, idx, src, "mean", true, Tensor())) == V{4, 1, 4});
  CHECK(values_of<float>(kernels::scatter_reduce_two(self, 0, idx, src, "amax", true, Tensor())) == V{7, 1, 6});
  CHECK(values_of<float>(kernels::scatter_reduce_two(self, 0, idx, src, "amin", false, Tensor())) == V{7, 1, 5});
  CHECK_THROWS_WITH(kernels::scatter_reduce_two(self, 0, idx, src, "max", true, Tensor()),
                    Contains("reduce argument must be either sum, prod, mean, amax or amin"));
}

TEST_CASE("an in-place scatter writes into self, after every check", "[kernels][scatter_gather]") {
  Tensor self = floats({0, 0, 0}, {3});
  Tensor out = kernels::scatter_value(self, 0, longs({1}), Scalar(2.0), self);
  CHECK(out.is_same(self));
  CHECK(values_of<float>(self) == V{0, 2, 0});
  CHECK_THROWS_AS(kernels::scatter_value(self, 0, longs({0, 3}), Scalar(9.0), self), RuntimeError);
  CHECK(values_of<float>(self) == V{0, 2, 0});
}
