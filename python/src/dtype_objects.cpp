// The yaten.dtype type: repr "yaten.float32", is_floating_point, is_signed, itemsize.
#include "python/src/dtype_objects.h"

#include <string>

namespace yaten::python {

namespace {

struct PyDtype {
  PyObject_HEAD
  ScalarType scalar_type;
};

PyObject* g_dtypes[kNumScalarTypes] = {};

PyObject* dtype_repr(PyObject* self) {
  auto* d = reinterpret_cast<PyDtype*>(self);
  return PyUnicode_FromFormat("yaten.%s", dtype_name(d->scalar_type));
}

PyObject* dtype_is_floating_point(PyObject* self, void*) {
  return PyBool_FromLong(is_floating(reinterpret_cast<PyDtype*>(self)->scalar_type));
}

PyObject* dtype_is_signed(PyObject* self, void*) {
  return PyBool_FromLong(is_signed(reinterpret_cast<PyDtype*>(self)->scalar_type));
}

PyObject* dtype_is_complex(PyObject*, void*) { Py_RETURN_FALSE; }

PyObject* dtype_itemsize(PyObject* self, void*) {
  return PyLong_FromSize_t(itemsize(reinterpret_cast<PyDtype*>(self)->scalar_type));
}

PyObject* dtype_reduce(PyObject* self, PyObject*) {
  // dtypes pickle (and deepcopy) as the module attribute they are.
  return PyUnicode_FromString(dtype_name(reinterpret_cast<PyDtype*>(self)->scalar_type));
}

PyGetSetDef dtype_getset[] = {
    {"is_floating_point", dtype_is_floating_point, nullptr, "True for float16, bfloat16, float32 and float64.",
     nullptr},
    {"is_signed", dtype_is_signed, nullptr, "False for bool and uint8.", nullptr},
    {"is_complex", dtype_is_complex, nullptr, "False: yaten has no complex dtype yet.", nullptr},
    {"itemsize", dtype_itemsize, nullptr, "Bytes per element.", nullptr},
    {nullptr, nullptr, nullptr, nullptr, nullptr},
};

PyMethodDef dtype_methods[] = {
    {"__reduce__", dtype_reduce, METH_NOARGS, nullptr},
    {nullptr, nullptr, 0, nullptr},
};

PyTypeObject dtype_type = [] {
  PyTypeObject t{PyVarObject_HEAD_INIT(nullptr, 0)};
  t.tp_name = "yaten.dtype";
  t.tp_basicsize = sizeof(PyDtype);
  t.tp_flags = Py_TPFLAGS_DEFAULT;
  t.tp_repr = dtype_repr;
  t.tp_getset = dtype_getset;
  t.tp_methods = dtype_methods;
  t.tp_doc = "The data type of a tensor's elements.";
  return t;
}();

}  // namespace

void init_dtypes(PyObject* module) {
  if (PyType_Ready(&dtype_type) < 0) return;
  Py_INCREF(&dtype_type);
  PyModule_AddObject(module, "dtype", reinterpret_cast<PyObject*>(&dtype_type));
  for (int i = 0; i < kNumScalarTypes; ++i) {
    auto* d = PyObject_New(PyDtype, &dtype_type);
    d->scalar_type = static_cast<ScalarType>(i);
    g_dtypes[i] = reinterpret_cast<PyObject*>(d);
    Py_INCREF(g_dtypes[i]);
    PyModule_AddObject(module, dtype_name(d->scalar_type), g_dtypes[i]);
  }
}

PyObject* dtype_object(ScalarType t) { return g_dtypes[static_cast<int>(t)]; }

std::optional<ScalarType> dtype_from_object(PyObject* obj) {
  if (Py_TYPE(obj) != &dtype_type) return std::nullopt;
  return reinterpret_cast<PyDtype*>(obj)->scalar_type;
}

std::optional<ScalarType> dtype_from_argument(PyObject* obj) {
  if (obj == reinterpret_cast<PyObject*>(&PyFloat_Type)) return ScalarType::Float64;
  if (obj == reinterpret_cast<PyObject*>(&PyLong_Type)) return ScalarType::Int64;
  if (obj == reinterpret_cast<PyObject*>(&PyBool_Type)) return ScalarType::Bool;
  return dtype_from_object(obj);
}

}  // namespace yaten::python
