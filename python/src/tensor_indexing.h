// Tensor.__getitem__ in C: basic indices as views, the rest in Python.
#pragma once

#include <Python.h>

namespace yaten::python {

// TensorBase's mp_subscript (see tensor_indexing.cpp).
PyObject* tensor_getitem(PyObject* self, PyObject* index);

}  // namespace yaten::python
