// Tensor.__getitem__ / __setitem__ in C: basic indices as views, the rest in Python.
#pragma once

#include <Python.h>

namespace yaten::python {

// TensorBase's mp_subscript and mp_ass_subscript (see tensor_indexing.cpp).
PyObject* tensor_getitem(PyObject* self, PyObject* index);
int tensor_setitem(PyObject* self, PyObject* index, PyObject* value);

}  // namespace yaten::python
