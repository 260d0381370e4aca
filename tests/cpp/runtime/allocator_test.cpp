// The allocator: alignment, reuse of freed large blocks, the cache's limit
// and the byte counters.
#include <catch2/catch.hpp>

#include <cstdint>
#include <cstring>
#include <thread>

#include "runtime/allocator.h"

using namespace yaten;

namespace {
constexpr size_t kMiB = size_t(1) << 20;

// Runs the test body with the cache at `limit`, restoring the default after.
struct CacheLimit {
  int64_t previous = allocator::stats().cache_limit;
  explicit CacheLimit(size_t limit) { allocator::set_cache_limit(limit); }
  ~CacheLimit() { allocator::set_cache_limit(static_cast<size_t>(previous)); }
};
}  // namespace

TEST_CASE("allocator: a freed large block of the same size is handed out again", "[runtime][allocator]") {
  CacheLimit limit(64 * kMiB);
  allocator::empty_cache();
  void* a = allocator::allocate(5 * kMiB);
  std::memset(a, 1, 5 * kMiB);
  allocator::release(a, 5 * kMiB);
  CHECK(allocator::stats().cached_bytes == 6 * kMiB);  // rounded up to 2 MiB blocks
  int64_t hits = allocator::stats().cache_hits;
  void* b = allocator::allocate(5 * kMiB + 17);  // the same rounded size
  CHECK(b == a);
  CHECK(allocator::stats().cache_hits == hits + 1);
  CHECK(allocator::stats().cached_bytes == 0);
  void* c = allocator::allocate(9 * kMiB);  // another size: from the system
  CHECK(c != a);
  CHECK(reinterpret_cast<uintptr_t>(c) % allocator::kLargeBlock == 0);
  allocator::release(b, 5 * kMiB + 17);
  allocator::release(c, 9 * kMiB);
  allocator::empty_cache();
  CHECK(allocator::stats().cached_bytes == 0);
}

TEST_CASE("allocator: a freed medium block (attention's 1 MiB scores) is handed out again", "[runtime][allocator]") {
  CacheLimit limit(64 * kMiB);
  allocator::empty_cache();
  void* a = allocator::allocate(kMiB);
  std::memset(a, 1, kMiB);
  allocator::release(a, kMiB);
  CHECK(allocator::stats().cached_bytes == static_cast<int64_t>(kMiB));
  void* b = allocator::allocate(kMiB - 1000);  // the same rounded size
  CHECK(b == a);
  CHECK(reinterpret_cast<uintptr_t>(b) % 64 == 0);
  allocator::release(b, kMiB - 1000);
  void* small = allocator::allocate(100 << 10);  // below kMediumBlock: glibc's, never cached
  allocator::release(small, 100 << 10);
  CHECK(allocator::stats().cached_bytes == static_cast<int64_t>(kMiB));
  allocator::empty_cache();
  CHECK(allocator::stats().cached_bytes == 0);
}

TEST_CASE("allocator: the cache never holds more than its limit, oldest out first", "[runtime][allocator]") {
  CacheLimit limit(8 * kMiB);
  allocator::empty_cache();
  void* a = allocator::allocate(4 * kMiB);
  void* b = allocator::allocate(4 * kMiB);
  void* c = allocator::allocate(2 * kMiB);
  allocator::release(a, 4 * kMiB);
  allocator::release(b, 4 * kMiB);
  CHECK(allocator::stats().cached_bytes == 8 * kMiB);
  allocator::release(c, 2 * kMiB);  // a, the oldest, goes back to the system
  CHECK(allocator::stats().cached_bytes == 6 * kMiB);
  void* big = allocator::allocate(16 * kMiB);  // larger than the whole cache: never cached
  allocator::release(big, 16 * kMiB);
  CHECK(allocator::stats().cached_bytes == 6 * kMiB);
  allocator::set_cache_limit(0);
  CHECK(allocator::stats().cached_bytes == 0);
}

TEST_CASE("allocator: allocated_bytes counts live blocks as allocated", "[runtime][allocator]") {
  int64_t before = allocator::stats().allocated_bytes;
  void* small = allocator::allocate(100);
  void* large = allocator::allocate(3 * kMiB);
  CHECK(allocator::stats().allocated_bytes == before + 128 + static_cast<int64_t>(4 * kMiB));
  allocator::release(small, 100);
  allocator::release(large, 3 * kMiB);
  CHECK(allocator::stats().allocated_bytes == before);
}

TEST_CASE("allocator: a thread's freed small block of the same size is handed out again", "[runtime][allocator]") {
  allocator::empty_cache();
  void* a = allocator::allocate(400);
  std::memset(a, 1, 400);
  allocator::release(a, 400);
  void* b = allocator::allocate(440);  // the same 64-byte multiple: the block just freed
#if !defined(__SANITIZE_ADDRESS__)
  CHECK(b == a);
#endif
  CHECK(reinterpret_cast<uintptr_t>(b) % 64 == 0);
  void* other = allocator::allocate(200);  // another size: another block
  CHECK(other != b);
  // Another thread's cache: it takes a block this thread freed to its own, and
  // what it keeps at exit goes back to the system (LeakSanitizer would say).
  std::thread([&] {
    allocator::release(b, 440);
    void* c = allocator::allocate(420);
    std::memset(c, 2, 420);
#if !defined(__SANITIZE_ADDRESS__)
    CHECK(c == b);
#endif
    allocator::release(c, 420);
  }).join();
  allocator::release(other, 200);
  allocator::empty_cache();
}

TEST_CASE("allocator: zero bytes and impossible sizes give no memory", "[runtime][allocator]") {
  CHECK(allocator::allocate(0) == nullptr);
  CHECK(allocator::allocate(SIZE_MAX - 5) == nullptr);
  allocator::release(nullptr, 0);
}
