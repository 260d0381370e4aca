// Schema defaults as Python objects (default_values.h says why).
#include "python/src/default_values.h"

#include "python/src/device_objects.h"

namespace yaten::python {

PyObject* default_value_object(const DefaultValue& value) {
  switch (value.kind) {
    case DefaultValue::Kind::None: Py_RETURN_NONE;
    case DefaultValue::Kind::Bool: return PyBool_FromLong(value.boolean);
    case DefaultValue::Kind::Int: return PyLong_FromLongLong(value.integer);
    case DefaultValue::Kind::Float: return PyFloat_FromDouble(value.real);
    case DefaultValue::Kind::String:
      return PyUnicode_FromStringAndSize(value.text.data(), static_cast<Py_ssize_t>(value.text.size()));
    case DefaultValue::Kind::Constant: {
      PyObject* constant = named_constant(value.text);
      if (constant == nullptr) {
        PyErr_Format(PyExc_RuntimeError, "schema default: unknown constant '%s'", value.text.c_str());
        return nullptr;
      }
      Py_INCREF(constant);
      return constant;
    }
    case DefaultValue::Kind::List: {
      PyObject* items = PyTuple_New(static_cast<Py_ssize_t>(value.items.size()));
      for (std::size_t i = 0; items != nullptr && i < value.items.size(); ++i) {
        PyObject* item = default_value_object(value.items[i]);
        if (item == nullptr) {
          Py_CLEAR(items);
          break;
        }
        PyTuple_SET_ITEM(items, static_cast<Py_ssize_t>(i), item);
      }
      return items;
    }
  }
  PyErr_SetString(PyExc_RuntimeError, "schema default: unknown kind");
  return nullptr;
}

}  // namespace yaten::python
