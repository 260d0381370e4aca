// @generated from ops.yaml by codegen (template: bindings_family.cpp.j2). Do not edit.
// Python entries of the 'pooling' ops: one per Python name, parsing all
// of its overloads in one pass (python/src/arg_parser.h).
#include "generated/python/bindings.h"

#include "generated/autograd/ops_pooling.h"
#include "python/src/arg_parser.h"
#include "python/src/device_objects.h"
#include "python/src/gil_release.h"
#include "python/src/named_tensors.h"
#include "python/src/torch_function.h"
#include "python/src/wrap.h"

namespace yaten::python {
namespace {

PyObject* fn_nn_functional_max_pool2d_with_indices([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "max_pool2d_with_indices(Tensor input, int[2] kernel_size, int[2]? stride=None, int[2] padding=0, int[2] dilation=1, bool ceil_mode=False)",
  }, false, {}, false);
  ParsedArgs<6> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "max_pool2d_with_indices", "yaten.nn.functional", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int_list(1);
      auto&& a2 = r.optional_int_list(2);
      auto&& a3 = r.int_list(3);
      auto&& a4 = r.int_list(4);
      auto&& a5 = r.to_bool(5);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::max_pool2d_with_indices(a0, a1, a2, a3, a4, a5); }, a0, a1, a2, a3, a4, a5);
      return wrap_plain_tuple(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn__internal_max_pool2d_backward([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "max_pool2d_backward(Tensor grad_output, Tensor input, Tensor indices)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::max_pool2d_backward(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_nn_functional_avg_pool2d([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "avg_pool2d(Tensor input, int[2] kernel_size, int[2]? stride=None, int[2] padding=0, bool ceil_mode=False, bool count_include_pad=True, int? divisor_override=None)",
  }, false);
  ParsedArgs<7> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "avg_pool2d", "yaten.nn.functional", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int_list(1);
      auto&& a2 = r.optional_int_list(2);
      auto&& a3 = r.int_list(3);
      auto&& a4 = r.to_bool(4);
      auto&& a5 = r.to_bool(5);
      auto&& a6 = r.optional_int64(6);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::avg_pool2d(a0, a1, a2, a3, a4, a5, a6); }, a0, a1, a2, a3, a4, a5, a6);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn__internal_avg_pool2d_backward([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "avg_pool2d_backward(Tensor grad_output, Tensor input, int[2] kernel_size, int[2]? stride, int[2] padding, bool ceil_mode, bool count_include_pad, int? divisor_override)",
  }, false);
  ParsedArgs<8> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.int_list(2);
      auto&& a3 = r.optional_int_list(3);
      auto&& a4 = r.int_list(4);
      auto&& a5 = r.to_bool(5);
      auto&& a6 = r.to_bool(6);
      auto&& a7 = r.optional_int64(7);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::avg_pool2d_backward(a0, a1, a2, a3, a4, a5, a6, a7); }, a0, a1, a2, a3, a4, a5, a6, a7);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_nn_functional_adaptive_avg_pool2d([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "adaptive_avg_pool2d(Tensor input, int[2] output_size)",
  }, false);
  ParsedArgs<2> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "adaptive_avg_pool2d", "yaten.nn.functional", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int_list(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::adaptive_avg_pool2d(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn__internal_adaptive_avg_pool2d_backward([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "adaptive_avg_pool2d_backward(Tensor grad_output, Tensor input)",
  }, false);
  ParsedArgs<2> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::adaptive_avg_pool2d_backward(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_nn_functional_adaptive_max_pool2d_with_indices([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "adaptive_max_pool2d_with_indices(Tensor input, int[2] output_size)",
  }, false);
  ParsedArgs<2> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "adaptive_max_pool2d_with_indices", "yaten.nn.functional", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int_list(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::adaptive_max_pool2d_with_indices(a0, a1); }, a0, a1);
      return wrap_plain_tuple(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_avg_pool1d([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "avg_pool1d(Tensor input, int[1] kernel_size, int[1]? stride=None, int[1] padding=0, bool ceil_mode=False, bool count_include_pad=True)",
  }, false);
  ParsedArgs<6> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "avg_pool1d", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int_list(1);
      auto&& a2 = r.optional_int_list(2);
      auto&& a3 = r.int_list(3);
      auto&& a4 = r.to_bool(4);
      auto&& a5 = r.to_bool(5);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::avg_pool1d(a0, a1, a2, a3, a4, a5); }, a0, a1, a2, a3, a4, a5);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_nn_functional_avg_pool1d([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "avg_pool1d(Tensor input, int[1] kernel_size, int[1]? stride=None, int[1] padding=0, bool ceil_mode=False, bool count_include_pad=True)",
  }, false);
  ParsedArgs<6> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "avg_pool1d", "yaten.nn.functional", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int_list(1);
      auto&& a2 = r.optional_int_list(2);
      auto&& a3 = r.int_list(3);
      auto&& a4 = r.to_bool(4);
      auto&& a5 = r.to_bool(5);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::avg_pool1d(a0, a1, a2, a3, a4, a5); }, a0, a1, a2, a3, a4, a5);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_nn_functional_max_pool1d_with_indices([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "max_pool1d_with_indices(Tensor input, int[1] kernel_size, int[1]? stride=None, int[1] padding=0, int[1] dilation=1, bool ceil_mode=False)",
  }, false, {}, false);
  ParsedArgs<6> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "max_pool1d_with_indices", "yaten.nn.functional", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int_list(1);
      auto&& a2 = r.optional_int_list(2);
      auto&& a3 = r.int_list(3);
      auto&& a4 = r.int_list(4);
      auto&& a5 = r.to_bool(5);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::max_pool1d_with_indices(a0, a1, a2, a3, a4, a5); }, a0, a1, a2, a3, a4, a5);
      return wrap_plain_tuple(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_adaptive_avg_pool1d([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "adaptive_avg_pool1d(Tensor input, int[1] output_size)",
  }, false);
  ParsedArgs<2> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "adaptive_avg_pool1d", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int_list(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::adaptive_avg_pool1d(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_nn_functional_adaptive_avg_pool1d([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "adaptive_avg_pool1d(Tensor input, int[1] output_size)",
  }, false);
  ParsedArgs<2> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "adaptive_avg_pool1d", "yaten.nn.functional", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int_list(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::adaptive_avg_pool1d(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_nn_functional_adaptive_max_pool1d_with_indices([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "adaptive_max_pool1d_with_indices(Tensor input, int[1] output_size)",
  }, false, {}, false);
  ParsedArgs<2> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "adaptive_max_pool1d_with_indices", "yaten.nn.functional", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int_list(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::adaptive_max_pool1d_with_indices(a0, a1); }, a0, a1);
      return wrap_plain_tuple(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_nn_functional_avg_pool3d([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "avg_pool3d(Tensor input, int[3] kernel_size, int[3]? stride=None, int[3] padding=0, bool ceil_mode=False, bool count_include_pad=True, int? divisor_override=None)",
  }, false);
  ParsedArgs<7> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "avg_pool3d", "yaten.nn.functional", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int_list(1);
      auto&& a2 = r.optional_int_list(2);
      auto&& a3 = r.int_list(3);
      auto&& a4 = r.to_bool(4);
      auto&& a5 = r.to_bool(5);
      auto&& a6 = r.optional_int64(6);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::avg_pool3d(a0, a1, a2, a3, a4, a5, a6); }, a0, a1, a2, a3, a4, a5, a6);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_nn_functional_max_pool3d_with_indices([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "max_pool3d_with_indices(Tensor input, int[3] kernel_size, int[3]? stride=None, int[3] padding=0, int[3] dilation=1, bool ceil_mode=False)",
  }, false, {}, false);
  ParsedArgs<6> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "max_pool3d_with_indices", "yaten.nn.functional", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int_list(1);
      auto&& a2 = r.optional_int_list(2);
      auto&& a3 = r.int_list(3);
      auto&& a4 = r.int_list(4);
      auto&& a5 = r.to_bool(5);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::max_pool3d_with_indices(a0, a1, a2, a3, a4, a5); }, a0, a1, a2, a3, a4, a5);
      return wrap_plain_tuple(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_nn_functional_adaptive_avg_pool3d([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "adaptive_avg_pool3d(Tensor input, int[3] output_size)",
  }, false);
  ParsedArgs<2> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "adaptive_avg_pool3d", "yaten.nn.functional", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int_list(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::adaptive_avg_pool3d(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_nn_functional_adaptive_max_pool3d_with_indices([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "adaptive_max_pool3d_with_indices(Tensor input, int[3] output_size)",
  }, false, {}, false);
  ParsedArgs<2> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "adaptive_max_pool3d_with_indices", "yaten.nn.functional", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int_list(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::adaptive_max_pool3d_with_indices(a0, a1); }, a0, a1);
      return wrap_plain_tuple(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_nn_functional_lp_pool1d([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "lp_pool1d(Tensor input, float norm_type, int[1] kernel_size, int[1]? stride=None, bool ceil_mode=False)",
  }, false, {}, false);
  ParsedArgs<5> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "lp_pool1d", "yaten.nn.functional", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.to_double(1);
      auto&& a2 = r.int_list(2);
      auto&& a3 = r.optional_int_list(3);
      auto&& a4 = r.to_bool(4);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::lp_pool1d(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_nn_functional_lp_pool2d([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "lp_pool2d(Tensor input, float norm_type, int[2] kernel_size, int[2]? stride=None, bool ceil_mode=False)",
  }, false, {}, false);
  ParsedArgs<5> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "lp_pool2d", "yaten.nn.functional", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.to_double(1);
      auto&& a2 = r.int_list(2);
      auto&& a3 = r.optional_int_list(3);
      auto&& a4 = r.to_bool(4);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::lp_pool2d(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_nn_functional_max_unpool1d([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "max_unpool1d(Tensor input, Tensor indices, int[1] kernel_size, int[1]? stride=None, int[1] padding=0, int[]? output_size=None)",
  }, false, {}, false);
  ParsedArgs<6> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "max_unpool1d", "yaten.nn.functional", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.int_list(2);
      auto&& a3 = r.optional_int_list(3);
      auto&& a4 = r.int_list(4);
      auto&& a5 = r.optional_int_list(5);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::max_unpool1d(a0, a1, a2, a3, a4, a5); }, a0, a1, a2, a3, a4, a5);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_nn_functional_max_unpool2d([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "max_unpool2d(Tensor input, Tensor indices, int[2] kernel_size, int[2]? stride=None, int[2] padding=0, int[]? output_size=None)",
  }, false, {}, false);
  ParsedArgs<6> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "max_unpool2d", "yaten.nn.functional", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.int_list(2);
      auto&& a3 = r.optional_int_list(3);
      auto&& a4 = r.int_list(4);
      auto&& a5 = r.optional_int_list(5);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::max_unpool2d(a0, a1, a2, a3, a4, a5); }, a0, a1, a2, a3, a4, a5);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_nn_functional_max_unpool3d([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "max_unpool3d(Tensor input, Tensor indices, int[3] kernel_size, int[3]? stride=None, int[3] padding=0, int[]? output_size=None)",
  }, false, {}, false);
  ParsedArgs<6> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "max_unpool3d", "yaten.nn.functional", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.int_list(2);
      auto&& a3 = r.optional_int_list(3);
      auto&& a4 = r.int_list(4);
      auto&& a5 = r.optional_int_list(5);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::max_unpool3d(a0, a1, a2, a3, a4, a5); }, a0, a1, a2, a3, a4, a5);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn__internal_fractional_max_pool2d([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "fractional_max_pool2d(Tensor input, int[2] kernel_size, int[2] output_size, Tensor random_samples)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int_list(1);
      auto&& a2 = r.int_list(2);
      auto&& a3 = r.tensor(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::fractional_max_pool2d(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_plain_tuple(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn__internal_fractional_max_pool3d([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "fractional_max_pool3d(Tensor input, int[3] kernel_size, int[3] output_size, Tensor random_samples)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int_list(1);
      auto&& a2 = r.int_list(2);
      auto&& a3 = r.tensor(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::fractional_max_pool3d(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_plain_tuple(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn__internal_fractional_max_pool_indices([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "fractional_max_pool_indices(Tensor input, int[] kernel_size, int[] output_size, Tensor random_samples)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int_list(1);
      auto&& a2 = r.int_list(2);
      auto&& a3 = r.tensor(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::fractional_max_pool_indices(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

}  // namespace

void add_pooling_bindings(MethodTables& tables) {
  tables.functions["_nn"].push_back({"max_pool2d_with_indices", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_nn_functional_max_pool2d_with_indices)), METH_FASTCALL | METH_KEYWORDS, "max_pool2d_with_indices($module, input, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False)\n--\n\n2-D max pooling of input (N, C, H, W) or (C, H, W), with the flat H * W index of each maximum."});
  tables.functions["_internal"].push_back({"max_pool2d_backward", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn__internal_max_pool2d_backward)), METH_FASTCALL | METH_KEYWORDS, "max_pool2d_backward($module, grad_output, input, indices)\n--\n\nThe gradient of max_pool2d with respect to its input, grad_output added at the position of each maximum."});
  tables.functions["_nn"].push_back({"avg_pool2d", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_nn_functional_avg_pool2d)), METH_FASTCALL | METH_KEYWORDS, "avg_pool2d($module, input, kernel_size, stride=None, padding=0, ceil_mode=False, count_include_pad=True, divisor_override=None)\n--\n\n2-D average pooling of input (N, C, H, W) or (C, H, W)."});
  tables.functions["_internal"].push_back({"avg_pool2d_backward", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn__internal_avg_pool2d_backward)), METH_FASTCALL | METH_KEYWORDS, "avg_pool2d_backward($module, grad_output, input, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override)\n--\n\nThe gradient of avg_pool2d with respect to its input."});
  tables.functions["_nn"].push_back({"adaptive_avg_pool2d", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_nn_functional_adaptive_avg_pool2d)), METH_FASTCALL | METH_KEYWORDS, "adaptive_avg_pool2d($module, input, output_size)\n--\n\n2-D average pooling of input (N, C, H, W) or (C, H, W) into an output of output_size (H_out, W_out)."});
  tables.functions["_internal"].push_back({"adaptive_avg_pool2d_backward", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn__internal_adaptive_avg_pool2d_backward)), METH_FASTCALL | METH_KEYWORDS, "adaptive_avg_pool2d_backward($module, grad_output, input)\n--\n\nThe gradient of adaptive_avg_pool2d with respect to its input."});
  tables.functions["_nn"].push_back({"adaptive_max_pool2d_with_indices", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_nn_functional_adaptive_max_pool2d_with_indices)), METH_FASTCALL | METH_KEYWORDS, "adaptive_max_pool2d_with_indices($module, input, output_size)\n--\n\n2-D max pooling of input (N, C, H, W) or (C, H, W) into output_size (H_out, W_out) bins, with the flat H * W index of each maximum."});
  tables.functions["_functions"].push_back({"avg_pool1d", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_avg_pool1d)), METH_FASTCALL | METH_KEYWORDS, "avg_pool1d($module, input, kernel_size, stride=None, padding=0, ceil_mode=False, count_include_pad=True)\n--\n\n1-D average pooling of input (N, C, L) or (C, L), avg_pool2d over a height-1 image."});
  tables.functions["_nn"].push_back({"avg_pool1d", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_nn_functional_avg_pool1d)), METH_FASTCALL | METH_KEYWORDS, "avg_pool1d($module, input, kernel_size, stride=None, padding=0, ceil_mode=False, count_include_pad=True)\n--\n\n1-D average pooling of input (N, C, L) or (C, L), avg_pool2d over a height-1 image."});
  tables.functions["_nn"].push_back({"max_pool1d_with_indices", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_nn_functional_max_pool1d_with_indices)), METH_FASTCALL | METH_KEYWORDS, "max_pool1d_with_indices($module, input, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False)\n--\n\n1-D max pooling of input (N, C, L) or (C, L), with the index along L of each maximum."});
  tables.functions["_functions"].push_back({"adaptive_avg_pool1d", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_adaptive_avg_pool1d)), METH_FASTCALL | METH_KEYWORDS, "adaptive_avg_pool1d($module, input, output_size)\n--\n\n1-D average pooling of input (N, C, L) or (C, L) into output_size positions."});
  tables.functions["_nn"].push_back({"adaptive_avg_pool1d", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_nn_functional_adaptive_avg_pool1d)), METH_FASTCALL | METH_KEYWORDS, "adaptive_avg_pool1d($module, input, output_size)\n--\n\n1-D average pooling of input (N, C, L) or (C, L) into output_size positions."});
  tables.functions["_nn"].push_back({"adaptive_max_pool1d_with_indices", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_nn_functional_adaptive_max_pool1d_with_indices)), METH_FASTCALL | METH_KEYWORDS, "adaptive_max_pool1d_with_indices($module, input, output_size)\n--\n\n1-D max pooling of input (N, C, L) or (C, L) into output_size bins, with the index along L of each maximum."});
  tables.functions["_nn"].push_back({"avg_pool3d", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_nn_functional_avg_pool3d)), METH_FASTCALL | METH_KEYWORDS, "avg_pool3d($module, input, kernel_size, stride=None, padding=0, ceil_mode=False, count_include_pad=True, divisor_override=None)\n--\n\n3-D average pooling of input (N, C, D, H, W) or (C, D, H, W), separably (each (H, W) plane, then along D)."});
  tables.functions["_nn"].push_back({"max_pool3d_with_indices", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_nn_functional_max_pool3d_with_indices)), METH_FASTCALL | METH_KEYWORDS, "max_pool3d_with_indices($module, input, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False)\n--\n\n3-D max pooling of input (N, C, D, H, W) or (C, D, H, W), with the flat D * H * W index of each maximum; separably, each (H, W) plane then along D."});
  tables.functions["_nn"].push_back({"adaptive_avg_pool3d", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_nn_functional_adaptive_avg_pool3d)), METH_FASTCALL | METH_KEYWORDS, "adaptive_avg_pool3d($module, input, output_size)\n--\n\n3-D average pooling of input (N, C, D, H, W) or (C, D, H, W) into output_size (D, H, W) bins."});
  tables.functions["_nn"].push_back({"adaptive_max_pool3d_with_indices", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_nn_functional_adaptive_max_pool3d_with_indices)), METH_FASTCALL | METH_KEYWORDS, "adaptive_max_pool3d_with_indices($module, input, output_size)\n--\n\n3-D max pooling of input (N, C, D, H, W) or (C, D, H, W) into output_size (D, H, W) bins, with the flat D * H * W index of each maximum."});
  tables.functions["_nn"].push_back({"lp_pool1d", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_nn_functional_lp_pool1d)), METH_FASTCALL | METH_KEYWORDS, "lp_pool1d($module, input, norm_type, kernel_size, stride=None, ceil_mode=False)\n--\n\n1-D power-average pooling, (sum over each window of input**norm_type)**(1 / norm_type)."});
  tables.functions["_nn"].push_back({"lp_pool2d", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_nn_functional_lp_pool2d)), METH_FASTCALL | METH_KEYWORDS, "lp_pool2d($module, input, norm_type, kernel_size, stride=None, ceil_mode=False)\n--\n\n2-D power-average pooling, (sum over each window of input**norm_type)**(1 / norm_type)."});
  tables.functions["_nn"].push_back({"max_unpool1d", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_nn_functional_max_unpool1d)), METH_FASTCALL | METH_KEYWORDS, "max_unpool1d($module, input, indices, kernel_size, stride=None, padding=0, output_size=None)\n--\n\nThe inverse of max_pool1d, each value of input (N, C, L) or (C, L) written at its index, zeros elsewhere; output_size picks among the sizes that pool to L."});
  tables.functions["_nn"].push_back({"max_unpool2d", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_nn_functional_max_unpool2d)), METH_FASTCALL | METH_KEYWORDS, "max_unpool2d($module, input, indices, kernel_size, stride=None, padding=0, output_size=None)\n--\n\nThe inverse of max_pool2d, each value of input (N, C, H, W) or (C, H, W) written at its flat H * W index, zeros elsewhere."});
  tables.functions["_nn"].push_back({"max_unpool3d", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_nn_functional_max_unpool3d)), METH_FASTCALL | METH_KEYWORDS, "max_unpool3d($module, input, indices, kernel_size, stride=None, padding=0, output_size=None)\n--\n\nThe inverse of max_pool3d, each value of input (N, C, D, H, W) or (C, D, H, W) written at its flat D * H * W index, zeros elsewhere."});
  tables.functions["_internal"].push_back({"fractional_max_pool2d", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn__internal_fractional_max_pool2d)), METH_FASTCALL | METH_KEYWORDS, "fractional_max_pool2d($module, input, kernel_size, output_size, random_samples)\n--\n\nFractional max pooling of input (N, C, H, W) or (C, H, W) into output_size, each (n, c) plane's window positions drawn from random_samples (N, C, 2) in [0, 1) (width, then height); with the flat H * W index of each maximum."});
  tables.functions["_internal"].push_back({"fractional_max_pool3d", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn__internal_fractional_max_pool3d)), METH_FASTCALL | METH_KEYWORDS, "fractional_max_pool3d($module, input, kernel_size, output_size, random_samples)\n--\n\nFractional max pooling of input (N, C, D, H, W) or (C, D, H, W) into output_size, each (n, c) volume's window positions drawn from random_samples (N, C, 3) in [0, 1) (depth, height, width); with the flat D * H * W index of each maximum."});
  tables.functions["_internal"].push_back({"fractional_max_pool_indices", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn__internal_fractional_max_pool_indices)), METH_FASTCALL | METH_KEYWORDS, "fractional_max_pool_indices($module, input, kernel_size, output_size, random_samples)\n--\n\nThe flat index of the maximum of each window of fractional_max_pool2d (two kernel sizes) or fractional_max_pool3d (three), the windows placed as torch places them from random_samples."});
}

}  // namespace yaten::python
