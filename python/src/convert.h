// Python data <-> tensors: nested lists, numbers, numpy arrays, tolist().
#pragma once

#include <Python.h>

#include <optional>

#include "runtime/tensor.h"

namespace yaten::python {

// yaten.tensor(data): always copies; dtype inferred as torch does
// (bool < int64 < default float) unless given.
Tensor tensor_from_data(PyObject* data, std::optional<ScalarType> dtype);
// yaten.from_numpy(array): shares the array's memory and keeps it alive.
Tensor tensor_from_buffer(PyObject* array);
PyObject* tensor_to_list(const Tensor& t);

}  // namespace yaten::python
