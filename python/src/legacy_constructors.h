// torch's legacy constructors: yaten.Tensor(...), the typed ones
// (yaten.FloatTensor(...), yaten.LongTensor(...), ...) and Tensor.new(...),
// which take the same arguments, parsed and refused as torch's.
#pragma once

#include <Python.h>

#include <pybind11/pybind11.h>

#include "runtime/tensor.h"

namespace yaten::python {

enum class LegacyForm {
  Base,   // yaten.Tensor(...): the default float dtype, a tensor of any dtype aliased
  Typed,  // yaten.FloatTensor(...): its dtype, a tensor of another dtype refused
  New,    // x.new(...): x's dtype, as Typed
};

// () an empty 1-D tensor; (sizes...), (Size) an uninitialised one; (storage) a
// tensor over it; (tensor) that tensor aliased; (sequence or array) its data
// in `dtype` (an array of that dtype shared); device= names the CPU only.
Tensor legacy_new(LegacyForm form, ScalarType dtype, PyObject* args, PyObject* kwargs);

// yaten._C._legacy_new(dtype, is_new, args, kwargs): the typed constructors and Tensor.new.
void init_legacy_constructors(pybind11::module_& m);

}  // namespace yaten::python
