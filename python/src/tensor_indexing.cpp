// Tensor.__getitem__ and __setitem__ (TensorBase's mapping slots): the basic
// indices a training loop uses every step (x[0], x[:, 1:5], x[None],
// x[..., 0]) are applied here as views, and an assigned number or tensor
// written through them; every other index or value, and every index that is
// an error, goes to the Python translation (yaten/_indexing.py), which reads
// all of PyTorch's forms and raises its messages. Doing the common forms
// without a Python frame per call took m[0] from 1.2 us (twice torch's) to
// 0.15 us, and m[0] = v from 1.5 us (torch 0.95) to a third of that.
#include "python/src/tensor_indexing.h"

#include <optional>

#include "generated/autograd/ops/alias.h"
#include "generated/autograd/ops/copy_.h"
#include "generated/autograd/ops/fill_.h"
#include "generated/autograd/ops/select.h"
#include "generated/autograd/ops/slice.h"
#include "generated/autograd/ops/squeeze.h"
#include "generated/autograd/ops/unsqueeze.h"
#include "python/src/arg_parser.h"
#include "python/src/gil_release.h"
#include "python/src/torch_function.h"
#include "python/src/wrap.h"

namespace yaten::python {

namespace {

enum class Entry { Int, Slice, None, Ellipsis, Other };

// An exact int that fits int64 (a bool, a numpy integer, an int subclass or
// a huge int are the Python translation's to read).
bool small_int(PyObject* o, int64_t& out) {
  if (!PyLong_CheckExact(o)) return false;
  int overflow = 0;
  out = PyLong_AsLongLongAndOverflow(o, &overflow);
  return overflow == 0 && !(out == -1 && PyErr_Occurred());
}

bool optional_small_int(PyObject* o, std::optional<int64_t>& out) {
  if (o == Py_None) {
    out.reset();
    return true;
  }
  int64_t v = 0;
  if (!small_int(o, v)) return false;
  out = v;
  return true;
}

Entry entry_of(PyObject* item) {
  if (PyLong_CheckExact(item)) return Entry::Int;
  if (item == Py_None) return Entry::None;
  if (item == Py_Ellipsis) return Entry::Ellipsis;
  if (PySlice_Check(item)) return Entry::Slice;
  return Entry::Other;
}

// The view of t that a basic index selects (t itself when it selects all
// of t), or nullopt when the index is not one this path takes (nothing
// applied then, no Python error set).
std::optional<Tensor> basic_index(const Tensor& t, PyObject* index) {
  PyObject* single[1] = {index};
  PyObject* const* items = single;
  Py_ssize_t count = 1;
  if (PyTuple_CheckExact(index)) {
    items = &PyTuple_GET_ITEM(index, 0);
    count = PyTuple_GET_SIZE(index);
  }
  const int64_t ndim = t.dim();
  if (ndim == 0) return std::nullopt;
  int64_t specified = 0;
  int ellipses = 0;
  for (Py_ssize_t i = 0; i < count; ++i) {
    switch (entry_of(items[i])) {
      case Entry::Int:
      case Entry::Slice:
        ++specified;
        break;
      case Entry::Ellipsis:
        ++ellipses;
        break;
      case Entry::None:
        break;
      case Entry::Other:
        return std::nullopt;
    }
  }
  if (specified > ndim || ellipses > 1) return std::nullopt;
  Tensor result = t;
  bool viewed = false;
  int64_t dim = 0;
  for (Py_ssize_t i = 0; i < count; ++i) {
    PyObject* item = items[i];
    switch (entry_of(item)) {
      case Entry::Int: {
        int64_t v = 0;
        if (!small_int(item, v)) return std::nullopt;
        const int64_t size = result.sizes()[static_cast<size_t>(dim)];
        if (v < -size || v >= size) return std::nullopt;
        result = yaten::select(result, dim, v);
        viewed = true;
        break;
      }
      case Entry::Slice: {
        auto* s = reinterpret_cast<PySliceObject*>(item);
        std::optional<int64_t> start, stop, step;
        if (!optional_small_int(s->start, start) || !optional_small_int(s->stop, stop) ||
            !optional_small_int(s->step, step) || step.value_or(1) <= 0)
          return std::nullopt;
        if (start || stop || step.value_or(1) != 1) {
          result = yaten::slice(result, dim, start, stop, step.value_or(1));
          viewed = true;
        }
        ++dim;
        break;
      }
      case Entry::None:
        result = yaten::unsqueeze(result, dim);
        viewed = true;
        ++dim;
        break;
      case Entry::Ellipsis:
        dim += ndim - specified;
        break;
      case Entry::Other:
        return std::nullopt;
    }
  }
  return viewed ? result : t;
}

// yaten/_indexing.py's function `name` (getitem, setitem), looked up once.
PyObject* python_indexing(const char* name) {
  PyObject* module = PyImport_ImportModule("yaten._indexing");
  if (!module) throw PythonErrorAlreadySet();
  PyObject* fn = PyObject_GetAttrString(module, name);
  Py_DECREF(module);
  if (!fn) throw PythonErrorAlreadySet();
  return fn;  // kept for the process, as the module is
}

bool is_python_number(PyObject* o) { return PyFloat_CheckExact(o) || PyLong_CheckExact(o) || PyBool_Check(o); }

// self[index] = value for a basic index and a number or an exact tensor;
// false (nothing written) for what the Python translation must do.
bool basic_setitem(PyObject* self, PyObject* index, PyObject* value) {
  const bool number = is_python_number(value);
  if (!number && !is_exact_tensor(value)) return false;
  std::optional<Tensor> view = basic_index(tensor_of(self), index);
  if (!view) return false;
  if (number) {
    const Scalar number_value = to_scalar(value);
    call_releasing_gil([&] { return yaten::fill_(*view, number_value); }, *view);
    return true;
  }
  // As PyTorch, leading size-1 dims of the value are dropped before it broadcasts.
  Tensor v = tensor_of(value);
  while (v.dim() > view->dim() && v.sizes()[0] == 1) v = yaten::squeeze(v, 0);
  call_releasing_gil([&] { return yaten::copy_(*view, v); }, *view, v);
  return true;
}

}  // namespace

PyObject* tensor_getitem(PyObject* self, PyObject* index) {
  if (self_needs_torch_function(self)) {
    PyObject* args[1] = {index};
    return handle_self_method_torch_function(self, "__getitem__", args, 1, nullptr);
  }
  YATEN_PY_BEGIN
  const Tensor& t = tensor_of(self);
  if (std::optional<Tensor> view = basic_index(t, index))
    return wrap_tensor(view->impl() == t.impl() ? yaten::alias(t) : std::move(*view));
  if (PyErr_Occurred()) return nullptr;
  static PyObject* translate = python_indexing("getitem");
  return PyObject_CallFunctionObjArgs(translate, self, index, nullptr);
  YATEN_PY_END
}

int tensor_setitem(PyObject* self, PyObject* index, PyObject* value) {
  if (!value) {
    PyErr_SetString(PyExc_TypeError, "Tensor does not support deleting items");
    return -1;
  }
  OverloadedArgs overloaded;
  append_overloaded(overloaded, self);
  append_overloaded(overloaded, value);
  if (!overloaded.empty() || mode_active()) {
    PyObject* args[2] = {index, value};
    PyObject* result = handle_method_torch_function(overloaded, self, "__setitem__", args, 2, nullptr);
    Py_XDECREF(result);
    return result ? 0 : -1;
  }
  try {
    if (basic_setitem(self, index, value)) return 0;
    if (PyErr_Occurred()) return -1;
    static PyObject* translate = python_indexing("setitem");
    PyObject* result = PyObject_CallFunctionObjArgs(translate, self, index, value, nullptr);
    Py_XDECREF(result);
    return result ? 0 : -1;
  } catch (...) {
    set_python_error();
    return -1;
  }
}

}  // namespace yaten::python
