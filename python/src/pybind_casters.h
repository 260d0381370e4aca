// Lets pybind11-bound helpers take and return yaten::Tensor and ScalarType
// through the raw tensor type and the dtype objects.
#pragma once

#include <pybind11/pybind11.h>

#include "python/src/dtype_objects.h"
#include "python/src/tensor_type.h"
#include "python/src/wrap.h"

namespace pybind11::detail {

template <>
struct type_caster<yaten::Tensor> {
  PYBIND11_TYPE_CASTER(yaten::Tensor, const_name("Tensor"));
  bool load(handle src, bool) {
    if (!yaten::python::is_tensor(src.ptr())) return false;
    value = yaten::python::tensor_of(src.ptr());
    return true;
  }
  static handle cast(const yaten::Tensor& t, return_value_policy, handle) {
    PyObject* obj = yaten::python::wrap_tensor(t);
    if (!obj) throw error_already_set();
    return obj;
  }
};

template <>
struct type_caster<yaten::ScalarType> {
  PYBIND11_TYPE_CASTER(yaten::ScalarType, const_name("dtype"));
  bool load(handle src, bool) {
    auto t = yaten::python::dtype_from_object(src.ptr());
    if (!t) return false;
    value = *t;
    return true;
  }
  static handle cast(yaten::ScalarType t, return_value_policy, handle) {
    PyObject* d = yaten::python::dtype_object(t);
    Py_INCREF(d);
    return d;
  }
};

}  // namespace pybind11::detail
