// Adds the forward-mode AD functions to _C.
#pragma once

#include <pybind11/pybind11.h>

namespace yaten::python {

void init_forward_ad(pybind11::module_& m);

}  // namespace yaten::python
