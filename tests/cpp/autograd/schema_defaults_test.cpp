// The entry points' C++ defaults are the schema's (codegen/api/cpp.py): a
// call that leaves out trailing arguments means what the same call means in
// Python, so copy_ gaining torch's non_blocking and expand its implicit left
// every caller as it was.
#include <catch2/catch.hpp>

#include <vector>

#include "generated/autograd/ops/add.h"
#include "generated/autograd/ops/copy_.h"
#include "generated/autograd/ops/expand.h"
#include "generated/autograd/ops/sum.h"
#include "tests/cpp/autograd/test_util.h"

using namespace yaten;

TEST_CASE("defaults: copy_ without non_blocking copies, as with it", "[autograd][defaults]") {
  Tensor dst = test::filled({3}, 0.0f);
  yaten::copy_(dst, test::make_tensor({1, 2, 3}));
  CHECK(test::values(dst) == std::vector<float>{1, 2, 3});
  yaten::copy_(dst, test::make_tensor({4, 5, 6}), true);
  CHECK(test::values(dst) == std::vector<float>{4, 5, 6});
}

TEST_CASE("defaults: expand without implicit is the same view as with it", "[autograd][defaults]") {
  Tensor x = test::make_tensor({7, 8});
  Tensor a = yaten::expand(x, {3, 2}), b = yaten::expand(x, {3, 2}, true);
  CHECK(a.sizes() == DimVector{3, 2});
  CHECK(a.strides() == b.strides());
  CHECK(a.strides() == DimVector{0, 1});
}

TEST_CASE("defaults: Scalar, optional and bool defaults read as the schema's", "[autograd][defaults]") {
  Tensor x = test::make_tensor({1, 2, 3});
  CHECK(test::values(yaten::add(x, x)) == std::vector<float>{2, 4, 6});  // alpha=1
  Tensor total = yaten::sum(x);  // dim=None, keepdim=False, dtype=None
  CHECK(total.dim() == 0);
  CHECK(test::values(total) == std::vector<float>{6});
}
