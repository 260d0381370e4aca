// The node of a custom Function and the ctx type the Python package builds
// Function on (_C._FunctionBase), with the attributes PyTorch's ctx has.
// Also the Error node behind once_differentiable.
#include "python/src/py_function.h"

#include "python/src/node_types.h"

#include <new>
#include <utility>

#include "autograd/autograd_meta.h"
#include "autograd/function_support.h"
#include "autograd/grad_mode.h"
#include "generated/autograd/ops/zeros.h"
#include "generated/runtime/kernels/alias.h"
#include "python/src/autograd_hooks.h"
#include "python/src/node_types.h"
#include "python/src/tensor_type.h"
#include "python/src/wrap.h"
#include "runtime/error.h"

namespace py = pybind11;

namespace yaten::python {

namespace {

// The engine may run a node (or drop the last reference to one) from code
// that does not hold the GIL.
class GilGuard {
 public:
  GilGuard() : state_(PyGILState_Ensure()) {}
  ~GilGuard() { PyGILState_Release(state_); }
  GilGuard(const GilGuard&) = delete;
  GilGuard& operator=(const GilGuard&) = delete;

 private:
  PyGILState_STATE state_;
};

PyFunction* as_function(PyObject* self) { return reinterpret_cast<PyFunction*>(self); }

const char* kNodeFreed =
    "Attribute '%s' is invalid for this instance of _C._FunctionBase. Accessing this attribute directly on an "
    "instance of autograd.Function is a legacy access pattern that is no longer supported. For examples on how to "
    "use new-style autograd functions, see https://pytorch.org/docs/stable/autograd.html#torch.autograd.Function ";

}  // namespace

// --- PyNode ---

PyNode::PyNode(PyObject* ctx) : ctx_(ctx) { Py_INCREF(ctx_); }

PyNode::~PyNode() {
  if (!Py_IsInitialized()) return;  // interpreter gone: the ctx went with it
  GilGuard gil;
  Py_DECREF(ctx_);
}

std::string PyNode::name() const { return Py_TYPE(ctx_)->tp_name; }

void PyNode::release_variables() {
  GilGuard gil;  // freed tensors may free nodes that hold Python objects
  PyFunction* fn = function();
  fn->saved_variables.clear();
  fn->has_freed_buffers = true;
}

autograd::TensorList PyNode::apply(autograd::TensorList&& grads) {
  GilGuard gil;
  const bool materialize = function()->materialize_grads;
  py::tuple args(grads.size());
  for (size_t i = 0; i < grads.size(); ++i) {
    Tensor& g = grads[i];
    if (!g.defined() && materialize && i < output_is_tensor_.size() && output_is_tensor_[i]) {
      const autograd::InputMetadata& m = output_metadata_[i];
      g = yaten::zeros(m.sizes, m.dtype, false);
    }
    PyObject* obj = wrap_tensor(g);
    if (!obj) throw py::error_already_set();
    PyTuple_SET_ITEM(args.ptr(), static_cast<Py_ssize_t>(i), obj);
  }
  grads.clear();
  static PyObject* apply_name = PyUnicode_InternFromString("apply");
  py::object apply_fn = py::reinterpret_steal<py::object>(PyObject_GetAttr(ctx_, apply_name));
  if (!apply_fn) throw py::error_already_set();
  py::object result = py::reinterpret_steal<py::object>(PyObject_Call(apply_fn.ptr(), args.ptr(), nullptr));
  if (!result) throw py::error_already_set();
  return unpack_gradients(result.ptr());
}

// PyTorch's rules: one gradient per forward argument, extra trailing Nones
// ignored, None for non-tensor arguments; one result per next edge.
autograd::TensorList PyNode::unpack_gradients(PyObject* result) {
  py::tuple grads = PyTuple_Check(result) ? py::reinterpret_borrow<py::tuple>(result) : py::make_tuple(py::handle(result));
  auto num_grads = static_cast<size_t>(PyTuple_GET_SIZE(grads.ptr()));
  const size_t num_inputs = input_is_tensor_.size();
  if (num_grads > num_inputs) {
    bool all_none = true;
    for (size_t i = num_inputs; i < num_grads; ++i) all_none = all_none && PyTuple_GET_ITEM(grads.ptr(), i) == Py_None;
    if (all_none) num_grads = num_inputs;
  }
  YATEN_CHECK(num_grads == num_inputs, "function ", name(), " returned an incorrect number of gradients (expected ",
              num_inputs, ", got ", num_grads, ")");
  autograd::TensorList out;
  out.reserve(next_edges_.size());
  for (size_t i = 0; i < num_grads; ++i) {
    PyObject* g = PyTuple_GET_ITEM(grads.ptr(), i);
    if (!input_is_tensor_[i]) {
      YATEN_CHECK(g == Py_None, "function ", name(), " returned a gradient different than None at position ", i + 1,
                  ", but the corresponding forward input was not a Variable");
      continue;
    }
    if (g == Py_None) {
      out.emplace_back();
      continue;
    }
    YATEN_CHECK(is_tensor(g), "expected Variable or None (got ", Py_TYPE(g)->tp_name, ")");
    out.push_back(tensor_of(g));
  }
  return out;
}

// --- the ctx type ---

namespace {

PyObject* function_new(PyTypeObject* type, PyObject*, PyObject*) {
  PyObject* obj = type->tp_alloc(type, 0);
  if (!obj) return nullptr;
  PyFunction* self = as_function(obj);
  new (&self->cdata) std::weak_ptr<PyNode>();
  new (&self->saved_variables) std::vector<autograd::SavedVariable>();
  self->materialize_grads = true;
  self->has_freed_buffers = false;
  return obj;
}

int function_traverse(PyObject* obj, visitproc visit, void* arg) {
  PyFunction* self = as_function(obj);
  Py_VISIT(self->needs_input_grad);
  Py_VISIT(self->to_save);
  Py_VISIT(self->non_differentiable);
  Py_VISIT(self->dirty_tensors);
  return 0;
}

int function_clear(PyObject* obj) {
  PyFunction* self = as_function(obj);
  Py_CLEAR(self->needs_input_grad);
  Py_CLEAR(self->to_save);
  Py_CLEAR(self->non_differentiable);
  Py_CLEAR(self->dirty_tensors);
  return 0;
}

void function_dealloc(PyObject* obj) {
  PyObject_GC_UnTrack(obj);
  function_clear(obj);
  PyFunction* self = as_function(obj);
  self->cdata.~weak_ptr();
  self->saved_variables.~vector();
  Py_TYPE(obj)->tp_free(obj);
}

template <PyObject* PyFunction::*member>
PyObject* get_object(PyObject* self, void*) {
  PyObject* value = as_function(self)->*member;
  if (!value) Py_RETURN_NONE;
  Py_INCREF(value);
  return value;
}

template <PyObject* PyFunction::*member>
int set_object(PyObject* self, PyObject* value, void*) {
  Py_XINCREF(value);
  Py_XSETREF(as_function(self)->*member, value);
  return 0;
}

PyObject* get_saved_tensors(PyObject* self, void*) {
  YATEN_PY_BEGIN
  PyFunction* fn = as_function(self);
  YATEN_CHECK(!fn->has_freed_buffers, autograd::kBackwardTwiceError);
  std::shared_ptr<PyNode> node = fn->cdata.lock();
  std::shared_ptr<autograd::Node> owner = node;
  py::tuple out(fn->saved_variables.size());
  for (size_t i = 0; i < fn->saved_variables.size(); ++i) {
    PyObject* t = wrap_tensor(fn->saved_variables[i].unpack(owner));
    if (!t) return nullptr;
    PyTuple_SET_ITEM(out.ptr(), static_cast<Py_ssize_t>(i), t);
  }
  return out.release().ptr();
  YATEN_PY_END
}

PyObject* get_saved_variables(PyObject* self, void* closure) {
  if (PyErr_WarnEx(PyExc_DeprecationWarning, "'saved_variables' is deprecated; use 'saved_tensors'", 1) < 0)
    return nullptr;
  return get_saved_tensors(self, closure);
}

PyObject* get_materialize_grads(PyObject* self, void*) { return PyBool_FromLong(as_function(self)->materialize_grads); }

int set_materialize_grads(PyObject* self, PyObject* value, void*) {
  if (!value || !PyBool_Check(value)) {
    PyErr_SetString(PyExc_TypeError, "set_materialize_grads expects a bool");
    return -1;
  }
  as_function(self)->materialize_grads = value == Py_True;
  return 0;
}

PyObject* get_next_functions(PyObject* self, void*) {
  YATEN_PY_BEGIN
  std::shared_ptr<PyNode> node = as_function(self)->cdata.lock();
  if (!node) return PyErr_Format(PyExc_RuntimeError, kNodeFreed, "next_functions");
  const auto& edges = node->next_edges();
  py::tuple out(edges.size());
  for (size_t i = 0; i < edges.size(); ++i) out[i] = py::make_tuple(node_to_python(edges[i].function), edges[i].input_nr);
  return out.release().ptr();
  YATEN_PY_END
}

PyObject* function_name(PyObject* self, PyObject*) {
  std::shared_ptr<PyNode> node = as_function(self)->cdata.lock();
  if (!node) return PyErr_Format(PyExc_RuntimeError, kNodeFreed, "name");
  return PyUnicode_FromString(node->name().c_str());
}

// grad_fn.register_hook / register_prehook of a custom Function's node (its ctx).
template <PyObject* (*Register)(const std::shared_ptr<autograd::Node>&, PyObject*)>
PyObject* function_register(PyObject* self, PyObject* fn) {
  std::shared_ptr<PyNode> node = as_function(self)->cdata.lock();
  if (!node) return PyErr_Format(PyExc_RuntimeError, kNodeFreed, "register_hook");
  return Register(node, fn);
}

PyObject* default_setup_context(PyObject*, PyObject*) {
  PyErr_SetString(PyExc_NotImplementedError, "setup_context is not implemented.");
  return nullptr;
}

PyGetSetDef function_getset[] = {
    {"needs_input_grad", get_object<&PyFunction::needs_input_grad>, set_object<&PyFunction::needs_input_grad>,
     "Per forward argument: whether it is a tensor that requires grad.", nullptr},
    {"to_save", get_object<&PyFunction::to_save>, set_object<&PyFunction::to_save>, nullptr, nullptr},
    {"non_differentiable", get_object<&PyFunction::non_differentiable>, set_object<&PyFunction::non_differentiable>,
     nullptr, nullptr},
    {"dirty_tensors", get_object<&PyFunction::dirty_tensors>, set_object<&PyFunction::dirty_tensors>, nullptr, nullptr},
    {"saved_tensors", get_saved_tensors, nullptr, "The tensors given to save_for_backward.", nullptr},
    {"saved_variables", get_saved_variables, nullptr, "Deprecated alias of saved_tensors.", nullptr},
    {"materialize_grads", get_materialize_grads, set_materialize_grads, nullptr, nullptr},
    {"next_functions", get_next_functions, nullptr, "(node, input_nr) per forward tensor argument.", nullptr},
    {nullptr, nullptr, nullptr, nullptr, nullptr},
};

PyMethodDef function_methods[] = {
    {"apply", reinterpret_cast<PyCFunction>(function_apply), METH_CLASS | METH_VARARGS,
     "Runs forward on the arguments and records the call in the graph."},
    {"name", function_name, METH_NOARGS, "The node's name: the Function class's name + 'Backward'."},
    {"register_hook", function_register<node_register_hook>, METH_O,
     "hook(grad_inputs, grad_outputs) after backward ran; a returned tuple replaces grad_inputs."},
    {"register_prehook", function_register<node_register_prehook>, METH_O,
     "hook(grad_outputs) before backward runs; a returned tuple replaces grad_outputs."},
    {"setup_context", default_setup_context, METH_VARARGS | METH_STATIC,
     "Override to fill ctx from (ctx, inputs, output) after a forward that takes no ctx."},
    {nullptr, nullptr, 0, nullptr},
};

// The gradient function of once_differentiable's outputs: differentiating
// them (a double backward) raises.
class ErrorNode final : public autograd::Node {
 public:
  explicit ErrorNode(std::string message) : message_(std::move(message)) {}
  autograd::TensorList apply(autograd::TensorList&&) override { throw RuntimeError(message_); }
  std::string name() const override { return "Error"; }

