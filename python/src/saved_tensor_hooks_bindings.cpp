// See saved_tensor_hooks_bindings.h. Hooks run wherever a tensor is saved
// or unpacked: inside ops that may run without the GIL and inside the
// backward engine, so each call takes the GIL itself. A Python error in a
// hook becomes a RuntimeError naming it ("ValueError: boom"), as torch's.
#include "python/src/saved_tensor_hooks_bindings.h"

#include <memory>
#include <optional>
#include <string>

#include "autograd/saved_tensor_hooks.h"
#include <pybind11/stl.h>

#include "python/src/pybind_casters.h"
#include "python/src/tensor_type.h"
#include "runtime/error.h"

namespace py = pybind11;

namespace yaten::python {

namespace {

// The pending Python error as "TypeName: message", cleared.
[[noreturn]] void raise_hook_error() {
  py::error_already_set error;
  std::string message = py::str(error.type().attr("__name__"));
  const std::string text = py::str(error.value());
  if (!text.empty()) message += ": " + text;
  throw RuntimeError(message);
}

// Drops a Python reference under the GIL (a saved tensor may die on the
// engine's threads), or leaks it once the interpreter is gone.
void release_under_gil(py::object& obj) {
  if (!Py_IsInitialized()) {
    obj.release();
    return;
  }
  py::gil_scoped_acquire gil;
  obj = py::object();
}

class PyPackedTensor : public autograd::PackedTensor {
 public:
  PyPackedTensor(py::object unpack_hook, py::object packed)
      : unpack_hook_(std::move(unpack_hook)), packed_(std::move(packed)) {}
  ~PyPackedTensor() override {
    release_under_gil(packed_);
    release_under_gil(unpack_hook_);
  }

  Tensor unpack() const override {
    py::gil_scoped_acquire gil;
    PyObject* result = PyObject_CallOneArg(unpack_hook_.ptr(), packed_.ptr());
    if (!result) raise_hook_error();
    const py::object owned = py::reinterpret_steal<py::object>(result);
    YATEN_CHECK_TYPE(is_tensor(result), "Output of saved tensor unpack_hook expected to be a Tensor but got result "
                     "of type ", Py_TYPE(result)->tp_name);
    return tensor_of(result);
  }

 private:
  py::object unpack_hook_;
  py::object packed_;
};

class PySavedTensorHooks : public autograd::SavedTensorHooks {
 public:
  PySavedTensorHooks(py::object pack_hook, py::object unpack_hook)
      : pack_hook_(std::move(pack_hook)), unpack_hook_(std::move(unpack_hook)) {}
  ~PySavedTensorHooks() override {
    release_under_gil(pack_hook_);
    release_under_gil(unpack_hook_);
  }

  std::shared_ptr<autograd::PackedTensor> pack(const Tensor& t) const override {
    py::gil_scoped_acquire gil;
    PyObject* arg = wrap_tensor(t);
    if (!arg) raise_hook_error();
    PyObject* result = PyObject_CallOneArg(pack_hook_.ptr(), arg);
    Py_DECREF(arg);
    if (!result) raise_hook_error();
    return std::make_shared<PyPackedTensor>(unpack_hook_, py::reinterpret_steal<py::object>(result));
  }

 private:
  py::object pack_hook_;
  py::object unpack_hook_;
};

}  // namespace

void init_saved_tensor_hooks(py::module_& m) {
  namespace ag = yaten::autograd;
  m.def("_push_saved_tensors_default_hooks", [](py::object pack_hook, py::object unpack_hook) {
    ag::push_saved_tensor_hooks(std::make_shared<const PySavedTensorHooks>(std::move(pack_hook), std::move(unpack_hook)));
  }, py::arg("pack_hook"), py::arg("unpack_hook"));
  m.def("_pop_saved_tensors_default_hooks", &ag::pop_saved_tensor_hooks);
  m.def("_saved_tensors_hooks_disable", &ag::disable_saved_tensor_hooks, py::arg("error_message"));
  m.def("_saved_tensors_hooks_enable", &ag::enable_saved_tensor_hooks);
  m.def("_saved_tensors_hooks_get_disabled_error_message", &ag::saved_tensor_hooks_disabled_message);
}

}  // namespace yaten::python
