// _C._load_extension and _C._call_extension_op: C++ extension libraries
// (runtime/extension_abi.h) loaded and called for yaten.ops.load_library.
#pragma once

#include <pybind11/pybind11.h>

namespace yaten::python {

void init_extension_loader(pybind11::module_& m);

}  // namespace yaten::python
