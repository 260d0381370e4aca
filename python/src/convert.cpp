// Conversions between Python data and tensors.
#include "python/src/convert.h"

#include <algorithm>
#include <cstring>
#include <memory>
#include <new>
#include <stdexcept>
#include <vector>
#include <string>
#include <utility>

#include "python/src/arg_parser.h"
#include "python/src/numpy_array.h"
#include "python/src/numpy_scalar.h"
#include "python/src/tensor_type.h"
#include "runtime/error.h"
#include "runtime/kernels/common.h"
#include "runtime/resize.h"
#include "runtime/scalar_range.h"

namespace yaten::python {

namespace {

bool is_sequence(PyObject* obj) { return PyList_Check(obj) || PyTuple_Check(obj); }

// Another sequence (range, deque, a class with __len__ and __getitem__) reads
// as the list of its items, as torch.tensor reads it; strings and buffers
// (numpy arrays, bytes) do not.
bool is_other_sequence(PyObject* obj) {
  // PySequence_Check first: it turns numbers, the bulk of any data, away at once.
  return PySequence_Check(obj) && !is_sequence(obj) && !PyUnicode_Check(obj) && !is_tensor(obj) &&
         !PyObject_CheckBuffer(obj);
}

}  // namespace

bool is_index_sequence(PyObject* obj) {
  if (is_sequence(obj) || is_other_sequence(obj)) return true;
  if (is_tensor(obj) || !PyObject_HasAttrString(obj, "__array_interface__")) return false;
  PyObject* ndim = PyObject_GetAttrString(obj, "ndim");
  if (!ndim) throw PythonErrorAlreadySet();
  const int has_dims = PyObject_IsTrue(ndim);
  Py_DECREF(ndim);
  if (has_dims < 0) throw PythonErrorAlreadySet();
  return has_dims == 1;
}

namespace {

// The list of a sequence's items (a new reference), or the Python error.
PyObject* list_of(PyObject* sequence) {
  PyObject* items = PySequence_List(sequence);
  if (!items) throw PythonErrorAlreadySet();
  return items;
}

// torch.tensor's limit: deeper data (or a list that contains itself) is refused
// before any memory grows, and bounds every recursion below.
constexpr size_t kMaxDataDims = 1000;

// A strong reference for the length of a scope: a __float__ or __index__ run
// while converting may drop the list's own reference to an item.
struct OwnedRef {
  PyObject* obj;
  explicit OwnedRef(PyObject* o) : obj(o) { Py_INCREF(o); }
  ~OwnedRef() { Py_DECREF(obj); }
  OwnedRef(const OwnedRef&) = delete;
  OwnedRef& operator=(const OwnedRef&) = delete;
};

// The tensors made from numpy arrays in the data (arrays_as_tensors): they
// read as nested sequences, where a tensor the caller put there is one number.
using ArrayTensors = std::vector<PyObject*>;

bool is_array_tensor(PyObject* obj, const ArrayTensors& arrays) {
  return std::find(arrays.begin(), arrays.end(), obj) != arrays.end();
}

// Shape from the first element at each level; every level is checked on fill.
// A tensor that leads a level ends the shape, as in torch, which reads it as
// a number: torch.tensor([t, t]) of one-element tensors t has shape (2,),
// whatever t's dims. An array leading a level adds its dims.
DimVector infer_shape(PyObject* data, const ArrayTensors& arrays) {
  DimVector shape;
  PyObject* cur = data;
  std::vector<std::unique_ptr<OwnedRef>> made;  // lists read from other sequences, alive until the end
  while (is_sequence(cur) || is_other_sequence(cur)) {
    if (!is_sequence(cur)) {
      PyObject* items = list_of(cur);
      made.push_back(std::make_unique<OwnedRef>(items));
      Py_DECREF(items);  // `made` holds the one reference
      cur = items;
    }
    YATEN_CHECK_VALUE(shape.size() < kMaxDataDims, "too many dimensions '", Py_TYPE(cur)->tp_name, "'");
    Py_ssize_t n = PySequence_Fast_GET_SIZE(cur);
    shape.push_back(n);
    if (n == 0) break;
    cur = PySequence_Fast_ITEMS(cur)[0];
  }
  if (is_tensor(cur) && is_array_tensor(cur, arrays)) {
    for (int64_t s : tensor_of(cur).sizes()) shape.push_back(s);
  }
  // torch reads a string that leads a level as one more dim of characters, and refuses it so.
  YATEN_CHECK_VALUE(shape.empty() || !PyUnicode_Check(cur), "too many dimensions 'str'");
  return shape;
}

// A numpy scalar (np.int64(5), np.float32(1.5)): its own dtype and exact value,
// read through the buffer protocol as a 0-d array.
bool is_buffer_scalar(PyObject* obj) {
  return !is_tensor(obj) && !PyLong_Check(obj) && !PyFloat_Check(obj) && !is_sequence(obj) &&
         !PyBytes_Check(obj) && !PyByteArray_Check(obj) && PyObject_CheckBuffer(obj);
}

ScalarType leaf_dtype(PyObject* obj) {
  if (PyBool_Check(obj)) return ScalarType::Bool;
  if (PyLong_Check(obj)) return ScalarType::Int64;
  if (PyFloat_Check(obj)) return default_float_dtype();
  YATEN_CHECK_TYPE(!PyComplex_Check(obj), "tensor: yaten has no complex dtype: can't convert ", Py_TYPE(obj)->tp_name,
                   " (take .real, .imag or abs() first)");
  if (is_tensor(obj)) return tensor_of(obj).dtype();
  YATEN_CHECK_TYPE(!PyUnicode_Check(obj), "new(): invalid data type '", Py_TYPE(obj)->tp_name, "'");
  if (auto numpy_dtype = numpy_scalar_dtype(obj)) return *numpy_dtype;
  if (is_buffer_scalar(obj)) return tensor_from_buffer(obj).dtype();
  // Other objects with __float__ / __index__ are read only when the dtype is
  // given, as in torch.
  throw RuntimeError(std::string("Could not infer dtype of ") + Py_TYPE(obj)->tp_name);
}

// Depth-first over the data; no deeper than the shape (itself bounded), so a
// ragged deep list cannot run the stack out.
ScalarType infer_dtype(PyObject* data, size_t level, size_t max_level) {
  if (is_other_sequence(data)) {
    if (level >= max_level) return default_float_dtype();  // deeper than the shape: fill() says so
    PyObject* items = list_of(data);
    OwnedRef owned(items);
    Py_DECREF(items);
    return infer_dtype(items, level, max_level);
  }
  if (!is_sequence(data)) return leaf_dtype(data);
  if (level >= max_level) return default_float_dtype();  // deeper than the shape: fill() says so
  ScalarType result = ScalarType::Bool;
  bool any = false;
  for (Py_ssize_t i = 0; i < PySequence_Fast_GET_SIZE(data); ++i) {
    ScalarType t = infer_dtype(PySequence_Fast_ITEMS(data)[i], level + 1, max_level);
    result = any ? promote_types(result, t) : t;
    any = true;
  }
  return any ? result : default_float_dtype();
}

// A Python int as int64, or torch's overflow error.
int64_t exact_int64(PyObject* obj) {
  int overflow = 0;
  long long v = PyLong_AsLongLongAndOverflow(obj, &overflow);
  if (v == -1 && PyErr_Occurred()) throw PythonErrorAlreadySet();
  YATEN_CHECK(!overflow, "Overflow when unpacking long");
  return v;
}

template <typename T>
void store(PyObject* obj, char* dst) {
  constexpr ScalarType dtype = CppTypeToScalarType<T>::value;
  Scalar value;
  if (PyBool_Check(obj)) {
    value = Scalar(obj == Py_True);
  } else if (PyLong_Check(obj)) {
    value = Scalar(exact_int64(obj));
  } else if (PyFloat_Check(obj)) {
    value = Scalar(PyFloat_AS_DOUBLE(obj));
  } else if (is_tensor(obj)) {
    // torch reads it with float(), which takes one element only
    YATEN_CHECK_VALUE(tensor_of(obj).numel() == 1, "only one element tensors can be converted to Python scalars");
    value = tensor_of(obj).item();
  } else if (is_numpy_number(obj)) {
    value = numpy_number_value(obj);
  } else if (is_buffer_scalar(obj)) {
    value = tensor_from_buffer(obj).item();
  } else if (PyIndex_Check(obj)) {
    PyObject* index = PyNumber_Index(obj);
    if (!index) throw PythonErrorAlreadySet();
    OwnedRef owned(index);
    Py_DECREF(index);  // `owned` holds the one reference
    value = Scalar(exact_int64(index));
  } else {
    double d = PyFloat_AsDouble(obj);
    if (d == -1.0 && PyErr_Occurred()) throw PythonErrorAlreadySet();
    value = Scalar(d);
  }
  check_scalar_fits(value, dtype, dtype_name(dtype), /*check_floating=*/false);
  T converted = value.to_unchecked<T>();
  std::memcpy(dst, &converted, sizeof(T));
}

void fill(PyObject* obj, const DimVector& shape, size_t level, ScalarType dtype, char*& dst) {
  if (level == shape.size()) {
    YATEN_CHECK_TYPE(!is_sequence(obj) && !is_other_sequence(obj), "tensor: too many dimensions in the data (expected ", shape.size(), ")");
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
  if (is_other_sequence(obj)) {
    PyObject* items = list_of(obj);
    OwnedRef owned(items);
    Py_DECREF(items);
    fill(items, shape, level, dtype, dst);
    return;
  }
  YATEN_CHECK_VALUE(is_sequence(obj), "tensor: expected a sequence at dim ", level, " (got ", Py_TYPE(obj)->tp_name, ")");
  const Py_ssize_t n = shape[level];
  for (Py_ssize_t i = 0; i < n; ++i) {
    // Re-read the length each time: converting an item may have run Python
    // code that shortened or grew this list.
    Py_ssize_t now = PySequence_Fast_GET_SIZE(obj);
    YATEN_CHECK_VALUE(now == n, "tensor: expected sequence of length ", n, " at dim ", level, " (got ", now, ")");
    OwnedRef item(PySequence_Fast_ITEMS(obj)[i]);
    fill(item.obj, shape, level + 1, dtype, dst);
  }
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
  // ctypes arrays give no strides (and a 1-D exporter may give no shape):
  // the buffer is then C-contiguous.
  for (int i = view->ndim - 1; i >= 0; --i) {
    sizes[i] = view->shape ? view->shape[i] : view->len / view->itemsize;
    Py_ssize_t stride = view->strides ? view->strides[i]
                        : i == view->ndim - 1 ? view->itemsize
                                              : static_cast<Py_ssize_t>(sizes[i + 1]) * strides[i + 1] * view->itemsize;
    if (stride < 0) {
      PyBuffer_Release(view);
      delete view;
      throw ValueError("At least one stride in the given numpy array is negative, and tensors with negative strides "
                       "are not currently supported. (You can probably work around this by making a copy of your "
                       "array with array.copy().)");
    }
    if (stride % view->itemsize != 0) {
      PyBuffer_Release(view);
      delete view;
      throw ValueError("from_numpy: strides that are not a multiple of the element size are not supported");
    }
    strides[i] = stride / view->itemsize;
  }
  auto release = [view](void*) {
    PyGILState_STATE gil = PyGILState_Ensure();
    PyBuffer_Release(view);
    delete view;
    PyGILState_Release(gil);
  };
  // The storage starts at the buffer pointer: with no negative strides,
  // every element lies at or after it.
  auto storage = make_intrusive<StorageImpl>(view->buf, static_cast<size_t>(view->len), borrowed_memory_deleter(view->buf, release));
  return Tensor(make_intrusive<TensorImpl>(std::move(storage), sizes, strides, 0, dtype));
}

namespace {

// A numpy array (or another array-interface buffer) of one or more dims.
bool is_array_with_dims(PyObject* obj) {
  if (PyFloat_Check(obj) || PyLong_Check(obj) || is_tensor(obj) || !PyObject_CheckBuffer(obj) ||
      !PyObject_HasAttrString(obj, "__array_interface__")) {
    return false;
  }
  PyObject* ndim = PyObject_GetAttrString(obj, "ndim");
  if (!ndim) throw PythonErrorAlreadySet();
  const long dims = PyLong_AsLong(ndim);
  Py_DECREF(ndim);
  if (dims == -1 && PyErr_Occurred()) throw PythonErrorAlreadySet();
  return dims > 0;
}

// A copy of the lists of `seq` with every array of one or more dims in them
// replaced by a tensor over it (whose values and dtype fill and infer_dtype
// read; each listed in `arrays`), or nullptr when there is none:
// torch.tensor([array, array]) stacks the arrays.
PyObject* arrays_as_tensors(PyObject* seq, size_t depth, ArrayTensors& arrays) {
  if (depth > kMaxDataDims) return nullptr;  // infer_shape refuses it
  const Py_ssize_t n = PySequence_Fast_GET_SIZE(seq);
  PyObject* out = nullptr;
  try {
    for (Py_ssize_t i = 0; i < n; ++i) {
      PyObject* item = PySequence_Fast_ITEMS(seq)[i];
      PyObject* replaced = nullptr;
      if (is_sequence(item)) {
        replaced = arrays_as_tensors(item, depth + 1, arrays);
      } else if (is_array_with_dims(item)) {
        replaced = wrap_tensor(tensor_from_buffer(item));
        if (!replaced) throw PythonErrorAlreadySet();
        arrays.push_back(replaced);
      }
      if (replaced && !out) {
        out = PyList_New(n);
        if (!out) {
          Py_DECREF(replaced);
          throw PythonErrorAlreadySet();
        }
        for (Py_ssize_t j = 0; j < i; ++j) {
          Py_INCREF(PySequence_Fast_ITEMS(seq)[j]);
          PyList_SET_ITEM(out, j, PySequence_Fast_ITEMS(seq)[j]);
        }
      }
      if (out) {
        if (!replaced) Py_INCREF(item);
        PyList_SET_ITEM(out, i, replaced ? replaced : item);
      }
    }
  } catch (...) {
    Py_XDECREF(out);
    throw;
  }
  return out;
}

}  // namespace

namespace {

Tensor tensor_from_data(PyObject* data, std::optional<ScalarType> dtype, const ArrayTensors& arrays);

}  // namespace

Tensor tensor_from_data(PyObject* data, std::optional<ScalarType> dtype) {
  return tensor_from_data(data, dtype, ArrayTensors{});
}

namespace {

Tensor tensor_from_data(PyObject* data, std::optional<ScalarType> dtype, const ArrayTensors& outer_arrays) {
  ArrayTensors arrays;
  if (is_sequence(data) && outer_arrays.empty()) {
    if (PyObject* converted = arrays_as_tensors(data, 0, arrays)) {
      OwnedRef owned(converted);
      Py_DECREF(converted);
      static bool warned = false;  // once per process, as torch's TORCH_WARN_ONCE (the GIL guards it)
      if (!std::exchange(warned, true) &&
          PyErr_WarnEx(PyExc_UserWarning,
                       "Creating a tensor from a list of numpy.ndarrays is extremely slow. Please consider converting "
                       "the list to a single numpy.ndarray with numpy.array() before converting to a tensor.",
                       1) != 0) {
        throw PythonErrorAlreadySet();
      }
      return tensor_from_data(converted, dtype, arrays);
    }
  }
  YATEN_CHECK_TYPE(!PyUnicode_Check(data) && !PyBytes_Check(data),
                   "new(): invalid data type '", Py_TYPE(data)->tp_name, "'");
  if (!is_tensor(data) && !is_sequence(data) && PyObject_CheckBuffer(data) && PySequence_Check(data) &&
      !PyObject_HasAttrString(data, "__array_interface__")) {
    // A ctypes array (or another non-numpy buffer that is a sequence) reads
    // as the list of its items, as in torch: c_int items make int64.
    PyObject* items = PySequence_List(data);
    if (!items) throw PythonErrorAlreadySet();
    OwnedRef owned(items);
    Py_DECREF(items);
    return tensor_from_data(items, dtype, outer_arrays);
  }
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
  DimVector shape = infer_shape(data, outer_arrays);
  ScalarType t = dtype ? *dtype : infer_dtype(data, 0, shape.size());
  Tensor out = Tensor::empty(shape, t);
  char* dst = out.data<char>();
  fill(data, shape, 0, t, dst);
  return out;
}

}  // namespace

namespace {

PyObject* element(const Tensor& t, int64_t offset) {
  return YATEN_DISPATCH_ALL(t.dtype(), "tolist", [&]() -> PyObject* {
    scalar_t v = t.data<scalar_t>()[offset];
    if constexpr (std::is_same_v<scalar_t, bool>) {
      return PyBool_FromLong(v);
    } else if constexpr (is_floating_type_v<scalar_t>) {
      return PyFloat_FromDouble(static_cast<double>(v));
    } else {
      return PyLong_FromLongLong(static_cast<long long>(v));
    }
  });
}

// Python objects made so far, released unless handed over.
struct OwnedObjects {
  std::vector<PyObject*> items;
  ~OwnedObjects() {
    for (PyObject* o : items) Py_XDECREF(o);
  }
};

// Reserves room for n pointers, or sets MemoryError: tolist of an expanded
// 2**62-element tensor must fail cleanly, not abort.
bool reserve(std::vector<PyObject*>& v, int64_t n) {
  if (n < 0 || static_cast<uint64_t>(n) > v.max_size()) {
    PyErr_NoMemory();
    return false;
  }
  try {
    v.reserve(static_cast<size_t>(n));
  } catch (const std::bad_alloc&) {
    PyErr_NoMemory();
    return false;
  } catch (const std::length_error&) {
    PyErr_NoMemory();
    return false;
  }
  return true;
}

}  // namespace

// Level by level from the innermost dim out, without recursion: a tensor's
// dim count is user data and must not set the depth of the C++ stack.
PyObject* tensor_to_list(const Tensor& t) {
  const int64_t ndim = t.dim();
  if (ndim == 0) return element(t, 0);
  OwnedObjects level;
  if (!reserve(level.items, t.numel())) return nullptr;
  DimVector index(ndim, 0);
  for (int64_t n = 0, count = t.numel(); n < count; ++n) {
    int64_t offset = 0;
    for (int64_t d = 0; d < ndim; ++d) offset += index[d] * t.strides()[d];
    PyObject* item = element(t, offset);
    if (!item) return nullptr;
    level.items.push_back(item);
    for (int64_t d = ndim - 1; d >= 0 && ++index[d] == t.sizes()[d]; --d) index[d] = 0;
  }
  // Group each dim's items into lists, innermost first. Lists at dim d:
  // the product of the sizes before d, saturated: with a later size 0 it may
  // exceed numel, and then memory runs out as in torch (MemoryError).
  DimVector lists_at(ndim, 1);
  for (int64_t d = 1; d < ndim; ++d) {
    int64_t product = 0;
    bool overflow = __builtin_mul_overflow(lists_at[d - 1], t.sizes()[d - 1], &product);
    lists_at[d] = overflow ? INT64_MAX : product;
  }
  for (int64_t d = ndim - 1; d >= 0; --d) {
    const int64_t lists = lists_at[d];
    const int64_t width = t.sizes()[d];
    OwnedObjects grouped;
    if (!reserve(grouped.items, lists)) return nullptr;
    size_t next = 0;
    for (int64_t l = 0; l < lists; ++l) {
      PyObject* list = PyList_New(width);
      if (!list) return nullptr;
      grouped.items.push_back(list);
      for (int64_t i = 0; i < width; ++i) {
        PyList_SET_ITEM(list, i, level.items[next]);
        level.items[next++] = nullptr;  // now owned by the list
      }
    }
    std::swap(level.items, grouped.items);
  }
  PyObject* result = level.items[0];
  level.items[0] = nullptr;
  return result;
}

}  // namespace yaten::python
