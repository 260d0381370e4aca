// Generators: streams fixed by seed and position, state round trips,
// independence of generators, and the default one.
#include <catch2/catch.hpp>

#include <set>
#include <vector>

#include "runtime/error.h"
#include "runtime/random.h"

using namespace yaten;

TEST_CASE("random: a seed and a position fix every draw", "[runtime][random]") {
  Generator a = Generator::create(5), b = Generator::create(5);
  RandomStream first = a->reserve(10), again = b->reserve(10);
  for (uint64_t i = 0; i < 10; ++i) REQUIRE(first.bits(i) == again.bits(i));
  SECTION("reservations follow one another") {
    RandomStream next = a->reserve(3);
    REQUIRE(next.base == 10);
    REQUIRE(next.bits(0) == first.bits(10));
  }
  SECTION("manual_seed starts the stream over") {
    a->manual_seed(5);
    REQUIRE(a->reserve(1).bits(0) == first.bits(0));
    REQUIRE(a->initial_seed() == 5);
  }
}

TEST_CASE("random: state round trips and refuses a wrong size", "[runtime][random]") {
  Generator g = Generator::create(7);
  g->reserve(123);
  std::vector<uint8_t> state = g->get_state();
  REQUIRE(state.size() == GeneratorImpl::kStateSize);
  const uint64_t expected = g->reserve(1).bits(0);
  g->set_state(state.data(), state.size());
  REQUIRE(g->reserve(1).bits(0) == expected);
  REQUIRE_THROWS_AS(g->set_state(state.data(), 3), RuntimeError);
}

TEST_CASE("random: uniforms are in [0, 1), normals finite, substreams distinct", "[runtime][random]") {
  RandomStream s = Generator::create(1)->reserve(4000);
  std::set<uint64_t> firsts;
  for (uint64_t i = 0; i < 1000; ++i) {
    const double u = s.uniform(i);
    REQUIRE((u >= 0.0 && u < 1.0));
    REQUIRE(std::isfinite(s.normal(i)));
    firsts.insert(s.substream(i).bits(0));
  }
  REQUIRE(firsts.size() == 1000);
  RandomCursor c{s.substream(0)};
  for (int i = 0; i < 1000; ++i) REQUIRE(c.below(7) < 7);
}

TEST_CASE("random: an undefined generator stands for the default one", "[runtime][random]") {
  seed_random(42);
  REQUIRE(default_generator()->initial_seed() == 42);
  REQUIRE(&generator_or_default(Generator()) == default_generator().get());
  Generator own = Generator::create(42);
  REQUIRE(&generator_or_default(own) == own.get());
  REQUIRE(reserve_draws(Generator(), 1).bits(0) == own->reserve(1).bits(0));
}
