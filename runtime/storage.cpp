// Tensor memory blocks: yaten's own (runtime/allocator.h) or borrowed.
#include "runtime/storage.h"

#include <atomic>
#include <cstdint>

#include "runtime/error.h"
#include "runtime/allocator.h"

namespace yaten {

namespace {
std::atomic<int64_t> g_live{0};
}  // namespace

StorageImpl::StorageImpl(size_t nbytes) : nbytes_(nbytes) {
  YATEN_CHECK(nbytes <= SIZE_MAX - allocator::kLargeBlock, "out of memory: tried to allocate ", nbytes, " bytes");
  data_ = allocator::allocate(nbytes);
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
    allocator::release(data_, nbytes_);
  }
  g_live.fetch_sub(1, std::memory_order_relaxed);
}

int64_t StorageImpl::live_count() { return g_live.load(std::memory_order_relaxed); }

}  // namespace yaten
