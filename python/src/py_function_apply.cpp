// Function.apply: runs the user's forward without recording history, then
// wires the outputs to a PyNode as PyTorch does (in-place outputs marked
// dirty, non-differentiable outputs, inputs returned as they are) and saves
// what save_for_backward was given.
#include <algorithm>
#include <vector>

#include "autograd/autograd_meta.h"
#include "autograd/forward_ad.h"
#include "autograd/function_support.h"
#include "autograd/grad_mode.h"
#include "generated/runtime/kernels/alias.h"
#include "python/src/py_function.h"
#include "python/src/py_function_jvp.h"
#include "python/src/tensor_type.h"
#include "python/src/wrap.h"
#include "runtime/error.h"

namespace py = pybind11;

namespace yaten::python {

namespace {

using ImplList = std::vector<const TensorImpl*>;

bool contains(const ImplList& impls, const TensorImpl* impl) {
  return std::find(impls.begin(), impls.end(), impl) != impls.end();
}

py::object steal_or_throw(PyObject* obj) {
  if (!obj) throw py::error_already_set();
  return py::reinterpret_steal<py::object>(obj);
}

PyObject* interned(const char* name) { return PyUnicode_InternFromString(name); }

struct UnpackedInputs {
  PyObject* args;  // borrowed: the forward arguments
  std::vector<Tensor> tensors;
  std::vector<bool> is_tensor;  // per argument
  bool any_requires_grad = false;
};

// Also fills ctx.needs_input_grad: whether each argument is a tensor that requires grad.
UnpackedInputs unpack_inputs(PyObject* args, PyFunction* ctx) {
  UnpackedInputs in;
  in.args = args;
  const Py_ssize_t n = PyTuple_GET_SIZE(args);
  in.tensors.reserve(n);
  in.is_tensor.reserve(n);
  PyObject* needs = PyTuple_New(n);
  if (!needs) throw py::error_already_set();
  for (Py_ssize_t i = 0; i < n; ++i) {
    PyObject* arg = PyTuple_GET_ITEM(args, i);
    bool needs_grad = false;
    const bool tensor = is_tensor(arg);
    if (tensor) {
      const Tensor& t = tensor_of(arg);
      needs_grad = autograd::requires_grad(t);
      in.any_requires_grad = in.any_requires_grad || needs_grad;
      in.tensors.push_back(t);
    }
    in.is_tensor.push_back(tensor);
    PyObject* flag = needs_grad ? Py_True : Py_False;
    Py_INCREF(flag);
    PyTuple_SET_ITEM(needs, i, flag);
  }
  Py_XSETREF(ctx->needs_input_grad, needs);
  return in;
}

// forward(ctx, *args), or forward(*args) then setup_context(ctx, args, output)
// when the class overrides setup_context.
py::object run_forward(PyObject* cls, PyObject* ctx, PyObject* args) {
  static PyObject* forward_name = interned("forward");
  static PyObject* setup_name = interned("setup_context");
  static PyObject* default_setup = PyObject_GetAttr(reinterpret_cast<PyObject*>(&function_base_type), setup_name);
  autograd::AutoGradMode no_grad(false);
  autograd::ForwardADGuard no_forward;  // jvp gives the outputs their tangents
  py::object forward = steal_or_throw(PyObject_GetAttr(cls, forward_name));
  py::object setup = steal_or_throw(PyObject_GetAttr(cls, setup_name));
  if (setup.ptr() != default_setup) {
    py::object output = steal_or_throw(PyObject_Call(forward.ptr(), args, nullptr));
    PyObject* setup_args[] = {ctx, args, output.ptr()};
    steal_or_throw(PyObject_Vectorcall(setup.ptr(), setup_args, 3, nullptr));
    return output;
  }
  const Py_ssize_t n = PyTuple_GET_SIZE(args);
  std::vector<PyObject*> call_args(n + 1);
  call_args[0] = ctx;
  for (Py_ssize_t i = 0; i < n; ++i) call_args[i + 1] = PyTuple_GET_ITEM(args, i);
  return steal_or_throw(PyObject_Vectorcall(forward.ptr(), call_args.data(), n + 1, nullptr));
}

// The impls of ctx.mark_non_differentiable's arguments.
ImplList parse_non_differentiable(PyFunction* ctx) {
  ImplList out;
  PyObject* marked = ctx->non_differentiable;
  if (!marked || marked == Py_None) return out;
  YATEN_CHECK(PyTuple_Check(marked), "autograd internal error: non_differentiable attribute is expected to be a tuple but is ",
              Py_TYPE(marked)->tp_name);
  for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(marked); ++i) {
    PyObject* obj = PyTuple_GET_ITEM(marked, i);
    YATEN_CHECK(is_tensor(obj), "mark_non_differentiable only accepts variable arguments, but got ", Py_TYPE(obj)->tp_name);
    out.push_back(tensor_of(obj).impl());
  }
  Py_CLEAR(ctx->non_differentiable);
  return out;
}

// The impls of ctx.mark_dirty's arguments, whose versions are bumped.
ImplList mark_dirty(PyFunction* ctx) {
  ImplList out;
  PyObject* dirty = ctx->dirty_tensors;
  if (!dirty || dirty == Py_None) return out;
  YATEN_CHECK(PyTuple_Check(dirty), "autograd internal error: dirty_tensors attribute is expected to be a tuple but is ",
              Py_TYPE(dirty)->tp_name);
  for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(dirty); ++i) {
    PyObject* obj = PyTuple_GET_ITEM(dirty, i);
    YATEN_CHECK(is_tensor(obj), "mark_dirty can only accept variables, but argument ", i, " is of type ",
                Py_TYPE(obj)->tp_name);
    const Tensor& t = tensor_of(obj);
    out.push_back(t.impl());
    t.bump_version();
  }
  Py_CLEAR(ctx->dirty_tensors);
  return out;
}

