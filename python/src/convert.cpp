// Conversions between Python data and tensors.
#include "python/src/convert.h"

#include <cstring>
#include <string>

#include "python/src/arg_parser.h"
#include "python/src/numpy_array.h"
#include "python/src/numpy_scalar.h"
#include "python/src/tensor_type.h"
#include "runtime/error.h"
#include "runtime/kernels/common.h"

namespace yaten::python {

namespace {

bool is_sequence(PyObject* obj) { return PyList_Check(obj) || PyTuple_Check(obj); }

// Shape from the first element at each level; every level is checked on fill.
DimVector infer_shape(PyObject* data) {
  DimVector shape;
  PyObject* cur = data;
  while (is_sequence(cur)) {
    Py_ssize_t n = PySequence_Fast_GET_SIZE(cur);
    shape.push_back(n);
    if (n == 0) break;
    cur = PySequence_Fast_ITEMS(cur)[0];
  }
  if (is_tensor(cur)) {
    for (int64_t s : tensor_of(cur).sizes()) shape.push_back(s);
  }
  return shape;
}

ScalarType leaf_dtype(PyObject* obj) {
  if (PyBool_Check(obj)) return ScalarType::Bool;
  if (PyLong_Check(obj)) return ScalarType::Int64;
  if (PyFloat_Check(obj)) return default_float_dtype();
  YATEN_CHECK_TYPE(!PyComplex_Check(obj), "tensor: yaten has no complex dtype: can't convert ", Py_TYPE(obj)->tp_name,
                   " (take .real, .imag or abs() first)");
  if (is_tensor(obj)) return tensor_of(obj).dtype();
  if (auto numpy_dtype = numpy_scalar_dtype(obj)) return *numpy_dtype;
  if (PyIndex_Check(obj)) return ScalarType::Int64;
  if (PyNumber_Check(obj)) return default_float_dtype();
  throw TypeError(std::string("tensor: could not infer dtype of ") + Py_TYPE(obj)->tp_name);
}

ScalarType infer_dtype(PyObject* data) {
  if (!is_sequence(data)) return leaf_dtype(data);
  ScalarType result = ScalarType::Bool;
  bool any = false;
  Py_ssize_t n = PySequence_Fast_GET_SIZE(data);
  for (Py_ssize_t i = 0; i < n; ++i) {
    ScalarType t = infer_dtype(PySequence_Fast_ITEMS(data)[i]);
    result = any ? promote_types(result, t) : t;
    any = true;
  }
  return any ? result : default_float_dtype();
}

template <typename T>
void store(PyObject* obj, char* dst) {
  T value;
  if (PyBool_Check(obj)) {
    value = static_cast<T>(obj == Py_True);
  } else if (PyLong_Check(obj)) {
    int overflow = 0;
    long long v = PyLong_AsLongLongAndOverflow(obj, &overflow);
    YATEN_CHECK(!overflow, "tensor: value cannot be converted to type int64 without overflow");
    value = static_cast<T>(v);
  } else if (PyFloat_Check(obj)) {
    value = static_cast<T>(PyFloat_AS_DOUBLE(obj));
  } else if (is_tensor(obj)) {
    value = tensor_of(obj).item().to<T>();
  } else if (is_numpy_number(obj)) {
    value = numpy_number_value(obj).to<T>();
  } else {
    double d = PyFloat_AsDouble(obj);
    if (d == -1.0 && PyErr_Occurred()) throw PythonErrorAlreadySet();
    value = static_cast<T>(d);
  }
  std::memcpy(dst, &value, sizeof(T));
}

void fill(PyObject* obj, const DimVector& shape, size_t level, ScalarType dtype, char*& dst) {
  if (level == shape.size()) {
    YATEN_CHECK_TYPE(!is_sequence(obj), "tensor: too many dimensions in the data (expected ", shape.size(), ")");
    YATEN_DISPATCH_ALL(dtype, "tensor", [&] { store<scalar_t>(obj, dst); });
    dst += itemsize(dtype);
    return;
  }
  if (is_tensor(obj)) {
    const Tensor& t = tensor_of(obj);
    DimVector rest(shape.begin() + level, shape.size() - level);
    YATEN_CHECK_VALUE(t.sizes() == rest, "tensor: a nested tensor has shape ", shape_str(t.sizes()), ", expected ",
                      shape_str(rest));
    Tensor converted = kernels::contiguous(kernels::to_dtype(t, dtype));
    size_t nbytes = converted.numel() * itemsize(dtype);
    std::memcpy(dst, converted.raw_data(), nbytes);
    dst += nbytes;
    return;
  }
  YATEN_CHECK_VALUE(is_sequence(obj), "tensor: expected a sequence at dim ", level, " (got ", Py_TYPE(obj)->tp_name, ")");
  Py_ssize_t n = PySequence_Fast_GET_SIZE(obj);
  YATEN_CHECK_VALUE(n == shape[level], "tensor: expected sequence of length ", shape[level], " at dim ", level,
                    " (got ", n, ")");
  for (Py_ssize_t i = 0; i < n; ++i) fill(PySequence_Fast_ITEMS(obj)[i], shape, level + 1, dtype, dst);
}

}  // namespace

Tensor tensor_from_buffer(PyObject* array) {
  auto* view = new Py_buffer;
  if (PyObject_GetBuffer(array, view, PyBUF_RECORDS_RO) != 0) {
    delete view;
    refuse_unreadable_array(array);
  }
  ScalarType dtype;
  try {
    dtype = buffer_dtype(*view, array);
  } catch (...) {
    PyBuffer_Release(view);
    delete view;
    throw;
  }
  DimVector sizes(view->ndim), strides(view->ndim);
  for (int i = 0; i < view->ndim; ++i) {
    sizes[i] = view->shape[i];
    if (view->strides[i] < 0) {
      PyBuffer_Release(view);
      delete view;
      throw ValueError("At least one stride in the given numpy array is negative, and tensors with negative strides "
                       "are not currently supported. (You can probably work around this by making a copy of your "
                       "array with array.copy().)");
    }
    if (view->strides[i] % view->itemsize != 0) {
      PyBuffer_Release(view);
      delete view;
      throw ValueError("from_numpy: strides that are not a multiple of the element size are not supported");
    }
    strides[i] = view->strides[i] / view->itemsize;
  }
  auto release = [view](void*) {
    PyGILState_STATE gil = PyGILState_Ensure();
    PyBuffer_Release(view);
    delete view;
    PyGILState_Release(gil);
  };
  // The storage starts at the buffer pointer: with no negative strides,
  // every element lies at or after it.
  auto storage = make_intrusive<StorageImpl>(view->buf, static_cast<size_t>(view->len), release);
  return Tensor(make_intrusive<TensorImpl>(std::move(storage), sizes, strides, 0, dtype));
}

Tensor tensor_from_data(PyObject* data, std::optional<ScalarType> dtype) {
  if (!is_tensor(data) && !is_sequence(data) && PyObject_CheckBuffer(data)) {
    Tensor shared = tensor_from_buffer(data);
    Tensor copy = Tensor::empty(shared.sizes(), dtype.value_or(shared.dtype()));
    kernels::copy_into(copy, shared);
    return copy;
  }
  if (is_tensor(data)) {
    const Tensor& t = tensor_of(data);
    Tensor copy = Tensor::empty(t.sizes(), dtype.value_or(t.dtype()));
    kernels::copy_into(copy, t);
    return copy;
  }
  DimVector shape = infer_shape(data);
  ScalarType t = dtype.value_or(infer_dtype(data));
  Tensor out = Tensor::empty(shape, t);
  char* dst = out.data<char>();
  fill(data, shape, 0, t, dst);
  return out;
}

namespace {

PyObject* element(const Tensor& t, int64_t offset) {
  return YATEN_DISPATCH_ALL(t.dtype(), "tolist", [&]() -> PyObject* {
    scalar_t v = t.data<scalar_t>()[offset];
    if constexpr (std::is_same_v<scalar_t, bool>) {
      return PyBool_FromLong(v);
    } else if constexpr (std::is_floating_point_v<scalar_t>) {
      return PyFloat_FromDouble(static_cast<double>(v));
    } else {
      return PyLong_FromLongLong(static_cast<long long>(v));
    }
  });
}

PyObject* to_list(const Tensor& t, size_t dim, int64_t offset) {
  if (dim == static_cast<size_t>(t.dim())) return element(t, offset);
  int64_t n = t.sizes()[dim];
  PyObject* list = PyList_New(n);
  for (int64_t i = 0; i < n; ++i) {
    PyObject* item = to_list(t, dim + 1, offset + i * t.strides()[dim]);
    if (!item) {
      Py_DECREF(list);
      return nullptr;
    }
    PyList_SET_ITEM(list, i, item);
  }
  return list;
}

}  // namespace

PyObject* tensor_to_list(const Tensor& t) { return to_list(t, 0, 0); }

}  // namespace yaten::python
