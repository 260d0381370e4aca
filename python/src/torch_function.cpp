// __torch_function__ dispatch: the per-thread switches (DisableTorchFunction,
// the mode stack), the ordering of overloaded arguments, and the calls.
#include "python/src/torch_function.h"

#include <cstring>
#include <string>

#include "generated/autograd/ops/alias.h"
#include "python/src/wrap.h"

namespace yaten::python {

int g_pushed_modes = 0;

namespace {

enum Level : int { kEnabled = 0, kSubclassDisabled = 1, kAllDisabled = 2 };

// Per thread, as PyTorch's: what is disabled, and the pushed modes (owned).
struct ThreadState {
  int level = kEnabled;
  std::vector<PyObject*> modes;
};
thread_local ThreadState tls;

PyObject* g_disabled_impl = nullptr;  // _C._disabled_torch_function_impl
PyObject* g_name = nullptr;           // interned "__torch_function__"

// Pops the innermost mode for the duration of its own call, so the calls it
// makes go to the next mode (PyTorch's StashTorchFunctionModeGuard).
struct StashedMode {
  PyObject* mode;
  StashedMode() : mode(tls.modes.back()) {
    tls.modes.pop_back();
    --g_pushed_modes;
  }
  ~StashedMode() {
    tls.modes.push_back(mode);
    ++g_pushed_modes;
  }
};

std::string type_names(const OverloadedArgs& overloaded) {
  std::string out = "[";
  for (size_t i = 0; i < overloaded.size(); ++i) {
    if (i) out += ", ";
    PyObject* name = PyObject_GetAttrString(reinterpret_cast<PyObject*>(Py_TYPE(overloaded[i])), "__name__");
    out += utf8_or(name, Py_TYPE(overloaded[i])->tp_name);
    Py_XDECREF(name);
    PyErr_Clear();
  }
  return out + "]";
}

PyObject* call_handler(PyObject* handler, PyObject* func, PyObject* types, PyObject* args, PyObject* kwargs) {
  PyObject* call_args[] = {func, types, args, kwargs ? kwargs : Py_None};
  return PyObject_Vectorcall(handler, call_args, 4, nullptr);
}

PyObject* no_implementation(const OverloadedArgs& overloaded, const char* qualified_name, PyObject* mode) {
  std::string message = std::string("no implementation found for '") + qualified_name +
                        "' on types that implement __torch_function__: " + type_names(overloaded);
  if (mode) {
    PyObject* repr = PyObject_Repr(mode);
    message += " nor in mode " + utf8_or(repr, "?");
    Py_XDECREF(repr);
    PyErr_Clear();
  }
  PyErr_SetString(PyExc_TypeError, message.c_str());
  return nullptr;
}

// (args, kwargs) from a vectorcall, with `first` (self) prepended when given.
bool pack_arguments(PyObject* first, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames, PyObject** out_args,
                    PyObject** out_kwargs) {
  nargs = PyVectorcall_NARGS(nargs);
  Py_ssize_t offset = first ? 1 : 0;
  PyObject* tuple = PyTuple_New(nargs + offset);
  if (!tuple) return false;
  if (first) {
    Py_INCREF(first);
    PyTuple_SET_ITEM(tuple, 0, first);
  }
  for (Py_ssize_t i = 0; i < nargs; ++i) {
    Py_INCREF(args[i]);
    PyTuple_SET_ITEM(tuple, i + offset, args[i]);
  }
  PyObject* kwargs = nullptr;
  Py_ssize_t nkw = kwnames ? PyTuple_GET_SIZE(kwnames) : 0;
  if (nkw) {
    kwargs = PyDict_New();
    for (Py_ssize_t k = 0; kwargs && k < nkw; ++k) {
      if (PyDict_SetItem(kwargs, PyTuple_GET_ITEM(kwnames, k), args[nargs + k]) < 0) Py_CLEAR(kwargs);
    }
    if (!kwargs) {
      Py_DECREF(tuple);
      return false;
    }
  }
  *out_args = tuple;
  *out_kwargs = kwargs;
  return true;
}

PyObject* dispatch_vectorcall(const OverloadedArgs& overloaded, PyObject* func, const std::string& qualified_name,
                              PyObject* first, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames,
                              bool not_implemented_ok) {
  PyObject* packed_args = nullptr;
  PyObject* kwargs = nullptr;
  if (!pack_arguments(first, args, nargs, kwnames, &packed_args, &kwargs)) return nullptr;
  PyObject* result =
      dispatch_torch_function(overloaded, func, packed_args, kwargs, qualified_name.c_str(), not_implemented_ok);
  Py_DECREF(packed_args);
  Py_XDECREF(kwargs);
  return result;
}

}  // namespace

bool mode_active_slow() { return tls.level < kAllDisabled && !tls.modes.empty(); }

bool dispatches_torch_function(PyObject* obj) {
  if (tls.level != kEnabled) return false;
  PyObject* impl = _PyType_Lookup(Py_TYPE(obj), g_name);
  return impl && impl != g_disabled_impl;
}

void append_overloaded(OverloadedArgs& args, PyObject* obj) {
  if (is_exact_tensor(obj) || !dispatches_torch_function(obj)) return;
  PyTypeObject* type = Py_TYPE(obj);
  size_t index = args.size();
  for (size_t i = 0; i < args.size(); ++i) {
    if (Py_TYPE(args[i]) == type) return;
    if (index == args.size() && PyType_IsSubtype(type, Py_TYPE(args[i]))) index = i;
  }
  args.insert(args.begin() + static_cast<std::ptrdiff_t>(index), obj);
}

PyObject* dispatch_torch_function(const OverloadedArgs& overloaded, PyObject* func, PyObject* args, PyObject* kwargs,
                                  const char* qualified_name, bool not_implemented_ok) {
  PyObject* types = PyTuple_New(static_cast<Py_ssize_t>(overloaded.size()));
  if (!types) return nullptr;
  for (size_t i = 0; i < overloaded.size(); ++i) {
    Py_INCREF(Py_TYPE(overloaded[i]));
    PyTuple_SET_ITEM(types, i, reinterpret_cast<PyObject*>(Py_TYPE(overloaded[i])));
  }
  PyObject* result = nullptr;
  PyObject* mode = nullptr;
  if (mode_active()) {
    StashedMode stash;
    mode = stash.mode;
    Py_INCREF(mode);
    PyObject* handler = PyObject_GetAttr(mode, g_name);
    result = handler ? call_handler(handler, func, types, args, kwargs) : nullptr;
    Py_XDECREF(handler);
  }
  for (size_t i = 0; i < overloaded.size() && (!mode || result == Py_NotImplemented); ++i) {
    Py_CLEAR(result);
    PyObject* handler = PyObject_GetAttr(overloaded[i], g_name);
    result = handler ? call_handler(handler, func, types, args, kwargs) : nullptr;
    Py_XDECREF(handler);
    if (result != Py_NotImplemented) break;
  }
  if (!mode && overloaded.empty()) result = Py_NewRef(Py_NotImplemented);
  Py_DECREF(types);
  if (result == Py_NotImplemented && !not_implemented_ok) {
    Py_DECREF(result);
    result = no_implementation(overloaded, qualified_name, mode);
  }
  Py_XDECREF(mode);
  return result;
}

PyObject* handle_function_torch_function(const OverloadedArgs& overloaded, PyObject* module, const char* name,
                                         const char* public_namespace, PyObject* const* args, Py_ssize_t nargs,
                                         PyObject* kwnames) {
  PyObject* func = PyObject_GetAttrString(module, name);
  if (!func) return nullptr;
  std::string qualified = std::string(public_namespace) + "." + name;
  PyObject* result = dispatch_vectorcall(overloaded, func, qualified, nullptr, args, nargs, kwnames, false);
  Py_DECREF(func);
  return result;
}

PyObject* handle_method_torch_function(const OverloadedArgs& overloaded, PyObject* self, const char* name,
                                       PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames, bool is_operator) {
  PyObject* func = PyObject_GetAttrString(reinterpret_cast<PyObject*>(g_tensor_class), name);
  if (!func) return nullptr;
  std::string qualified = std::string("yaten.Tensor.") + name;
  PyObject* result = dispatch_vectorcall(overloaded, func, qualified, self, args, nargs, kwnames, is_operator);
  Py_DECREF(func);
  return result;
}

PyObject* handle_self_method_torch_function(PyObject* self, const char* name, PyObject* const* args, Py_ssize_t nargs,
                                            PyObject* kwnames) {
  OverloadedArgs overloaded;
  append_overloaded(overloaded, self);
  return handle_method_torch_function(overloaded, self, name, args, nargs, kwnames);
}

namespace {

PyObject* property_accessor(const char* name, const char* which) {
  PyObject* descriptor = PyObject_GetAttrString(reinterpret_cast<PyObject*>(g_tensor_class), name);
  if (!descriptor) return nullptr;
  PyObject* accessor = PyObject_GetAttrString(descriptor, which);
  Py_DECREF(descriptor);
  return accessor;
}

}  // namespace

PyObject* handle_getter_torch_function(PyObject* self, const char* name) {
  OverloadedArgs overloaded;
  append_overloaded(overloaded, self);
  PyObject* func = property_accessor(name, "__get__");
  if (!func) return nullptr;
  PyObject* args = PyTuple_Pack(1, self);
  std::string qualified = std::string("yaten.Tensor.") + name + ".__get__";
  PyObject* result = args ? dispatch_torch_function(overloaded, func, args, nullptr, qualified.c_str()) : nullptr;
  Py_XDECREF(args);
  Py_DECREF(func);
  return result;
}

int handle_setter_torch_function(PyObject* self, const char* name, PyObject* value) {
  OverloadedArgs overloaded;
  append_overloaded(overloaded, self);
  PyObject* func = property_accessor(name, value ? "__set__" : "__delete__");
  if (!func) return -1;
  PyObject* args = value ? PyTuple_Pack(2, self, value) : PyTuple_Pack(1, self);
  std::string qualified = std::string("yaten.Tensor.") + name + (value ? ".__set__" : ".__delete__");
  PyObject* result = args ? dispatch_torch_function(overloaded, func, args, nullptr, qualified.c_str()) : nullptr;
  Py_XDECREF(args);
  Py_DECREF(func);
  if (!result) return -1;
  Py_DECREF(result);
  return 0;
}

// --- the Python-facing part: _C functions and Tensor.as_subclass ---

namespace {

bool collect_iterable(PyObject* iterable, OverloadedArgs& out) {
  PyObject* seq = PySequence_Fast(iterable, "expected an iterable of arguments");
  if (!seq) return false;
  Py_ssize_t n = PySequence_Fast_GET_SIZE(seq);
  for (Py_ssize_t i = 0; i < n; ++i) append_overloaded(out, PySequence_Fast_GET_ITEM(seq, i));
  Py_DECREF(seq);
  return true;
}

PyObject* has_torch_function(PyObject*, PyObject* iterable) {
  OverloadedArgs overloaded;
  if (!collect_iterable(iterable, overloaded)) return nullptr;
  return PyBool_FromLong(!overloaded.empty() || mode_active());
}

PyObject* has_torch_function_unary(PyObject*, PyObject* obj) {
  return PyBool_FromLong((!is_exact_tensor(obj) && dispatches_torch_function(obj)) || mode_active());
}

PyObject* has_torch_function_variadic(PyObject*, PyObject* const* args, Py_ssize_t nargs) {
  for (Py_ssize_t i = 0; i < nargs; ++i)
    if (!is_exact_tensor(args[i]) && dispatches_torch_function(args[i])) Py_RETURN_TRUE;
  return PyBool_FromLong(mode_active());
}

PyObject* get_overloaded_args(PyObject*, PyObject* iterable) {
  OverloadedArgs overloaded;
  if (!collect_iterable(iterable, overloaded)) return nullptr;
  PyObject* out = PyList_New(static_cast<Py_ssize_t>(overloaded.size()));
  for (size_t i = 0; out && i < overloaded.size(); ++i) PyList_SET_ITEM(out, i, Py_NewRef(overloaded[i]));
  return out;
}

std::string python_qualified_name(PyObject* func) {
  // yaten._tensor.Tensor.__repr__ is spelled yaten.Tensor.__repr__, as users know it.
  PyObject* module = PyObject_GetAttrString(func, "__module__");
  PyObject* qualname = PyObject_GetAttrString(func, "__qualname__");
  if (!qualname) qualname = PyObject_GetAttrString(func, "__name__");
  PyErr_Clear();
  std::string m = utf8_or(module, "");
  std::string q = utf8_or(qualname, "<function>");
  Py_XDECREF(module);
  Py_XDECREF(qualname);
  if (m == "yaten._tensor") m = "yaten";
  return m.empty() ? q : m + "." + q;
}

// handle_torch_function(public_api, relevant_args, *args, **kwargs)
PyObject* handle_torch_function_py(PyObject*, PyObject* args, PyObject* kwargs) {
  if (PyTuple_GET_SIZE(args) < 2) {
    PyErr_SetString(PyExc_TypeError, "handle_torch_function(public_api, relevant_args, *args, **kwargs)");
    return nullptr;
  }
  PyObject* func = PyTuple_GET_ITEM(args, 0);
  OverloadedArgs overloaded;
  if (!collect_iterable(PyTuple_GET_ITEM(args, 1), overloaded)) return nullptr;
  PyObject* rest = PyTuple_GetSlice(args, 2, PyTuple_GET_SIZE(args));
  if (!rest) return nullptr;
  PyObject* kw = kwargs && PyDict_GET_SIZE(kwargs) ? kwargs : nullptr;
  PyObject* result = dispatch_torch_function(overloaded, func, rest, kw, python_qualified_name(func).c_str());
  Py_DECREF(rest);
  return result;
}

// Runs func(*args, **kwargs) with subclass dispatch off: what a type whose
// __torch_function__ is this function gets (PyTorch's _disabled_torch_function_impl).
PyObject* disabled_torch_function_impl(PyObject*, PyObject* const* args, Py_ssize_t nargs) {
  if (nargs < 3) {
    PyErr_SetString(PyExc_TypeError, "_disabled_torch_function_impl(func, types, args=(), kwargs=None)");
    return nullptr;
  }
  PyObject* kwargs = nargs > 3 && args[3] != Py_None ? args[3] : nullptr;
  if (kwargs && !PyDict_Check(kwargs)) {
    PyErr_SetString(PyExc_TypeError, "_disabled_torch_function_impl(): kwargs must be a dict or None");
    return nullptr;
  }
  PyObject* call_args = PySequence_Tuple(args[2]);
  if (!call_args) return nullptr;
  int saved = tls.level;
  if (saved < kSubclassDisabled) tls.level = kSubclassDisabled;
  PyObject* result = PyObject_Call(args[0], call_args, kwargs);
  tls.level = saved;
  Py_DECREF(call_args);
  return result;
}

PyObject* is_torch_function_enabled(PyObject*, PyObject*) { return PyBool_FromLong(tls.level == kEnabled); }
PyObject* is_torch_function_mode_enabled(PyObject*, PyObject*) { return PyBool_FromLong(mode_active()); }

PyObject* push_mode(PyObject*, PyObject* mode) {
  tls.modes.push_back(Py_NewRef(mode));
  ++g_pushed_modes;
  Py_RETURN_NONE;
}

PyObject* pop_mode(PyObject*, PyObject*) {
  if (tls.modes.empty()) {
    PyErr_SetString(PyExc_RuntimeError, "no TorchFunctionMode is active");
    return nullptr;
  }
  PyObject* mode = tls.modes.back();
  tls.modes.pop_back();
  --g_pushed_modes;
  return mode;
}

PyObject* mode_stack(PyObject*, PyObject*) {
  PyObject* out = PyList_New(static_cast<Py_ssize_t>(tls.modes.size()));
  for (size_t i = 0; out && i < tls.modes.size(); ++i) PyList_SET_ITEM(out, i, Py_NewRef(tls.modes[i]));
  return out;
}

// DisableTorchFunction / DisableTorchFunctionSubclass: context managers that
// raise the thread's level for their block and restore it after.
struct DisableGuard {
  PyObject_HEAD
  int level;
  int saved;
};

PyObject* guard_enter(PyObject* self, PyObject*) {
  auto* g = reinterpret_cast<DisableGuard*>(self);
  g->saved = tls.level;
  if (tls.level < g->level) tls.level = g->level;
  return Py_NewRef(self);
}

PyObject* guard_exit(PyObject* self, PyObject*) {
  tls.level = reinterpret_cast<DisableGuard*>(self)->saved;
  Py_RETURN_FALSE;
}

PyMethodDef guard_methods[] = {
    {"__enter__", guard_enter, METH_NOARGS, nullptr},
    {"__exit__", guard_exit, METH_VARARGS, nullptr},
    {nullptr, nullptr, 0, nullptr},
};

template <int kLevel>
PyObject* guard_new(PyTypeObject* type, PyObject*, PyObject*) {
  PyObject* self = type->tp_alloc(type, 0);
  if (self) {
    reinterpret_cast<DisableGuard*>(self)->level = kLevel;
    reinterpret_cast<DisableGuard*>(self)->saved = kEnabled;
  }
  return self;
}

template <int kLevel>
PyTypeObject make_guard_type(const char* name, const char* doc) {
  PyTypeObject t{PyVarObject_HEAD_INIT(nullptr, 0)};
  t.tp_name = name;
  t.tp_basicsize = sizeof(DisableGuard);
  t.tp_flags = Py_TPFLAGS_DEFAULT;
  t.tp_new = guard_new<kLevel>;
  t.tp_methods = guard_methods;
  t.tp_doc = doc;
  return t;
}

PyTypeObject disable_all_type = make_guard_type<kAllDisabled>(
    "yaten._C.DisableTorchFunction", "Within the block, neither arguments' __torch_function__ nor modes are called.");
PyTypeObject disable_subclass_type = make_guard_type<kSubclassDisabled>(
    "yaten._C.DisableTorchFunctionSubclass",
    "Within the block, arguments' __torch_function__ is not called (modes still are).");

// Tensor.as_subclass(cls): a tensor of class cls sharing self's data and
// history, made by the differentiable alias op (PyTorch's as_subclass).
PyObject* as_subclass(PyObject* self, PyObject* cls) {
  YATEN_PY_BEGIN
  if (!PyType_Check(cls) || !PyType_IsSubtype(reinterpret_cast<PyTypeObject*>(cls), &tensor_base_type)) {
    PyErr_Format(PyExc_TypeError, "as_subclass(): cls must be a subclass of yaten.Tensor, not %s",
                 PyType_Check(cls) ? reinterpret_cast<PyTypeObject*>(cls)->tp_name : Py_TYPE(cls)->tp_name);
    return nullptr;
  }
  return wrap_tensor(yaten::alias(tensor_of(self)), reinterpret_cast<PyTypeObject*>(cls));
  YATEN_PY_END
}

#define FASTCALL_NOKW(f) reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(f)), METH_FASTCALL

PyMethodDef module_functions[] = {
    {"_has_torch_function", has_torch_function, METH_O,
     "Whether any argument of the iterable (or an active mode) dispatches to __torch_function__."},
    {"_has_torch_function_unary", has_torch_function_unary, METH_O, "_has_torch_function for one argument."},
    {"_has_torch_function_variadic", FASTCALL_NOKW(has_torch_function_variadic),
     "_has_torch_function for the arguments given."},
    {"_get_overloaded_args", get_overloaded_args, METH_O,
     "The arguments __torch_function__ is called on, in calling order."},
    {"_handle_torch_function", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(handle_torch_function_py)),
     METH_VARARGS | METH_KEYWORDS, "handle_torch_function(public_api, relevant_args, *args, **kwargs)"},
    {"_disabled_torch_function_impl", FASTCALL_NOKW(disabled_torch_function_impl),
     "The __torch_function__ of a type that opts out of dispatch: runs func with dispatch off."},
    {"_is_torch_function_enabled", is_torch_function_enabled, METH_NOARGS,
     "False inside DisableTorchFunction(Subclass)."},
    {"_is_torch_function_mode_enabled", is_torch_function_mode_enabled, METH_NOARGS,
     "Whether a TorchFunctionMode sees calls now."},
    {"_push_torch_function_mode", push_mode, METH_O, "Pushes a TorchFunctionMode for this thread."},
    {"_pop_torch_function_mode", pop_mode, METH_NOARGS, "Pops this thread's innermost TorchFunctionMode."},
    {"_torch_function_mode_stack", mode_stack, METH_NOARGS, "This thread's modes, outermost first."},
    {nullptr, nullptr, 0, nullptr},
};

}  // namespace

void add_torch_function_methods(std::vector<PyMethodDef>& methods) {
  methods.push_back({"as_subclass", as_subclass, METH_O,
                     "as_subclass($self, cls, /)\n--\n\nThe same data and history, as an instance of cls."});
}

void init_torch_function(PyObject* module) {
  g_name = PyUnicode_InternFromString("__torch_function__");
  if (PyModule_AddFunctions(module, module_functions) < 0) return;
  g_disabled_impl = PyObject_GetAttrString(module, "_disabled_torch_function_impl");  // kept for the module's life
  for (PyTypeObject* type : {&disable_all_type, &disable_subclass_type}) {
    if (PyType_Ready(type) < 0) return;
    const char* dot = std::strrchr(type->tp_name, '.');
    Py_INCREF(type);
    PyModule_AddObject(module, dot + 1, reinterpret_cast<PyObject*>(type));
  }
}

}  // namespace yaten::python
