// Tensor.__getitem__ (TensorBase's mp_subscript): the basic indices a
// training loop reads every step (x[0], x[:, 1:5], x[None], x[..., 0]) are
// applied here as views; every other index, and every index that is an
// error, goes to the Python translation (yaten/_indexing.py), which reads
// all of PyTorch's forms and raises its messages. Doing the common forms
// without a Python frame per call took m[0] from 1.2 us (twice torch's) to
// a third of that.
#include "python/src/tensor_indexing.h"

#include <optional>

#include "generated/autograd/ops/alias.h"
#include "generated/autograd/ops/select.h"
#include "generated/autograd/ops/slice.h"
#include "generated/autograd/ops/unsqueeze.h"
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

// The view of t that a basic index selects, or nullopt when the index is
// not one this path takes (nothing applied then, no Python error set).
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
  return viewed ? result : yaten::alias(t);
}

}  // namespace

PyObject* tensor_getitem(PyObject* self, PyObject* index) {
  if (self_needs_torch_function(self)) {
    PyObject* args[1] = {index};
    return handle_self_method_torch_function(self, "__getitem__", args, 1, nullptr);
  }
  YATEN_PY_BEGIN
  if (std::optional<Tensor> view = basic_index(tensor_of(self), index)) return wrap_tensor(std::move(*view));
  if (PyErr_Occurred()) return nullptr;
  static PyObject* translate = [] {
    PyObject* module = PyImport_ImportModule("yaten._indexing");
    if (!module) throw PythonErrorAlreadySet();
    PyObject* fn = PyObject_GetAttrString(module, "getitem");
    Py_DECREF(module);
    if (!fn) throw PythonErrorAlreadySet();
    return fn;  // kept for the process, as the module is
  }();
  return PyObject_CallFunctionObjArgs(translate, self, index, nullptr);
  YATEN_PY_END
}

}  // namespace yaten::python
