// @generated from ops.yaml by codegen (template: bindings_family.cpp.j2). Do not edit.
// Python entries of the 'loss' ops: one per Python name, parsing all
// of its overloads in one pass (python/src/arg_parser.h).
#include "generated/python/bindings.h"

#include "generated/autograd/ops_loss.h"
#include "python/src/arg_parser.h"
#include "python/src/device_objects.h"
#include "python/src/gil_release.h"
#include "python/src/torch_function.h"
#include "python/src/wrap.h"

namespace yaten::python {
namespace {

PyObject* fn_nn_functional_linear([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "linear(Tensor input, Tensor weight, Tensor? bias=None)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "linear", "yaten.nn.functional", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::linear(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_nn_functional_mse_loss([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "mse_loss(Tensor input, Tensor target, bool? size_average=None, bool? reduce=None, str reduction='mean')",
  }, false);
  ParsedArgs<5> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "mse_loss", "yaten.nn.functional", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.optional_bool(2);
      auto&& a3 = r.optional_bool(3);
      auto&& a4 = r.string_view(4);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::mse_loss(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_nn_functional_nll_loss([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "nll_loss(Tensor input, Tensor target, Tensor? weight=None, int ignore_index=-100, str reduction='mean')",
  }, false);
  ParsedArgs<5> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "nll_loss", "yaten.nn.functional", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.int64(3);
      auto&& a4 = r.string_view(4);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::nll_loss(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn__internal_nll_loss_backward([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "nll_loss_backward(Tensor grad_output, Tensor input, Tensor target, Tensor? weight, int ignore_index, str reduction)",
  }, false);
  ParsedArgs<6> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.tensor(3);
      auto&& a4 = r.int64(4);
      auto&& a5 = r.string_view(5);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::nll_loss_backward(a0, a1, a2, a3, a4, a5); }, a0, a1, a2, a3, a4, a5);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_nn_functional_cross_entropy([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "cross_entropy(Tensor input, Tensor target, Tensor? weight=None, bool? size_average=None, int ignore_index=-100, bool? reduce=None, str reduction='mean', float label_smoothing=0.0)",
  }, false);
  ParsedArgs<8> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "cross_entropy", "yaten.nn.functional", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.optional_bool(3);
      auto&& a4 = r.int64(4);
      auto&& a5 = r.optional_bool(5);
      auto&& a6 = r.string_view(6);
      auto&& a7 = r.to_double(7);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::cross_entropy(a0, a1, a2, a3, a4, a5, a6, a7); }, a0, a1, a2, a3, a4, a5, a6, a7);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_nn_functional_l1_loss([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "l1_loss(Tensor input, Tensor target, bool? size_average=None, bool? reduce=None, str reduction='mean')",
  }, false);
  ParsedArgs<5> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "l1_loss", "yaten.nn.functional", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.optional_bool(2);
      auto&& a3 = r.optional_bool(3);
      auto&& a4 = r.string_view(4);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::l1_loss(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_nn_functional_binary_cross_entropy([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "binary_cross_entropy(Tensor input, Tensor target, Tensor? weight=None, bool? size_average=None, bool? reduce=None, str reduction='mean')",
  }, false);
  ParsedArgs<6> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "binary_cross_entropy", "yaten.nn.functional", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.optional_bool(3);
      auto&& a4 = r.optional_bool(4);
      auto&& a5 = r.string_view(5);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::binary_cross_entropy(a0, a1, a2, a3, a4, a5); }, a0, a1, a2, a3, a4, a5);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_nn_functional_binary_cross_entropy_with_logits([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "binary_cross_entropy_with_logits(Tensor input, Tensor target, Tensor? weight=None, bool? size_average=None, bool? reduce=None, str reduction='mean', Tensor? pos_weight=None)",
  }, false);
  ParsedArgs<7> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "binary_cross_entropy_with_logits", "yaten.nn.functional", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.optional_bool(3);
      auto&& a4 = r.optional_bool(4);
      auto&& a5 = r.string_view(5);
      auto&& a6 = r.tensor(6);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::binary_cross_entropy_with_logits(a0, a1, a2, a3, a4, a5, a6); }, a0, a1, a2, a3, a4, a5, a6);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

}  // namespace

void add_loss_bindings(MethodTables& tables) {
  tables.functions["_nn"].push_back({"linear", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_nn_functional_linear)), METH_FASTCALL | METH_KEYWORDS, "linear($module, input, weight, bias=None)\n--\n\nApplies input @ weight.T + bias."});
  tables.functions["_nn"].push_back({"mse_loss", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_nn_functional_mse_loss)), METH_FASTCALL | METH_KEYWORDS, "mse_loss($module, input, target, size_average=None, reduce=None, reduction='mean')\n--\n\nMean squared error between input and target, reduced by 'mean', 'sum' or 'none' (or by the deprecated size_average and reduce, as in PyTorch)."});
  tables.functions["_nn"].push_back({"nll_loss", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_nn_functional_nll_loss)), METH_FASTCALL | METH_KEYWORDS, "nll_loss($module, input, target, weight=None, ignore_index=-100, reduction='mean')\n--\n\nNegative log likelihood of class indices target under log-probabilities input (N, C)."});
  tables.functions["_internal"].push_back({"nll_loss_backward", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn__internal_nll_loss_backward)), METH_FASTCALL | METH_KEYWORDS, "nll_loss_backward($module, grad_output, input, target, weight, ignore_index, reduction)\n--\n\nThe gradient of nll_loss with respect to its input."});
  tables.functions["_nn"].push_back({"cross_entropy", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_nn_functional_cross_entropy)), METH_FASTCALL | METH_KEYWORDS, "cross_entropy($module, input, target, weight=None, size_average=None, ignore_index=-100, reduce=None, reduction='mean', label_smoothing=0.0)\n--\n\nCross entropy between logits input (N, C) and class indices target, with optional label smoothing."});
  tables.functions["_nn"].push_back({"l1_loss", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_nn_functional_l1_loss)), METH_FASTCALL | METH_KEYWORDS, "l1_loss($module, input, target, size_average=None, reduce=None, reduction='mean')\n--\n\nMean absolute error between input and target, reduced by 'mean', 'sum' or 'none'."});
  tables.functions["_nn"].push_back({"binary_cross_entropy", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_nn_functional_binary_cross_entropy)), METH_FASTCALL | METH_KEYWORDS, "binary_cross_entropy($module, input, target, weight=None, size_average=None, reduce=None, reduction='mean')\n--\n\nBinary cross entropy between probabilities input and target, its log terms clamped at -100 as in PyTorch."});
  tables.functions["_nn"].push_back({"binary_cross_entropy_with_logits", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_nn_functional_binary_cross_entropy_with_logits)), METH_FASTCALL | METH_KEYWORDS, "binary_cross_entropy_with_logits($module, input, target, weight=None, size_average=None, reduce=None, reduction='mean', pos_weight=None)\n--\n\nBinary cross entropy between sigmoid(input) and target, computed stably from the logits; pos_weight weighs the positive term."});
}

}  // namespace yaten::python
