// Generators: their state, the default one, and nondeterministic seeding.
#include "runtime/random.h"

#include <chrono>
#include <cstring>
#include <random>

#include "runtime/error.h"

namespace yaten {

void GeneratorImpl::manual_seed(uint64_t seed) {
  std::lock_guard<std::mutex> lock(mutex_);
  seed_ = seed;
  offset_ = 0;
}

uint64_t GeneratorImpl::initial_seed() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return seed_;
}

uint64_t GeneratorImpl::seed() {
  std::random_device device;
  uint64_t s = (static_cast<uint64_t>(device()) << 32) ^ device() ^
               static_cast<uint64_t>(std::chrono::high_resolution_clock::now().time_since_epoch().count());
  // torch's seed() stays below 2^63 so that it round-trips through int64.
  s &= 0x7FFFFFFFFFFFFFFFULL;
  manual_seed(s);
  return s;
}

RandomStream GeneratorImpl::reserve(uint64_t n) {
  std::lock_guard<std::mutex> lock(mutex_);
  RandomStream s{seed_, offset_};
  offset_ += n;
  return s;
}

std::vector<uint8_t> GeneratorImpl::get_state() const {
  std::lock_guard<std::mutex> lock(mutex_);
  std::vector<uint8_t> out(kStateSize);
  std::memcpy(out.data(), &seed_, 8);
  std::memcpy(out.data() + 8, &offset_, 8);
  return out;
}

void GeneratorImpl::set_state(const uint8_t* data, size_t size) {
  YATEN_CHECK(size == kStateSize, "set_state: expected a generator state of ", kStateSize, " bytes, got ", size);
  std::lock_guard<std::mutex> lock(mutex_);
  std::memcpy(&seed_, data, 8);
  std::memcpy(&offset_, data + 8, 8);
}

Generator Generator::create(uint64_t seed) { return Generator(IntrusivePtr<GeneratorImpl>(new GeneratorImpl(seed))); }

Generator default_generator() {
  // Seeded nondeterministically, as torch's default generator is; manual_seed makes it repeatable.
  static const Generator* g = [] {
    auto* made = new Generator(Generator::create());
    (*made)->seed();
    return made;
  }();
  return *g;
}

GeneratorImpl& generator_or_default(const Generator& g) {
  if (g.defined()) return *g.get();
  static GeneratorImpl* d = default_generator().get();
  return *d;
}

void seed_random(uint64_t seed) { default_generator()->manual_seed(seed); }

}  // namespace yaten
