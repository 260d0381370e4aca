// Matrix products: BLAS and integer paths agree with hand results, transposed
// operands are read in place, and dtype/shape mismatches raise.
#include <catch2/catch.hpp>

#include "generated/runtime/kernels/addmm.h"
#include "generated/runtime/kernels/bmm.h"
#include "generated/runtime/kernels/dot.h"
#include "generated/runtime/kernels/mm.h"
#include "generated/runtime/kernels/mv.h"
#include "generated/runtime/kernels/t.h"
#include "tests/cpp/runtime/kernels/kernel_test_util.h"

using namespace yaten;
using namespace yaten::test;
using Catch::Matchers::Contains;
using V = std::vector<float>;

TEST_CASE("mm on float32, transposed operands and int64", "[kernels][linalg]") {
  Tensor a = floats({1, 2, 3, 4, 5, 6}, {2, 3});
  Tensor b = floats({1, 0, 0, 1, 1, 1}, {3, 2});
  CHECK(values_of<float>(kernels::mm(a, b)) == V{4, 5, 10, 11});
  // a @ a.T with a.T a strided view: no copy needed, same answer.
  CHECK(values_of<float>(kernels::mm(a, kernels::t(a))) == V{14, 32, 32, 77});
  CHECK(values_of<float>(kernels::mm(kernels::t(b), kernels::t(a))) == V{4, 10, 5, 11});
  Tensor ai = longs({1, 2, 3, 4}, {2, 2});
  CHECK(values_of<int64_t>(kernels::mm(ai, ai)) == std::vector<int64_t>{7, 10, 15, 22});
}

TEST_CASE("mm rejects bad shapes and mixed dtypes", "[kernels][linalg]") {
  Tensor a = Tensor::empty({2, 3}, ScalarType::Float32);
  Tensor b = Tensor::empty({4, 5}, ScalarType::Float32);
  CHECK_THROWS_WITH(kernels::mm(a, b), "mm: mat1 and mat2 shapes cannot be multiplied (2x3 and 4x5)");
  Tensor d = Tensor::empty({3, 2}, ScalarType::Float64);
  CHECK_THROWS_WITH(kernels::mm(a, d),
                    "mm: expected self and mat2 to have the same dtype, but got: float32 != float64");
  CHECK_THROWS_AS(kernels::mm(floats({1, 2}), a), RuntimeError);
}

TEST_CASE("bmm, addmm, mv and dot", "[kernels][linalg]") {
  Tensor x = floats({1, 2, 3, 4, 1, 0, 0, 1}, {2, 2, 2});
  Tensor y = floats({1, 1, 1, 1, 2, 3, 4, 5}, {2, 2, 2});
  CHECK(values_of<float>(kernels::bmm(x, y)) == V{3, 3, 7, 7, 2, 3, 4, 5});
  Tensor bias = floats({10, 20});
  Tensor m = floats({1, 2, 3, 4}, {2, 2});
  // 0.5 * bias (broadcast over rows) + 2 * m @ m
  CHECK(values_of<float>(kernels::addmm(bias, m, m, Scalar(0.5), Scalar(2))) == V{19, 30, 35, 54});
  CHECK(values_of<float>(kernels::mv(m, floats({1, 1}))) == V{3, 7});
  CHECK(values_of<float>(kernels::mv(kernels::t(m), floats({1, 1}))) == V{4, 6});
  CHECK(kernels::dot(floats({1, 2, 3}), floats({4, 5, 6})).item().to_double() == 32);
  CHECK(kernels::dot(longs({1, 2}), longs({3, 4})).item().to_int() == 11);
  CHECK_THROWS_AS(kernels::dot(floats({1, 2}), floats({1, 2, 3})), RuntimeError);
  CHECK_THROWS_AS(kernels::addmm(floats({1, 2, 3}), m, m, Scalar(1), Scalar(1)), RuntimeError);
}
