// conv2d against a direct nested-loop convolution, and its two gradients
// against the adjoint identities <gy, conv(x, w)> = <conv_bi(gy, w), x>
// = <conv_bw(gy, x), w>, over strides, padding, dilation and groups.
#include <catch2/catch.hpp>

#include <random>

#include "generated/runtime/kernels_conv.h"
#include "tests/cpp/runtime/kernels/kernel_test_util.h"
#include "runtime/error.h"

using namespace yaten;
using namespace yaten::test;

namespace {

Tensor random_doubles(DimVector sizes, uint32_t seed) {
  Tensor t = Tensor::empty(sizes, ScalarType::Float64);
  std::mt19937 gen(seed);
  std::uniform_real_distribution<double> dist(-1, 1);
  for (int64_t i = 0; i < t.numel(); ++i) t.data<double>()[i] = dist(gen);
  return t;
}

double inner(const Tensor& a, const Tensor& b) {
  double s = 0;
  for (int64_t i = 0; i < a.numel(); ++i) s += a.data<double>()[i] * b.data<double>()[i];
  return s;
}

struct Case {
  DimVector x, w, stride, padding, dilation;
  int64_t groups;
};

// out[n, o, y, x] = sum over c, i, j of in[n, g*cg + c, y*s - p + i*d, x*s - p + j*d] * w[o, c, i, j].
double direct(const Tensor& x, const Tensor& w, const Case& c, int64_t n, int64_t o, int64_t oy, int64_t ox) {
  const int64_t C = x.sizes()[1], H = x.sizes()[2], W = x.sizes()[3];
  const int64_t cg = C / c.groups, og = w.sizes()[0] / c.groups, g = o / og;
  double s = 0;
  for (int64_t ci = 0; ci < cg; ++ci)
    for (int64_t i = 0; i < w.sizes()[2]; ++i)
      for (int64_t j = 0; j < w.sizes()[3]; ++j) {
        int64_t yy = oy * c.stride[0] - c.padding[0] + i * c.dilation[0];
        int64_t xx = ox * c.stride[1] - c.padding[1] + j * c.dilation[1];
        if (yy < 0 || yy >= H || xx < 0 || xx >= W) continue;
        s += x.data<double>()[((n * C + g * cg + ci) * H + yy) * W + xx] *
             w.data<double>()[((o * cg + ci) * w.sizes()[2] + i) * w.sizes()[3] + j];
      }
  return s;
}

}  // namespace

TEST_CASE("conv2d matches a direct convolution; its gradients are its adjoints", "[kernels][conv]") {
  std::vector<Case> cases = {
      {{2, 3, 6, 5}, {4, 3, 3, 3}, {1, 1}, {0, 0}, {1, 1}, 1},
      {{3, 4, 7, 7}, {6, 2, 3, 2}, {2, 1}, {1, 2}, {2, 1}, 2},
      {{1, 2, 5, 5}, {2, 1, 2, 2}, {3, 2}, {1, 1}, {1, 2}, 2},
  };
  uint32_t seed = 1;
  for (const Case& c : cases) {
    Tensor x = random_doubles(c.x, seed++), w = random_doubles(c.w, seed++);
    Tensor y = kernels::conv2d(x, w, Tensor(), c.stride, c.padding, c.dilation, c.groups);
    for (int64_t n = 0; n < y.sizes()[0]; ++n)
      for (int64_t o = 0; o < y.sizes()[1]; ++o)
        for (int64_t oy = 0; oy < y.sizes()[2]; ++oy)
          for (int64_t ox = 0; ox < y.sizes()[3]; ++ox)
            CHECK(y.data<double>()[((n * y.sizes()[1] + o) * y.sizes()[2] + oy) * y.sizes()[3] + ox] ==
                  Approx(direct(x, w, c, n, o, oy, ox)).margin(1e-12));
    Tensor gy = random_doubles(y.sizes(), seed++);
    Tensor gx = kernels::conv2d_backward_input(gy, w, c.x, c.stride, c.padding, c.dilation, c.groups);
    Tensor gw = kernels::conv2d_backward_weight(gy, x, c.w, c.stride, c.padding, c.dilation, c.groups);
    CHECK(inner(gx, x) == Approx(inner(gy, y)).epsilon(1e-12));
    CHECK(inner(gw, w) == Approx(inner(gy, y)).epsilon(1e-12));
  }
}

TEST_CASE("conv2d adds the bias and keeps an unbatched input unbatched", "[kernels][conv]") {
  Tensor x = floats({1, 2, 3, 4}, {1, 2, 2});
  Tensor w = floats({1, 1, 1, 1, 2, 0, 0, 0}, {2, 1, 2, 2});
  Tensor y = kernels::conv2d(x, w, floats({10, 20}), {1, 1}, {0, 0}, {1, 1}, 1);
  CHECK(y.sizes() == DimVector{2, 1, 1});
  CHECK(values_of<float>(y) == std::vector<float>{20, 22});
  Tensor db = kernels::conv2d_backward_bias(floats({1, 2, 3, 4}, {2, 1, 2}), x, w);
  CHECK(values_of<float>(db) == std::vector<float>{3, 7});
}

TEST_CASE("conv2d refuses what PyTorch refuses", "[kernels][conv]") {
  Tensor x = Tensor::empty({1, 3, 5, 5}, ScalarType::Float32);
  Tensor w = Tensor::empty({4, 3, 3, 3}, ScalarType::Float32);
  CHECK_THROWS_WITH(kernels::conv2d(x, Tensor::empty({4, 2, 3, 3}, ScalarType::Float32), Tensor(), {1, 1}, {0, 0},
                                    {1, 1}, 1),
                    Catch::Contains("to have 2 channels, but got 3 channels instead"));
  CHECK_THROWS_WITH(kernels::conv2d(x, w, Tensor(), {1, 1}, {-1, 0}, {1, 1}, 1),
                    Catch::Contains("negative padding is not supported"));
  CHECK_THROWS_WITH(kernels::conv2d(Tensor::empty({1, 3, 2, 2}, ScalarType::Float32), w, Tensor(), {1, 1}, {0, 0},
                                    {1, 1}, 1),
                    Catch::Contains("Kernel size can't be greater than actual input size"));
  CHECK_THROWS_AS(kernels::conv2d(x, w, Tensor(), {1, 1}, {int64_t{1} << 40, 0}, {1, 1}, 1), RuntimeError);
  CHECK_THROWS_WITH(kernels::conv2d_backward_input(Tensor::empty({1, 4, 2, 2}, ScalarType::Float32), w,
                                                   {1, 3, 5, 5}, {1, 1}, {0, 0}, {1, 1}, 1),
                    Catch::Contains("expected grad_output of size [1, 4, 3, 3]"));
}
