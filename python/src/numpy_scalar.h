// numpy scalars (np.float32(2), np.int64(3), np.bool_(True)) read as
// Python numbers, with PyTorch's promotion: an integer is an int, a
// floating (or bool_, as torch 1.13 reads it) a float; complex is refused.
// numpy is never imported from here: a numpy scalar exists only once the
// user has imported it.
#pragma once

#include <Python.h>

#include <optional>

#include "runtime/scalar.h"

namespace yaten::python {

// An integer, floating, bool_ or complex numpy scalar (complex so that it is
// refused with a clear TypeError rather than taken for something else).
bool is_numpy_number(PyObject* obj);
// Its value; TypeError for complex.
Scalar numpy_number_value(PyObject* obj);
// The yaten dtype of a numpy scalar of a dtype yaten has (np.float32 ->
// float32, np.int32 -> int32); otherwise none.
std::optional<ScalarType> numpy_scalar_dtype(PyObject* obj);

}  // namespace yaten::python