 private:
  std::string message_;
};

// Aliases of the tensors (None stays None) whose grad_fn raises `message`.
py::object delayed_error(const std::string& message, const py::args& values) {
  std::vector<Tensor> inputs;
  bool any_requires_grad = false;
  for (py::handle v : values) {
    YATEN_CHECK_TYPE(v.is_none() || is_tensor(v.ptr()), "_delayed_error: expected Tensors or None, got ", Py_TYPE(v.ptr())->tp_name);
    inputs.push_back(v.is_none() ? Tensor() : tensor_of(v.ptr()));
    any_requires_grad = any_requires_grad || autograd::any_requires_grad(inputs.back());
  }
  std::shared_ptr<ErrorNode> node;
  if (any_requires_grad) {
    node = std::make_shared<ErrorNode>(message);
    if (autograd::GradMode::is_enabled()) autograd::add_edge(*node, inputs);
  }
  py::tuple out(inputs.size());
  for (size_t i = 0; i < inputs.size(); ++i) {
    const Tensor& t = inputs[i];
    if (node) node->output_metadata().push_back(t.defined() ? autograd::InputMetadata{t.sizes(), t.dtype()} : autograd::InputMetadata{});
    if (!t.defined()) {
      out[i] = py::none();
      continue;
    }
    Tensor result = kernels::alias(t);  // same data, fresh history
    if (node && is_floating(t.dtype())) autograd::set_history(result, node, static_cast<uint32_t>(i));
    out[i] = py::reinterpret_steal<py::object>(wrap_tensor(std::move(result)));
  }
  if (node) autograd::forget_inputs(*node);
  if (inputs.size() == 1) return out[0];
  return std::move(out);
}

}  // namespace

PyTypeObject function_base_type = [] {
  PyTypeObject t{PyVarObject_HEAD_INIT(nullptr, 0)};
  t.tp_name = "yaten._C._FunctionBase";
  t.tp_basicsize = sizeof(PyFunction);
  t.tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE | Py_TPFLAGS_HAVE_GC;
  t.tp_new = function_new;
  t.tp_dealloc = function_dealloc;
  t.tp_traverse = function_traverse;
  t.tp_clear = function_clear;
  t.tp_getset = function_getset;
  t.tp_methods = function_methods;
  t.tp_doc = "The C part of a custom Function's ctx (and of Function, whose apply it provides).";
  return t;
}();

py::object node_to_python(const std::shared_ptr<autograd::Node>& node) {
  if (!node) return py::none();
  if (auto* py_node = dynamic_cast<PyNode*>(node.get())) return py::reinterpret_borrow<py::object>(py_node->ctx());
  py::object object = py::cast(node);
  give_node_its_type(object, node->name());
  return object;
}

void init_py_function(py::module_& m) {
  if (PyType_Ready(&function_base_type) < 0) throw py::error_already_set();
  Py_INCREF(&function_base_type);
  PyModule_AddObject(m.ptr(), "_FunctionBase", reinterpret_cast<PyObject*>(&function_base_type));
  m.def("_delayed_error", &delayed_error,
        "Aliases of the given tensors whose backward raises the message (once_differentiable).");
}

}  // namespace yaten::python
