// nll_loss and its gradient for every reduction, class weights and
// ignore_index, plus the errors PyTorch raises.
#include <catch2/catch.hpp>

#include "generated/runtime/kernels_loss.h"
#include "tests/cpp/runtime/kernels/kernel_test_util.h"

using namespace yaten;
using namespace yaten::test;
using V = std::vector<float>;

namespace {
// log-probabilities of 3 samples over 3 classes
Tensor logp() { return floats({-1, -2, -3, -0.5f, -1.5f, -2.5f, -0.1f, -0.2f, -0.3f}, {3, 3}); }
}  // namespace

TEST_CASE("nll_loss reductions, weights and ignore_index", "[kernels][loss]") {
  Tensor target = longs({0, 2, 1});
  CHECK(values_of<float>(kernels::nll_loss(logp(), target, Tensor(), -100, "none")) == V{1, 2.5f, 0.2f});
  CHECK(kernels::nll_loss(logp(), target, Tensor(), -100, "sum").item().to_double() == Approx(3.7));
  CHECK(kernels::nll_loss(logp(), target, Tensor(), -100, "mean").item().to_double() == Approx(3.7 / 3));
  Tensor w = floats({1, 2, 3});
  // weighted mean: (1*1 + 3*2.5 + 2*0.2) / (1 + 3 + 2)
  CHECK(kernels::nll_loss(logp(), target, w, -100, "mean").item().to_double() == Approx(8.9 / 6));
  // the ignored sample counts neither in the sum nor in the divisor
  CHECK(kernels::nll_loss(logp(), longs({0, -100, 1}), Tensor(), -100, "mean").item().to_double() == Approx(0.6));
  CHECK(kernels::nll_loss(floats({-1, -2}), Tensor::scalar_tensor(Scalar(int64_t{1}), ScalarType::Int64), Tensor(),
                          -100, "mean").item().to_double() == Approx(2));
}

TEST_CASE("nll_loss_backward", "[kernels][loss]") {
  Tensor target = longs({0, 2, 1});
  Tensor g = Tensor::scalar_tensor(Scalar(1.0), ScalarType::Float32);
  Tensor gi = kernels::nll_loss_backward(g, logp(), target, Tensor(), -100, "mean");
  float t = -1.0f / 3;
  CHECK(values_of<float>(gi) == V{t, 0, 0, 0, 0, t, 0, t, 0});
  Tensor gn = kernels::nll_loss_backward(floats({1, 2, 3}), logp(), target, Tensor(), 2, "none");
  CHECK(values_of<float>(gn) == V{-1, 0, 0, 0, 0, 0, 0, -3, 0});
}

TEST_CASE("nll_loss errors", "[kernels][loss]") {
  CHECK_THROWS_AS(kernels::nll_loss(logp(), longs({0, 7, 1}), Tensor(), -100, "mean"), IndexError);
  CHECK_THROWS_WITH(kernels::nll_loss(logp(), longs({0, 7, 1}), Tensor(), -100, "mean"),
                    "nll_loss: Target 7 is out of bounds.");
  CHECK_THROWS_AS(kernels::nll_loss(logp(), longs({0, 1, 1}), Tensor(), -100, "avg"), ValueError);
  CHECK_THROWS_WITH(kernels::nll_loss(logp(), longs({0, 1, 1}), Tensor(), -100, "avg"),
                    "nll_loss: 'avg' is not a valid value for reduction");
  CHECK_THROWS_AS(kernels::nll_loss(logp(), longs({0, 1}), Tensor(), -100, "mean"), RuntimeError);
}
