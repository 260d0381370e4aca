// A schema default (runtime/schema.h's DefaultValue, read by the runtime's
// one default evaluator) as the Python object it stands for: the argument
// parsers' defaults and the values yaten.ops and yaten.library show.
#pragma once

#include <Python.h>

#include "runtime/schema.h"

namespace yaten::python {

// A new reference: lists are tuples, named constants the module's objects
// (yaten.contiguous_format). nullptr, with a Python error set, on failure.
PyObject* default_value_object(const DefaultValue& value);

}  // namespace yaten::python
