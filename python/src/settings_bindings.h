// torch's process settings and dtype questions that need the core:
// set_warn_always, set_flush_denormal, result_type and can_cast.
#pragma once

#include <pybind11/pybind11.h>

namespace yaten::python {

void init_settings_bindings(pybind11::module_& m);

}  // namespace yaten::python
