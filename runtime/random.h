// The global random stream behind rand, randn, randint and the in-place
// random fills; manual_seed makes it repeatable.
#pragma once

#include <cstdint>
#include <random>

namespace yaten {

std::mt19937_64& random_engine();
void seed_random(uint64_t seed);
double uniform_double();  // in [0, 1)
double normal_double();   // standard normal

}  // namespace yaten
