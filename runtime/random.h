// Random number generators: a Generator is a seed and a position in a
// counter-based stream (draw i is a hash of seed and i), so a fill reserves
// a run of the stream under the generator's lock and then computes its
// draws on any number of threads, each element from its own counter: the
// same seed gives the same values whatever the thread count.
#pragma once

#include <cmath>
#include <cstdint>
#include <mutex>
#include <vector>

#include "runtime/intrusive_ptr.h"

namespace yaten {

// torch's default seed, so initial_seed() answers as torch's does.
constexpr uint64_t kDefaultSeed = 67280421310721ULL;

// SplitMix64's output function: a strong 64-bit mix (it passes BigCrush
// applied to a counter), used as the stream's draw function.
inline uint64_t mix64(uint64_t z) {
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

// A position in a generator's stream, handed to the code that draws: draw(i)
// is the i-th value after the reserved position, independent of the others.
struct RandomStream {
  uint64_t key = 0;
  uint64_t base = 0;
  uint64_t bits(uint64_t i) const { return mix64(key + (base + i + 1) * 0x9E3779B97F4A7C15ULL); }
  double uniform(uint64_t i) const { return static_cast<double>(bits(i) >> 11) * (1.0 / 9007199254740992.0); }
  // In (0, 1]: safe under log.
  double uniform_open_low(uint64_t i) const { return 1.0 - uniform(i); }
  // A standard normal from draws 2i and 2i + 1 (Box-Muller).
  double normal(uint64_t i) const {
    double u = uniform_open_low(2 * i), v = uniform(2 * i + 1);
    return std::sqrt(-2.0 * std::log(u)) * std::cos(6.283185307179586 * v);
  }
  // A stream of its own for sub-problem i (a row that draws a varying number
  // of values), still fixed by the seed and the position.
  RandomStream substream(uint64_t i) const { return RandomStream{mix64(bits(i) ^ 0xD1B54A32D192ED03ULL), 0}; }
};

// Sequential draws from one stream (rejection sampling, shuffles).
struct RandomCursor {
  RandomStream stream;
  uint64_t next = 0;
  uint64_t bits() { return stream.bits(next++); }
  double uniform() { return stream.uniform(next++); }
  double uniform_open_low() { return stream.uniform_open_low(next++); }
  double normal() {
    double u = uniform_open_low(), v = uniform();
    return std::sqrt(-2.0 * std::log(u)) * std::cos(6.283185307179586 * v);
  }
  // Uniform in [0, n), without modulo bias.
  uint64_t below(uint64_t n) {
    if (n <= 1) return 0;
    const uint64_t limit = UINT64_MAX - UINT64_MAX % n;
    uint64_t r;
    do r = bits(); while (r >= limit);
    return r % n;
  }
};

class GeneratorImpl : public RefCounted {
 public:
  explicit GeneratorImpl(uint64_t seed = kDefaultSeed) : seed_(seed) {}
  void manual_seed(uint64_t seed);
  uint64_t initial_seed() const;
  // Seeds from a nondeterministic source and returns the seed.
  uint64_t seed();
  // Reserves n draws and returns where they start.
  RandomStream reserve(uint64_t n);
  // The state as bytes (seed and position) and back.
  std::vector<uint8_t> get_state() const;
  void set_state(const uint8_t* data, size_t size);
  static constexpr size_t kStateSize = 16;

 private:
  mutable std::mutex mutex_;
  uint64_t seed_;
  uint64_t offset_ = 0;
};

// A handle; an undefined one (the default) stands for the default generator
// wherever an op takes a `Generator?`.
class Generator {
 public:
  Generator() = default;
  explicit Generator(IntrusivePtr<GeneratorImpl> impl) : impl_(std::move(impl)) {}
  static Generator create(uint64_t seed = kDefaultSeed);
  bool defined() const { return static_cast<bool>(impl_); }
  GeneratorImpl* get() const { return impl_.get(); }
  GeneratorImpl* operator->() const { return impl_.get(); }
  bool operator==(const Generator& o) const { return impl_ == o.impl_; }

 private:
  IntrusivePtr<GeneratorImpl> impl_;
};

Generator default_generator();
// The generator itself, or the default one when it is undefined.
GeneratorImpl& generator_or_default(const Generator& g);
// Reserves n draws of g (the default generator when undefined).
inline RandomStream reserve_draws(const Generator& g, uint64_t n) { return generator_or_default(g).reserve(n); }
void seed_random(uint64_t seed);

}  // namespace yaten
