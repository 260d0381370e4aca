// Changing a tensor's geometry in place, growing its storage to hold it:
// torch's Tensor.resize_ and Tensor.set_. A storage too small is replaced by
// a larger block holding its bytes: the tensor resized moves to it (views
// taken before keep the old block, where torch's would follow). Memory yaten
// borrowed (numpy's, a buffer's, DLPack's) is never replaced, as torch
// refuses to resize such storages.
#pragma once

#include <functional>

#include "runtime/device.h"
#include "runtime/tensor.h"

namespace yaten {

// A deleter for a storage over borrowed memory at `data`: calls `release`,
// and until then the memory counts as borrowed.
std::function<void(void*)> borrowed_memory_deleter(void* data, std::function<void(void*)> release);
bool is_borrowed_memory(const void* data);

// torch's resize_: the given sizes with dense strides of `format`
// (Preserve, torch's memory_format=None: sizes equal to the current ones
// keep the strides, others get row-major ones), the storage offset kept,
// the storage grown when it is too small (never shrunk): RuntimeError
// "Trying to resize storage that is not resizable" for borrowed memory.
void resize_tensor(const Tensor& t, const DimVector& sizes, MemoryFormat format);

// torch's set_(storage, offset, size, stride): t becomes the view (sizes,
// strides, offset) of `storage`, grown (as above) when the view reaches
// past its end. Refuses negative sizes and offsets.
void set_tensor_storage(const Tensor& t, const Storage& storage, int64_t offset, const DimVector& sizes,
                        const DimVector& strides);

}  // namespace yaten
