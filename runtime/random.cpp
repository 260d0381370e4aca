// The global generator, seeded 0 until manual_seed.
#include "runtime/random.h"

#include <cmath>

namespace yaten {

namespace {
std::mt19937_64 g_engine{0};
std::mutex g_mutex;
}  // namespace

std::unique_lock<std::mutex> lock_random() { return std::unique_lock<std::mutex>(g_mutex); }

std::mt19937_64& random_engine() { return g_engine; }

void seed_random(uint64_t seed) {
  const auto lock = lock_random();
  g_engine.seed(seed);
}

double uniform_double() { return static_cast<double>(g_engine() >> 11) * (1.0 / 9007199254740992.0); }

double normal_double() {
  // Box-Muller; 1 - u keeps the log argument in (0, 1].
  double u = 1.0 - uniform_double();
  double v = uniform_double();
  return std::sqrt(-2.0 * std::log(u)) * std::cos(6.283185307179586 * v);
}

}  // namespace yaten
