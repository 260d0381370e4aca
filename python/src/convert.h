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
// What torch takes for a sequence of index values (x[[0, 1]], x[range(2)], x[np.array([0, 1])]):
// a list or tuple, another sequence as torch.tensor reads one (not a str or a tensor), or a
// numpy array with dims.
bool is_index_sequence(PyObject* obj);

}  // namespace yaten::python
