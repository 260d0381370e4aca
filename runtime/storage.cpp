// Aligned allocation and release of tensor memory.
#include "storage.h"

#include <atomic>
#include <cstdlib>
#include <new>

#ifdef __linux__
#include <sys/mman.h>
#endif

#include "error.h"

namespace yaten {

namespace {
constexpr size_t kAlignment = 64;
// Large buffers are aligned to, and asked to be backed by, 2 MiB pages: a
// 64 MiB tensor then costs 32 page faults instead of 16384 and streams
// with fewer TLB misses (numpy does the same for its arrays).
constexpr size_t kHugePage = size_t(2) << 20;
std::atomic<int64_t> g_live{0};

size_t round_up(size_t n, size_t multiple) { return (n + multiple - 1) / multiple * multiple; }

void* allocate(size_t nbytes) {
  if (nbytes == 0) return nullptr;
  YATEN_CHECK(nbytes <= SIZE_MAX - kHugePage, "out of memory: tried to allocate ", nbytes, " bytes");
  if (nbytes < kHugePage) return std::aligned_alloc(kAlignment, round_up(nbytes, kAlignment));
  size_t rounded = round_up(nbytes, kHugePage);
  void* data = std::aligned_alloc(kHugePage, rounded);
#if defined(__linux__) && defined(MADV_HUGEPAGE)
  if (data != nullptr) madvise(data, rounded, MADV_HUGEPAGE);
#endif
  return data;
}
}  // namespace

StorageImpl::StorageImpl(size_t nbytes) : nbytes_(nbytes) {
  data_ = allocate(nbytes);
  YATEN_CHECK(nbytes == 0 || data_ != nullptr, "out of memory: tried to allocate ", nbytes, " bytes");
  g_live.fetch_add(1, std::memory_order_relaxed);
}

StorageImpl::StorageImpl(void* data, size_t nbytes, std::function<void(void*)> deleter)
    : data_(data), nbytes_(nbytes), deleter_(std::move(deleter)) {
  g_live.fetch_add(1, std::memory_order_relaxed);
}

StorageImpl::~StorageImpl() {
  if (deleter_) {
    deleter_(data_);
  } else {
    std::free(data_);
  }
  g_live.fetch_sub(1, std::memory_order_relaxed);
}

int64_t StorageImpl::live_count() { return g_live.load(std::memory_order_relaxed); }

}  // namespace yaten
