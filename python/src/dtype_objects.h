// yaten.float32 and friends: one immortal Python object per ScalarType.
#pragma once

#include <Python.h>

#include <optional>

#include "runtime/dtype.h"

namespace yaten::python {

// Creates the dtype type and objects and adds them to `module`.
void init_dtypes(PyObject* module);
PyObject* dtype_object(ScalarType t);  // borrowed
std::optional<ScalarType> dtype_from_object(PyObject* obj);

}  // namespace yaten::python
