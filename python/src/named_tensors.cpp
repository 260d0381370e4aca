// See named_tensors.h.
#include "python/src/named_tensors.h"

#include <pybind11/stl.h>

#include "generated/autograd/ops/alias.h"
#include "python/src/arg_parser.h"
#include "python/src/convert.h"
#include "python/src/pybind_casters.h"
#include "python/src/wrap.h"
#include "runtime/error.h"

namespace py = pybind11;

namespace yaten::python {

PyObject* names_to_python(const Tensor& t) {
  DimnameList names = names::names_of(t);
  PyObject* out = PyTuple_New(static_cast<Py_ssize_t>(names.size()));
  if (!out) return nullptr;
  for (size_t i = 0; i < names.size(); ++i) {
    PyObject* item = names[i].empty() ? Py_NewRef(Py_None) : PyUnicode_FromString(names[i].c_str());
    if (!item) {
      Py_DECREF(out);
      return nullptr;
    }
    PyTuple_SET_ITEM(out, static_cast<Py_ssize_t>(i), item);
  }
  return out;
}

DimnameList names_from_python(PyObject* names) {
  if (PyUnicode_Check(names) || !PySequence_Check(names))
    throw RuntimeError("names must either be None or a tuple of dim names");
  py::sequence seq = py::reinterpret_borrow<py::sequence>(names);
  DimnameList out;
  for (py::handle item : seq) {
    if (item.is_none()) {
      out.emplace_back();
      continue;
    }
    if (!PyUnicode_Check(item.ptr())) {
      PyErr_Format(PyExc_TypeError, "expected None or string for Dimname but got %s", Py_TYPE(item.ptr())->tp_name);
      throw PythonErrorAlreadySet();
    }
    out.push_back(item.cast<std::string>());
    names::check_identifier(out.back());
  }
  return out;
}

int64_t dim_from_name(const Tensor& t, PyObject* name) {
  YATEN_CHECK(name != Py_None, "Please look up dimensions by name, got: name = None.");
  if (!PyUnicode_Check(name)) {
    PyErr_Format(PyExc_TypeError, "expected None or string for Dimname but got %s", Py_TYPE(name)->tp_name);
    throw PythonErrorAlreadySet();
  }
  return names::dim_of(t, utf8_or(name, "?"));
}

void check_names_found(const Tensor& t, std::initializer_list<PyObject*> names) {
  PyObject* name = *(names.end() - 1);
  if (name != Py_None && !PyUnicode_Check(name)) {
    for (py::handle item : py::reinterpret_borrow<py::sequence>(name)) {
      if (!PyUnicode_Check(item.ptr()) && !item.is_none()) {
        PyErr_Format(PyExc_TypeError, "expected None or string for Dimname but got %s", Py_TYPE(item.ptr())->tp_name);
        throw PythonErrorAlreadySet();
      }
    }
    py::sequence list = py::reinterpret_borrow<py::sequence>(name);
    if (list.size() != 0) dim_from_name(t, py::object(list[0]).ptr());
    return;
  }
  dim_from_name(t, name);
}

DimVector dims_from_names(const Tensor& t, PyObject* names) {
  if (PyUnicode_Check(names) || names == Py_None) return DimVector{dim_from_name(t, names)};
  DimVector dims;
  for (py::handle item : py::reinterpret_borrow<py::sequence>(names)) dims.push_back(dim_from_name(t, item.ptr()));
  return dims;
}

void set_names_from_python(const Tensor& t, PyObject* names) {
  if (names != Py_None) names::set_names(t, names_from_python(names));
}

void init_named_tensors(py::module_& m) {
  // An alias of t (a view, in autograd as torch's rename: AliasBackward0) with these names, or none.
  m.def("_renamed", [](const Tensor& t, py::handle names) {
    DimnameList list = names.is_none() ? DimnameList(static_cast<size_t>(t.dim())) : names_from_python(names.ptr());
    Tensor view;
    {
      const names::DisabledGuard unnamed_alias;  // the alias gets its names below, not self's
      view = yaten::alias(t);
    }
    names::set_names(view, list);
    return view;
  });
  m.def("_set_names", [](const Tensor& t, py::handle names) {
    names::set_names(t, names.is_none() ? DimnameList(static_cast<size_t>(t.dim())) : names_from_python(names.ptr()));
  });
  m.def("_has_names", [](const Tensor& t) { return names::named(t); });
  m.def("_dim_of_name", [](const Tensor& t, py::handle name) { return dim_from_name(t, name.ptr()); });
}

}  // namespace yaten::python
