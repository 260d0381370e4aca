// lerp.Scalar, the overload Python never selects (a Python number passes
// as a wrapped-number Tensor, so lerp(a, b, 0.5) takes lerp.Tensor): the
// C++ entry point checked here against lerp.Tensor, in values, reverse-mode
// gradients and forward-mode tangents.
#include <catch2/catch.hpp>

#include <vector>

#include "autograd/autograd_meta.h"
#include "autograd/engine.h"
#include "autograd/forward_ad.h"
#include "generated/autograd/ops/lerp.h"
#include "generated/autograd/ops/ones.h"
#include "runtime/error.h"
#include "tests/cpp/autograd/test_util.h"

using namespace yaten;
using namespace yaten::autograd;

namespace {

Tensor leaf(std::initializer_list<float> values) {
  Tensor t = test::make_tensor(values);
  set_requires_grad(t, true);
  return t;
}

}  // namespace

TEST_CASE("lerp.Scalar matches lerp.Tensor with a wrapped number weight", "[autograd][lerp]") {
  Tensor a = test::make_tensor({1, 2, -3}), b = test::make_tensor({5, 0, 1});
  std::vector<float> want = test::values(lerp_Tensor(a, b, Tensor::wrapped_number(0.25)));
  CHECK(test::values(lerp_Scalar(a, b, 0.25)) == want);
  CHECK(want == std::vector<float>{2, 1.5f, -2});
}

TEST_CASE("lerp.Scalar's gradients are 1 - weight and weight", "[autograd][lerp]") {
  Tensor a = leaf({1, 2}), b = leaf({3, 4});
  Tensor out = lerp_Scalar(a, b, 0.25);
  run_backward({out}, {test::make_tensor({1, 2})}, false, false, {}, false);
  CHECK(test::values(grad(a)) == std::vector<float>{0.75f, 1.5f});
  CHECK(test::values(grad(b)) == std::vector<float>{0.25f, 0.5f});
}

TEST_CASE("lerp.Scalar's in-place and out= forms write their target", "[autograd][lerp]") {
  Tensor a = test::make_tensor({0, 4}), b = test::make_tensor({8, 0});
  Tensor out = Tensor::empty({2}, ScalarType::Float32);
  lerp_Scalar_out(a, b, 0.5, out);
  CHECK(test::values(out) == std::vector<float>{4, 2});
  lerp__Scalar(a, b, 0.5);
  CHECK(test::values(a) == std::vector<float>{4, 2});
}

TEST_CASE("lerp.Scalar's tangent is (1 - weight) self_t + weight end_t", "[autograd][lerp][forward_ad]") {
  int64_t level = enter_dual_level();
  Tensor a = make_dual(test::make_tensor({1, 2}), test::make_tensor({1, 0}), level);
  Tensor b = make_dual(test::make_tensor({3, 4}), test::make_tensor({0, 1}), level);
  Tensor tangent = unpack_dual(lerp_Scalar(a, b, 0.25), level).second;
  exit_dual_level(level);
  REQUIRE(tangent.defined());
  CHECK(test::values(tangent) == std::vector<float>{0.75f, 0.25f});
}

TEST_CASE("lerp refuses mixed dtypes as torch does", "[autograd][lerp]") {
  Tensor a = test::make_tensor({1, 2});
  Tensor d = yaten::ones({2}, ScalarType::Float64, false);
  CHECK_THROWS_WITH(lerp_Scalar(a, d, 0.5), Catch::Contains("expected dtype float32 for `end`"));
  CHECK_THROWS_WITH(lerp_Tensor(a, a, d), Catch::Contains("expected dtype float32 for `weight`"));
  Tensor i = yaten::ones({2}, ScalarType::Int64, false);
  CHECK_THROWS_WITH(lerp_Scalar(i, i, 0.5), Catch::Contains("\"lerp_kernel_scalar\" not implemented for 'Long'"));
}
