// Tensor.register_hook with Python callables, the handle that removes a hook,
// and _C._undefined_grad (for gradcheck).
#pragma once

#include <Python.h>
#include <pybind11/pybind11.h>

#include "autograd/node.h"

namespace yaten::python {

// A Python hook: the engine calls fn; the tensor's GC traversal visits it.
// The engine runs without the GIL, and may drop the last reference to a
// hook there: the destructor takes the GIL to release fn.
struct PyHook : autograd::HookPayload {
  pybind11::object fn;
  bool removed = false;
  PyHook() = default;
  PyHook(const PyHook&) = delete;
  PyHook& operator=(const PyHook&) = delete;
  ~PyHook() override;
};

// Tensor.register_hook(hook): hook(grad) may return a replacement gradient
// of the same size, or None. Returns a handle whose remove() disables it.
PyObject* tensor_register_hook(PyObject* self, PyObject* hook);
// Tensor.register_post_accumulate_grad_hook(hook): hook(tensor) after the
// leaf's .grad was accumulated; returns the same kind of handle.
PyObject* tensor_register_post_accumulate_grad_hook(PyObject* self, PyObject* hook);

// grad_fn.register_hook(hook): hook(grad_inputs, grad_outputs) after the node
// ran, may return a tuple replacing grad_inputs. grad_fn.register_prehook(hook):
// hook(grad_outputs) before it runs, may return a tuple replacing them. Both
// return the handle register_hook returns.
PyObject* node_register_hook(const std::shared_ptr<autograd::Node>& node, PyObject* fn);
PyObject* node_register_prehook(const std::shared_ptr<autograd::Node>& node, PyObject* fn);

void init_autograd_hooks(pybind11::module_& m);

}  // namespace yaten::python