struct OutputContext {
  const std::shared_ptr<PyNode>& node;  // null when the call is not recorded
  ImplList inputs;
  ImplList non_differentiable;
  ImplList dirty;
};

// Wires one tensor output; returns a new reference to the object to return
// (the given one, or a new alias when an input must not be returned as is).
PyObject* wrap_output(const OutputContext& c, PyObject* obj, uint32_t nr) {
  Tensor var = tensor_of(obj);
  const bool is_input = contains(c.inputs, var.impl());
  const bool is_modified = contains(c.dirty, var.impl());
  const bool is_differentiable = c.node && !contains(c.non_differentiable, var.impl()) && is_floating(var.dtype());
  if (c.node) {
    c.node->output_metadata().push_back({var.sizes(), var.dtype()});
    c.node->output_is_tensor().push_back(true);
  }
  if (!is_differentiable) {
    if (!autograd::requires_grad(var)) {
      if (is_input && (!is_modified || !c.node)) return wrap_tensor(kernels::alias(var));  // as torch
    } else if (is_input) {
      return wrap_tensor(kernels::alias(var));  // a detached alias: the input keeps its requires_grad
    } else {
      autograd::detach_inplace(var);
    }
  } else if (is_modified) {
    YATEN_CHECK(!(autograd::is_leaf(var) && autograd::requires_grad(var)),
                "a leaf Variable that requires grad has been used in an in-place operation.");
    if (!is_input && PyErr_WarnEx(PyExc_UserWarning,
                                  "Only input Tensors should be given to ctx.mark_dirty(). If a Tensor is not an input, "
                                  "there is no need to pass it to mark_dirty().", 1) < 0)
      throw py::error_already_set();
    autograd::set_grad(var, Tensor());
    if (autograd::AutogradMeta* meta = autograd::get_meta(var)) {
      meta->hooks.clear();
      meta->hook_payloads.clear();
    }
    autograd::set_history(var, c.node, nr);
  } else if (is_input) {
    Tensor view = kernels::alias(var);  // the input itself keeps its history
    autograd::set_history(view, c.node, nr);
    return wrap_tensor(std::move(view));
  } else {
    autograd::set_history(var, c.node, nr);
  }
  Py_INCREF(obj);
  return obj;
}

