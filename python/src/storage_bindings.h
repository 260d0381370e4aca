// The few storage-level entry points serialization needs: a storage's
// identity and size, views placed on a storage (torch's set_), and tensors
// over a caller's writable buffer (an mmap of a checkpoint).
#pragma once

#include <pybind11/pybind11.h>

namespace yaten::python {

void init_storage_bindings(pybind11::module_& m);

}  // namespace yaten::python
