// Named tensors in the runtime: storing names, and the inference rules the
// generated op entries call (tests/python/test_named_tensors.py compares the
// ops with torch).
#include <catch2/catch.hpp>

#include <string>

#include "runtime/error.h"
#include "runtime/names.h"

using namespace yaten;

namespace {

Tensor named(const DimVector& sizes, const DimnameList& list) {
  Tensor t = Tensor::empty(sizes, ScalarType::Float32);
  names::set_names(t, list);
  return t;
}

DimnameList of(const Dimnames& n) { return n ? *n : DimnameList{}; }

}  // namespace

TEST_CASE("names: a tensor has none until named, and all-None names are none", "[runtime][names]") {
  Tensor t = Tensor::empty({2, 3}, ScalarType::Float32);
  CHECK_FALSE(names::named(t));
  CHECK(names::names_of(t) == DimnameList{"", ""});
  names::set_names(t, {"", ""});
  CHECK_FALSE(names::named(t));
  names::set_names(t, {"N", ""});
  CHECK(names::named(t));
  CHECK(names::dim_of(t, "N") == 0);
}

TEST_CASE("names: torch's checks on the names given", "[runtime][names]") {
  Tensor t = Tensor::empty({2, 3}, ScalarType::Float32);
  CHECK_THROWS_WITH(names::set_names(t, {"A", "A"}),
                    "Cannot construct a tensor with duplicate names. Got names: ['A', 'A'].");
  CHECK_THROWS_AS(names::set_names(t, {"1a", "b"}), RuntimeError);
  CHECK_THROWS_AS(names::set_names(t, {"a"}), RuntimeError);
  CHECK_THROWS_WITH(names::dim_of(named({2, 3}, {"N", "C"}), "X"), "Name 'X' not found in Tensor['N', 'C'].");
}

TEST_CASE("names: a view of another rank loses them", "[runtime][names]") {
  Tensor t = named({2, 3}, {"N", "C"});
  Tensor flat = Tensor::empty({6}, ScalarType::Float32);
  t.impl()->set_view(flat.storage(), {6}, {1}, 0);
  CHECK_FALSE(names::named(t));
}

TEST_CASE("names: unify from the right, refusing mismatches and misalignment", "[runtime][names]") {
  Tensor nc = named({2, 3}, {"N", "C"});
  CHECK(of(names::unify(nc, named({3}, {"C"}))) == DimnameList{"N", "C"});
  CHECK(of(names::unify(nc, Tensor::empty({3}, ScalarType::Float32))) == DimnameList{"N", "C"});
  CHECK_THROWS_WITH(names::unify(nc, named({3}, {"X"})),
                    "Error when attempting to broadcast dims ['N', 'C'] and dims ['X']: dim 'C' and dim 'X' are at "
                    "the same position from the right but do not match.");
  CHECK_THROWS_WITH(names::unify(named({3}, {"C"}), named({2, 3}, {"C", ""})),
                    "Misaligned dims when attempting to broadcast dims ['C'] and dims ['C', None]: dim 'C' appears "
                    "in a different position from the right across both lists.");
}

TEST_CASE("names: reductions, transposes, squeezes and matmul", "[runtime][names]") {
  Tensor nc = named({2, 1}, {"N", "C"});
  CHECK(of(names::reduce(nc, DimVector{1}, false)) == DimnameList{"N"});
  CHECK(of(names::reduce(nc, DimVector{1}, true)) == DimnameList{"N", "C"});
  CHECK(names::reduce(nc, std::optional<DimVector>(), false) == nullptr);
  CHECK(of(names::transpose(nc, 0, -1)) == DimnameList{"C", "N"});
  CHECK(of(names::squeeze(nc, std::nullopt)) == DimnameList{"N"});
  CHECK(of(names::expand(nc, 3)) == DimnameList{"", "N", "C"});
  CHECK(of(names::matmul(named({2, 3}, {"N", "C"}), named({3, 4}, {"C", "D"}))) == DimnameList{"N", "D"});
  CHECK_THROWS_AS(names::matmul(named({2, 3}, {"N", "C"}), named({3, 2}, {"C", "N"})), RuntimeError);
}

TEST_CASE("names: inference is off under DisabledGuard", "[runtime][names]") {
  Tensor nc = named({2, 3}, {"N", "C"});
  CHECK(names::any_named(nc));
  {
    const names::DisabledGuard off;
    CHECK_FALSE(names::any_named(nc));
  }
  CHECK(names::any_named(nc));
}
