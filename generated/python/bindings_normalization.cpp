// @generated from ops.yaml by codegen (template: bindings_family.cpp.j2). Do not edit.
// Python entries of the 'normalization' ops: one per Python name, parsing all
// of its overloads in one pass (python/src/arg_parser.h).
#include "generated/python/bindings.h"

#include "generated/autograd/ops_normalization.h"
#include "python/src/arg_parser.h"
#include "python/src/device_objects.h"
#include "python/src/gil_release.h"
#include "python/src/named_tensors.h"
#include "python/src/torch_function.h"
#include "python/src/wrap.h"

namespace yaten::python {
namespace {

PyObject* fn_nn_functional_batch_norm([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "batch_norm(Tensor input, Tensor? running_mean, Tensor? running_var, Tensor? weight=None, Tensor? bias=None, bool training=False, float momentum=0.1, float eps=1e-05)",
  }, false, {}, false);
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
  }, false, {}, false);
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

PyObject* fn__internal_layer_norm_backward([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "layer_norm_backward(Tensor grad_output, Tensor input, int[] normalized_shape, Tensor? weight, float eps)",
  }, false);
  ParsedArgs<5> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.int_list(2);
      auto&& a3 = r.tensor(3);
      auto&& a4 = r.to_double(4);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::layer_norm_backward(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_nn_functional_group_norm([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "group_norm(Tensor input, int num_groups, Tensor? weight=None, Tensor? bias=None, float eps=1e-05)",
  }, false, {}, false);
  ParsedArgs<5> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "group_norm", "yaten.nn.functional", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.tensor(3);
      auto&& a4 = r.to_double(4);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::group_norm(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn__internal_batch_norm_stats([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "batch_norm_stats(Tensor input)",
  }, false);
  ParsedArgs<1> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::batch_norm_stats(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn__internal_native_batch_norm([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "native_batch_norm(Tensor input, Tensor mean, Tensor var, Tensor? weight, Tensor? bias, bool training, float eps)",
  }, false);
  ParsedArgs<7> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.tensor(3);
      auto&& a4 = r.tensor(4);
      auto&& a5 = r.to_bool(5);
      auto&& a6 = r.to_double(6);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::native_batch_norm(a0, a1, a2, a3, a4, a5, a6); }, a0, a1, a2, a3, a4, a5, a6);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn__internal_batch_norm_backward([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "batch_norm_backward(Tensor grad_output, Tensor input, Tensor mean, Tensor var, Tensor? weight, bool training, float eps)",
  }, false);
  ParsedArgs<7> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.tensor(3);
      auto&& a4 = r.tensor(4);
      auto&& a5 = r.to_bool(5);
      auto&& a6 = r.to_double(6);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::batch_norm_backward(a0, a1, a2, a3, a4, a5, a6); }, a0, a1, a2, a3, a4, a5, a6);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_nn_functional_instance_norm([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "instance_norm(Tensor input, Tensor? running_mean=None, Tensor? running_var=None, Tensor? weight=None, Tensor? bias=None, bool use_input_stats=True, float momentum=0.1, float eps=1e-05)",
  }, false, {}, false);
  ParsedArgs<8> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "instance_norm", "yaten.nn.functional", args, nargs, kwnames);
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
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::instance_norm(a0, a1, a2, a3, a4, a5, a6, a7); }, a0, a1, a2, a3, a4, a5, a6, a7);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_nn_functional_local_response_norm([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "local_response_norm(Tensor input, int size, float alpha=0.0001, float beta=0.75, float k=1.0)",
  }, false, {}, false);
  ParsedArgs<5> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "local_response_norm", "yaten.nn.functional", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      auto&& a2 = r.to_double(2);
      auto&& a3 = r.to_double(3);
      auto&& a4 = r.to_double(4);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::local_response_norm(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn__internal_native_layer_norm([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "native_layer_norm(Tensor input, int[] normalized_shape, Tensor? weight, Tensor? bias, float eps)",
  }, false);
  ParsedArgs<5> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int_list(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.tensor(3);
      auto&& a4 = r.to_double(4);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::native_layer_norm(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
      return wrap_tuple(result, "native_layer_norm", {"output", "mean", "rstd"});
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn__internal_native_layer_norm_backward([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "native_layer_norm_backward(Tensor grad_out, Tensor input, int[] normalized_shape, Tensor mean, Tensor rstd, Tensor? weight, float eps, bool input_grad, bool weight_grad, bool bias_grad)",
  }, false);
  ParsedArgs<10> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.int_list(2);
      auto&& a3 = r.tensor(3);
      auto&& a4 = r.tensor(4);
      auto&& a5 = r.tensor(5);
      auto&& a6 = r.to_double(6);
      auto&& a7 = r.to_bool(7);
      auto&& a8 = r.to_bool(8);
      auto&& a9 = r.to_bool(9);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::native_layer_norm_backward(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9); }, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9);
      return wrap_tuple(result, "native_layer_norm_backward", {"grad_input", "grad_weight", "grad_bias"});
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn__internal_native_batch_norm_backward([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "native_batch_norm_backward(Tensor grad_out, Tensor input, Tensor mean, Tensor var, Tensor? weight, bool training, float eps, bool input_grad, bool weight_grad, bool bias_grad)",
  }, false);
  ParsedArgs<10> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.tensor(3);
      auto&& a4 = r.tensor(4);
      auto&& a5 = r.to_bool(5);
      auto&& a6 = r.to_double(6);
      auto&& a7 = r.to_bool(7);
      auto&& a8 = r.to_bool(8);
      auto&& a9 = r.to_bool(9);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::native_batch_norm_backward(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9); }, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9);
      return wrap_tuple(result, "native_batch_norm_backward", {"grad_input", "grad_weight", "grad_bias"});
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_group_norm([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "group_norm(Tensor input, int num_groups, Tensor? weight=None, Tensor? bias=None, float eps=1e-05, bool cudnn_enabled=True)",
  }, false);
  ParsedArgs<6> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "group_norm", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.tensor(3);
      auto&& a4 = r.to_double(4);
      auto&& a5 = r.to_bool(5);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::yaten_group_norm(a0, a1, a2, a3, a4, a5); }, a0, a1, a2, a3, a4, a5);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_instance_norm([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "instance_norm(Tensor input, Tensor? weight, Tensor? bias, Tensor? running_mean, Tensor? running_var, bool use_input_stats, float momentum, float eps, bool cudnn_enabled)",
  }, false);
  ParsedArgs<9> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "instance_norm", "yaten", args, nargs, kwnames);
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
      auto&& a8 = r.to_bool(8);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::yaten_instance_norm(a0, a1, a2, a3, a4, a5, a6, a7, a8); }, a0, a1, a2, a3, a4, a5, a6, a7, a8);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_layer_norm([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "layer_norm(Tensor input, int[] normalized_shape, Tensor? weight=None, Tensor? bias=None, float eps=1e-05, bool cudnn_enable=True)",
  }, false);
  ParsedArgs<6> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "layer_norm", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int_list(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.tensor(3);
      auto&& a4 = r.to_double(4);
      auto&& a5 = r.to_bool(5);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::yaten_layer_norm(a0, a1, a2, a3, a4, a5); }, a0, a1, a2, a3, a4, a5);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn__internal_native_group_norm([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "native_group_norm(Tensor input, Tensor? weight, Tensor? bias, int num_groups, float eps)",
  }, false);
  ParsedArgs<5> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.int64(3);
      auto&& a4 = r.to_double(4);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::native_group_norm(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
      return wrap_tuple(result, "native_group_norm", {"output", "mean", "rstd"});
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn__internal_native_group_norm_backward([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "native_group_norm_backward(Tensor grad_out, Tensor input, Tensor mean, Tensor rstd, Tensor? weight, int num_groups, float eps, bool input_grad, bool weight_grad, bool bias_grad)",
  }, false);
  ParsedArgs<10> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.tensor(3);
      auto&& a4 = r.tensor(4);
      auto&& a5 = r.int64(5);
      auto&& a6 = r.to_double(6);
      auto&& a7 = r.to_bool(7);
      auto&& a8 = r.to_bool(8);
      auto&& a9 = r.to_bool(9);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::native_group_norm_backward(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9); }, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9);
      return wrap_tuple(result, "native_group_norm_backward", {"grad_input", "grad_weight", "grad_bias"});
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

}  // namespace

