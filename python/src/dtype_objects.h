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
// A dtype argument as torch's parser reads one: a dtype, or Python's float (float64), int (int64) or bool.
std::optional<ScalarType> dtype_from_argument(PyObject* obj);

}  // namespace yaten::python
