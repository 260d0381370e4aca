// Storage: aligned allocation, borrowed memory with a deleter, the live
// counter and the version counter.
#include <catch2/catch.hpp>

#include <cstdint>
#include <cstring>
#include <vector>

#include "runtime/storage.h"

using namespace yaten;

TEST_CASE("storage: yaten memory is 64-byte aligned", "[runtime][storage]") {
  for (size_t nbytes : {1, 7, 64, 65, 1000, 4096, 100003}) {
    Storage s = make_intrusive<StorageImpl>(nbytes);
    INFO("nbytes " << nbytes);
    REQUIRE(s->data() != nullptr);
    CHECK(reinterpret_cast<uintptr_t>(s->data()) % 64 == 0);
    CHECK(s->nbytes() == nbytes);
    std::memset(s->data(), 0xab, nbytes);  // the whole block is writable
  }
}

TEST_CASE("storage: buffers of 2 MiB and more are aligned to 2 MiB pages", "[runtime][storage]") {
  for (size_t nbytes : {size_t(2) << 20, (size_t(2) << 20) + 1, size_t(64) << 20}) {
    Storage s = make_intrusive<StorageImpl>(nbytes);
    INFO("nbytes " << nbytes);
    CHECK(reinterpret_cast<uintptr_t>(s->data()) % (size_t(2) << 20) == 0);
    CHECK(s->nbytes() == nbytes);
    std::memset(s->data(), 0xcd, nbytes);
  }
}

TEST_CASE("storage: an impossible size is a clear error, not a crash", "[runtime][storage]") {
  CHECK_THROWS_WITH(make_intrusive<StorageImpl>(SIZE_MAX - 5), Catch::Contains("out of memory"));
}

TEST_CASE("storage: zero bytes need no memory", "[runtime][storage]") {
  Storage s = make_intrusive<StorageImpl>(size_t{0});
  CHECK(s->nbytes() == 0);
}

TEST_CASE("storage: live_count goes up and down with storages", "[runtime][storage]") {
  int64_t before = StorageImpl::live_count();
  {
    Storage a = make_intrusive<StorageImpl>(size_t{16});
    CHECK(StorageImpl::live_count() == before + 1);
    {
      Storage b = make_intrusive<StorageImpl>(size_t{32});
      Storage a2 = a;  // another reference, not another storage
      CHECK(StorageImpl::live_count() == before + 2);
      CHECK(a->use_count() == 2);
    }
    CHECK(StorageImpl::live_count() == before + 1);
    CHECK(a->use_count() == 1);
  }
  CHECK(StorageImpl::live_count() == before);
}

TEST_CASE("storage: borrowed memory is released by its deleter, once", "[runtime][storage]") {
  std::vector<double> buffer(8, 1.5);
  int calls = 0;
  void* released = nullptr;
  int64_t before = StorageImpl::live_count();
  {
    Storage s = make_intrusive<StorageImpl>(buffer.data(), buffer.size() * sizeof(double), [&](void* p) {
      ++calls;
      released = p;
    });
    CHECK(s->data() == buffer.data());
    CHECK(s->nbytes() == 8 * sizeof(double));
    CHECK(StorageImpl::live_count() == before + 1);
    Storage other = s;
    s.reset();
    CHECK(calls == 0);  // still referenced
  }
  CHECK(calls == 1);
  CHECK(released == buffer.data());
  CHECK(StorageImpl::live_count() == before);
}

TEST_CASE("storage: the version counter starts at zero and only goes up", "[runtime][storage]") {
  Storage s = make_intrusive<StorageImpl>(size_t{8});
  CHECK(s->version() == 0);
  s->bump_version();
  s->bump_version();
  CHECK(s->version() == 2);
}

TEST_CASE("storage: release and reclaim hand a reference across", "[runtime][storage]") {
  int64_t before = StorageImpl::live_count();
  Storage s = make_intrusive<StorageImpl>(size_t{8});
  StorageImpl* raw = s.release();
  CHECK_FALSE(static_cast<bool>(s));
  CHECK(StorageImpl::live_count() == before + 1);
  Storage back = Storage::reclaim(raw);
  CHECK(back->use_count() == 1);
  back.reset();
  CHECK(StorageImpl::live_count() == before);
}
