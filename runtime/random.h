// The global random stream behind rand, randn, randint and the in-place
// random fills; manual_seed makes it repeatable.
#pragma once

#include <cstdint>
#include <mutex>
#include <random>

namespace yaten {

// Held for a whole fill: ops run without the GIL may draw from several
// threads at once, and each fill takes a contiguous run of the stream (as
// torch's generator mutex does).
std::unique_lock<std::mutex> lock_random();
std::mt19937_64& random_engine();
void seed_random(uint64_t seed);
double uniform_double();  // in [0, 1)
double normal_double();   // standard normal

}  // namespace yaten
