// Tensor.register_hook with Python callables, the handle that removes a hook,
// and _C._undefined_grad (for gradcheck).
#pragma once

#include <Python.h>
#include <pybind11/pybind11.h>

namespace yaten::python {

// Tensor.register_hook(hook): hook(grad) may return a replacement gradient
// of the same size, or None. Returns a handle whose remove() disables it.
PyObject* tensor_register_hook(PyObject* self, PyObject* hook);

void init_autograd_hooks(pybind11::module_& m);

}  // namespace yaten::python
