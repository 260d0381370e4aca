// Hand-written Tensor methods, added to the generated ones at module init.
#pragma once

#include <Python.h>

#include <vector>

namespace yaten::python {

void add_tensor_methods(std::vector<PyMethodDef>& methods);

}  // namespace yaten::python
