// numpy arrays' item types: see numpy_array.h.
#include "python/src/numpy_array.h"

#include <cstring>
#include <string>

#include "python/src/arg_parser.h"
#include "runtime/error.h"

namespace yaten::python {

namespace {

bool native_byte_order(char prefix) {
  const bool little = [] {
    const uint16_t one = 1;
    unsigned char first;
    std::memcpy(&first, &one, 1);
    return first == 1;
  }();
  switch (prefix) {
    case '<': return little;
    case '>': case '!': return !little;
    default: return true;  // '@', '=' or no prefix: native
  }
}

// "numpy.uint16", from the array's dtype when it has one, else the buffer format.
std::string item_type_name(PyObject* array, const char* format) {
  PyObject* dtype = PyObject_GetAttrString(array, "dtype");
  PyObject* type = dtype ? PyObject_GetAttrString(dtype, "type") : nullptr;
  PyObject* name = type ? PyObject_GetAttrString(type, "__name__") : nullptr;
  std::string out;
  if (name && PyUnicode_Check(name)) out = std::string("numpy.") + PyUnicode_AsUTF8(name);
  Py_XDECREF(name);
  Py_XDECREF(type);
  Py_XDECREF(dtype);
  PyErr_Clear();
  return out.empty() ? std::string("format '") + format + "'" : out;
}

}  // namespace

ScalarType buffer_dtype(const Py_buffer& view, PyObject* array) {
  const char* format = view.format ? view.format : "B";
  const char prefix = format[0];
  const bool has_prefix = std::strchr("@=<>!", prefix) != nullptr;
  YATEN_CHECK_VALUE(!has_prefix || native_byte_order(prefix),
                    "given numpy array has byte order different from the native byte order. Conversion between byte "
                    "orders is currently not supported.");
  const std::string code = has_prefix ? format + 1 : format;
  const Py_ssize_t size = view.itemsize;
  if (code == "?" && size == 1) return ScalarType::Bool;
  if (code == "B" && size == 1) return ScalarType::UInt8;
  if (code == "b" && size == 1) return ScalarType::Int8;
  if (code == "h" && size == 2) return ScalarType::Int16;
  if (code == "e" && size == 2) return ScalarType::Float16;
  if (code == "f" && size == 4) return ScalarType::Float32;
  if (code == "d" && size == 8) return ScalarType::Float64;
  if ((code == "i" || code == "l" || code == "q") && size == 4) return ScalarType::Int32;
  if ((code == "i" || code == "l" || code == "q") && size == 8) return ScalarType::Int64;
  const std::string what = item_type_name(array, format);
  if (code.size() > 1 && code[0] == 'Z')
    throw TypeError("can't convert np.ndarray of type " + what +
                    ": yaten has no complex dtype (take .real, .imag or abs() first)");
  throw TypeError("can't convert np.ndarray of type " + what +
                  ". The only supported types are: float64, float32, float16, int64, int32, int16, int8, uint8, and bool.");
}

void refuse_unreadable_array(PyObject* array) {
  PyErr_Clear();
  throw TypeError("can't convert np.ndarray of type " + item_type_name(array, "?") +
                  ". The only supported types are: float64, float32, float16, int64, int32, int16, int8, uint8, and bool.");
}

void warn_if_not_writeable(PyObject* array) {
  Py_buffer view;
  if (PyObject_GetBuffer(array, &view, PyBUF_RECORDS_RO) != 0) {
    PyErr_Clear();
    return;
  }
  const bool readonly = view.readonly;
  PyBuffer_Release(&view);
  if (readonly &&
      PyErr_WarnEx(PyExc_UserWarning,
                   "The given NumPy array is not writable, and yaten does not support non-writable tensors. This "
                   "means writing to this tensor will result in undefined behavior. You may want to copy the array "
                   "to protect its data or make it writable before converting it to a tensor.",
                   1) != 0)
    throw PythonErrorAlreadySet();
}

}  // namespace yaten::python
