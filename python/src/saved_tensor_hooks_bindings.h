// _C's side of yaten.autograd.graph: Python pack/unpack callables as the
// autograd layer's saved-tensor hooks, and the switches that push, pop and
// disable them.
#pragma once

#include <pybind11/pybind11.h>

namespace yaten::python {

void init_saved_tensor_hooks(pybind11::module_& m);

}  // namespace yaten::python
