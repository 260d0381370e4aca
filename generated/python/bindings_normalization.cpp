// @generated from ops.yaml by codegen (template: bindings_family.cpp.j2). Do not edit.
// Python entries of the 'normalization' ops: one per Python name, parsing all
// of its overloads in one pass (python/src/arg_parser.h).
#include "generated/python/bindings.h"

#include "generated/autograd/ops_normalization.h"
#include "python/src/arg_parser.h"
#include "python/src/device_objects.h"
#include "python/src/gil_release.h"
#include "python/src/torch_function.h"
#include "python/src/wrap.h"

namespace yaten::python {
namespace {

PyObject* fn_nn_functional_batch_norm([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "batch_norm(Tensor input, Tensor? running_mean, Tensor? running_var, Tensor? weight=None, Tensor? bias=None, bool training=False, float momentum=0.1, float eps=1e-05)",
  }, false);
  ParsedArgs<8> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "batch_norm", "yaten.nn.functional", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.tensor(3);
      auto&& a4 = r.tensor(4);
      auto&& a5 = r.to_bool(5);
      auto&& a6 = r.to_double(6);
      auto&& a7 = r.to_double(7);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::batch_norm(a0, a1, a2, a3, a4, a5, a6, a7); }, a0, a1, a2, a3, a4, a5, a6, a7);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_nn_functional_layer_norm([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "layer_norm(Tensor input, int[] normalized_shape, Tensor? weight=None, Tensor? bias=None, float eps=1e-05)",
  }, false);
  ParsedArgs<5> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "layer_norm", "yaten.nn.functional", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int_list(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.tensor(3);
      auto&& a4 = r.to_double(4);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::layer_norm(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_layer_norm([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "layer_norm(Tensor input, int[] normalized_shape, Tensor? weight=None, Tensor? bias=None, float eps=1e-05)",
  }, false);
  ParsedArgs<5> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "layer_norm", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int_list(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.tensor(3);
      auto&& a4 = r.to_double(4);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::layer_norm(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

}  // namespace

void add_normalization_bindings(MethodTables& tables) {
  tables.functions["nn.functional"].push_back({"batch_norm", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_nn_functional_batch_norm)), METH_FASTCALL | METH_KEYWORDS, "batch_norm($module, input, running_mean, running_var, weight=None, bias=None, training=False, momentum=0.1, eps=1e-05)\n--\n\nNormalises each channel (dim 1) of input by batch statistics while training (updating running_mean and running_var in place), else by the running ones; then scales by weight and shifts by bias."});
  tables.functions["nn.functional"].push_back({"layer_norm", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_nn_functional_layer_norm)), METH_FASTCALL | METH_KEYWORDS, "layer_norm($module, input, normalized_shape, weight=None, bias=None, eps=1e-05)\n--\n\nNormalises input over its last len(normalized_shape) dims, then scales by weight and shifts by bias."});
  tables.functions["yaten"].push_back({"layer_norm", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_layer_norm)), METH_FASTCALL | METH_KEYWORDS, "layer_norm($module, input, normalized_shape, weight=None, bias=None, eps=1e-05)\n--\n\nNormalises input over its last len(normalized_shape) dims, then scales by weight and shifts by bias."});
}

}  // namespace yaten::python
