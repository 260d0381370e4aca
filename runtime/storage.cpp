// Aligned allocation and release of tensor memory.
#include "storage.h"

#include <atomic>
#include <cstdlib>
#include <new>

#include "error.h"

namespace yaten {

namespace {
constexpr size_t kAlignment = 64;
std::atomic<int64_t> g_live{0};
}  // namespace

StorageImpl::StorageImpl(size_t nbytes) : nbytes_(nbytes) {
  // aligned_alloc needs a size that is a multiple of the alignment.
  size_t rounded = (nbytes + kAlignment - 1) / kAlignment * kAlignment;
  data_ = rounded == 0 ? nullptr : std::aligned_alloc(kAlignment, rounded);
  YATEN_CHECK(rounded == 0 || data_ != nullptr, "out of memory: tried to allocate ", nbytes, " bytes");
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
