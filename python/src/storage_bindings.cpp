// Storage identity, views placed on a storage, and tensors over a writable
// Python buffer: what yaten.serialization needs to keep views of one storage
// views after a round trip and to map checkpoints instead of reading them;
// and a tensor's geometry changed in place (Tensor.resize_, set_).
#include "python/src/storage_bindings.h"

#include <pybind11/stl.h>

#include <algorithm>
#include <string>
#include <vector>

#include "python/src/device_objects.h"
#include "python/src/pybind_casters.h"
#include "runtime/error.h"
#include "runtime/resize.h"
#include "runtime/storage.h"
#include "runtime/tensor.h"

namespace py = pybind11;

namespace yaten::python {

namespace {

constexpr int64_t kMaxElements = int64_t{1} << 62;

// (identity, size in bytes, address of its first byte): tensors with the
// same identity share memory; the identity is stable while the storage lives.
py::tuple storage_info(const Tensor& t) {
  const Storage& s = t.storage();
  return py::make_tuple(reinterpret_cast<uintptr_t>(s.get()), s->nbytes(), reinterpret_cast<uintptr_t>(s->data()));
}

// A new tensor over `base`'s storage with the given geometry (in elements of
// base's dtype), no autograd history: torch's Tensor.set_(storage, offset,
// size, stride). Every element it can reach must lie inside the storage.
Tensor view_of_storage(const Tensor& base, const std::vector<int64_t>& sizes, const std::vector<int64_t>& strides,
                       int64_t offset) {
  YATEN_CHECK(sizes.size() == strides.size(), "set_: got ", sizes.size(), " sizes but ", strides.size(), " strides");
  YATEN_CHECK(offset >= 0, "set_: storage offset must be non-negative, got ", offset);
  const int64_t item = static_cast<int64_t>(itemsize(base.dtype()));
  const int64_t capacity = static_cast<int64_t>(base.storage()->nbytes()) / item;
  int64_t last = offset;
  int64_t numel = 1;
  bool empty = false;
  bool overflow = false;
  for (size_t i = 0; i < sizes.size(); ++i) {
    YATEN_CHECK(sizes[i] >= 0 && strides[i] >= 0, "set_: sizes and strides must be non-negative");
    empty = empty || sizes[i] == 0;
    // A zero stride repeats one element (an expanded tensor), but the element count must stay countable.
    YATEN_CHECK(!__builtin_mul_overflow(numel, std::max<int64_t>(sizes[i], 1), &numel) && numel <= kMaxElements,
                "set_: the sizes describe more than 2^62 elements");
    int64_t reach = 0;
    overflow = overflow || __builtin_mul_overflow(sizes[i] > 0 ? sizes[i] - 1 : 0, strides[i], &reach) ||
               __builtin_add_overflow(last, reach, &last);
  }
  YATEN_CHECK(empty ? offset <= capacity : !overflow && last < capacity, "set_: a view at offset ", offset,
              " reaching element ", overflow ? std::string("beyond 2^63") : std::to_string(last),
              " does not fit a storage of ", capacity, " elements");
  return base.view_as_strided(DimVector(sizes), DimVector(strides), offset);
}

// A 1-D tensor of `numel` elements of `dtype` over bytes [offset, ...) of a
// buffer, which it keeps alive; writable unless the caller allows a read-only
// one (torch.frombuffer, which warns first: tensors are always writable).
Tensor tensor_over_buffer(py::handle obj, ScalarType dtype, int64_t offset, int64_t numel, bool writable) {
  auto* view = new Py_buffer;
  if (PyObject_GetBuffer(obj.ptr(), view, writable ? PyBUF_SIMPLE | PyBUF_WRITABLE : PyBUF_SIMPLE) != 0) {
    delete view;
    throw py::error_already_set();
  }
  const int64_t item = static_cast<int64_t>(itemsize(dtype));
  auto release = [view](void*) {
    PyGILState_STATE gil = PyGILState_Ensure();
    PyBuffer_Release(view);
    delete view;
    PyGILState_Release(gil);
  };
  char* start = static_cast<char*>(view->buf) + offset;
  bool fits = offset >= 0 && numel >= 0 && numel <= (view->len - offset) / item;
  bool aligned = reinterpret_cast<uintptr_t>(start) % item == 0;
  if (!fits || !aligned) {
    release(nullptr);
    YATEN_CHECK(fits, "tensor_over_buffer: ", numel, " elements at byte ", offset, " run past the buffer's end");
    YATEN_CHECK(aligned, "tensor_over_buffer: byte ", offset, " is not aligned for the dtype");
  }
  auto storage = make_intrusive<StorageImpl>(start, static_cast<size_t>(numel * item), borrowed_memory_deleter(start, release));
  return Tensor(make_intrusive<TensorImpl>(std::move(storage), DimVector{numel}, DimVector{1}, 0, dtype));
}

// Tensor.resize_(sizes, memory_format=None): None keeps the strides of
// unchanged sizes, as torch's.
void resize(const Tensor& t, const std::vector<int64_t>& sizes, py::handle memory_format) {
  const MemoryFormat format =
      memory_format.is_none() ? MemoryFormat::Preserve : memory_format_from_object(memory_format.ptr());
  resize_tensor(t, DimVector(sizes), format);
}

// Tensor.set_(source, offset, sizes, strides): t onto source's storage.
void set_storage(const Tensor& t, const Tensor& source, int64_t offset, const std::vector<int64_t>& sizes,
                 const std::vector<int64_t>& strides) {
  set_tensor_storage(t, source.storage(), offset, DimVector(sizes), DimVector(strides));
}

}  // namespace

void init_storage_bindings(py::module_& m) {
  m.def("_resize_", &resize, py::arg("tensor"), py::arg("sizes"), py::arg("memory_format"));
  m.def("_set_storage_", &set_storage, py::arg("tensor"), py::arg("source"), py::arg("offset"), py::arg("sizes"),
        py::arg("strides"));
  m.def("_storage_info", &storage_info, py::arg("tensor"));
  m.def("_view_of_storage", &view_of_storage, py::arg("base"), py::arg("sizes"), py::arg("strides"),
        py::arg("offset"));
  m.def("_tensor_over_buffer", &tensor_over_buffer, py::arg("buffer"), py::arg("dtype"), py::arg("offset"),
        py::arg("numel"), py::arg("writable") = true);
}

}  // namespace yaten::python
