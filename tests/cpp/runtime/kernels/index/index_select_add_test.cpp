// Indexing kernels: values, PyTorch's legacy-empty rule in cat, and
// IndexError for every out-of-range index.
#include <catch2/catch.hpp>

#include "generated/runtime/kernels/cat.h"
#include "generated/runtime/kernels_index.h"
#include "tests/cpp/runtime/kernels/kernel_test_util.h"

using namespace yaten;
using namespace yaten::test;
using Catch::Matchers::Contains;
using V = std::vector<float>;

TEST_CASE("cat joins along a dim, promotes, and skips legacy empty tensors", "[kernels][index]") {
  Tensor a = floats({1, 2, 3, 4}, {2, 2});
  Tensor b = floats({5, 6}, {2, 1});
  Tensor c = kernels::cat({a, b, Tensor::empty({0}, ScalarType::Float32)}, 1);
  CHECK(c.sizes() == DimVector{2, 3});
  CHECK(values_of<float>(c) == V{1, 2, 5, 3, 4, 6});
  Tensor mixed = kernels::cat({floats({1}, {1}), longs({2}, {1})}, 0);
  CHECK(mixed.dtype() == ScalarType::Float32);
  CHECK_THROWS_WITH(kernels::cat({a, b}, 0), Contains("cat: Sizes of tensors must match except in dimension 0"));
}

TEST_CASE("index_select and index_add", "[kernels][index]") {
  Tensor x = floats({1, 2, 3, 4, 5, 6}, {3, 2});
  CHECK(values_of<float>(kernels::index_select(x, 0, longs({2, 0}))) == V{5, 6, 1, 2});
  CHECK(values_of<float>(kernels::index_select(x, 1, tensor_of<int32_t>({1}))) == V{2, 4, 6});
  CHECK_THROWS_AS(kernels::index_select(x, 0, longs({7})), IndexError);
  CHECK_THROWS_WITH(kernels::index_select(x, 0, longs({7})),
                    "index_select(): index 7 is out of bounds for dimension 0 with size 3");
  Tensor src = floats({1, 1, 2, 2}, {2, 2});
  Tensor added = kernels::index_add(x, 0, longs({0, 0}), src, Scalar(10), Tensor());
  CHECK(values_of<float>(added) == V{31, 32, 3, 4, 5, 6});
  CHECK(values_of<float>(x) == V{1, 2, 3, 4, 5, 6});  // the input is untouched
}
