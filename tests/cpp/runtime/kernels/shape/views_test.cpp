// Shape kernels: views share storage and get the right strides; copying
// shape ops produce the right values; bad shapes raise, never crash.
#include <catch2/catch.hpp>

#include "generated/runtime/kernels/detach.h"
#include "generated/runtime/kernels/expand.h"
#include "generated/runtime/kernels/flip.h"
#include "generated/runtime/kernels/permute.h"
#include "generated/runtime/kernels/repeat.h"
#include "generated/runtime/kernels/reshape.h"
#include "generated/runtime/kernels/select.h"
#include "generated/runtime/kernels/select_backward.h"
#include "generated/runtime/kernels/slice.h"
#include "generated/runtime/kernels/slice_backward.h"
#include "generated/runtime/kernels/squeeze.h"
#include "generated/runtime/kernels/t.h"
#include "generated/runtime/kernels/to.h"
#include "generated/runtime/kernels/tril.h"
#include "generated/runtime/kernels/triu.h"
#include "generated/runtime/kernels/unsqueeze.h"
#include "generated/runtime/kernels/view.h"
#include "tests/cpp/runtime/kernels/kernel_test_util.h"

using namespace yaten;
using namespace yaten::test;
using Catch::Matchers::Contains;
using V = std::vector<float>;

TEST_CASE("view and reshape share storage when strides allow", "[kernels][views]") {
  Tensor x = floats({0, 1, 2, 3, 4, 5}, {2, 3});
  Tensor v = kernels::view(x, {3, -1});
  CHECK(v.sizes() == DimVector{3, 2});
  CHECK(v.storage().get() == x.storage().get());
  CHECK(values_of<float>(v) == V{0, 1, 2, 3, 4, 5});
  // A transpose cannot be flattened in place: view refuses, reshape copies.
  Tensor tr = kernels::t(x);
  CHECK_THROWS_WITH(kernels::view(tr, {6}), Contains("view size is not compatible"));
  Tensor r = kernels::reshape(tr, {6});
  CHECK(r.storage().get() != x.storage().get());
  CHECK(values_of<float>(r) == V{0, 3, 1, 4, 2, 5});
  CHECK_THROWS_AS(kernels::view(x, {4, -1}), RuntimeError);
}

TEST_CASE("permute, transpose, squeeze, unsqueeze and expand", "[kernels][views]") {
  Tensor x = floats({0, 1, 2, 3, 4, 5}, {1, 2, 3});
  Tensor p = kernels::permute(x, {2, 0, 1});
  CHECK(p.sizes() == DimVector{3, 1, 2});
  CHECK(values_of<float>(p) == V{0, 3, 1, 4, 2, 5});
  CHECK(kernels::squeeze(x, std::nullopt).sizes() == DimVector{2, 3});
  CHECK(kernels::squeeze(x, 1).sizes() == DimVector{1, 2, 3});
  CHECK(kernels::unsqueeze(x, -1).sizes() == DimVector{1, 2, 3, 1});
  Tensor e = kernels::expand(floats({7, 8}, {2, 1}), {3, -1, 2}, false);
  CHECK(e.sizes() == DimVector{3, 2, 2});
  CHECK(values_of<float>(e) == V{7, 7, 8, 8, 7, 7, 8, 8, 7, 7, 8, 8});
  CHECK_THROWS_WITH(kernels::expand(x, {1, 3, 3}, false), Contains("expand: the expanded size of the tensor (3)"));
  CHECK_THROWS_WITH(kernels::t(x), Contains("t() expects a tensor with <= 2 dimensions, but self is 3D"));
  CHECK_THROWS_AS(kernels::permute(x, {0, 0, 1}), RuntimeError);
}

TEST_CASE("slice and select follow Python's rules", "[kernels][views]") {
  Tensor x = floats({0, 1, 2, 3, 4, 5, 6, 7, 8, 9});
  CHECK(values_of<float>(kernels::slice(x, 0, 1, 8, 3)) == V{1, 4, 7});
  CHECK(values_of<float>(kernels::slice(x, 0, -3, std::nullopt, 1)) == V{7, 8, 9});
  CHECK(kernels::slice(x, 0, 20, 30, 1).numel() == 0);
  CHECK(kernels::select(x, 0, -1).item().to_double() == 9);
  CHECK_THROWS_AS(kernels::slice(x, 0, 0, 5, 0), RuntimeError);
  Tensor small = floats({1, 2, 3});
  CHECK_THROWS_AS(kernels::select(small, 0, 5), IndexError);
  CHECK_THROWS_WITH(kernels::select(small, 0, 5),
                    "select(): index 5 out of range for tensor of size [3] at dimension 0");
}

TEST_CASE("slice_backward and select_backward scatter into zeros", "[kernels][views]") {
  Tensor g = floats({1, 2});
  CHECK(values_of<float>(kernels::slice_backward(g, {5}, 0, 1, std::nullopt, 2)) == V{0, 1, 0, 2, 0});
  Tensor gs = kernels::select_backward(g, {2, 2}, 0, 1);
  CHECK(values_of<float>(gs) == V{0, 0, 1, 2});
}

TEST_CASE("clone, to, detach, flip, repeat, tril, triu", "[kernels][views]") {
  Tensor x = floats({1, 2, 3, 4}, {2, 2});
  CHECK(kernels::to(x, ScalarType::Float32, false, false).is_same(x));
  Tensor d = kernels::to(x, ScalarType::Float64, false, false);
  CHECK(d.dtype() == ScalarType::Float64);
  Tensor det = kernels::detach(x);
  CHECK(!det.is_same(x));
  CHECK(det.storage().get() == x.storage().get());
  CHECK(values_of<float>(kernels::flip(x, {0, 1})) == V{4, 3, 2, 1});
  CHECK(values_of<float>(kernels::flip(x, {-1})) == V{2, 1, 4, 3});
  Tensor r = kernels::repeat(floats({1, 2}), {2, 2});
  CHECK(r.sizes() == DimVector{2, 4});
  CHECK(values_of<float>(r) == V{1, 2, 1, 2, 1, 2, 1, 2});
  CHECK_THROWS_AS(kernels::repeat(x, {2}), RuntimeError);
  Tensor m = floats({1, 2, 3, 4, 5, 6, 7, 8, 9}, {3, 3});
  CHECK(values_of<float>(kernels::tril(m, 0)) == V{1, 0, 0, 4, 5, 0, 7, 8, 9});
  CHECK(values_of<float>(kernels::triu(m, 1)) == V{0, 2, 3, 0, 0, 6, 0, 0, 0});
  CHECK_THROWS_AS(kernels::tril(floats({1, 2}), 0), RuntimeError);
}
