// @generated from ops.yaml by codegen (template: bindings_family.cpp.j2). Do not edit.
// Python entries of the 'activation' ops: one per Python name, parsing all
// of its overloads in one pass (python/src/arg_parser.h).
#include "generated/python/bindings.h"

#include "generated/autograd/ops_activation.h"
#include "python/src/arg_parser.h"
#include "python/src/device_objects.h"
#include "python/src/gil_release.h"
#include "python/src/torch_function.h"
#include "python/src/wrap.h"

namespace yaten::python {
namespace {

PyObject* fn_nn_functional_gelu([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "gelu(Tensor input, *, str approximate='none')",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "gelu", "yaten.nn.functional", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.string_view(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::gelu(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_nn_functional_silu([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "silu(Tensor input)",
  }, false);
  ParsedArgs<1> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "silu", "yaten.nn.functional", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::silu(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_nn_functional_dropout([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "dropout(Tensor input, float p=0.5, bool training=True)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "dropout", "yaten.nn.functional", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.to_double(1);
      auto&& a2 = r.to_bool(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::dropout(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_dropout([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "dropout(Tensor input, float p=0.5, bool training=True)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "dropout", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.to_double(1);
      auto&& a2 = r.to_bool(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::dropout(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

}  // namespace

void add_activation_bindings(MethodTables& tables) {
  tables.functions["nn.functional"].push_back({"gelu", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_nn_functional_gelu)), METH_FASTCALL | METH_KEYWORDS, "gelu($module, input, *, approximate='none')\n--\n\nGaussian error linear unit, x * Phi(x); approximate='tanh' uses the tanh approximation of Phi."});
  tables.functions["nn.functional"].push_back({"silu", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_nn_functional_silu)), METH_FASTCALL | METH_KEYWORDS, "silu($module, input)\n--\n\nSigmoid linear unit, x * sigmoid(x)."});
  tables.functions["nn.functional"].push_back({"dropout", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_nn_functional_dropout)), METH_FASTCALL | METH_KEYWORDS, "dropout($module, input, p=0.5, training=True)\n--\n\nZeroes each element of input with probability p while training, scaling the others by 1 / (1 - p)."});
  tables.functions["yaten"].push_back({"dropout", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_dropout)), METH_FASTCALL | METH_KEYWORDS, "dropout($module, input, p=0.5, training=True)\n--\n\nZeroes each element of input with probability p while training, scaling the others by 1 / (1 - p)."});
}

}  // namespace yaten::python
