// Advanced indexing kernels: pointwise pairing, None entries, masks, the
// transposition rule, accumulation, and errors raised before any write.
#include <catch2/catch.hpp>

#include "generated/runtime/kernels/index.h"
#include "generated/runtime/kernels/index_put.h"
#include "generated/runtime/kernels/nonzero.h"
#include "tests/cpp/runtime/kernels/kernel_test_util.h"

using namespace yaten;
using namespace yaten::test;
using V = std::vector<float>;
using L = std::vector<int64_t>;

TEST_CASE("index pairs index tensors pointwise and keeps whole dims for None", "[kernels][advanced_index]") {
  Tensor x = floats({0, 1, 2, 3, 4, 5}, {2, 3});
  Tensor picked = kernels::index_Tensor(x, {longs({0, 1}), longs({2, -3})});
  CHECK(picked.sizes() == DimVector{2});
  CHECK(values_of<float>(picked) == V{2, 3});
  Tensor columns = kernels::index_Tensor(x, {Tensor(), longs({2, 2})});
  CHECK(columns.sizes() == DimVector{2, 2});
  CHECK(values_of<float>(columns) == V{2, 2, 5, 5});
}

TEST_CASE("index reads bool masks as their true positions", "[kernels][advanced_index]") {
  Tensor x = floats({0, 1, 2, 3, 4, 5}, {2, 3});
  Tensor mask = tensor_of<bool>({true, false, true, false, false, true}, {2, 3});
  CHECK(values_of<float>(kernels::index_Tensor(x, {mask})) == V{0, 2, 5});
  CHECK(values_of<int64_t>(kernels::nonzero(mask)) == L{0, 0, 0, 2, 1, 2});
}

TEST_CASE("index puts the dims of separated advanced indices first", "[kernels][advanced_index]") {
  Tensor x = floats({0, 1, 2, 3, 4, 5, 6, 7}, {2, 2, 2});
  Tensor r = kernels::index_Tensor(x, {longs({1}, {1}), Tensor(), longs({0}, {1})});
  CHECK(r.sizes() == DimVector{1, 2});
  CHECK(values_of<float>(r) == V{4, 6});
}

TEST_CASE("index_put accumulates repeated indices and otherwise writes", "[kernels][advanced_index]") {
  Tensor x = floats({0, 0, 0}, {3});
  Tensor summed = kernels::index_put(x, {longs({2, 2, 0})}, floats({1, 2, 3}, {3}), true, Tensor());
  CHECK(values_of<float>(summed) == V{3, 0, 3});
  CHECK(values_of<float>(x) == V{0, 0, 0});  // the functional form copies
  kernels::index_put(x, {longs({1}, {1})}, floats({7}, {1}), false, x);
  CHECK(values_of<float>(x) == V{0, 7, 0});
}

TEST_CASE("bad indices raise before anything is written", "[kernels][advanced_index]") {
  Tensor x = floats({0, 1, 2}, {3});
  CHECK_THROWS_AS(kernels::index_Tensor(x, {longs({3}, {1})}), IndexError);
  CHECK_THROWS_WITH(kernels::index_Tensor(x, {longs({-4}, {1})}), "index -4 is out of bounds for dimension 0 with size 3");
  CHECK_THROWS_AS(kernels::index_Tensor(x, {floats({0}, {1})}), IndexError);
  CHECK_THROWS_AS(kernels::index_Tensor(x, {tensor_of<bool>({true, false}, {2})}), IndexError);
  CHECK_THROWS_AS(kernels::index_put(x, {longs({0, 5})}, floats({9}, {1}), false, x), IndexError);
  // A 0-d mask past the last dim (after a None) is one index too many, not a dim inserted out of range.
  CHECK_THROWS_AS(kernels::index_Tensor(floats({1}), {Tensor(), tensor_of<bool>({false})}), IndexError);
  CHECK_THROWS_AS(kernels::index_put(x, {longs({0}, {1})}, longs({9}, {1}), false, x), RuntimeError);
  CHECK(values_of<float>(x) == V{0, 1, 2});
}
