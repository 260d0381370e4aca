// Mask and flat-position kernels: values in order, broadcasting, repeated
// indices, negative indices, and the error types PyTorch raises.
#include <catch2/catch.hpp>

#include "generated/runtime/kernels_index.h"
#include "tests/cpp/runtime/kernels/kernel_test_util.h"

using namespace yaten;
using namespace yaten::test;
using Catch::Matchers::Contains;
using V = std::vector<float>;

TEST_CASE("masked_select reads the true entries in order, broadcasting the mask", "[kernels][masked_take]") {
  Tensor x = floats({1, 2, 3, 4, 5, 6}, {2, 3});
  Tensor mask = tensor_of<bool>({true, false, true});
  CHECK(values_of<float>(kernels::masked_select(x, mask)) == V{1, 3, 4, 6});
  CHECK(kernels::masked_select(x, tensor_of<bool>({false, false, false})).sizes() == DimVector{0});
  CHECK_THROWS_AS(kernels::masked_select(x, floats({1, 0, 1})), RuntimeError);
}

TEST_CASE("masked_scatter writes source in order; the function leaves self alone", "[kernels][masked_take]") {
  Tensor x = floats({0, 0, 0, 0}, {2, 2});
  Tensor mask = tensor_of<bool>({false, true, true, true}, {2, 2});
  CHECK(values_of<float>(kernels::masked_scatter(x, mask, floats({7, 8, 9, 10}), Tensor())) == V{0, 7, 8, 9});
  CHECK(values_of<float>(x) == V{0, 0, 0, 0});
  CHECK_THROWS_WITH(kernels::masked_scatter(x, mask, floats({7, 8}), Tensor()), Contains("Number of elements of source"));
}

TEST_CASE("take and put: negative indices wrap, put's last repeat wins or all add up", "[kernels][masked_take]") {
  Tensor x = floats({1, 2, 3, 4}, {2, 2});
  CHECK(values_of<float>(kernels::take(x, longs({-1, 0, 2}))) == V{4, 1, 3});
  CHECK_THROWS_AS(kernels::take(x, longs({4})), IndexError);
  CHECK(values_of<float>(kernels::put(x, longs({1, 1, -4}), floats({5, 6, 7}), false, Tensor())) == V{7, 6, 3, 4});
  CHECK(values_of<float>(kernels::put(x, longs({1, 1}), floats({5, 6}), true, Tensor())) == V{1, 13, 3, 4});
  CHECK_THROWS_AS(kernels::put(x, longs({1}), floats({5, 6}), false, Tensor()), IndexError);
}

TEST_CASE("index_fill and index_copy along a dim", "[kernels][masked_take]") {
  Tensor x = floats({1, 2, 3, 4, 5, 6}, {2, 3});
  CHECK(values_of<float>(kernels::index_fill(x, 1, longs({-1, 0}), floats({0}), Tensor())) == V{0, 2, 0, 0, 5, 0});
  CHECK(values_of<float>(kernels::index_copy(x, 0, longs({1}), floats({7, 8, 9}, {1, 3}), Tensor())) ==
        V{1, 2, 3, 7, 8, 9});
  CHECK_THROWS_AS(kernels::index_copy(x, 0, longs({-1}), floats({7, 8, 9}, {1, 3}), Tensor()), IndexError);
  CHECK_THROWS_AS(kernels::index_fill(x, 1, longs({3}), floats({0}), Tensor()), IndexError);
}
