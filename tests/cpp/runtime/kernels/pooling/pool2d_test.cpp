// max_pool2d (values, flat indices, padding, ceil_mode), avg_pool2d's
// divisors, adaptive_avg_pool2d's bins, and the pooling gradients.
#include <catch2/catch.hpp>

#include <cmath>

#include "generated/runtime/kernels/gelu.h"
#include "generated/runtime/kernels/silu.h"
#include "generated/runtime/kernels_pooling.h"
#include "tests/cpp/runtime/kernels/kernel_test_util.h"
#include "runtime/error.h"

using namespace yaten;
using namespace yaten::test;
using V = std::vector<float>;

namespace {
// One 3x3 plane: 1..9.
Tensor plane() { return floats({1, 2, 3, 4, 5, 6, 7, 8, 9}, {1, 1, 3, 3}); }
}  // namespace

TEST_CASE("max_pool2d values and indices", "[kernels][pooling]") {
  auto [out, idx] = kernels::max_pool2d_with_indices(plane(), {2, 2}, std::nullopt, {0, 0}, {1, 1}, false);
  CHECK(out.sizes() == DimVector{1, 1, 1, 1});
  CHECK(values_of<float>(out) == V{5});
  CHECK(values_of<int64_t>(idx) == std::vector<int64_t>{4});
  auto [ceil_out, ceil_idx] = kernels::max_pool2d_with_indices(plane(), {2, 2}, DimVector{2, 2}, {0, 0}, {1, 1}, true);
  CHECK(values_of<float>(ceil_out) == V{5, 6, 8, 9});
  CHECK(values_of<int64_t>(ceil_idx) == std::vector<int64_t>{4, 5, 7, 8});
  auto [pad_out, pad_idx] = kernels::max_pool2d_with_indices(plane(), {2, 2}, DimVector{1, 1}, {1, 1}, {1, 1}, false);
  CHECK(pad_out.sizes() == DimVector{1, 1, 4, 4});
  CHECK(values_of<int64_t>(pad_idx)[0] == 0);
  Tensor nan_plane = floats({1, NAN, 3, 4}, {1, 2, 2});
  auto [nan_out, nan_idx] = kernels::max_pool2d_with_indices(nan_plane, {2, 2}, std::nullopt, {0, 0}, {1, 1}, false);
  CHECK(std::isnan(values_of<float>(nan_out)[0]));
  CHECK(values_of<int64_t>(nan_idx)[0] == 1);
}

TEST_CASE("max_pool2d_backward adds grad_output at the indices", "[kernels][pooling]") {
  Tensor g = kernels::max_pool2d_backward(floats({1, 2, 3, 4}, {1, 1, 2, 2}), plane(), longs({4, 4, 0, 8}, {1, 1, 2, 2}));
  CHECK(values_of<float>(g) == V{3, 0, 0, 0, 3, 0, 0, 0, 4});
  CHECK_THROWS_AS(kernels::max_pool2d_backward(floats({1}, {1, 1, 1, 1}), plane(), longs({9}, {1, 1, 1, 1})),
                  IndexError);
}

TEST_CASE("avg_pool2d divisors and gradient", "[kernels][pooling]") {
  // 2x2 windows at stride 2 over the plane padded by 1; padding counts towards the divisor 4.
  Tensor with_pad = kernels::avg_pool2d(plane(), {2, 2}, DimVector{2, 2}, {1, 1}, false, true, std::nullopt);
  CHECK(values_of<float>(with_pad) == V{0.25f, 1.25f, 2.75f, 7});
  Tensor without_pad = kernels::avg_pool2d(plane(), {2, 2}, DimVector{2, 2}, {1, 1}, false, false, std::nullopt);
  CHECK(values_of<float>(without_pad) == V{1, 2.5f, 5.5f, 7});
  Tensor overridden = kernels::avg_pool2d(plane(), {3, 3}, std::nullopt, {0, 0}, false, true, int64_t{5});
  CHECK(values_of<float>(overridden) == V{9});
  Tensor g = kernels::avg_pool2d_backward(floats({4}, {1, 1, 1, 1}), plane(), {2, 2}, std::nullopt, {0, 0}, false,
                                          true, std::nullopt);
  CHECK(values_of<float>(g) == V{1, 1, 0, 1, 1, 0, 0, 0, 0});
  CHECK_THROWS_WITH(kernels::avg_pool2d(plane(), {2, 2}, std::nullopt, {2, 2}, false, true, std::nullopt),
                    Catch::Contains("pad should be at most half of kernel size"));
  CHECK_THROWS_AS(kernels::avg_pool2d(plane(), {2, 2}, std::nullopt, {0, 0}, false, true, int64_t{0}), RuntimeError);
}

TEST_CASE("adaptive_avg_pool2d bins overlap as PyTorch's", "[kernels][pooling]") {
  // 3 -> 2 bins: [0, 2) and [1, 3)
  Tensor out = kernels::adaptive_avg_pool2d(plane(), {2, 2});
  CHECK(values_of<float>(out) == V{3, 4, 6, 7});
  Tensor g = kernels::adaptive_avg_pool2d_backward(floats({4, 4, 4, 4}, {1, 1, 2, 2}), plane());
  CHECK(values_of<float>(g) == V{1, 2, 1, 2, 4, 2, 1, 2, 1});
  CHECK_THROWS_WITH(kernels::adaptive_avg_pool2d(floats({1, 2}, {2}), {1, 1}), Catch::Contains("Expected 3D or 4D"));
}

TEST_CASE("gelu and silu", "[kernels][activation]") {
  Tensor x = floats({-1, 0, 2});
  std::vector<float> gelu = values_of<float>(kernels::gelu(x, "none"));
  CHECK(gelu[0] == Approx(-0.15865525f));
  CHECK(gelu[1] == 0);
  CHECK(gelu[2] == Approx(1.9544997f));
  CHECK(values_of<float>(kernels::gelu(x, "tanh"))[2] == Approx(1.9545977f));
  CHECK(values_of<float>(kernels::silu(x))[2] == Approx(1.7615942f));
  CHECK_THROWS_WITH(kernels::gelu(x, "fast"), Catch::Contains("approximate argument must be either none or tanh"));
  CHECK_THROWS_AS(kernels::silu(longs({1, 2})), RuntimeError);
}
