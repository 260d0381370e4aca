// A refcounted block of memory: allocated 64-byte aligned by yaten, or
// borrowed from elsewhere (a numpy array) with a deleter that releases it.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>

#include "runtime/inference_mode.h"
#include "runtime/intrusive_ptr.h"

namespace yaten {

class StorageImpl : public RefCounted {
 public:
  // Allocates nbytes of uninitialised memory; RuntimeError when it cannot.
  explicit StorageImpl(size_t nbytes);
  StorageImpl(void* data, size_t nbytes, std::function<void(void*)> deleter);
  ~StorageImpl() override;

  void* data() const { return data_; }
  size_t nbytes() const { return nbytes_; }
  // Bumped by every in-place write through any view of this memory, so
  // autograd can tell that a saved tensor changed.
  uint64_t version() const { return version_; }
  void bump_version() { ++version_; }
  // Allocated in inference mode (see inference_mode.h).
  bool is_inference() const { return inference_; }

  // How many yaten-allocated storages are alive: a debug counter for tests
  // that check memory is released.
  static int64_t live_count();

 private:
  void* data_;
  size_t nbytes_;
  std::function<void(void*)> deleter_;
  uint64_t version_ = 0;
  bool inference_ = InferenceMode::is_enabled();
};

using Storage = IntrusivePtr<StorageImpl>;

}  // namespace yaten