// SavedVariables for what save_for_backward was given (after the outputs
// have their history, so a saved output is recognised as one).
void save_variables(const std::shared_ptr<PyNode>& node, PyFunction* ctx) {
  PyObject* to_save = ctx->to_save;
  if (!to_save || to_save == Py_None) return;
  YATEN_CHECK(PyTuple_Check(to_save), "autograd internal error: to_save attribute is expected to be a tuple but is ",
              Py_TYPE(to_save)->tp_name);
  const Py_ssize_t n = PyTuple_GET_SIZE(to_save);
  ctx->saved_variables.clear();
  ctx->saved_variables.reserve(n);
  for (Py_ssize_t i = 0; i < n; ++i) {
    PyObject* obj = PyTuple_GET_ITEM(to_save, i);
    if (obj == Py_None) {
      ctx->saved_variables.emplace_back();
      continue;
    }
    YATEN_CHECK_TYPE(is_tensor(obj), "save_for_backward can only save variables, but argument ", i, " is of type ",
                     Py_TYPE(obj)->tp_name);
    const Tensor& t = tensor_of(obj);
    ctx->saved_variables.emplace_back(t, autograd::grad_fn(t).get() == node.get());
  }
  Py_CLEAR(ctx->to_save);
}

PyObject* process_outputs(const std::shared_ptr<PyNode>& node, PyFunction* ctx, const UnpackedInputs& in,
                          py::object raw_output, bool is_executable) {
  const bool single = !PyTuple_Check(raw_output.ptr());
  if (single) raw_output = py::make_tuple(raw_output);
  const Py_ssize_t n = PyTuple_GET_SIZE(raw_output.ptr());
  const std::shared_ptr<PyNode> recorded = is_executable ? node : nullptr;
  OutputContext c{recorded, {}, parse_non_differentiable(ctx), mark_dirty(ctx)};
  c.inputs.reserve(in.tensors.size());
  for (const Tensor& t : in.tensors) c.inputs.push_back(t.impl());

  py::tuple outputs(n);
  ImplList returned;
  for (Py_ssize_t i = 0; i < n; ++i) {
    PyObject* obj = PyTuple_GET_ITEM(raw_output.ptr(), i);
    if (!is_tensor(obj)) {
      if (recorded) {
        recorded->output_metadata().push_back({});
        recorded->output_is_tensor().push_back(false);
      }
      Py_INCREF(obj);
      PyTuple_SET_ITEM(outputs.ptr(), i, obj);
      continue;
    }
    returned.push_back(tensor_of(obj).impl());
    PyObject* wrapped = wrap_output(c, obj, static_cast<uint32_t>(i));
    if (!wrapped) throw py::error_already_set();
    PyTuple_SET_ITEM(outputs.ptr(), i, wrapped);
  }
  process_forward_ad(reinterpret_cast<PyObject*>(ctx), in.args, raw_output.ptr(), outputs.ptr(), c.dirty);
  for (const TensorImpl* impl : c.dirty) {
    YATEN_CHECK(contains(returned, impl),
                "Some elements marked as dirty during the forward method were not returned as output. The inputs that "
                "are modified inplace must all be outputs of the Function.");
  }
  if (is_executable) {
    autograd::forget_inputs(*node);
    save_variables(node, ctx);
  } else {
    Py_CLEAR(ctx->to_save);
  }
  if (single) return py::object(outputs[0]).release().ptr();
  return outputs.release().ptr();
}

}  // namespace

PyObject* function_apply(PyObject* cls, PyObject* args) {
  YATEN_PY_BEGIN
  static PyObject* backward_cls_name = interned("_backward_cls");
  py::object backward_cls = steal_or_throw(PyObject_GetAttr(cls, backward_cls_name));
  py::object ctx_obj = steal_or_throw(PyObject_CallNoArgs(backward_cls.ptr()));
  YATEN_CHECK_TYPE(PyObject_TypeCheck(ctx_obj.ptr(), &function_base_type), "apply: ", Py_TYPE(cls)->tp_name,
                   "._backward_cls must make _C._FunctionBase instances");
  auto* ctx = reinterpret_cast<PyFunction*>(ctx_obj.ptr());

  UnpackedInputs in = unpack_inputs(args, ctx);
  const bool is_executable = autograd::GradMode::is_enabled() && in.any_requires_grad;
  auto node = std::make_shared<PyNode>(ctx_obj.ptr());
  ctx->cdata = node;
  if (is_executable) {
    autograd::add_edge(*node, in.tensors);
    node->input_is_tensor() = in.is_tensor;
  }
  py::object output = run_forward(cls, ctx_obj.ptr(), args);
  return process_outputs(node, ctx, in, std::move(output), is_executable);
  YATEN_PY_END
}

}  // namespace yaten::python