void add_normalization_bindings(MethodTables& tables) {
  tables.functions["_nn"].push_back({"batch_norm", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_nn_functional_batch_norm)), METH_FASTCALL | METH_KEYWORDS, "batch_norm($module, input, running_mean, running_var, weight=None, bias=None, training=False, momentum=0.1, eps=1e-05)\n--\n\nNormalises each channel (dim 1) of input by batch statistics while training (updating running_mean and running_var in place), else by the running ones; then scales by weight and shifts by bias."});
  tables.functions["_nn"].push_back({"layer_norm", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_nn_functional_layer_norm)), METH_FASTCALL | METH_KEYWORDS, "layer_norm($module, input, normalized_shape, weight=None, bias=None, eps=1e-05)\n--\n\nNormalises input over its last len(normalized_shape) dims, then scales by weight and shifts by bias."});
  tables.functions["_internal"].push_back({"layer_norm_backward", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn__internal_layer_norm_backward)), METH_FASTCALL | METH_KEYWORDS, "layer_norm_backward($module, grad_output, input, normalized_shape, weight, eps)\n--\n\nThe gradient of layer_norm with respect to its input, the row statistics recomputed from input (what the second derivatives and tangents call)."});
  tables.functions["_nn"].push_back({"group_norm", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_nn_functional_group_norm)), METH_FASTCALL | METH_KEYWORDS, "group_norm($module, input, num_groups, weight=None, bias=None, eps=1e-05)\n--\n\nNormalises input (N, C, *) over each of num_groups groups of channels per sample, then scales each channel by weight and shifts it by bias."});
  tables.functions["_internal"].push_back({"batch_norm_stats", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn__internal_batch_norm_stats)), METH_FASTCALL | METH_KEYWORDS, "batch_norm_stats($module, input)\n--\n\nThe per-channel mean and biased variance of input (N, C, *), stacked as a (2, C) tensor."});
  tables.functions["_internal"].push_back({"native_batch_norm", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn__internal_native_batch_norm)), METH_FASTCALL | METH_KEYWORDS, "native_batch_norm($module, input, mean, var, weight, bias, training, eps)\n--\n\ninput normalised per channel by mean and var (the batch's own when training, which its gradient then accounts for), then scaled by weight and shifted by bias, in one pass. Named after torch's op in this role, so its backward node is torch's NativeBatchNormBackward0."});
  tables.functions["_internal"].push_back({"batch_norm_backward", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn__internal_batch_norm_backward)), METH_FASTCALL | METH_KEYWORDS, "batch_norm_backward($module, grad_output, input, mean, var, weight, training, eps)\n--\n\nThe gradient of batch_norm with respect to its input alone (what the second derivatives and tangents call)."});
  tables.functions["_nn"].push_back({"instance_norm", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_nn_functional_instance_norm)), METH_FASTCALL | METH_KEYWORDS, "instance_norm($module, input, running_mean=None, running_var=None, weight=None, bias=None, use_input_stats=True, momentum=0.1, eps=1e-05)\n--\n\nNormalises each channel of each sample of input (N, C, ...) over its own spatial dims (or by running_mean and running_var when not use_input_stats, which it updates when given), then scales by weight and shifts by bias (C)."});
  tables.functions["_nn"].push_back({"local_response_norm", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_nn_functional_local_response_norm)), METH_FASTCALL | METH_KEYWORDS, "local_response_norm($module, input, size, alpha=0.0001, beta=0.75, k=1.0)\n--\n\nDivides each element of input (N, C, ...) by (k + alpha * the mean of input**2 over size neighbouring channels)**beta, the channel window zero-padded at the ends."});
  tables.functions["_internal"].push_back({"native_layer_norm", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn__internal_native_layer_norm)), METH_FASTCALL | METH_KEYWORDS, "native_layer_norm($module, input, normalized_shape, weight, bias, eps)\n--\n\nlayer_norm's kernel, one pass per row; also returns each row's mean and 1 / sqrt(var + eps) (the normalised dims kept as 1), which its backward reads instead of recomputing."});
  tables.functions["_internal"].push_back({"native_layer_norm_backward", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn__internal_native_layer_norm_backward)), METH_FASTCALL | METH_KEYWORDS, "native_layer_norm_backward($module, grad_out, input, normalized_shape, mean, rstd, weight, eps, input_grad, weight_grad, bias_grad)\n--\n\nThe gradients of layer_norm with respect to input, weight and bias from the saved row statistics, those whose flag is set (the others undefined), in one pass over grad_out and input; the forward-mode tangent is grad_input's."});
  tables.functions["_internal"].push_back({"native_batch_norm_backward", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn__internal_native_batch_norm_backward)), METH_FASTCALL | METH_KEYWORDS, "native_batch_norm_backward($module, grad_out, input, mean, var, weight, training, eps, input_grad, weight_grad, bias_grad)\n--\n\nThe gradients of batch_norm with respect to input, weight and bias from mean and var (the batch's when training, else the running ones), those whose flag is set (the others undefined), in two passes over grad_out and input (the channel sums, then the input's gradient); the forward-mode tangent is grad_input's."});
  tables.functions["_functions"].push_back({"group_norm", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_group_norm)), METH_FASTCALL | METH_KEYWORDS, "group_norm($module, input, num_groups, weight=None, bias=None, eps=1e-05, cudnn_enabled=True)\n--\n\nnn.functional.group_norm with torch.group_norm's signature (cudnn_enabled has no effect)."});
  tables.functions["_functions"].push_back({"instance_norm", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_instance_norm)), METH_FASTCALL | METH_KEYWORDS, "instance_norm($module, input, weight, bias, running_mean, running_var, use_input_stats, momentum, eps, cudnn_enabled)\n--\n\nnn.functional.instance_norm with torch.instance_norm's signature, every argument required, weight and bias before the running statistics (cudnn_enabled has no effect)."});
  tables.functions["_functions"].push_back({"layer_norm", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_layer_norm)), METH_FASTCALL | METH_KEYWORDS, "layer_norm($module, input, normalized_shape, weight=None, bias=None, eps=1e-05, cudnn_enable=True)\n--\n\nnn.functional.layer_norm with torch.layer_norm's signature (cudnn_enable has no effect)."});
  tables.functions["_internal"].push_back({"native_group_norm", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn__internal_native_group_norm)), METH_FASTCALL | METH_KEYWORDS, "native_group_norm($module, input, weight, bias, num_groups, eps)\n--\n\ngroup_norm's kernel, one pass per (sample, group) block of contiguous channels with the affine folded per channel; also returns each block's mean and 1 / sqrt(var + eps) as (N, num_groups), which its backward reads. Named after torch's op in this role, so its backward node is torch's NativeGroupNormBackward0."});
  tables.functions["_internal"].push_back({"native_group_norm_backward", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn__internal_native_group_norm_backward)), METH_FASTCALL | METH_KEYWORDS, "native_group_norm_backward($module, grad_out, input, mean, rstd, weight, num_groups, eps, input_grad, weight_grad, bias_grad)\n--\n\nThe gradients of group_norm with respect to input, weight and bias from the saved block statistics, those whose flag is set (the others undefined), in two passes per block (the per-channel sums of grad_out and grad_out * input, then the input's gradient); the forward-mode tangent is grad_input's."});
}

}  // namespace yaten::python
