// Shape arithmetic: dims, broadcasting, strides, inferred sizes, overflow.
#include <catch2/catch.hpp>

#include <cstdint>
#include <limits>
#include <string>

#include "runtime/error.h"
#include "runtime/shape.h"

using namespace yaten;

TEST_CASE("broadcast: trailing dims align", "[runtime][shape]") {
  CHECK(broadcast_shapes({2, 3}, {3}, "add") == DimVector{2, 3});
  CHECK(broadcast_shapes({3}, {2, 3}, "add") == DimVector{2, 3});
  CHECK(broadcast_shapes({4, 1, 5}, {3, 1}, "add") == DimVector{4, 3, 5});
  CHECK(broadcast_shapes({5, 1, 4, 1}, {3, 1, 1}, "add") == DimVector{5, 3, 4, 1});
}

TEST_CASE("broadcast: size-1 dims stretch, including to zero", "[runtime][shape]") {
  CHECK(broadcast_shapes({1, 3}, {2, 1}, "mul") == DimVector{2, 3});
  CHECK(broadcast_shapes({0, 1}, {1, 4}, "mul") == DimVector{0, 4});
  CHECK(broadcast_shapes({1}, {0}, "mul") == DimVector{0});
}

TEST_CASE("broadcast: 0-d operands broadcast to anything", "[runtime][shape]") {
  CHECK(broadcast_shapes({}, {}, "add") == DimVector{});
  CHECK(broadcast_shapes({}, {2, 3}, "add") == DimVector{2, 3});
  CHECK(broadcast_shapes({4}, {}, "add") == DimVector{4});
}

TEST_CASE("broadcast: mismatched dims raise RuntimeError naming the sizes", "[runtime][shape]") {
  CHECK_THROWS_AS(broadcast_shapes({2, 3}, {4}, "add"), RuntimeError);
  CHECK_THROWS_AS(broadcast_shapes({0}, {2}, "add"), RuntimeError);
  try {
    broadcast_shapes({2, 3}, {2, 4}, "add");
    FAIL("expected an error");
  } catch (const RuntimeError& e) {
    std::string msg = e.what();
    CHECK_THAT(msg, Catch::Contains("add"));
    CHECK_THAT(msg, Catch::Contains("(3)"));
    CHECK_THAT(msg, Catch::Contains("(4)"));
    CHECK_THAT(msg, Catch::Contains("non-singleton dimension 1"));
  }
}

TEST_CASE("wrap_dim: negative dims count from the end", "[runtime][shape]") {
  CHECK(wrap_dim(0, 3, "sum") == 0);
  CHECK(wrap_dim(2, 3, "sum") == 2);
  CHECK(wrap_dim(-1, 3, "sum") == 2);
  CHECK(wrap_dim(-3, 3, "sum") == 0);
}

TEST_CASE("wrap_dim: a 0-d tensor accepts dims 0 and -1", "[runtime][shape]") {
  CHECK(wrap_dim(0, 0, "sum") == 0);
  CHECK(wrap_dim(-1, 0, "sum") == 0);
  CHECK_THROWS_AS(wrap_dim(1, 0, "sum"), IndexError);
  CHECK_THROWS_AS(wrap_dim(-2, 0, "sum"), IndexError);
}

TEST_CASE("wrap_dim: out of range raises IndexError with PyTorch's message", "[runtime][shape]") {
  CHECK_THROWS_AS(wrap_dim(3, 3, "sum"), IndexError);
  CHECK_THROWS_AS(wrap_dim(-4, 3, "sum"), IndexError);
  CHECK_THROWS_WITH(wrap_dim(3, 3, "sum"),
                    "sum: dimension out of range (expected to be in range of [-3, 2], but got 3)");
}

TEST_CASE("contiguous_strides: row-major, zero-size dims count as one", "[runtime][shape]") {
  CHECK(contiguous_strides({}) == DimVector{});
  CHECK(contiguous_strides({5}) == DimVector{1});
  CHECK(contiguous_strides({2, 3, 4}) == DimVector{12, 4, 1});
  CHECK(contiguous_strides({2, 0, 4}) == DimVector{4, 4, 1});
}

TEST_CASE("infer_size: one -1 takes what is left", "[runtime][shape]") {
  CHECK(infer_size({-1}, 12, "view") == DimVector{12});
  CHECK(infer_size({3, -1}, 12, "view") == DimVector{3, 4});
  CHECK(infer_size({-1, 2, 2}, 12, "view") == DimVector{3, 2, 2});
  CHECK(infer_size({2, 6}, 12, "view") == DimVector{2, 6});
  CHECK(infer_size({-1, 3}, 0, "view") == DimVector{0, 3});
}

TEST_CASE("infer_size: impossible shapes raise RuntimeError", "[runtime][shape]") {
  CHECK_THROWS_AS(infer_size({-1, -1}, 12, "view"), RuntimeError);
  CHECK_THROWS_AS(infer_size({5, -1}, 12, "view"), RuntimeError);
  CHECK_THROWS_AS(infer_size({2, 5}, 12, "view"), RuntimeError);
  CHECK_THROWS_AS(infer_size({-2, 6}, 12, "view"), RuntimeError);
  // With a zero elsewhere the -1 could be anything: PyTorch refuses too.
  CHECK_THROWS_AS(infer_size({0, -1}, 0, "view"), RuntimeError);
  CHECK_THROWS_WITH(infer_size({5, -1}, 12, "view"), "view: shape '[5, -1]' is invalid for input of size 12");
}

TEST_CASE("checked_numel: products, empty shapes and overflow", "[runtime][shape]") {
  CHECK(checked_numel({}, "empty") == 1);
  CHECK(checked_numel({2, 3, 4}, "empty") == 24);
  CHECK(checked_numel({2, 0, 4}, "empty") == 0);
  int64_t big = int64_t{1} << 32;
  CHECK_THROWS_AS(checked_numel({big, big}, "empty"), RuntimeError);
  CHECK_THROWS_AS(checked_numel({std::numeric_limits<int64_t>::max(), 2}, "empty"), RuntimeError);
  CHECK(checked_numel({std::numeric_limits<int64_t>::max(), 1}, "empty") == std::numeric_limits<int64_t>::max());
  CHECK_THROWS_AS(checked_numel({2, -1}, "empty"), ValueError);
}

TEST_CASE("shape_str: PyTorch's bracketed list", "[runtime][shape]") {
  CHECK(shape_str({}) == "[]");
  CHECK(shape_str({3}) == "[3]");
  CHECK(shape_str({2, 3}) == "[2, 3]");
}

TEST_CASE("DimVector: grows past its inline capacity and compares by value", "[runtime][shape]") {
  DimVector v;
  for (int64_t i = 0; i < 10; ++i) v.push_back(i);
  REQUIRE(v.size() == 10);
  for (int64_t i = 0; i < 10; ++i) CHECK(v[static_cast<size_t>(i)] == i);
  DimVector copy = v;
  CHECK(copy == v);
  copy.erase(0);
  CHECK(copy != v);
  CHECK(copy.size() == 9);
  copy.insert(0, 0);
  CHECK(copy == v);
  CHECK(v.vec().size() == 10);
}
