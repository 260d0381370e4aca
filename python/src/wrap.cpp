// Exception translation and the wrapping of lists and named tuples.
#include "python/src/wrap.h"

#include <structmember.h>  // PyMemberDef: a structseq type's field names

#include <pybind11/pybind11.h>

#include <map>
#include <new>
#include <string>
#include <vector>
#include <stdexcept>

#include "runtime/error.h"

namespace yaten::python {

PyObject* linalg_error_type() {
  // Made once, never freed: yaten.linalg.LinAlgError, a RuntimeError as torch's.
  static PyObject* type = PyErr_NewExceptionWithDoc(
      "yaten._C._LinAlgError",
      "Raised by yaten.linalg functions when a matrix is singular or not positive-definite for the operation.",
      PyExc_RuntimeError, nullptr);
  return type;
}

void set_python_error() {
  try {
    throw;
  } catch (const PythonErrorAlreadySet&) {
  } catch (pybind11::error_already_set& e) {
    e.restore();
  } catch (const yaten::RecursionError& e) {
    PyErr_SetString(PyExc_RecursionError, e.what());
  } catch (const yaten::LinAlgError& e) {
    PyErr_SetString(linalg_error_type(), e.what());
  } catch (const yaten::TypeError& e) {
    PyErr_SetString(PyExc_TypeError, e.what());
  } catch (const yaten::ValueError& e) {
    PyErr_SetString(PyExc_ValueError, e.what());
  } catch (const yaten::IndexError& e) {
    PyErr_SetString(PyExc_IndexError, e.what());
  } catch (const yaten::NotImplementedError& e) {
    PyErr_SetString(PyExc_NotImplementedError, e.what());
  } catch (const std::bad_alloc&) {
    PyErr_SetString(PyExc_RuntimeError, "out of memory");
  } catch (const std::exception& e) {
    PyErr_SetString(PyExc_RuntimeError, e.what());
  } catch (...) {
    PyErr_SetString(PyExc_RuntimeError, "unknown C++ exception");
  }
}

PyObject* wrap_list(const std::vector<Tensor>& tensors) {
  // torch returns tuples from split/chunk; so does yaten.
  PyObject* out = PyTuple_New(static_cast<Py_ssize_t>(tensors.size()));
  if (!out) return nullptr;
  for (size_t i = 0; i < tensors.size(); ++i) {
    PyObject* item = wrap_tensor(tensors[i]);
    if (!item) {
      Py_DECREF(out);
      return nullptr;
    }
    PyTuple_SET_ITEM(out, i, item);
  }
  return out;
}

namespace {

// A structseq type and the names it points to, which must outlive it.
struct ReturnType {
  std::string name;
  std::vector<std::string> field_names;
  std::vector<PyStructSequence_Field> fields;
  PyTypeObject* type = nullptr;
};

// torch's layout: "yaten.return_types.sort(\nvalues=tensor(...),\nindices=tensor(...))".
PyObject* return_type_repr(PyObject* self) {
  PyTypeObject* type = Py_TYPE(self);
  std::string text = std::string(type->tp_name) + "(\n";
  const Py_ssize_t n = PyTuple_GET_SIZE(self);
  for (Py_ssize_t i = 0; i < n; ++i) {
    PyObject* item_repr = PyObject_Repr(PyTuple_GET_ITEM(self, i));
    if (!item_repr) return nullptr;
    const char* item = PyUnicode_AsUTF8(item_repr);
    if (!item) {
      Py_DECREF(item_repr);
      return nullptr;
    }
    text += std::string(type->tp_members[i].name) + "=" + item + (i + 1 < n ? ",\n" : "");
    Py_DECREF(item_repr);
  }
  return PyUnicode_FromString((text + ")").c_str());
}

PyTypeObject* return_type(const std::string& op_name, const std::vector<std::string>& field_names) {
  // One structseq type per op, made on first use (by a binding, or by
  // yaten.return_types, which lists them all): yaten.return_types.max.
  // Never freed: the types live as long as the interpreter.
  static auto* types = new std::map<std::string, ReturnType>;
  auto it = types->find(op_name);
  if (it != types->end()) return it->second.type;
  ReturnType& entry = (*types)[op_name];
  entry.name = "yaten.return_types." + op_name;
  entry.field_names = field_names;
  for (const std::string& f : entry.field_names) entry.fields.push_back({f.c_str(), nullptr});
  entry.fields.push_back({nullptr, nullptr});
  PyStructSequence_Desc desc{entry.name.c_str(), nullptr, entry.fields.data(), static_cast<int>(field_names.size())};
  PyTypeObject* type = PyStructSequence_NewType(&desc);
  if (type) {
    type->tp_repr = return_type_repr;
    entry.type = type;
  } else {
    types->erase(op_name);
  }
  return type;
}

}  // namespace

PyObject* return_type_object(const std::string& op_name, const std::vector<std::string>& fields) {
  PyObject* type = reinterpret_cast<PyObject*>(return_type(op_name, fields));
  Py_XINCREF(type);
  return type;
}

PyObject* wrap_named_tuple(std::initializer_list<Tensor> items, const char* op_name,
                           std::initializer_list<const char*> fields) {
  PyTypeObject* type = return_type(op_name, std::vector<std::string>(fields.begin(), fields.end()));
  if (!type) return nullptr;
  PyObject* out = PyStructSequence_New(type);
  if (!out) return nullptr;
  Py_ssize_t i = 0;
  for (const Tensor& t : items) {
    PyObject* item = wrap_tensor(t);
    if (!item) {
      Py_DECREF(out);
      return nullptr;
    }
    PyStructSequence_SET_ITEM(out, i++, item);
  }
  return out;
}

}  // namespace yaten::python
