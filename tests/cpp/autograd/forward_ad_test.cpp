// Forward-mode AD: dual levels, make_dual / unpack_dual, tangents through the
// generated entry points (functional, in-place, out=), and their lifetime.
#include <catch2/catch.hpp>

#include "autograd/autograd_meta.h"
#include "autograd/forward_ad.h"
#include "generated/autograd/ops/add.h"
#include "generated/autograd/ops/contiguous.h"
#include "generated/autograd/ops/exp.h"
#include "generated/autograd/ops/gt.h"
#include "generated/autograd/ops/mul.h"
#include "generated/autograd/ops/ones.h"
#include "generated/autograd/ops/sum.h"
#include "generated/autograd/ops/zeros.h"
#include "runtime/error.h"
#include "tests/cpp/autograd/test_util.h"

using namespace yaten;
using namespace yaten::autograd;
using Catch::Matchers::Contains;

namespace {

// Enters a level for the test's scope, and leaves it even when a check fails.
struct DualLevel {
  int64_t level = enter_dual_level();
  ~DualLevel() { exit_dual_level(level); }
};

}  // namespace

TEST_CASE("no level is active by default and ops then carry no tangents", "[autograd][forward_ad]") {
  CHECK(current_dual_level() == -1);
  CHECK_FALSE(forward_ad_enabled());
  CHECK_THROWS_WITH(make_dual(test::make_tensor({1}), test::make_tensor({1}), 0),
                    Contains("no level exists, make sure to enter_dual_level() first"));
}

TEST_CASE("levels do not nest, and only the active one can be exited", "[autograd][forward_ad]") {
  DualLevel level;
  CHECK(level.level == 0);
  CHECK(forward_ad_enabled());
  CHECK_THROWS_AS(enter_dual_level(), RuntimeError);
  CHECK_THROWS_WITH(exit_dual_level(3), Contains("not the last that was created"));
  CHECK_THROWS_WITH(exit_dual_level(-1), Contains("Dual level must be a positive number"));
}

TEST_CASE("make_dual checks the tangent like torch", "[autograd][forward_ad]") {
  DualLevel level;
  Tensor x = test::make_tensor({1, 2, 3});
  CHECK_THROWS_WITH(make_dual(x, test::make_tensor({1, 2}), 0), Contains("Tensor is of size [3] while the given forward gradient is of size [2]"));
  CHECK_THROWS_AS(make_dual(x, yaten::ones({3}, ScalarType::Int64, false), 0), ValueError);
  CHECK_THROWS_AS(make_dual(yaten::ones({3}, ScalarType::Int64, false), x, 0), ValueError);
  CHECK_THROWS_WITH(make_dual(x, x, 1), Contains("Invalid level given to _make_dual"));
  Tensor d = make_dual(x, test::make_tensor({1, 1, 1}), 0);
  CHECK_THROWS_WITH(make_dual(d, x, 0), Contains("already has a forward gradient at the same level 0"));
}

TEST_CASE("make_dual is a view of the primal; unpack_dual gives the tangent as it is", "[autograd][forward_ad]") {
  DualLevel level;
  Tensor x = test::make_tensor({1, 2});
  Tensor v = test::make_tensor({3, 4});
  Tensor d = make_dual(x, v, 0);
  CHECK_FALSE(d.is_same(x));
  CHECK(d.storage().get() == x.storage().get());
  auto [primal, tangent] = unpack_dual(d, 0);
  CHECK(tangent.is_same(v));
  CHECK(primal.storage().get() == x.storage().get());
  CHECK_FALSE(unpack_dual(primal, 0).second.defined());
  CHECK_FALSE(tangent_of(x).defined());  // the primal itself stays plain
}

TEST_CASE("ops compute tangents from their formulas", "[autograd][forward_ad]") {
  DualLevel level;
  Tensor x = make_dual(test::make_tensor({1, 2, 3}), test::make_tensor({1, 0, 2}), 0);
  Tensor y = test::make_tensor({4, 5, 6});
  CHECK(test::values(tangent_of(yaten::mul(x, y))) == std::vector<float>{4, 0, 12});
  CHECK(test::values(tangent_of(yaten::sum(x, std::nullopt, false, std::nullopt))) == std::vector<float>{3});
  // A broadcast input: the tangent has the output's shape.
  Tensor wide = yaten::add(x, yaten::zeros({2, 3}, ScalarType::Float32, false), 1);
  CHECK(tangent_of(wide).sizes() == DimVector{2, 3});
  CHECK(test::values(yaten::contiguous(tangent_of(wide))) == std::vector<float>{1, 0, 2, 1, 0, 2});
  // The tangent is computed without forward AD, so it has no tangent itself.
  CHECK_FALSE(tangent_of(tangent_of(yaten::mul(x, x))).defined());
  // Integer outputs get none.
  CHECK_FALSE(tangent_of(yaten::gt(x, y)).defined());
}

TEST_CASE("in-place ops update self's tangent in place", "[autograd][forward_ad]") {
  DualLevel level;
  Tensor v = test::make_tensor({1, 1});
  Tensor x = make_dual(test::make_tensor({2, 3}), v, 0);
  yaten::mul_(x, test::make_tensor({5, 7}));
  CHECK(tangent_of(x).is_same(v));
  CHECK(test::values(v) == std::vector<float>{5, 7});
  Tensor plain = test::make_tensor({0, 0});
  yaten::add_(plain, x, 1);
  CHECK(test::values(tangent_of(plain)) == std::vector<float>{5, 7});
  CHECK_FALSE(tangent_of(plain).is_same(v));  // a copy: later writes to one leave the other
}

TEST_CASE("out= variants refuse tangents", "[autograd][forward_ad]") {
  DualLevel level;
  Tensor x = make_dual(test::make_tensor({1}), test::make_tensor({1}), 0);
  CHECK_THROWS_AS(yaten::exp_out(x, test::make_tensor({0})), NotImplementedError);
  CHECK_THROWS_WITH(yaten::exp_out(test::make_tensor({0}), x), Contains("exp_out that does not support it"));
}

TEST_CASE("exiting the level drops every tangent", "[autograd][forward_ad]") {
  Tensor x, y;
  {
    DualLevel level;
    x = make_dual(test::make_tensor({1}), test::make_tensor({2}), 0);
    y = yaten::exp(x);
    CHECK(tangent_of(y).defined());
  }
  CHECK_FALSE(get_meta(x)->tangents.size());
  CHECK_FALSE(get_meta(y)->tangents.size());
  DualLevel again;
  CHECK_FALSE(tangent_of(x).defined());
  // A dual that dies before the level ends leaves nothing behind.
  { Tensor short_lived = make_dual(test::make_tensor({1}), test::make_tensor({1}), 0); }
}
