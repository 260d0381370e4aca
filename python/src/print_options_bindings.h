// _C._get_print_options / _C._set_print_options: the knobs of runtime/printing.h,
// behind yaten.set_printoptions.
#pragma once

#include <pybind11/pybind11.h>

namespace yaten::python {

void init_print_options(pybind11::module_& m);

}  // namespace yaten::python
