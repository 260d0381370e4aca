// ParsedArgs accessors: inline, as they sit on every call's path.
#pragma once

#include "python/src/device_objects.h"
#include "python/src/generator_objects.h"
#include "runtime/error.h"

namespace yaten::python {

template <size_t N>
Tensor ParsedArgs<N>::tensor(int i) const {
  PyObject* o = objs[i];
  if (o == Py_None) return Tensor();
  return to_tensor(o);
}

// The entries of a list or tuple the parser accepted; a None entry (only a
// Tensor?[] lets one through) is an undefined Tensor.
inline std::vector<Tensor> to_tensor_list(PyObject* seq) {
  Py_ssize_t n = PySequence_Fast_GET_SIZE(seq);
  std::vector<Tensor> out;
  out.reserve(n);
  PyObject** items = PySequence_Fast_ITEMS(seq);
  for (Py_ssize_t k = 0; k < n; ++k) out.push_back(items[k] == Py_None ? Tensor() : to_tensor(items[k]));
  return out;
}

template <size_t N>
std::vector<Tensor> ParsedArgs<N>::tensor_list(int i) const { return to_tensor_list(objs[i]); }

template <size_t N>
std::vector<Tensor> ParsedArgs<N>::out_tensors(int i, size_t count) const {
  std::vector<Tensor> outs = to_tensor_list(objs[i]);
  YATEN_CHECK_TYPE(outs.size() == count, "expected tuple of ", count, " elements but got ", outs.size());
  return outs;
}

template <size_t N>
std::vector<Tensor> ParsedArgs<N>::optional_tensor_list(int i) const { return to_tensor_list(objs[i]); }

template <size_t N>
Scalar ParsedArgs<N>::scalar(int i) const { return to_scalar(objs[i]); }

template <size_t N>
std::optional<Scalar> ParsedArgs<N>::optional_scalar(int i) const {
  if (objs[i] == Py_None) return std::nullopt;
  return to_scalar(objs[i]);
}

template <size_t N>
int64_t ParsedArgs<N>::int64(int i) const { return to_int64(objs[i], op_name); }

template <size_t N>
std::optional<int64_t> ParsedArgs<N>::optional_int64(int i) const {
  if (objs[i] == Py_None) return std::nullopt;
  return to_int64(objs[i], op_name);
}

template <size_t N>
DimVector ParsedArgs<N>::int_list(int i) const { return to_int_list(objs[i], 0, op_name); }

template <size_t N>
std::optional<DimVector> ParsedArgs<N>::optional_int_list(int i) const {
  if (objs[i] == Py_None) return std::nullopt;
  return to_int_list(objs[i], 1, op_name);
}

template <size_t N>
double ParsedArgs<N>::to_double(int i) const { return python::to_double(objs[i]); }

template <size_t N>
std::optional<double> ParsedArgs<N>::optional_double(int i) const {
  if (objs[i] == Py_None) return std::nullopt;
  return python::to_double(objs[i]);
}

template <size_t N>
bool ParsedArgs<N>::to_bool(int i) const { return objs[i] == Py_True; }

template <size_t N>
std::optional<bool> ParsedArgs<N>::optional_bool(int i) const {
  if (objs[i] == Py_None) return std::nullopt;
  return objs[i] == Py_True;
}

template <size_t N>
std::string_view ParsedArgs<N>::string_view(int i) const {
  Py_ssize_t size = 0;
  const char* data = PyUnicode_AsUTF8AndSize(objs[i], &size);
  if (!data) {  // a lone surrogate: torch's message
    PyErr_Clear();
    throw RuntimeError("error unpacking string as utf-8");
  }
  return {data, static_cast<size_t>(size)};
}

template <size_t N>
std::optional<std::string_view> ParsedArgs<N>::optional_string_view(int i) const {
  if (objs[i] == Py_None) return std::nullopt;
  return string_view(i);
}

template <size_t N>
ScalarType ParsedArgs<N>::scalar_type(int i) const { return to_scalar_type(objs[i]); }

template <size_t N>
std::optional<ScalarType> ParsedArgs<N>::optional_scalar_type(int i) const {
  if (objs[i] == Py_None) return std::nullopt;
  return to_scalar_type(objs[i]);
}

template <size_t N>
MemoryFormat ParsedArgs<N>::memory_format(int i) const { return memory_format_from_object(objs[i]); }

template <size_t N>
std::optional<MemoryFormat> ParsedArgs<N>::optional_memory_format(int i) const {
  if (objs[i] == Py_None) return std::nullopt;
  return memory_format_from_object(objs[i]);
}

template <size_t N>
std::vector<double> ParsedArgs<N>::float_list(int i) const {
  PyObject* seq = objs[i];
  std::vector<double> out(static_cast<size_t>(PySequence_Fast_GET_SIZE(seq)));
  for (size_t k = 0; k < out.size(); ++k) out[k] = python::to_double(PySequence_Fast_ITEMS(seq)[k]);
  return out;
}

template <size_t N>
std::optional<std::vector<double>> ParsedArgs<N>::optional_float_list(int i) const {
  if (objs[i] == Py_None) return std::nullopt;
  return float_list(i);
}

template <size_t N>
std::vector<Scalar> ParsedArgs<N>::scalar_list(int i) const {
  PyObject* seq = objs[i];
  std::vector<Scalar> out;
  out.reserve(static_cast<size_t>(PySequence_Fast_GET_SIZE(seq)));
  for (Py_ssize_t k = 0; k < PySequence_Fast_GET_SIZE(seq); ++k) out.push_back(to_scalar(PySequence_Fast_ITEMS(seq)[k]));
  return out;
}

template <size_t N>
std::optional<std::vector<Scalar>> ParsedArgs<N>::optional_scalar_list(int i) const {
  if (objs[i] == Py_None) return std::nullopt;
  return scalar_list(i);
}

template <size_t N>
Generator ParsedArgs<N>::generator(int i) const { return generator_from_object(objs[i]); }

}  // namespace yaten::python
