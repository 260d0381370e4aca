// Which yaten dtype a numpy array (any buffer) holds, refusing what yaten
// cannot read as PyTorch refuses it: another byte order (ValueError), a
// dtype yaten lacks (TypeError naming it; complex among them).
#pragma once

#include <Python.h>

#include "runtime/dtype.h"

namespace yaten::python {

// Throws for a non-native byte order or an unsupported item type.
ScalarType buffer_dtype(const Py_buffer& view, PyObject* array);
// The TypeError for an array whose buffer cannot be read (object, str).
[[noreturn]] void refuse_unreadable_array(PyObject* array);
// PyTorch's warning for a shared array that is not writeable.
void warn_if_not_writeable(PyObject* array);

}  // namespace yaten::python
