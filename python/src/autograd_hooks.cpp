// Python hooks on tensor gradients. The engine runs its nodes without the
// GIL (possibly on a thread of its own for a deep reentrant backward), so a
// hook takes it for its call; a Python exception inside it is captured
// (py::error_already_set), unwinds the engine and reaches the caller of
// backward() unchanged.
#include "python/src/autograd_hooks.h"

#include <memory>
#include <string>

#include "autograd/autograd_meta.h"
#include "autograd/engine.h"
#include "autograd/undefined_grad.h"
#include "python/src/arg_parser.h"
#include "python/src/pybind_casters.h"
#include "python/src/tensor_type.h"
#include "python/src/torch_function.h"
#include "python/src/wrap.h"
#include "runtime/error.h"
#include "runtime/shape.h"

namespace py = pybind11;

namespace yaten::python {

namespace {


// What register_hook returns (torch.utils.hooks.RemovableHandle's API).
struct HookHandle {
  std::shared_ptr<PyHook> hook;
  void remove() const {
    hook->removed = true;
    hook->fn = py::none();
  }
};

std::string hook_name(const py::object& fn) {
  py::object name = py::getattr(fn, "__name__", py::none());
  return name.is_none() ? std::string(py::str(py::repr(fn))) : std::string(py::str(name));
}

// torch's names in its messages: FloatTensor, LongTensor, HalfTensor, ...
std::string legacy_type_name(ScalarType t) { return std::string("yaten.") + torch_dtype_name(t) + "Tensor"; }

void check_same_kind(const PyHook& hook, const Tensor& replaced, const Tensor& grad) {
  YATEN_CHECK(replaced.sizes() == grad.sizes(), "hook '", hook_name(hook.fn), "' has changed the size of value");
  YATEN_CHECK(replaced.dtype() == grad.dtype(), "hook '", hook_name(hook.fn), "' has changed the type of value (was ",
              legacy_type_name(grad.dtype()), " got ", legacy_type_name(replaced.dtype()), ")");
}

Tensor call_hook(const PyHook& hook, const Tensor& grad) {
  py::gil_scoped_acquire gil;
  if (hook.removed) return Tensor();
  PyObject* arg = wrap_tensor(grad);
  if (!arg) throw py::error_already_set();
  PyObject* res = PyObject_CallOneArg(hook.fn.ptr(), arg);
  Py_DECREF(arg);
  if (!res) throw py::error_already_set();
  py::object result = py::reinterpret_steal<py::object>(res);
  if (result.is_none()) return Tensor();
  if (!is_tensor(result.ptr())) {
    throw TypeError(detail::concat("expected Tensor or None (got ", Py_TYPE(result.ptr())->tp_name, ")"));
  }
  const Tensor& replaced = tensor_of(result.ptr());
  check_same_kind(hook, replaced, grad);
  return replaced;
}

py::tuple grads_to_tuple(const autograd::TensorList& grads) {
  py::tuple out(grads.size());
  for (size_t i = 0; i < grads.size(); ++i) {
    if (!grads[i].defined()) {
      out[i] = py::none();
      continue;
    }
    PyObject* t = wrap_tensor(grads[i]);
    if (!t) throw py::error_already_set();
    out[i] = py::reinterpret_steal<py::object>(t);
  }
  return out;
}

// What a grad_fn hook returned, checked as torch checks it: None keeps
// `grads`; otherwise a tuple as long as `grads`, each entry None (no
// gradient) or a tensor of the size and dtype of the one it replaces.
autograd::TensorList replaced_grads(const PyHook& hook, const py::object& result, const autograd::TensorList& grads) {
  if (result.is_none()) return grads;
  if (!PyTuple_Check(result.ptr())) {
    throw TypeError(detail::concat("expected tuple, but hook returned '", Py_TYPE(result.ptr())->tp_name, "'"));
  }
  const size_t count = static_cast<size_t>(PyTuple_GET_SIZE(result.ptr()));
  YATEN_CHECK(count == grads.size(), "hook '", hook_name(hook.fn), "' has returned an incorrect number of values (got ",
              count, ", but expected ", grads.size(), ")");
  autograd::TensorList out(count);
  for (size_t i = 0; i < count; ++i) {
    PyObject* item = PyTuple_GET_ITEM(result.ptr(), static_cast<Py_ssize_t>(i));
    if (item == Py_None) continue;
    if (!is_tensor(item)) {
      throw TypeError(detail::concat("expected Variable, but hook returned '", Py_TYPE(item)->tp_name, "'"));
    }
    YATEN_CHECK(grads[i].defined(), "can't replace a None gradient with a non-None value");
    out[i] = tensor_of(item);
    check_same_kind(hook, out[i], grads[i]);
  }
  return out;
}

// Calls hook.fn(*args) under the GIL; its result, or None once removed.
py::object call_grads_hook(const PyHook& hook, const py::tuple& args) {
  PyObject* res = PyObject_CallObject(hook.fn.ptr(), args.ptr());
  if (!res) throw py::error_already_set();
  return py::reinterpret_steal<py::object>(res);
}

std::shared_ptr<PyHook> checked_hook(PyObject* fn, const char* method) {
  if (!PyCallable_Check(fn)) throw TypeError(detail::concat(method, "(): hook must be callable"));
  auto hook = std::make_shared<PyHook>();
  hook->fn = py::reinterpret_borrow<py::object>(fn);
  return hook;
}

}  // namespace

PyHook::~PyHook() {
  if (!Py_IsInitialized()) {
    fn.release();  // interpreter gone: the callable went with it
    return;
  }
  py::gil_scoped_acquire gil;
  fn = py::object();
}

PyObject* tensor_register_hook(PyObject* self, PyObject* fn) {
  YATEN_PY_BEGIN
  YATEN_METHOD_TORCH_FUNCTION("register_hook", &fn, 1, nullptr);
  if (!PyCallable_Check(fn)) throw TypeError("register_hook(): hook must be callable");
  auto hook = std::make_shared<PyHook>();
  hook->fn = py::reinterpret_borrow<py::object>(fn);
  autograd::register_hook(tensor_of(self), [hook](const Tensor& grad) { return call_hook(*hook, grad); }, hook);
  return py::cast(HookHandle{hook}).release().ptr();
  YATEN_PY_END
}

PyObject* tensor_register_post_accumulate_grad_hook(PyObject* self, PyObject* fn) {
  YATEN_PY_BEGIN
  YATEN_METHOD_TORCH_FUNCTION("register_post_accumulate_grad_hook", &fn, 1, nullptr);
  if (!PyCallable_Check(fn)) throw TypeError("register_post_accumulate_grad_hook(): hook must be callable");
  auto hook = std::make_shared<PyHook>();
  hook->fn = py::reinterpret_borrow<py::object>(fn);
  autograd::register_post_accumulate_grad_hook(
      tensor_of(self),
      [hook](const Tensor& variable) {
        if (hook->removed) return;
        py::gil_scoped_acquire gil;
        PyObject* arg = wrap_tensor(variable);
        if (!arg) throw PythonErrorAlreadySet{};
        PyObject* res = PyObject_CallOneArg(hook->fn.ptr(), arg);
        Py_DECREF(arg);
        if (!res) throw PythonErrorAlreadySet{};
        Py_DECREF(res);  // the hook's return value is ignored, as in torch
      },
      hook);
  return py::cast(HookHandle{hook}).release().ptr();
  YATEN_PY_END
}

PyObject* node_register_hook(const std::shared_ptr<autograd::Node>& node, PyObject* fn) {
  YATEN_PY_BEGIN
  auto hook = checked_hook(fn, "register_hook");
  node->add_hook_payload(hook);
  node->add_post_hook([hook](const autograd::TensorList& grad_inputs, const autograd::TensorList& grad_outputs) {
    py::gil_scoped_acquire gil;
    if (hook->removed) return grad_inputs;
    py::object result = call_grads_hook(*hook, py::make_tuple(grads_to_tuple(grad_inputs), grads_to_tuple(grad_outputs)));
    return replaced_grads(*hook, result, grad_inputs);
  });
  return py::cast(HookHandle{hook}).release().ptr();
  YATEN_PY_END
}

PyObject* node_register_prehook(const std::shared_ptr<autograd::Node>& node, PyObject* fn) {
  YATEN_PY_BEGIN
  auto hook = checked_hook(fn, "register_prehook");
  node->add_hook_payload(hook);
  node->add_pre_hook([hook](const autograd::TensorList& grad_outputs) {
    py::gil_scoped_acquire gil;
    if (hook->removed) return grad_outputs;
    py::object result = call_grads_hook(*hook, py::make_tuple(grads_to_tuple(grad_outputs)));
    return replaced_grads(*hook, result, grad_outputs);
  });
  return py::cast(HookHandle{hook}).release().ptr();
  YATEN_PY_END
}

void init_autograd_hooks(py::module_& m) {
  py::class_<HookHandle>(m, "_HookHandle", "Removes the hook register_hook added, on remove().")
      .def("remove", &HookHandle::remove)
      .def("__enter__", [](py::object self) { return self; })
      .def("__exit__", [](const HookHandle& h, py::args) { h.remove(); });
  m.def("_queue_callback", [](py::function callback) {
    autograd::queue_callback([callback = std::make_shared<py::object>(std::move(callback))] {
      py::gil_scoped_acquire gil;
      (*callback)();
    });
  }, "Runs callback() when the current backward pass ends (Variable._execution_engine.queue_callback).");
  m.def("_undefined_grad", &autograd::undefined_grad,
        "A tensor sharing t's memory whose backward sends an undefined gradient (for gradcheck).");
}

}  // namespace yaten::python
