// yaten._C's view of the runtime's op registry and schema parser, for
// yaten.ops (introspection) and yaten.library (ops defined from Python).
#pragma once

#include <pybind11/pybind11.h>

namespace yaten::python {

void init_op_registry(pybind11::module_& m);

}  // namespace yaten::python
