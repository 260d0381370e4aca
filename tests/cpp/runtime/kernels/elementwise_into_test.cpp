// Kernels marked `writes_into` in ops.yaml: they write into the tensor they
// are handed when they can (no temporary), and otherwise return a new one
// and leave it alone.
#include <catch2/catch.hpp>

#include "generated/runtime/kernels/add.h"
#include "generated/runtime/kernels/exp.h"
#include "generated/runtime/kernels/lt.h"
#include "generated/runtime/kernels/mul.h"
#include "generated/runtime/kernels/neg.h"
#include "generated/runtime/kernels/slice.h"
#include "generated/runtime/kernels/t.h"
#include "tests/cpp/runtime/kernels/kernel_test_util.h"

using namespace yaten;
using namespace yaten::test;
using Catch::Matchers::Contains;
using V = std::vector<float>;

TEST_CASE("a kernel writes into `into` and returns it", "[kernels][into]") {
  Tensor x = floats({1, 2, 3, 4}, {2, 2});
  Tensor y = floats({10, 20});
  const float* before = x.data<float>();
  Tensor r = kernels::add(x, y, 1, x);
  CHECK(r.is_same(x));
  CHECK(x.data<float>() == before);
  CHECK(values_of<float>(x) == V{11, 22, 13, 24});
  CHECK(kernels::mul(x, x, x).is_same(x));  // each element read where it is written
  CHECK(values_of<float>(x) == V{121, 484, 169, 576});
  Tensor e = floats({0, 0, 0});
  CHECK(kernels::exp(e, e).is_same(e));
  CHECK(values_of<float>(e) == V{1, 1, 1});
}

TEST_CASE("a transposed `into` is written through its strides", "[kernels][into]") {
  Tensor base = floats({0, 0, 0, 0, 0, 0}, {2, 3});
  Tensor into = kernels::t(base);  // 3x2
  Tensor r = kernels::neg(floats({1, 2, 3, 4, 5, 6}, {3, 2}), into);
  CHECK(r.is_same(into));
  CHECK(values_of<float>(base) == V{-1, -3, -5, -2, -4, -6});
}

TEST_CASE("`into` of another dtype or shape is left alone", "[kernels][into]") {
  Tensor ints = longs({1, 2, 3});
  Tensor r = kernels::add(ints, floats({0.5f}), 1, ints);  // the result is float
  CHECK_FALSE(r.is_same(ints));
  CHECK(values_of<int64_t>(ints) == std::vector<int64_t>{1, 2, 3});
  CHECK(values_of<float>(r) == V{1.5f, 2.5f, 3.5f});
  Tensor small = floats({1, 2, 3});
  Tensor wide = kernels::add(small, floats({0, 0, 0, 0, 0, 0}, {2, 3}), 1, small);  // broadcasts past self
  CHECK_FALSE(wide.is_same(small));
  CHECK(values_of<float>(small) == V{1, 2, 3});
  Tensor flags = kernels::lt(floats({1, 5}), floats({2, 2}), small);
  CHECK(flags.dtype() == ScalarType::Bool);
}

TEST_CASE("an input sharing memory with `into` in a strided way is read from before any write",
          "[kernels][into]") {
  Tensor x = floats({0, 1, 2, 3, 4, 5});
  Tensor evens = kernels::slice(x, 0, 0, 6, 2), odds = kernels::slice(x, 0, 1, 6, 2);
  Tensor r = kernels::add(evens, odds, 1, evens);
  CHECK_FALSE(r.is_same(evens));  // too hard to prove safe: computed apart
  CHECK(values_of<float>(r) == V{1, 5, 9});
}

TEST_CASE("overlaps PyTorch refuses are refused before anything is written", "[kernels][into]") {
  Tensor x = floats({0, 1, 2, 3, 4});
  Tensor tail = kernels::slice(x, 0, 1, 5, 1), head = kernels::slice(x, 0, 0, 4, 1);
  CHECK_THROWS_WITH(kernels::add(tail, head, 1, tail), Contains("add: unsupported operation: some elements"));
  CHECK(values_of<float>(x) == V{0, 1, 2, 3, 4});
  Tensor square = floats({0, 1, 2, 3}, {2, 2});
  CHECK_THROWS_WITH(kernels::add(square, kernels::t(square), 1, square), Contains("some elements"));
  CHECK(values_of<float>(square) == V{0, 1, 2, 3});
}
