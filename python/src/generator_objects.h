// yaten.Generator: PyTorch's Python type for a random number generator
// (runtime/random.h), and yaten._C.default_generator, the one every random
// op draws from unless given generator=.
#pragma once

#include <Python.h>

#include "runtime/random.h"

namespace yaten::python {

void init_generator_objects(PyObject* module);
bool is_generator(PyObject* obj);
// The generator a `Generator?` argument names; undefined (the default one) for None.
Generator generator_from_object(PyObject* obj);

}  // namespace yaten::python
