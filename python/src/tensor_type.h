// The Python tensor type: `yaten._C.TensorBase`, a plain CPython type holding
// a yaten::Tensor, which yaten.Tensor (Python) and user subclasses extend.
// It is a raw type rather than a pybind11 class so the generated bindings
// can unwrap with one type check and wrap without a registry lookup.
#pragma once

#include <Python.h>

#include "runtime/tensor.h"

namespace yaten::python {

struct PyTensor {
  PyObject_HEAD
  Tensor tensor;
};

extern PyTypeObject tensor_base_type;
// yaten.Tensor once the package registered it (TensorBase before).
extern PyTypeObject* g_tensor_class;

inline bool is_tensor(PyObject* obj) { return PyObject_TypeCheck(obj, &tensor_base_type); }
inline const Tensor& tensor_of(PyObject* obj) { return reinterpret_cast<PyTensor*>(obj)->tensor; }

// The Python object for a tensor: the one it already has, else a new
// instance of yaten.Tensor (or of `type` when given). None if undefined.
PyObject* wrap_tensor(Tensor t, PyTypeObject* type = nullptr);

// Registers Size; TensorBase itself is readied by module.cpp once its
// method table (generated + hand-written) is complete.
void init_tensor_type(PyObject* module);
// Results of ops are created as this class (yaten.Tensor, set at import).
void set_tensor_class(PyTypeObject* cls);

// yaten.Size: a tuple subclass, as torch.Size.
PyObject* make_size(const DimVector& sizes);
bool is_size(PyObject* obj);

}  // namespace yaten::python
