// yaten._C._ArgParser: the generated bindings' argument parser for functions
// written in Python whose arguments torch's C parser reads (yaten.nonzero,
// Tensor.nonzero), so that they take and refuse calls with torch's messages.
#pragma once

#include <pybind11/pybind11.h>

namespace yaten::python {

void init_arg_parser_bindings(pybind11::module_& m);

}  // namespace yaten::python
