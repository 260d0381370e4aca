// Custom autograd Functions written in Python (yaten.autograd.Function).
// A call to Function.apply makes a ctx object (an instance of the class's
// generated `<Name>Backward` class, whose C base is _C._FunctionBase) and a
// PyNode that owns it; the PyNode is the outputs' grad_fn and calls the
// Python backward, under the GIL, when the engine reaches it.
#pragma once

#include <Python.h>
#include <pybind11/pybind11.h>

#include <memory>
#include <string>
#include <vector>

#include "autograd/node.h"
#include "autograd/saved_variable.h"

namespace yaten::python {

class PyNode;

// The instance layout of _C._FunctionBase: the ctx a forward fills and the
// backward reads. It refers to its node weakly (the node owns it).
struct PyFunction {
  PyObject_HEAD
  std::weak_ptr<PyNode> cdata;
  PyObject* needs_input_grad;    // tuple of bools, one per forward argument
  PyObject* to_save;             // what save_for_backward was given, until apply saves it
  PyObject* non_differentiable;  // what mark_non_differentiable was given
  PyObject* dirty_tensors;       // what mark_dirty was given
  std::vector<autograd::SavedVariable> saved_variables;
  bool materialize_grads;
  bool has_freed_buffers;
};

extern PyTypeObject function_base_type;

class PyNode final : public autograd::Node {
 public:
  // Takes a new reference to ctx.
  explicit PyNode(PyObject* ctx);
  ~PyNode() override;

  autograd::TensorList apply(autograd::TensorList&& grads) override;
  // The ctx class's name: "<Function class name>Backward".
  std::string name() const override;
  void release_variables() override;

  PyObject* ctx() const { return ctx_; }
  PyFunction* function() const { return reinterpret_cast<PyFunction*>(ctx_); }
  // Which forward arguments were tensors (the ones with a next edge).
  std::vector<bool>& input_is_tensor() { return input_is_tensor_; }
  // Which forward outputs were tensors; the others get None as gradient.
  std::vector<bool>& output_is_tensor() { return output_is_tensor_; }

 private:
  autograd::TensorList unpack_gradients(PyObject* result);

  PyObject* ctx_;
  std::vector<bool> input_is_tensor_;
  std::vector<bool> output_is_tensor_;
};

// Function.apply(*args): the classmethod of _C._FunctionBase (py_function_apply.cpp).
PyObject* function_apply(PyObject* cls, PyObject* args);

// The Python object for a grad_fn: a custom Function's ctx, else the bound Node.
pybind11::object node_to_python(const std::shared_ptr<autograd::Node>& node);

// Registers _C._FunctionBase and _C._delayed_error (for once_differentiable).
void init_py_function(pybind11::module_& m);

}  // namespace yaten::python
