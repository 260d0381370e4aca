// @generated from ops.yaml by codegen (template: bindings_family.cpp.j2). Do not edit.
// Python entries of the 'activation' ops: one per Python name, parsing all
// of its overloads in one pass (python/src/arg_parser.h).
#include "generated/python/bindings.h"

#include "generated/autograd/ops_activation.h"
#include "python/src/arg_parser.h"
#include "python/src/device_objects.h"
#include "python/src/gil_release.h"
#include "python/src/named_tensors.h"
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

PyObject* fn__internal_gelu_backward([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "gelu_backward(Tensor grad_output, Tensor input, str approximate='none')",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.string_view(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::gelu_backward(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn__internal_silu_backward([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "silu_backward(Tensor grad_output, Tensor input)",
  }, false);
  ParsedArgs<2> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::silu_backward(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_nn_functional_leaky_relu([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "leaky_relu(Tensor input, Scalar negative_slope=0.01)",
  }, false);
  ParsedArgs<2> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "leaky_relu", "yaten.nn.functional", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.scalar(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::leaky_relu(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_nn_functional_leaky_relu_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "leaky_relu_(Tensor input, Scalar negative_slope=0.01)",
  }, false);
  ParsedArgs<2> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "leaky_relu_", "yaten.nn.functional", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.scalar(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::leaky_relu_(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn__internal_elu([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "elu(Tensor input, Scalar alpha=1, Scalar scale=1, Scalar input_scale=1)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.scalar(1);
      auto&& a2 = r.scalar(2);
      auto&& a3 = r.scalar(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::elu(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn__internal_elu_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "elu_(Tensor input, Scalar alpha=1, Scalar scale=1, Scalar input_scale=1)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.scalar(1);
      auto&& a2 = r.scalar(2);
      auto&& a3 = r.scalar(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::elu_(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_nn_functional_hardtanh([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "hardtanh(Tensor input, Scalar min_val=-1, Scalar max_val=1)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "hardtanh", "yaten.nn.functional", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.scalar(1);
      auto&& a2 = r.scalar(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::hardtanh(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_nn_functional_hardtanh_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "hardtanh_(Tensor input, Scalar min_val=-1, Scalar max_val=1)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "hardtanh_", "yaten.nn.functional", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.scalar(1);
      auto&& a2 = r.scalar(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::hardtanh_(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_nn_functional_hardsigmoid([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "hardsigmoid(Tensor input)",
  }, false);
  ParsedArgs<1> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "hardsigmoid", "yaten.nn.functional", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::hardsigmoid(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_nn_functional_hardswish([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "hardswish(Tensor input)",
  }, false);
  ParsedArgs<1> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "hardswish", "yaten.nn.functional", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::hardswish(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_nn_functional_softplus([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "softplus(Tensor input, Scalar beta=1, Scalar threshold=20)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "softplus", "yaten.nn.functional", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.scalar(1);
      auto&& a2 = r.scalar(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::softplus(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_nn_functional_mish([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "mish(Tensor input)",
  }, false);
  ParsedArgs<1> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "mish", "yaten.nn.functional", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::mish(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_nn_functional_logsigmoid([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "log_sigmoid(Tensor input)",
  }, false);
  ParsedArgs<1> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "logsigmoid", "yaten.nn.functional", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::logsigmoid(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_nn_functional_softshrink([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "softshrink(Tensor input, Scalar lambd=0.5)",
  }, false);
  ParsedArgs<2> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "softshrink", "yaten.nn.functional", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.scalar(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::softshrink(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_hardshrink([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "hardshrink(Tensor input, Scalar lambd=0.5, *, Tensor? out=None)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "hardshrink", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.scalar(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::hardshrink_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.scalar(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::hardshrink(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_nn_functional_threshold([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "threshold(Tensor input, Scalar threshold, Scalar value)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "threshold", "yaten.nn.functional", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.scalar(1);
      auto&& a2 = r.scalar(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::threshold(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_nn_functional_threshold_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "threshold_(Tensor input, Scalar threshold, Scalar value)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "threshold_", "yaten.nn.functional", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.scalar(1);
      auto&& a2 = r.scalar(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::threshold_(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_threshold_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "threshold_(Tensor input, Scalar threshold, Scalar value)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "threshold_", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.scalar(1);
      auto&& a2 = r.scalar(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::threshold_(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_selu([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "selu(Tensor input)",
  }, false);
  ParsedArgs<1> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "selu", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::selu(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_celu([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "celu(Tensor input, Scalar alpha=1.0)",
  }, false);
  ParsedArgs<2> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "celu", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.scalar(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::celu(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_nn_functional_relu6([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "relu6(Tensor input)",
  }, false);
  ParsedArgs<1> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "relu6", "yaten.nn.functional", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::relu6(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_nn_functional_softsign([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "softsign(Tensor input)",
  }, false, {}, false);
  ParsedArgs<1> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "softsign", "yaten.nn.functional", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::softsign(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_nn_functional_tanhshrink([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "tanhshrink(Tensor input)",
  }, false, {}, false);
  ParsedArgs<1> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "tanhshrink", "yaten.nn.functional", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::tanhshrink(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_nn_functional_glu([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "glu(Tensor input, int dim=-1)",
  }, false, {}, false);
  ParsedArgs<2> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "glu", "yaten.nn.functional", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::glu(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_prelu([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "prelu(Tensor input, Tensor weight)",
  }, false);
  ParsedArgs<2> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "prelu", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::prelu(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_rrelu([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "rrelu(Tensor input, Scalar lower=0.125, Scalar upper=0.3333333333333333, bool training=False, Generator? generator=None)",
  }, false);
  ParsedArgs<5> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "rrelu", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.scalar(1);
      auto&& a2 = r.scalar(2);
      auto&& a3 = r.to_bool(3);
      auto&& a4 = r.generator(4);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::rrelu(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn__internal_leaky_relu_backward([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "leaky_relu_backward(Tensor grad_output, Tensor input, Scalar negative_slope)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.scalar(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::leaky_relu_backward(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn__internal_hardtanh_backward([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "hardtanh_backward(Tensor grad_output, Tensor input, Scalar min_val, Scalar max_val)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.scalar(2);
      auto&& a3 = r.scalar(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::hardtanh_backward(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn__internal_hardsigmoid_backward([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "hardsigmoid_backward(Tensor grad_output, Tensor input)",
  }, false);
  ParsedArgs<2> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::hardsigmoid_backward(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn__internal_shrink_backward([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "shrink_backward(Tensor grad_output, Tensor input, Scalar lambd)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.scalar(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::shrink_backward(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn__internal_elu_backward([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "elu_backward(Tensor grad_output, Tensor input, Scalar alpha, Scalar scale, Scalar input_scale)",
  }, false);
  ParsedArgs<5> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.scalar(2);
      auto&& a3 = r.scalar(3);
      auto&& a4 = r.scalar(4);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::elu_backward(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn__internal_hardswish_backward([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "hardswish_backward(Tensor grad_output, Tensor input)",
  }, false);
  ParsedArgs<2> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::hardswish_backward(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn__internal_softplus_backward([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "softplus_backward(Tensor grad_output, Tensor input, Scalar beta, Scalar threshold)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.scalar(2);
      auto&& a3 = r.scalar(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::softplus_backward(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_threshold([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "threshold(Tensor input, Scalar threshold, Scalar value, *, Tensor? out=None)",
  }, false);
  ParsedArgs<5> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "threshold", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(3)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.scalar(1);
        auto&& a2 = r.scalar(2);
        auto&& a3 = r.tensor(3);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::yaten_threshold_out(a0, a1, a2, a3); }, a0, a1, a2, a3);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.scalar(1);
      auto&& a2 = r.scalar(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::yaten_threshold(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_hardshrink([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "hardshrink(Scalar lambd=0.5)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "hardshrink", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.scalar(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::hardshrink(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_prelu([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "prelu(Tensor weight)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "prelu", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::prelu(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

}  // namespace

void add_activation_bindings(MethodTables& tables) {
  tables.functions["_nn"].push_back({"gelu", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_nn_functional_gelu)), METH_FASTCALL | METH_KEYWORDS, "gelu($module, input, *, approximate='none')\n--\n\nGaussian error linear unit, x * Phi(x); approximate='tanh' uses the tanh approximation of Phi."});
  tables.functions["_nn"].push_back({"silu", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_nn_functional_silu)), METH_FASTCALL | METH_KEYWORDS, "silu($module, input)\n--\n\nSigmoid linear unit, x * sigmoid(x)."});
  tables.functions["_nn"].push_back({"dropout", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_nn_functional_dropout)), METH_FASTCALL | METH_KEYWORDS, "dropout($module, input, p=0.5, training=True)\n--\n\nZeroes each element of input with probability p while training, scaling the others by 1 / (1 - p)."});
  tables.functions["_internal"].push_back({"gelu_backward", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn__internal_gelu_backward)), METH_FASTCALL | METH_KEYWORDS, "gelu_backward($module, grad_output, input, approximate='none')\n--\n\nThe gradient of gelu, grad_output * d gelu(self) / d self, in one pass."});
  tables.functions["_internal"].push_back({"silu_backward", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn__internal_silu_backward)), METH_FASTCALL | METH_KEYWORDS, "silu_backward($module, grad_output, input)\n--\n\nThe gradient of silu, grad_output * d silu(self) / d self, in one pass."});
  tables.functions["_nn"].push_back({"leaky_relu", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_nn_functional_leaky_relu)), METH_FASTCALL | METH_KEYWORDS, "leaky_relu($module, input, negative_slope=0.01)\n--\n\nReturns x where x > 0, else negative_slope * x, elementwise."});
  tables.functions["_nn"].push_back({"leaky_relu_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_nn_functional_leaky_relu_)), METH_FASTCALL | METH_KEYWORDS, "leaky_relu_($module, input, negative_slope=0.01)\n--\n\nReturns x where x > 0, else negative_slope * x, elementwise."});
  tables.functions["_internal"].push_back({"elu", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn__internal_elu)), METH_FASTCALL | METH_KEYWORDS, "elu($module, input, alpha=1, scale=1, input_scale=1)\n--\n\nReturns scale * x where x > 0, else scale * alpha * (exp(input_scale * x) - 1), elementwise (selu and celu are special cases)."});
  tables.functions["_internal"].push_back({"elu_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn__internal_elu_)), METH_FASTCALL | METH_KEYWORDS, "elu_($module, input, alpha=1, scale=1, input_scale=1)\n--\n\nReturns scale * x where x > 0, else scale * alpha * (exp(input_scale * x) - 1), elementwise (selu and celu are special cases)."});
  tables.functions["_nn"].push_back({"hardtanh", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_nn_functional_hardtanh)), METH_FASTCALL | METH_KEYWORDS, "hardtanh($module, input, min_val=-1, max_val=1)\n--\n\nClamps each element of self into [min_val, max_val]; the gradient is zero outside the open interval."});
  tables.functions["_nn"].push_back({"hardtanh_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_nn_functional_hardtanh_)), METH_FASTCALL | METH_KEYWORDS, "hardtanh_($module, input, min_val=-1, max_val=1)\n--\n\nClamps each element of self into [min_val, max_val]; the gradient is zero outside the open interval."});
  tables.functions["_nn"].push_back({"hardsigmoid", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_nn_functional_hardsigmoid)), METH_FASTCALL | METH_KEYWORDS, "hardsigmoid($module, input)\n--\n\nReturns clamp(x / 6 + 1 / 2, 0, 1) elementwise."});
  tables.functions["_nn"].push_back({"hardswish", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_nn_functional_hardswish)), METH_FASTCALL | METH_KEYWORDS, "hardswish($module, input)\n--\n\nReturns x * clamp(x + 3, 0, 6) / 6 elementwise."});
  tables.functions["_nn"].push_back({"softplus", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_nn_functional_softplus)), METH_FASTCALL | METH_KEYWORDS, "softplus($module, input, beta=1, threshold=20)\n--\n\nReturns log(1 + exp(beta * x)) / beta elementwise, or x itself where beta * x > threshold."});
  tables.functions["_nn"].push_back({"mish", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_nn_functional_mish)), METH_FASTCALL | METH_KEYWORDS, "mish($module, input)\n--\n\nReturns x * tanh(softplus(x)) elementwise."});
  tables.functions["_nn"].push_back({"logsigmoid", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_nn_functional_logsigmoid)), METH_FASTCALL | METH_KEYWORDS, "logsigmoid($module, input)\n--\n\nReturns log(1 / (1 + exp(-x))) elementwise, computed without overflow."});
  tables.functions["_nn"].push_back({"softshrink", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_nn_functional_softshrink)), METH_FASTCALL | METH_KEYWORDS, "softshrink($module, input, lambd=0.5)\n--\n\nReturns x - lambd where x > lambd, x + lambd where x < -lambd, else 0, elementwise."});
  tables.functions["_functions"].push_back({"hardshrink", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_hardshrink)), METH_FASTCALL | METH_KEYWORDS, "hardshrink($module, input, lambd=0.5, *, out=None)\n--\n\nReturns x where |x| > lambd, else 0, elementwise."});
  tables.functions["_nn"].push_back({"threshold", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_nn_functional_threshold)), METH_FASTCALL | METH_KEYWORDS, "threshold($module, input, threshold, value)\n--\n\nReturns x where x > threshold, else value, elementwise."});
  tables.functions["_nn"].push_back({"threshold_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_nn_functional_threshold_)), METH_FASTCALL | METH_KEYWORDS, "threshold_($module, input, threshold, value)\n--\n\nReturns x where x > threshold, else value, elementwise."});
  tables.functions["_functions"].push_back({"threshold_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_threshold_)), METH_FASTCALL | METH_KEYWORDS, "threshold_($module, input, threshold, value)\n--\n\nReturns x where x > threshold, else value, elementwise."});
  tables.functions["_functions"].push_back({"selu", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_selu)), METH_FASTCALL | METH_KEYWORDS, "selu($module, input)\n--\n\nScaled exponential linear unit, 1.0507 * (x where x > 0, else 1.6733 * (exp(x) - 1))."});
  tables.functions["_functions"].push_back({"celu", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_celu)), METH_FASTCALL | METH_KEYWORDS, "celu($module, input, alpha=1.0)\n--\n\nReturns x where x > 0, else alpha * (exp(x / alpha) - 1), elementwise."});
  tables.functions["_nn"].push_back({"relu6", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_nn_functional_relu6)), METH_FASTCALL | METH_KEYWORDS, "relu6($module, input)\n--\n\nReturns min(max(x, 0), 6) elementwise."});
  tables.functions["_nn"].push_back({"softsign", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_nn_functional_softsign)), METH_FASTCALL | METH_KEYWORDS, "softsign($module, input)\n--\n\nReturns x / (1 + |x|) elementwise."});
  tables.functions["_nn"].push_back({"tanhshrink", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_nn_functional_tanhshrink)), METH_FASTCALL | METH_KEYWORDS, "tanhshrink($module, input)\n--\n\nReturns x - tanh(x) elementwise."});
  tables.functions["_nn"].push_back({"glu", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_nn_functional_glu)), METH_FASTCALL | METH_KEYWORDS, "glu($module, input, dim=-1)\n--\n\nGated linear unit, a * sigmoid(b) where a and b are the two halves of self along dim."});
  tables.functions["_functions"].push_back({"prelu", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_prelu)), METH_FASTCALL | METH_KEYWORDS, "prelu($module, input, weight)\n--\n\nReturns x where x > 0, else weight * x, with weight one number or one per channel (dim 1)."});
  tables.functions["_functions"].push_back({"rrelu", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_rrelu)), METH_FASTCALL | METH_KEYWORDS, "rrelu($module, input, lower=0.125, upper=0.3333333333333333, training=False, generator=None)\n--\n\nLeaky relu whose negative slope is drawn uniformly from [lower, upper] per element (from generator when given) while training, else (lower + upper) / 2."});
  tables.functions["_internal"].push_back({"leaky_relu_backward", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn__internal_leaky_relu_backward)), METH_FASTCALL | METH_KEYWORDS, "leaky_relu_backward($module, grad_output, input, negative_slope)\n--\n\ngrad_output where self > 0, else negative_slope * grad_output, in one pass; leaky_relu's gradient."});
  tables.functions["_internal"].push_back({"hardtanh_backward", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn__internal_hardtanh_backward)), METH_FASTCALL | METH_KEYWORDS, "hardtanh_backward($module, grad_output, input, min_val, max_val)\n--\n\ngrad_output where min_val < self < max_val, else 0, in one pass; hardtanh's gradient."});
  tables.functions["_internal"].push_back({"hardsigmoid_backward", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn__internal_hardsigmoid_backward)), METH_FASTCALL | METH_KEYWORDS, "hardsigmoid_backward($module, grad_output, input)\n--\n\ngrad_output / 6 where -3 < self < 3, else 0, in one pass; hardsigmoid's gradient."});
  tables.functions["_internal"].push_back({"shrink_backward", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn__internal_shrink_backward)), METH_FASTCALL | METH_KEYWORDS, "shrink_backward($module, grad_output, input, lambd)\n--\n\ngrad_output where |self| > lambd, else 0, in one pass; the gradient of softshrink and hardshrink."});
  tables.functions["_internal"].push_back({"elu_backward", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn__internal_elu_backward)), METH_FASTCALL | METH_KEYWORDS, "elu_backward($module, grad_output, input, alpha, scale, input_scale)\n--\n\ngrad_output * scale where self > 0, else grad_output * input_scale * scale * alpha * exp(input_scale * self), in one pass; elu's gradient (and selu's and celu's)."});
  tables.functions["_internal"].push_back({"hardswish_backward", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn__internal_hardswish_backward)), METH_FASTCALL | METH_KEYWORDS, "hardswish_backward($module, grad_output, input)\n--\n\n0 where self < -3, grad_output where self >= 3, else grad_output * (self / 3 + 1 / 2), in one pass; hardswish's gradient."});
  tables.functions["_internal"].push_back({"softplus_backward", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn__internal_softplus_backward)), METH_FASTCALL | METH_KEYWORDS, "softplus_backward($module, grad_output, input, beta, threshold)\n--\n\ngrad_output where beta * self > threshold, else grad_output * sigmoid(beta * self), in one pass; softplus's gradient."});
  tables.functions["_functions"].push_back({"threshold", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_threshold)), METH_FASTCALL | METH_KEYWORDS, "threshold($module, input, threshold, value, *, out=None)\n--\n\nReturns x where x > threshold, else value, elementwise."});
  tables.methods.push_back({"hardshrink", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_hardshrink)), METH_FASTCALL | METH_KEYWORDS, "hardshrink($self, lambd=0.5)\n--\n\nReturns x where |x| > lambd, else 0, elementwise."});
  tables.methods.push_back({"prelu", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_prelu)), METH_FASTCALL | METH_KEYWORDS, "prelu($self, weight)\n--\n\nReturns x where x > 0, else weight * x, with weight one number or one per channel (dim 1)."});
}

}  // namespace yaten::python
