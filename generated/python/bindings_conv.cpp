// @generated from ops.yaml by codegen (template: bindings_family.cpp.j2). Do not edit.
// Python entries of the 'conv' ops: one per Python name, parsing all
// of its overloads in one pass (python/src/arg_parser.h).
#include "generated/python/bindings.h"

#include "generated/autograd/ops_conv.h"
#include "python/src/arg_parser.h"
#include "python/src/device_objects.h"
#include "python/src/gil_release.h"
#include "python/src/named_tensors.h"
#include "python/src/torch_function.h"
#include "python/src/wrap.h"

namespace yaten::python {
namespace {

PyObject* fn_nn_functional_conv2d([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "conv2d(Tensor input, Tensor weight, Tensor? bias=None, int[2] stride=1, int[2] padding=0, int[2] dilation=1, int groups=1)",
      "conv2d(Tensor input, Tensor weight, Tensor? bias=None, int[2] stride=1, str padding='valid', int[2] dilation=1, int groups=1)",
  }, false);
  ParsedArgs<7> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "conv2d", "yaten.nn.functional", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.int_list(3);
      auto&& a4 = r.int_list(4);
      auto&& a5 = r.int_list(5);
      auto&& a6 = r.int64(6);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::conv2d(a0, a1, a2, a3, a4, a5, a6); }, a0, a1, a2, a3, a4, a5, a6);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.int_list(3);
      auto&& a4 = r.string_view(4);
      auto&& a5 = r.int_list(5);
      auto&& a6 = r.int64(6);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::conv2d_padding(a0, a1, a2, a3, a4, a5, a6); }, a0, a1, a2, a3, a4, a5, a6);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_conv2d([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "conv2d(Tensor input, Tensor weight, Tensor? bias=None, int[2] stride=1, int[2] padding=0, int[2] dilation=1, int groups=1)",
      "conv2d(Tensor input, Tensor weight, Tensor? bias=None, int[2] stride=1, str padding='valid', int[2] dilation=1, int groups=1)",
  }, false);
  ParsedArgs<7> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "conv2d", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.int_list(3);
      auto&& a4 = r.int_list(4);
      auto&& a5 = r.int_list(5);
      auto&& a6 = r.int64(6);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::conv2d(a0, a1, a2, a3, a4, a5, a6); }, a0, a1, a2, a3, a4, a5, a6);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.int_list(3);
      auto&& a4 = r.string_view(4);
      auto&& a5 = r.int_list(5);
      auto&& a6 = r.int64(6);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::conv2d_padding(a0, a1, a2, a3, a4, a5, a6); }, a0, a1, a2, a3, a4, a5, a6);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn__internal_conv2d_backward_input([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "conv2d_backward_input(Tensor grad_output, Tensor weight, int[] input_size, int[2] stride, int[2] padding, int[2] dilation, int groups)",
  }, false);
  ParsedArgs<7> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.int_list(2);
      auto&& a3 = r.int_list(3);
      auto&& a4 = r.int_list(4);
      auto&& a5 = r.int_list(5);
      auto&& a6 = r.int64(6);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::conv2d_backward_input(a0, a1, a2, a3, a4, a5, a6); }, a0, a1, a2, a3, a4, a5, a6);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn__internal_conv2d_backward_weight([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "conv2d_backward_weight(Tensor grad_output, Tensor input, int[] weight_size, int[2] stride, int[2] padding, int[2] dilation, int groups)",
  }, false);
  ParsedArgs<7> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.int_list(2);
      auto&& a3 = r.int_list(3);
      auto&& a4 = r.int_list(4);
      auto&& a5 = r.int_list(5);
      auto&& a6 = r.int64(6);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::conv2d_backward_weight(a0, a1, a2, a3, a4, a5, a6); }, a0, a1, a2, a3, a4, a5, a6);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn__internal_conv2d_backward_bias([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "conv2d_backward_bias(Tensor grad_output, Tensor input, Tensor weight)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::conv2d_backward_bias(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_nn_functional_conv1d([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "conv1d(Tensor input, Tensor weight, Tensor? bias=None, int[1] stride=1, int[1] padding=0, int[1] dilation=1, int groups=1)",
      "conv1d(Tensor input, Tensor weight, Tensor? bias=None, int[1] stride=1, str padding='valid', int[1] dilation=1, int groups=1)",
  }, false);
  ParsedArgs<7> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "conv1d", "yaten.nn.functional", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.int_list(3);
      auto&& a4 = r.int_list(4);
      auto&& a5 = r.int_list(5);
      auto&& a6 = r.int64(6);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::conv1d(a0, a1, a2, a3, a4, a5, a6); }, a0, a1, a2, a3, a4, a5, a6);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.int_list(3);
      auto&& a4 = r.string_view(4);
      auto&& a5 = r.int_list(5);
      auto&& a6 = r.int64(6);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::conv1d_padding(a0, a1, a2, a3, a4, a5, a6); }, a0, a1, a2, a3, a4, a5, a6);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_conv1d([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "conv1d(Tensor input, Tensor weight, Tensor? bias=None, int[1] stride=1, int[1] padding=0, int[1] dilation=1, int groups=1)",
      "conv1d(Tensor input, Tensor weight, Tensor? bias=None, int[1] stride=1, str padding='valid', int[1] dilation=1, int groups=1)",
  }, false);
  ParsedArgs<7> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "conv1d", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.int_list(3);
      auto&& a4 = r.int_list(4);
      auto&& a5 = r.int_list(5);
      auto&& a6 = r.int64(6);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::conv1d(a0, a1, a2, a3, a4, a5, a6); }, a0, a1, a2, a3, a4, a5, a6);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.int_list(3);
      auto&& a4 = r.string_view(4);
      auto&& a5 = r.int_list(5);
      auto&& a6 = r.int64(6);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::conv1d_padding(a0, a1, a2, a3, a4, a5, a6); }, a0, a1, a2, a3, a4, a5, a6);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_nn_functional_conv_transpose2d([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "conv_transpose2d(Tensor input, Tensor weight, Tensor? bias=None, int[2] stride=1, int[2] padding=0, int[2] output_padding=0, int groups=1, int[2] dilation=1)",
  }, false);
  ParsedArgs<8> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "conv_transpose2d", "yaten.nn.functional", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.int_list(3);
      auto&& a4 = r.int_list(4);
      auto&& a5 = r.int_list(5);
      auto&& a6 = r.int64(6);
      auto&& a7 = r.int_list(7);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::conv_transpose2d(a0, a1, a2, a3, a4, a5, a6, a7); }, a0, a1, a2, a3, a4, a5, a6, a7);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_conv_transpose2d([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "conv_transpose2d(Tensor input, Tensor weight, Tensor? bias=None, int[2] stride=1, int[2] padding=0, int[2] output_padding=0, int groups=1, int[2] dilation=1)",
  }, false);
  ParsedArgs<8> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "conv_transpose2d", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.int_list(3);
      auto&& a4 = r.int_list(4);
      auto&& a5 = r.int_list(5);
      auto&& a6 = r.int64(6);
      auto&& a7 = r.int_list(7);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::conv_transpose2d(a0, a1, a2, a3, a4, a5, a6, a7); }, a0, a1, a2, a3, a4, a5, a6, a7);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_nn_functional_conv_transpose1d([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "conv_transpose1d(Tensor input, Tensor weight, Tensor? bias=None, int[1] stride=1, int[1] padding=0, int[1] output_padding=0, int groups=1, int[1] dilation=1)",
  }, false);
  ParsedArgs<8> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "conv_transpose1d", "yaten.nn.functional", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.int_list(3);
      auto&& a4 = r.int_list(4);
      auto&& a5 = r.int_list(5);
      auto&& a6 = r.int64(6);
      auto&& a7 = r.int_list(7);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::conv_transpose1d(a0, a1, a2, a3, a4, a5, a6, a7); }, a0, a1, a2, a3, a4, a5, a6, a7);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_conv_transpose1d([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "conv_transpose1d(Tensor input, Tensor weight, Tensor? bias=None, int[1] stride=1, int[1] padding=0, int[1] output_padding=0, int groups=1, int[1] dilation=1)",
  }, false);
  ParsedArgs<8> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "conv_transpose1d", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.int_list(3);
      auto&& a4 = r.int_list(4);
      auto&& a5 = r.int_list(5);
      auto&& a6 = r.int64(6);
      auto&& a7 = r.int_list(7);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::conv_transpose1d(a0, a1, a2, a3, a4, a5, a6, a7); }, a0, a1, a2, a3, a4, a5, a6, a7);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_nn_functional_conv3d([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "conv3d(Tensor input, Tensor weight, Tensor? bias=None, int[3] stride=1, int[3] padding=0, int[3] dilation=1, int groups=1)",
      "conv3d(Tensor input, Tensor weight, Tensor? bias=None, int[3] stride=1, str padding='valid', int[3] dilation=1, int groups=1)",
  }, false);
  ParsedArgs<7> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "conv3d", "yaten.nn.functional", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.int_list(3);
      auto&& a4 = r.int_list(4);
      auto&& a5 = r.int_list(5);
      auto&& a6 = r.int64(6);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::conv3d(a0, a1, a2, a3, a4, a5, a6); }, a0, a1, a2, a3, a4, a5, a6);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.int_list(3);
      auto&& a4 = r.string_view(4);
      auto&& a5 = r.int_list(5);
      auto&& a6 = r.int64(6);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::conv3d_padding(a0, a1, a2, a3, a4, a5, a6); }, a0, a1, a2, a3, a4, a5, a6);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_conv3d([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "conv3d(Tensor input, Tensor weight, Tensor? bias=None, int[3] stride=1, int[3] padding=0, int[3] dilation=1, int groups=1)",
      "conv3d(Tensor input, Tensor weight, Tensor? bias=None, int[3] stride=1, str padding='valid', int[3] dilation=1, int groups=1)",
  }, false);
  ParsedArgs<7> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "conv3d", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.int_list(3);
      auto&& a4 = r.int_list(4);
      auto&& a5 = r.int_list(5);
      auto&& a6 = r.int64(6);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::conv3d(a0, a1, a2, a3, a4, a5, a6); }, a0, a1, a2, a3, a4, a5, a6);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.int_list(3);
      auto&& a4 = r.string_view(4);
      auto&& a5 = r.int_list(5);
      auto&& a6 = r.int64(6);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::conv3d_padding(a0, a1, a2, a3, a4, a5, a6); }, a0, a1, a2, a3, a4, a5, a6);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_conv_transpose3d([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "conv_transpose3d(Tensor input, Tensor weight, Tensor? bias=None, int[3] stride=1, int[3] padding=0, int[3] output_padding=0, int groups=1, int[3] dilation=1)",
  }, false);
  ParsedArgs<8> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "conv_transpose3d", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.int_list(3);
      auto&& a4 = r.int_list(4);
      auto&& a5 = r.int_list(5);
      auto&& a6 = r.int64(6);
      auto&& a7 = r.int_list(7);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::conv_transpose3d(a0, a1, a2, a3, a4, a5, a6, a7); }, a0, a1, a2, a3, a4, a5, a6, a7);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_nn_functional_conv_transpose3d([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "conv_transpose3d(Tensor input, Tensor weight, Tensor? bias=None, int[3] stride=1, int[3] padding=0, int[3] output_padding=0, int groups=1, int[3] dilation=1)",
  }, false);
  ParsedArgs<8> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "conv_transpose3d", "yaten.nn.functional", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.int_list(3);
      auto&& a4 = r.int_list(4);
      auto&& a5 = r.int_list(5);
      auto&& a6 = r.int64(6);
      auto&& a7 = r.int_list(7);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::conv_transpose3d(a0, a1, a2, a3, a4, a5, a6, a7); }, a0, a1, a2, a3, a4, a5, a6, a7);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_conv_tbc([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "conv_tbc(Tensor input, Tensor weight, Tensor bias, int pad=0)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "conv_tbc", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.int64(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::conv_tbc(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn__internal_conv2d_backward([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "conv2d_backward(Tensor grad_output, Tensor input, Tensor weight, int[2] stride, int[2] padding, int[2] dilation, int groups, bool input_grad, bool weight_grad, bool bias_grad)",
  }, false);
  ParsedArgs<10> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.int_list(3);
      auto&& a4 = r.int_list(4);
      auto&& a5 = r.int_list(5);
      auto&& a6 = r.int64(6);
      auto&& a7 = r.to_bool(7);
      auto&& a8 = r.to_bool(8);
      auto&& a9 = r.to_bool(9);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::conv2d_backward(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9); }, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9);
      return wrap_tuple(result, "conv2d_backward", {"grad_input", "grad_weight", "grad_bias"});
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

}  // namespace

