// See resize.h.
#include "runtime/resize.h"

#include <cstring>
#include <mutex>
#include <unordered_set>

#include "runtime/dtype.h"
#include "runtime/error.h"
#include "runtime/memory_format.h"
#include "runtime/shape.h"
#include "runtime/storage.h"

namespace yaten {

namespace {

std::mutex borrowed_mutex;
std::unordered_multiset<const void*>& borrowed_blocks() {
  static auto* blocks = new std::unordered_multiset<const void*>;  // never destroyed: deleters may run at exit; one entry per storage
  return *blocks;
}

// The bytes a view needs from the start of its storage: none when it is empty.
size_t bytes_needed(const DimVector& sizes, const DimVector& strides, int64_t offset, ScalarType dtype) {
  int64_t last = offset;
  for (size_t i = 0; i < sizes.size(); ++i) {
    if (sizes[i] == 0) return 0;
    int64_t reach = 0;
    YATEN_CHECK(!__builtin_mul_overflow(sizes[i] - 1, strides[i], &reach) && !__builtin_add_overflow(last, reach, &last),
                "Storage size calculation overflowed with sizes=", shape_str(sizes), " and strides=", shape_str(strides));
  }
  int64_t bytes = 0;
  YATEN_CHECK(!__builtin_mul_overflow(last + 1, static_cast<int64_t>(itemsize(dtype)), &bytes),
              "Storage size calculation overflowed with sizes=", shape_str(sizes), " and strides=", shape_str(strides));
  return static_cast<size_t>(bytes);
}

// `storage` itself when it holds nbytes, else a new block with its bytes.
Storage grown_to_fit(const Storage& storage, size_t nbytes) {
  if (nbytes <= storage->nbytes()) return storage;
  YATEN_CHECK(!is_borrowed_memory(storage->data()), "Trying to resize storage that is not resizable");
  Storage fresh = make_intrusive<StorageImpl>(nbytes);
  if (storage->nbytes() > 0) std::memcpy(fresh->data(), storage->data(), storage->nbytes());
  return fresh;
}

}  // namespace

std::function<void(void*)> borrowed_memory_deleter(void* data, std::function<void(void*)> release) {
  {
    const std::lock_guard<std::mutex> lock(borrowed_mutex);
    borrowed_blocks().insert(data);
  }
  return [release = std::move(release)](void* p) {
    {
      const std::lock_guard<std::mutex> lock(borrowed_mutex);
      auto& blocks = borrowed_blocks();
      blocks.erase(blocks.find(p));  // one entry: several storages may borrow one block
    }
    release(p);
  };
}

bool is_borrowed_memory(const void* data) {
  const std::lock_guard<std::mutex> lock(borrowed_mutex);
  return borrowed_blocks().count(data) > 0;
}

void resize_tensor(const Tensor& t, const DimVector& sizes, MemoryFormat format) {
  check_no_negative_dims(sizes);
  if (sizes == t.sizes() && format == MemoryFormat::Preserve) return;
  const DimVector strides =
      memory_format_strides(sizes, format == MemoryFormat::Preserve ? MemoryFormat::Contiguous : format);
  const Storage storage = grown_to_fit(t.storage(), bytes_needed(sizes, strides, t.storage_offset(), t.dtype()));
  t.impl()->set_view(storage, sizes, strides, t.storage_offset());
}

void set_tensor_storage(const Tensor& t, const Storage& storage, int64_t offset, const DimVector& sizes,
                        const DimVector& strides) {
  YATEN_CHECK(sizes.size() == strides.size(), "mismatch in length of strides and shape");
  YATEN_CHECK(offset >= 0, "Tensor: invalid storage offset ", offset);
  check_no_negative_dims(sizes);
  t.impl()->set_view(grown_to_fit(storage, bytes_needed(sizes, strides, offset, t.dtype())), sizes, strides, offset);
}

}  // namespace yaten
