// The __torch_function__ protocol (PyTorch's, as in torch/overrides.py):
// arguments whose type defines __torch_function__ (Tensor subclasses,
// Tensor-likes) are noted while the arguments are parsed, and the call is
// handed to them -- and to the active TorchFunctionMode -- instead of the
// op. For exact tensors the whole cost is one type-pointer compare per
// argument and one load of a global counter per call.
#pragma once

#include <Python.h>

#include <vector>

#include "python/src/tensor_type.h"

namespace yaten::python {

// Arguments to dispatch to, in calling order: subclasses before their
// superclasses, otherwise left to right; one per distinct type.
using OverloadedArgs = std::vector<PyObject*>;  // borrowed

// How many TorchFunctionModes are pushed, over all threads: the hot path
// reads this before looking at its own thread's stack.
extern int g_pushed_modes;

inline bool is_exact_tensor(PyObject* obj) {
  PyTypeObject* t = Py_TYPE(obj);
  return t == g_tensor_class || t == &tensor_base_type;
}

// True when a mode of this thread must see the call.
bool mode_active_slow();
inline bool mode_active() { return g_pushed_modes != 0 && mode_active_slow(); }

// For hand-written methods and properties, which have only self to look at.
bool dispatches_torch_function(PyObject* obj);
inline bool self_needs_torch_function(PyObject* self) {
  return (!is_exact_tensor(self) && dispatches_torch_function(self)) || mode_active();
}

// Whether obj's type defines a __torch_function__ that dispatch must call
// now (not the disabled one; subclass dispatch not turned off).
bool dispatches_torch_function(PyObject* obj);
// Adds obj to args when it dispatches and its type is not there yet.
void append_overloaded(OverloadedArgs& args, PyObject* obj);

// Calls the mode, then each overloaded argument's __torch_function__(func,
// types, args, kwargs) until one returns something other than
// NotImplemented. Raises TypeError naming `qualified_name` when none does
// (or returns NotImplemented when `not_implemented_ok`, for operators).
// New reference, or nullptr with a Python error set.
PyObject* dispatch_torch_function(const OverloadedArgs& overloaded, PyObject* func, PyObject* args, PyObject* kwargs,
                                  const char* qualified_name, bool not_implemented_ok = false);

// For the generated bindings: builds (args, kwargs) from a vectorcall.
// Functions pass the module they were registered in (their `self`) and
// their public namespace ("yaten", "yaten.nn.functional"); methods pass
// self, which is prepended to args, and func is Tensor.<name>.
PyObject* handle_function_torch_function(const OverloadedArgs& overloaded, PyObject* module, const char* name,
                                         const char* public_namespace, PyObject* const* args, Py_ssize_t nargs,
                                         PyObject* kwnames);
PyObject* handle_method_torch_function(const OverloadedArgs& overloaded, PyObject* self, const char* name,
                                       PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames,
                                       bool is_operator = false);
// For hand-written methods: self is the only argument that may dispatch.
PyObject* handle_self_method_torch_function(PyObject* self, const char* name, PyObject* const* args, Py_ssize_t nargs,
                                            PyObject* kwnames);
// For properties: func is Tensor.<name>.__get__ / __set__.
PyObject* handle_getter_torch_function(PyObject* self, const char* name);
int handle_setter_torch_function(PyObject* self, const char* name, PyObject* value);

// Registers _C's protocol functions (_has_torch_function, DisableTorchFunction,
// the mode stack, ...) and Tensor.as_subclass.
void init_torch_function(PyObject* module);
void add_torch_function_methods(std::vector<PyMethodDef>& methods);

}  // namespace yaten::python

// First line of a hand-written Tensor method.
#define YATEN_METHOD_TORCH_FUNCTION(name, args, nargs, kwnames) \
  if (::yaten::python::self_needs_torch_function(self))         \
  return ::yaten::python::handle_self_method_torch_function(self, name, args, nargs, kwnames)