void add_conv_bindings(MethodTables& tables) {
  tables.functions["_nn"].push_back({"conv2d", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_nn_functional_conv2d)), METH_FASTCALL | METH_KEYWORDS, "conv2d($module, input, weight, bias=None, stride=1, padding=0, dilation=1, groups=1)\n--\n\n2-D convolution (cross-correlation) of input (N, C, H, W) or (C, H, W) with weight (O, C / groups, kH, kW), plus bias (O)."});
  tables.functions["_functions"].push_back({"conv2d", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_conv2d)), METH_FASTCALL | METH_KEYWORDS, "conv2d($module, input, weight, bias=None, stride=1, padding=0, dilation=1, groups=1)\n--\n\n2-D convolution (cross-correlation) of input (N, C, H, W) or (C, H, W) with weight (O, C / groups, kH, kW), plus bias (O)."});
  tables.functions["_internal"].push_back({"conv2d_backward_input", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn__internal_conv2d_backward_input)), METH_FASTCALL | METH_KEYWORDS, "conv2d_backward_input($module, grad_output, weight, input_size, stride, padding, dilation, groups)\n--\n\nThe gradient of conv2d with respect to its input (of size input_size)."});
  tables.functions["_internal"].push_back({"conv2d_backward_weight", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn__internal_conv2d_backward_weight)), METH_FASTCALL | METH_KEYWORDS, "conv2d_backward_weight($module, grad_output, input, weight_size, stride, padding, dilation, groups)\n--\n\nThe gradient of conv2d with respect to its weight (of size weight_size)."});
  tables.functions["_internal"].push_back({"conv2d_backward_bias", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn__internal_conv2d_backward_bias)), METH_FASTCALL | METH_KEYWORDS, "conv2d_backward_bias($module, grad_output, input, weight)\n--\n\nThe gradient of conv2d with respect to its bias, grad_output summed over every dim but the channels."});
  tables.functions["_nn"].push_back({"conv1d", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_nn_functional_conv1d)), METH_FASTCALL | METH_KEYWORDS, "conv1d($module, input, weight, bias=None, stride=1, padding=0, dilation=1, groups=1)\n--\n\n1-D convolution (cross-correlation) of input (N, C, L) or (C, L) with weight (O, C / groups, k), plus bias (O)."});
  tables.functions["_functions"].push_back({"conv1d", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_conv1d)), METH_FASTCALL | METH_KEYWORDS, "conv1d($module, input, weight, bias=None, stride=1, padding=0, dilation=1, groups=1)\n--\n\n1-D convolution (cross-correlation) of input (N, C, L) or (C, L) with weight (O, C / groups, k), plus bias (O)."});
  tables.functions["_nn"].push_back({"conv_transpose2d", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_nn_functional_conv_transpose2d)), METH_FASTCALL | METH_KEYWORDS, "conv_transpose2d($module, input, weight, bias=None, stride=1, padding=0, output_padding=0, groups=1, dilation=1)\n--\n\n2-D transposed convolution of input (N, C_in, H, W) or (C_in, H, W) with weight (C_in, C_out / groups, kH, kW), plus bias (C_out); the gradient of conv2d with respect to its input, output_padding rows and columns added on the far side."});
  tables.functions["_functions"].push_back({"conv_transpose2d", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_conv_transpose2d)), METH_FASTCALL | METH_KEYWORDS, "conv_transpose2d($module, input, weight, bias=None, stride=1, padding=0, output_padding=0, groups=1, dilation=1)\n--\n\n2-D transposed convolution of input (N, C_in, H, W) or (C_in, H, W) with weight (C_in, C_out / groups, kH, kW), plus bias (C_out); the gradient of conv2d with respect to its input, output_padding rows and columns added on the far side."});
  tables.functions["_nn"].push_back({"conv_transpose1d", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_nn_functional_conv_transpose1d)), METH_FASTCALL | METH_KEYWORDS, "conv_transpose1d($module, input, weight, bias=None, stride=1, padding=0, output_padding=0, groups=1, dilation=1)\n--\n\n1-D transposed convolution of input (N, C_in, L) or (C_in, L) with weight (C_in, C_out / groups, k), plus bias (C_out)."});
  tables.functions["_functions"].push_back({"conv_transpose1d", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_conv_transpose1d)), METH_FASTCALL | METH_KEYWORDS, "conv_transpose1d($module, input, weight, bias=None, stride=1, padding=0, output_padding=0, groups=1, dilation=1)\n--\n\n1-D transposed convolution of input (N, C_in, L) or (C_in, L) with weight (C_in, C_out / groups, k), plus bias (C_out)."});
  tables.functions["_nn"].push_back({"conv3d", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_nn_functional_conv3d)), METH_FASTCALL | METH_KEYWORDS, "conv3d($module, input, weight, bias=None, stride=1, padding=0, dilation=1, groups=1)\n--\n\n3-D convolution (cross-correlation) of input (N, C, D, H, W) or (C, D, H, W) with weight (O, C / groups, kD, kH, kW), plus bias (O); one conv2d per kernel depth over the output depths batched together."});
  tables.functions["_functions"].push_back({"conv3d", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_conv3d)), METH_FASTCALL | METH_KEYWORDS, "conv3d($module, input, weight, bias=None, stride=1, padding=0, dilation=1, groups=1)\n--\n\n3-D convolution (cross-correlation) of input (N, C, D, H, W) or (C, D, H, W) with weight (O, C / groups, kD, kH, kW), plus bias (O); one conv2d per kernel depth over the output depths batched together."});
  tables.functions["_functions"].push_back({"conv_transpose3d", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_conv_transpose3d)), METH_FASTCALL | METH_KEYWORDS, "conv_transpose3d($module, input, weight, bias=None, stride=1, padding=0, output_padding=0, groups=1, dilation=1)\n--\n\n3-D transposed convolution of input (N, C_in, D, H, W) or (C_in, D, H, W) with weight (C_in, C_out / groups, kD, kH, kW), plus bias (C_out); one conv_transpose2d per kernel depth over the input depths batched together, each result spread to the output depths it reaches."});
  tables.functions["_nn"].push_back({"conv_transpose3d", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_nn_functional_conv_transpose3d)), METH_FASTCALL | METH_KEYWORDS, "conv_transpose3d($module, input, weight, bias=None, stride=1, padding=0, output_padding=0, groups=1, dilation=1)\n--\n\n3-D transposed convolution of input (N, C_in, D, H, W) or (C_in, D, H, W) with weight (C_in, C_out / groups, kD, kH, kW), plus bias (C_out); one conv_transpose2d per kernel depth over the input depths batched together, each result spread to the output depths it reaches."});
  tables.functions["_functions"].push_back({"conv_tbc", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_conv_tbc)), METH_FASTCALL | METH_KEYWORDS, "conv_tbc($module, input, weight, bias, pad=0)\n--\n\n1-D convolution in time-batch-channel layout, input (T, N, C_in) with weight (k, C_in, C_out) plus bias (C_out), padded by pad steps at both ends; the result is (T + 2 * pad - k + 1, N, C_out)."});
  tables.functions["_internal"].push_back({"conv2d_backward", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn__internal_conv2d_backward)), METH_FASTCALL | METH_KEYWORDS, "conv2d_backward($module, grad_output, input, weight, stride, padding, dilation, groups, input_grad, weight_grad, bias_grad)\n--\n\nThe gradients of conv2d with respect to input, weight and bias, those whose flag is set (the others undefined), at once; float32 on oneDNN reorders each chunk of grad_output once for the input's and the weight's, and sums the bias's in the weight's pass."});
}

}  // namespace yaten::python
