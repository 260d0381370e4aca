// Turning C++ results into Python objects, and C++ exceptions into Python
// ones: the glue every binding uses.
#pragma once

#include <Python.h>

#include <initializer_list>
#include <string>
#include <tuple>
#include <vector>

#include "python/src/arg_parser.h"
#include "python/src/tensor_type.h"

namespace yaten::python {

inline const Tensor& unwrap_self(PyObject* self) { return tensor_of(self); }
PyObject* wrap_list(const std::vector<Tensor>& tensors);
// The Python type of yaten::LinAlgError (yaten.linalg.LinAlgError, a RuntimeError).
PyObject* linalg_error_type();
// max.dim and friends return a named tuple (values, indices), as torch.return_types.
// Their fields are named after the schema's returns (yaten.return_types.aminmax: min, max).
PyObject* wrap_named_tuple(std::initializer_list<Tensor> items, const char* op_name,
                           std::initializer_list<const char*> fields);
template <typename... Ts>
PyObject* wrap_tuple(const std::tuple<Ts...>& result, const char* op_name, std::initializer_list<const char*> fields) {
  return std::apply([&](const auto&... t) { return wrap_named_tuple({t...}, op_name, fields); }, result);
}
inline PyObject* wrap_tuple(const std::tuple<Tensor, Tensor>& result, const char* op_name) {
  return wrap_tuple(result, op_name, {"values", "indices"});
}
// The structseq type yaten.return_types.<op_name> (a new reference), made
// with these fields unless a binding or an earlier call made it already.
PyObject* return_type_object(const std::string& op_name, const std::vector<std::string>& fields);
// Unnamed results (lstm's output, h_n, c_n) are a plain tuple, as torch's.
template <typename... Ts>
PyObject* wrap_plain_tuple(const std::tuple<Ts...>& result) {
  return std::apply([](const auto&... t) { return wrap_list({t...}); }, result);
}

// Sets the Python exception for the C++ exception being handled.
void set_python_error();

}  // namespace yaten::python

#define YATEN_PY_BEGIN try {
#define YATEN_PY_END                     \
  }                                      \
  catch (...) {                          \
    ::yaten::python::set_python_error(); \
    return nullptr;                      \
  }
