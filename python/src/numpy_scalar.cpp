// numpy scalars as numbers: see numpy_scalar.h.
#include "python/src/numpy_scalar.h"

#include <string>

#include "python/src/arg_parser.h"
#include "runtime/error.h"

namespace yaten::python {

namespace {

struct NumpyScalarTypes {
  PyObject* generic = nullptr;
  PyObject* integer = nullptr;
  PyObject* floating = nullptr;
  PyObject* bool_ = nullptr;
  PyObject* complexfloating = nullptr;
  // Concrete types with a yaten dtype, in the order of kDtypes.
  PyObject* concrete[6] = {};
};

constexpr const char* kConcreteNames[6] = {"bool_", "uint8", "int32", "int64", "float32", "float64"};
constexpr ScalarType kDtypes[6] = {ScalarType::Bool,  ScalarType::UInt8,   ScalarType::Int32,
                                   ScalarType::Int64, ScalarType::Float32, ScalarType::Float64};

// numpy's scalar types, looked up once numpy is in sys.modules (never
// imported from here) and kept for the interpreter's life, as the module is.
const NumpyScalarTypes* numpy_types() {
  static NumpyScalarTypes types;
  static bool loaded = false;
  if (loaded) return &types;
  PyObject* name = PyUnicode_FromString("numpy");
  PyObject* numpy = name ? PyImport_GetModule(name) : nullptr;
  Py_XDECREF(name);
  if (numpy == nullptr) {
    PyErr_Clear();
    return nullptr;
  }
  auto get = [numpy](const char* attr) { return PyObject_GetAttrString(numpy, attr); };
  types.generic = get("generic");
  types.integer = get("integer");
  types.floating = get("floating");
  types.bool_ = get("bool_");
  types.complexfloating = get("complexfloating");
  for (int i = 0; i < 6; ++i) types.concrete[i] = get(kConcreteNames[i]);
  Py_DECREF(numpy);
  bool complete = types.generic && types.integer && types.floating && types.bool_ && types.complexfloating;
  for (PyObject* t : types.concrete) complete = complete && t;
  if (!complete) {  // a module named numpy that is not numpy
    PyErr_Clear();
    return nullptr;
  }
  loaded = true;
  return &types;
}

bool instance_of(PyObject* obj, PyObject* type) { return PyObject_TypeCheck(obj, reinterpret_cast<PyTypeObject*>(type)); }

}  // namespace

bool is_numpy_number(PyObject* obj) {
  const NumpyScalarTypes* np = numpy_types();
  if (np == nullptr || !instance_of(obj, np->generic)) return false;
  return instance_of(obj, np->integer) || instance_of(obj, np->floating) || instance_of(obj, np->bool_) ||
         instance_of(obj, np->complexfloating);
}

Scalar numpy_number_value(PyObject* obj) {
  const NumpyScalarTypes* np = numpy_types();
  if (instance_of(obj, np->complexfloating))
    throw TypeError(std::string("yaten has no complex dtype: can't convert ") + Py_TYPE(obj)->tp_name +
                    " to a real number (take .real or abs() first)");
  if (instance_of(obj, np->integer)) {
    PyObject* index = PyNumber_Index(obj);
    if (index == nullptr) throw PythonErrorAlreadySet();
    int overflow = 0;
    long long v = PyLong_AsLongLongAndOverflow(index, &overflow);
    Py_DECREF(index);
    YATEN_CHECK(!overflow, "value cannot be converted to type int64 without overflow");
    return Scalar(static_cast<int64_t>(v));
  }
  // floating, and bool_: torch 1.13 reads np.bool_ as a float (x * np.bool_(True) is float).
  double d = PyFloat_AsDouble(obj);
  if (d == -1.0 && PyErr_Occurred()) throw PythonErrorAlreadySet();
  return Scalar(d);
}

std::optional<ScalarType> numpy_scalar_dtype(PyObject* obj) {
  const NumpyScalarTypes* np = numpy_types();
  if (np == nullptr) return std::nullopt;
  for (int i = 0; i < 6; ++i)
    if (Py_TYPE(obj) == reinterpret_cast<PyTypeObject*>(np->concrete[i])) return kDtypes[i];
  return std::nullopt;
}

}  // namespace yaten::python
