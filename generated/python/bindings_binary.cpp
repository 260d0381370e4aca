// @generated from ops.yaml by codegen (template: bindings_family.cpp.j2). Do not edit.
// Python entries of the 'binary' ops: one per Python name, parsing all
// of its overloads in one pass (python/src/arg_parser.h).
#include "generated/python/bindings.h"

#include "generated/autograd/ops_binary.h"
#include "python/src/arg_parser.h"
#include "python/src/device_objects.h"
#include "python/src/gil_release.h"
#include "python/src/named_tensors.h"
#include "python/src/torch_function.h"
#include "python/src/wrap.h"

namespace yaten::python {
namespace {

PyObject* fn_yaten_add([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "add(Tensor input, Tensor other, *, Scalar alpha=1, Tensor? out=None)",
      "add(Tensor input, Scalar alpha, Tensor other, *, Tensor? out=None)|hidden",
  }, false, {
      "input other",
      "input other",
  });
  ParsedArgs<5> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "add", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(3)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.scalar(2);
        auto&& a3 = r.tensor(3);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::add_out(a0, a1, a2, a3); }, a0, a1, a2, a3);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.scalar(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::add(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
    case 1: {
      if (!r.is_none(3)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(2);
        auto&& a2 = r.scalar(1);
        auto&& a3 = r.tensor(3);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::add_out(a0, a1, a2, a3); }, a0, a1, a2, a3);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(2);
      auto&& a2 = r.scalar(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::add(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_sub([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "sub(Tensor input, Tensor other, *, Scalar alpha=1, Tensor? out=None)",
      "sub(Tensor input, Scalar alpha, Tensor other, *, Tensor? out=None)|hidden",
  }, false, {
      "input other",
      "input other",
  });
  ParsedArgs<5> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "sub", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(3)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.scalar(2);
        auto&& a3 = r.tensor(3);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::sub_out(a0, a1, a2, a3); }, a0, a1, a2, a3);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.scalar(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::sub(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
    case 1: {
      if (!r.is_none(3)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(2);
        auto&& a2 = r.scalar(1);
        auto&& a3 = r.tensor(3);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::sub_out(a0, a1, a2, a3); }, a0, a1, a2, a3);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(2);
      auto&& a2 = r.scalar(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::sub(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_subtract([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "subtract(Tensor input, Tensor other, *, Scalar alpha=1, Tensor? out=None)",
  }, false, {
      "input other",
  });
  ParsedArgs<5> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "subtract", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(3)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.scalar(2);
        auto&& a3 = r.tensor(3);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::sub_out(a0, a1, a2, a3); }, a0, a1, a2, a3);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.scalar(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::sub(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_mul([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "mul(Tensor input, Tensor other, *, Tensor? out=None)",
  }, false, {
      "input other",
  });
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "mul", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::mul_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::mul(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_multiply([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "multiply(Tensor input, Tensor other, *, Tensor? out=None)",
  }, false, {
      "input other",
  });
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "multiply", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::mul_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::mul(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_div([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "div(Tensor input, Tensor other, *, Tensor? out=None)",
      "div(Tensor input, Tensor other, *, str? rounding_mode, Tensor? out=None)",
      "div(Tensor input, Scalar other, *, str? rounding_mode)",
  }, false, {
      "input other",
      "input other",
      "input other",
  });
  ParsedArgs<5> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "div", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::div_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::div(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
    case 1: {
      if (!r.is_none(3)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.optional_string_view(2);
        auto&& a3 = r.tensor(3);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::div_Tensor_mode_out(a0, a1, a2, a3); }, a0, a1, a2, a3);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.optional_string_view(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::div_Tensor_mode(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
    case 2: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.optional_string_view(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::div_Tensor_mode(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_true_divide([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "true_divide(Tensor input, Tensor other, *, Tensor? out=None)",
      "true_divide(Tensor input, Tensor other, *, str? rounding_mode, Tensor? out=None)",
      "true_divide(Tensor input, Scalar other, *, str? rounding_mode)",
  }, false, {
      "input other",
      "input other",
      "input other",
  });
  ParsedArgs<5> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "true_divide", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::div_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::div(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
    case 1: {
      if (!r.is_none(3)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.optional_string_view(2);
        auto&& a3 = r.tensor(3);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::div_Tensor_mode_out(a0, a1, a2, a3); }, a0, a1, a2, a3);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.optional_string_view(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::div_Tensor_mode(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
    case 2: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.optional_string_view(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::div_Tensor_mode(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_divide([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "divide(Tensor input, Tensor other, *, Tensor? out=None)",
      "divide(Tensor input, Tensor other, *, str? rounding_mode, Tensor? out=None)",
      "divide(Tensor input, Scalar other, *, str? rounding_mode)",
  }, false, {
      "input other",
      "input other",
      "input other",
  });
  ParsedArgs<5> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "divide", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::div_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::div(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
    case 1: {
      if (!r.is_none(3)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.optional_string_view(2);
        auto&& a3 = r.tensor(3);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::div_Tensor_mode_out(a0, a1, a2, a3); }, a0, a1, a2, a3);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.optional_string_view(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::div_Tensor_mode(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
    case 2: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.optional_string_view(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::div_Tensor_mode(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_pow([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "pow(Tensor input, Tensor exponent, *, Tensor? out=None)",
      "pow(Scalar self, Tensor exponent, *, Tensor? out=None)",
      "pow(Tensor input, Scalar exponent, *, Tensor? out=None)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "pow", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::pow_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::pow(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
    case 1: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::pow_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::pow(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
    case 2: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::pow_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::pow(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_maximum([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "maximum(Tensor input, Tensor other, *, Tensor? out=None)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "maximum", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::maximum_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::maximum(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_minimum([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "minimum(Tensor input, Tensor other, *, Tensor? out=None)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "minimum", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::minimum_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::minimum(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_atan2([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "atan2(Tensor input, Tensor other, *, Tensor? out=None)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "atan2", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::atan2_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::atan2(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_arctan2([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "arctan2(Tensor input, Tensor other, *, Tensor? out=None)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "arctan2", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::atan2_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::atan2(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_hypot([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "hypot(Tensor input, Tensor other, *, Tensor? out=None)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "hypot", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::hypot_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::hypot(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_remainder([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "remainder(Tensor input, Tensor other, *, Tensor? out=None)",
      "remainder(Scalar self, Tensor other)",
      "remainder(Tensor input, Scalar other, *, Tensor? out=None)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "remainder", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::remainder_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::remainder(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::remainder(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
    case 2: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::remainder_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::remainder(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_fmod([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "fmod(Tensor input, Tensor other, *, Tensor? out=None)",
      "fmod(Tensor input, Scalar other, *, Tensor? out=None)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "fmod", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::fmod_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::fmod(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
    case 1: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::fmod_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::fmod(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_lerp([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "lerp(Tensor input, Tensor end, Tensor weight, *, Tensor? out=None)",
      "lerp(Tensor input, Tensor end, Scalar weight, *, Tensor? out=None)",
  }, false);
  ParsedArgs<5> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "lerp", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(3)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.tensor(2);
        auto&& a3 = r.tensor(3);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::lerp_Tensor_out(a0, a1, a2, a3); }, a0, a1, a2, a3);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::lerp_Tensor(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
    case 1: {
      if (!r.is_none(3)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.scalar(2);
        auto&& a3 = r.tensor(3);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::lerp_Scalar_out(a0, a1, a2, a3); }, a0, a1, a2, a3);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.scalar(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::lerp_Scalar(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_addcmul([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "addcmul(Tensor input, Tensor tensor1, Tensor tensor2, *, Scalar value=1, Tensor? out=None)",
      "addcmul(Tensor input, Scalar value, Tensor tensor1, Tensor tensor2, *, Tensor? out=None)|hidden",
  }, false);
  ParsedArgs<6> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "addcmul", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(4)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.tensor(2);
        auto&& a3 = r.scalar(3);
        auto&& a4 = r.tensor(4);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::addcmul_out(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.scalar(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::addcmul(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
    case 1: {
      if (!r.is_none(4)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(2);
        auto&& a2 = r.tensor(3);
        auto&& a3 = r.scalar(1);
        auto&& a4 = r.tensor(4);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::addcmul_out(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(2);
      auto&& a2 = r.tensor(3);
      auto&& a3 = r.scalar(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::addcmul(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_addcdiv([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "addcdiv(Tensor input, Tensor tensor1, Tensor tensor2, *, Scalar value=1, Tensor? out=None)",
      "addcdiv(Tensor input, Scalar value, Tensor tensor1, Tensor tensor2, *, Tensor? out=None)|hidden",
  }, false);
  ParsedArgs<6> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "addcdiv", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(4)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.tensor(2);
        auto&& a3 = r.scalar(3);
        auto&& a4 = r.tensor(4);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::addcdiv_out(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.scalar(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::addcdiv(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
    case 1: {
      if (!r.is_none(4)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(2);
        auto&& a2 = r.tensor(3);
        auto&& a3 = r.scalar(1);
        auto&& a4 = r.tensor(4);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::addcdiv_out(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(2);
      auto&& a2 = r.tensor(3);
      auto&& a3 = r.scalar(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::addcdiv(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn__internal_threshold_backward([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "threshold_backward(Tensor grad_output, Tensor input, Scalar threshold)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.scalar(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::threshold_backward(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_logical_and([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "logical_and(Tensor input, Tensor other, *, Tensor? out=None)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "logical_and", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::logical_and_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::logical_and(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_logical_or([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "logical_or(Tensor input, Tensor other, *, Tensor? out=None)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "logical_or", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::logical_or_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::logical_or(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_bitwise_and([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "bitwise_and(Tensor input, Tensor other, *, Tensor? out=None)",
      "bitwise_and(Scalar self, Tensor other)",
      "bitwise_and(Tensor input, Scalar other, *, Tensor? out=None)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "bitwise_and", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bitwise_and_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bitwise_and(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bitwise_and(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
    case 2: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bitwise_and_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bitwise_and(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_bitwise_or([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "bitwise_or(Tensor input, Tensor other, *, Tensor? out=None)",
      "bitwise_or(Scalar self, Tensor other)",
      "bitwise_or(Tensor input, Scalar other, *, Tensor? out=None)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "bitwise_or", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bitwise_or_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bitwise_or(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bitwise_or(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
    case 2: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bitwise_or_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bitwise_or(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_bitwise_xor([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "bitwise_xor(Tensor input, Tensor other, *, Tensor? out=None)",
      "bitwise_xor(Scalar self, Tensor other)",
      "bitwise_xor(Tensor input, Scalar other, *, Tensor? out=None)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "bitwise_xor", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bitwise_xor_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bitwise_xor(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bitwise_xor(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
    case 2: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bitwise_xor_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bitwise_xor(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_bitwise_left_shift([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "bitwise_left_shift(Tensor input, Tensor other, *, Tensor? out=None)",
      "bitwise_left_shift(Scalar self, Tensor other)",
      "bitwise_left_shift(Tensor input, Scalar other, *, Tensor? out=None)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "bitwise_left_shift", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bitwise_left_shift_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bitwise_left_shift(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bitwise_left_shift(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
    case 2: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bitwise_left_shift_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bitwise_left_shift(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_bitwise_right_shift([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "bitwise_right_shift(Tensor input, Tensor other, *, Tensor? out=None)",
      "bitwise_right_shift(Scalar self, Tensor other)",
      "bitwise_right_shift(Tensor input, Scalar other, *, Tensor? out=None)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "bitwise_right_shift", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bitwise_right_shift_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bitwise_right_shift(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bitwise_right_shift(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
    case 2: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bitwise_right_shift_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bitwise_right_shift(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_floor_divide([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "floor_divide(Tensor input, Tensor other, *, Tensor? out=None)",
      "floor_divide(Tensor input, Scalar other)",
  }, false, {
      "input other",
      "input other",
  });
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "floor_divide", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::floor_divide_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::floor_divide(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::floor_divide(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_logical_xor([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "logical_xor(Tensor input, Tensor other, *, Tensor? out=None)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "logical_xor", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::logical_xor_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::logical_xor(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_rsub([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "rsub(Tensor input, Tensor other, *, Scalar alpha=1)",
      "rsub(Tensor input, Scalar other, Scalar alpha=1)",
  }, false, {
      "other",
      "",
  });
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "rsub", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.scalar(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::rsub(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.scalar(1);
      auto&& a2 = r.scalar(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::rsub_Scalar(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_add([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "add(Tensor other, *, Scalar alpha=1)",
      "add(Scalar alpha, Tensor other)|hidden",
  }, false, {
      "other",
      "other",
  });
  ParsedArgs<3> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "add", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      auto&& a2 = r.scalar(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::add(self, a1, a2); }, self, a1, a2);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.scalar(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::add(self, a1, a2); }, self, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_add_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "add_(Tensor other, *, Scalar alpha=1)",
      "add_(Scalar alpha, Tensor other)|hidden",
  }, false, {
      "other",
      "other",
  });
  ParsedArgs<3> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "add_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      auto&& a2 = r.scalar(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::add_(self, a1, a2); }, self, a1, a2);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.scalar(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::add_(self, a1, a2); }, self, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_sub([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "sub(Tensor other, *, Scalar alpha=1)",
      "sub(Scalar alpha, Tensor other)|hidden",
  }, false, {
      "other",
      "other",
  });
  ParsedArgs<3> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "sub", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      auto&& a2 = r.scalar(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::sub(self, a1, a2); }, self, a1, a2);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.scalar(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::sub(self, a1, a2); }, self, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_sub_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "sub_(Tensor other, *, Scalar alpha=1)",
      "sub_(Scalar alpha, Tensor other)|hidden",
  }, false, {
      "other",
      "other",
  });
  ParsedArgs<3> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "sub_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      auto&& a2 = r.scalar(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::sub_(self, a1, a2); }, self, a1, a2);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.scalar(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::sub_(self, a1, a2); }, self, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_subtract([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "subtract(Tensor other, *, Scalar alpha=1)",
  }, false, {
      "other",
  });
  ParsedArgs<3> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "subtract", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      auto&& a2 = r.scalar(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::sub(self, a1, a2); }, self, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_subtract_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "subtract_(Tensor other, *, Scalar alpha=1)",
  }, false, {
      "other",
  });
  ParsedArgs<3> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "subtract_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      auto&& a2 = r.scalar(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::sub_(self, a1, a2); }, self, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_mul([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "mul(Tensor other)",
  }, false, {
      "other",
  });
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "mul", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::mul(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_mul_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "mul_(Tensor other)",
  }, false, {
      "other",
  });
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "mul_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::mul_(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_multiply([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "multiply(Tensor other)",
  }, false, {
      "other",
  });
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "multiply", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::mul(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_multiply_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "multiply_(Tensor other)",
  }, false, {
      "other",
  });
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "multiply_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::mul_(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_div([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "div(Tensor other)",
      "div(Tensor other, *, str? rounding_mode)",
      "div(Scalar other, *, str? rounding_mode)",
  }, false, {
      "other",
      "other",
      "other",
  });
  ParsedArgs<3> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "div", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::div(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.tensor(0);
      auto&& a2 = r.optional_string_view(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::div_Tensor_mode(self, a1, a2); }, self, a1, a2);
      return wrap_tensor(result);
    }
    case 2: {
      auto&& a1 = r.tensor(0);
      auto&& a2 = r.optional_string_view(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::div_Tensor_mode(self, a1, a2); }, self, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_div_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "div_(Tensor other)",
      "div_(Tensor other, *, str? rounding_mode)",
      "div_(Scalar other, *, str? rounding_mode)",
  }, false, {
      "other",
      "other",
      "other",
  });
  ParsedArgs<3> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "div_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::div_(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.tensor(0);
      auto&& a2 = r.optional_string_view(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::div__Tensor_mode(self, a1, a2); }, self, a1, a2);
      return wrap_tensor(result);
    }
    case 2: {
      auto&& a1 = r.tensor(0);
      auto&& a2 = r.optional_string_view(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::div__Tensor_mode(self, a1, a2); }, self, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_true_divide([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "true_divide(Tensor other)",
      "true_divide(Tensor other, *, str? rounding_mode)",
      "true_divide(Scalar other, *, str? rounding_mode)",
  }, false, {
      "other",
      "other",
      "other",
  });
  ParsedArgs<3> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "true_divide", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::div(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.tensor(0);
      auto&& a2 = r.optional_string_view(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::div_Tensor_mode(self, a1, a2); }, self, a1, a2);
      return wrap_tensor(result);
    }
    case 2: {
      auto&& a1 = r.tensor(0);
      auto&& a2 = r.optional_string_view(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::div_Tensor_mode(self, a1, a2); }, self, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_true_divide_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "true_divide_(Tensor other)",
      "true_divide_(Tensor other, *, str? rounding_mode)",
      "true_divide_(Scalar other, *, str? rounding_mode)",
  }, false, {
      "other",
      "other",
      "other",
  });
  ParsedArgs<3> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "true_divide_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::div_(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.tensor(0);
      auto&& a2 = r.optional_string_view(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::div__Tensor_mode(self, a1, a2); }, self, a1, a2);
      return wrap_tensor(result);
    }
    case 2: {
      auto&& a1 = r.tensor(0);
      auto&& a2 = r.optional_string_view(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::div__Tensor_mode(self, a1, a2); }, self, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_divide([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "divide(Tensor other)",
      "divide(Tensor other, *, str? rounding_mode)",
      "divide(Scalar other, *, str? rounding_mode)",
  }, false, {
      "other",
      "other",
      "other",
  });
  ParsedArgs<3> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "divide", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::div(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.tensor(0);
      auto&& a2 = r.optional_string_view(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::div_Tensor_mode(self, a1, a2); }, self, a1, a2);
      return wrap_tensor(result);
    }
    case 2: {
      auto&& a1 = r.tensor(0);
      auto&& a2 = r.optional_string_view(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::div_Tensor_mode(self, a1, a2); }, self, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_divide_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "divide_(Tensor other)",
      "divide_(Tensor other, *, str? rounding_mode)",
      "divide_(Scalar other, *, str? rounding_mode)",
  }, false, {
      "other",
      "other",
      "other",
  });
  ParsedArgs<3> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "divide_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::div_(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.tensor(0);
      auto&& a2 = r.optional_string_view(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::div__Tensor_mode(self, a1, a2); }, self, a1, a2);
      return wrap_tensor(result);
    }
    case 2: {
      auto&& a1 = r.tensor(0);
      auto&& a2 = r.optional_string_view(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::div__Tensor_mode(self, a1, a2); }, self, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_pow([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "pow(Tensor exponent)",
      "pow(Scalar exponent)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "pow", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::pow(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::pow(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_pow_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "pow_(Tensor exponent)",
      "pow_(Scalar exponent)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "pow_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::pow_(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::pow_(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_maximum([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "maximum(Tensor other)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "maximum", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::maximum(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_minimum([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "minimum(Tensor other)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "minimum", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::minimum(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_atan2([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "atan2(Tensor other)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "atan2", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::atan2(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_atan2_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "atan2_(Tensor other)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "atan2_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::atan2_(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_arctan2([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "arctan2(Tensor other)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "arctan2", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::atan2(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_arctan2_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "arctan2_(Tensor other)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "arctan2_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::atan2_(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_hypot([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "hypot(Tensor other)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "hypot", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::hypot(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_hypot_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "hypot_(Tensor other)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "hypot_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::hypot_(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_remainder([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "remainder(Tensor other)",
      "remainder(Scalar other)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "remainder", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::remainder(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::remainder(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_remainder_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "remainder_(Tensor other)",
      "remainder_(Scalar other)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "remainder_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::remainder_(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::remainder_(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_fmod([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "fmod(Tensor other)",
      "fmod(Scalar other)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "fmod", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::fmod(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::fmod(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_fmod_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "fmod_(Tensor other)",
      "fmod_(Scalar other)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "fmod_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::fmod_(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::fmod_(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_lerp([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "lerp(Tensor end, Tensor weight)",
      "lerp(Tensor end, Scalar weight)",
  }, false);
  ParsedArgs<2> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "lerp", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      auto&& a2 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::lerp_Tensor(self, a1, a2); }, self, a1, a2);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.tensor(0);
      auto&& a2 = r.scalar(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::lerp_Scalar(self, a1, a2); }, self, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_lerp_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "lerp_(Tensor end, Tensor weight)",
      "lerp_(Tensor end, Scalar weight)",
  }, false);
  ParsedArgs<2> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "lerp_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      auto&& a2 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::lerp__Tensor(self, a1, a2); }, self, a1, a2);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.tensor(0);
      auto&& a2 = r.scalar(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::lerp__Scalar(self, a1, a2); }, self, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_addcmul([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "addcmul(Tensor tensor1, Tensor tensor2, *, Scalar value=1)",
      "addcmul(Scalar value, Tensor tensor1, Tensor tensor2)|hidden",
  }, false);
  ParsedArgs<4> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "addcmul", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      auto&& a2 = r.tensor(1);
      auto&& a3 = r.scalar(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::addcmul(self, a1, a2, a3); }, self, a1, a2, a3);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.scalar(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::addcmul(self, a1, a2, a3); }, self, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_addcmul_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "addcmul_(Tensor tensor1, Tensor tensor2, *, Scalar value=1)",
      "addcmul_(Scalar value, Tensor tensor1, Tensor tensor2)|hidden",
  }, false);
  ParsedArgs<4> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "addcmul_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      auto&& a2 = r.tensor(1);
      auto&& a3 = r.scalar(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::addcmul_(self, a1, a2, a3); }, self, a1, a2, a3);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.scalar(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::addcmul_(self, a1, a2, a3); }, self, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_addcdiv([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "addcdiv(Tensor tensor1, Tensor tensor2, *, Scalar value=1)",
      "addcdiv(Scalar value, Tensor tensor1, Tensor tensor2)|hidden",
  }, false);
  ParsedArgs<4> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "addcdiv", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      auto&& a2 = r.tensor(1);
      auto&& a3 = r.scalar(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::addcdiv(self, a1, a2, a3); }, self, a1, a2, a3);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.scalar(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::addcdiv(self, a1, a2, a3); }, self, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_addcdiv_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "addcdiv_(Tensor tensor1, Tensor tensor2, *, Scalar value=1)",
      "addcdiv_(Scalar value, Tensor tensor1, Tensor tensor2)|hidden",
  }, false);
  ParsedArgs<4> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "addcdiv_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      auto&& a2 = r.tensor(1);
      auto&& a3 = r.scalar(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::addcdiv_(self, a1, a2, a3); }, self, a1, a2, a3);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.scalar(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::addcdiv_(self, a1, a2, a3); }, self, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_logical_and([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "logical_and(Tensor other)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "logical_and", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::logical_and(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_logical_and_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "logical_and_(Tensor other)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "logical_and_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::logical_and_(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_logical_or([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "logical_or(Tensor other)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "logical_or", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::logical_or(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_logical_or_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "logical_or_(Tensor other)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "logical_or_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::logical_or_(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_bitwise_and([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "bitwise_and(Tensor other)",
      "bitwise_and(Scalar other)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "bitwise_and", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bitwise_and(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bitwise_and(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_bitwise_and_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "bitwise_and_(Tensor other)",
      "bitwise_and_(Scalar other)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "bitwise_and_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bitwise_and_(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bitwise_and_(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_bitwise_or([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "bitwise_or(Tensor other)",
      "bitwise_or(Scalar other)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "bitwise_or", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bitwise_or(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bitwise_or(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_bitwise_or_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "bitwise_or_(Tensor other)",
      "bitwise_or_(Scalar other)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "bitwise_or_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bitwise_or_(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bitwise_or_(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_bitwise_xor([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "bitwise_xor(Tensor other)",
      "bitwise_xor(Scalar other)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "bitwise_xor", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bitwise_xor(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bitwise_xor(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_bitwise_xor_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "bitwise_xor_(Tensor other)",
      "bitwise_xor_(Scalar other)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "bitwise_xor_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bitwise_xor_(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bitwise_xor_(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_bitwise_left_shift([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "bitwise_left_shift(Tensor other)",
      "bitwise_left_shift(Scalar other)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "bitwise_left_shift", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bitwise_left_shift(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bitwise_left_shift(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_bitwise_left_shift_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "bitwise_left_shift_(Tensor other)",
      "bitwise_left_shift_(Scalar other)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "bitwise_left_shift_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bitwise_left_shift_(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bitwise_left_shift_(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_bitwise_right_shift([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "bitwise_right_shift(Tensor other)",
      "bitwise_right_shift(Scalar other)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "bitwise_right_shift", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bitwise_right_shift(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bitwise_right_shift(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_bitwise_right_shift_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "bitwise_right_shift_(Tensor other)",
      "bitwise_right_shift_(Scalar other)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "bitwise_right_shift_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bitwise_right_shift_(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bitwise_right_shift_(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_floor_divide([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "floor_divide(Tensor other)",
      "floor_divide(Scalar other)",
  }, false, {
      "other",
      "other",
  });
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "floor_divide", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::floor_divide(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::floor_divide(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_floor_divide_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "floor_divide_(Tensor other)",
      "floor_divide_(Scalar other)",
  }, false, {
      "other",
      "other",
  });
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "floor_divide_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::floor_divide_(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::floor_divide_(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_logical_xor([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "logical_xor(Tensor other)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "logical_xor", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::logical_xor(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_logical_xor_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "logical_xor_(Tensor other)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "logical_xor_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::logical_xor_(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* op_add([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "__add__(Tensor other, *, Scalar alpha=1)",
  }, true, {
      "other",
  });
  ParsedArgs<3> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (overload < 0) Py_RETURN_NOTIMPLEMENTED;
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "__add__", args, nargs, kwnames, true);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      auto&& a2 = r.scalar(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::add(self, a1, a2); }, self, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* op_radd([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "__radd__(Tensor other, *, Scalar alpha=1)",
  }, true, {
      "other",
  });
  ParsedArgs<3> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (overload < 0) Py_RETURN_NOTIMPLEMENTED;
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "__radd__", args, nargs, kwnames, true);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      auto&& a2 = r.scalar(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::add(self, a1, a2); }, self, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* op_iadd([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "__iadd__(Tensor other, *, Scalar alpha=1)",
  }, true, {
      "other",
  });
  ParsedArgs<3> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (overload < 0) Py_RETURN_NOTIMPLEMENTED;
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "__iadd__", args, nargs, kwnames, true);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      auto&& a2 = r.scalar(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::add_(self, a1, a2); }, self, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* op_sub([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "__sub__(Tensor other, *, Scalar alpha=1)",
  }, true, {
      "other",
  });
  ParsedArgs<3> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (overload < 0) Py_RETURN_NOTIMPLEMENTED;
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "__sub__", args, nargs, kwnames, true);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      auto&& a2 = r.scalar(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::sub(self, a1, a2); }, self, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* op_rsub([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "__rsub__(Tensor other, *, Scalar alpha=1)",
  }, true, {
      "other",
  });
  ParsedArgs<3> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (overload < 0) Py_RETURN_NOTIMPLEMENTED;
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "__rsub__", args, nargs, kwnames, true);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a2 = r.scalar(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::sub(a0, self, a2); }, a0, self, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* op_isub([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "__isub__(Tensor other, *, Scalar alpha=1)",
  }, true, {
      "other",
  });
  ParsedArgs<3> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (overload < 0) Py_RETURN_NOTIMPLEMENTED;
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "__isub__", args, nargs, kwnames, true);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      auto&& a2 = r.scalar(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::sub_(self, a1, a2); }, self, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* op_mul([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "__mul__(Tensor other)",
  }, true, {
      "other",
  });
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (overload < 0) Py_RETURN_NOTIMPLEMENTED;
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "__mul__", args, nargs, kwnames, true);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::mul(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* op_rmul([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "__rmul__(Tensor other)",
  }, true, {
      "other",
  });
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (overload < 0) Py_RETURN_NOTIMPLEMENTED;
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "__rmul__", args, nargs, kwnames, true);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::mul(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* op_imul([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "__imul__(Tensor other)",
  }, true, {
      "other",
  });
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (overload < 0) Py_RETURN_NOTIMPLEMENTED;
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "__imul__", args, nargs, kwnames, true);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::mul_(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* op_truediv([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "__truediv__(Tensor other)",
  }, true, {
      "other",
  });
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (overload < 0) Py_RETURN_NOTIMPLEMENTED;
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "__truediv__", args, nargs, kwnames, true);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::div(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* op_rtruediv([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "__rtruediv__(Tensor other)",
  }, true, {
      "other",
  });
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (overload < 0) Py_RETURN_NOTIMPLEMENTED;
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "__rtruediv__", args, nargs, kwnames, true);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::div(a0, self); }, a0, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* op_itruediv([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "__itruediv__(Tensor other)",
  }, true, {
      "other",
  });
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (overload < 0) Py_RETURN_NOTIMPLEMENTED;
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "__itruediv__", args, nargs, kwnames, true);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::div_(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* op_pow([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "__pow__(Tensor exponent)",
      "__pow__(Scalar exponent)",
  }, true);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (overload < 0) Py_RETURN_NOTIMPLEMENTED;
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "__pow__", args, nargs, kwnames, true);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::pow(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::pow(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* op_rpow([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "__rpow__(Tensor exponent)",
      "__rpow__(Scalar exponent)",
  }, true);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (overload < 0) Py_RETURN_NOTIMPLEMENTED;
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "__rpow__", args, nargs, kwnames, true);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::pow(a0, self); }, a0, self);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::pow(a0, self); }, a0, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* op_ipow([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "__ipow__(Tensor exponent)",
      "__ipow__(Scalar exponent)",
  }, true);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (overload < 0) Py_RETURN_NOTIMPLEMENTED;
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "__ipow__", args, nargs, kwnames, true);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::pow_(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::pow_(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* op_mod([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "__mod__(Tensor other)",
      "__mod__(Scalar other)",
  }, true);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (overload < 0) Py_RETURN_NOTIMPLEMENTED;
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "__mod__", args, nargs, kwnames, true);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::remainder(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::remainder(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* op_rmod([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "__rmod__(Tensor other)",
      "__rmod__(Scalar other)",
  }, true);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (overload < 0) Py_RETURN_NOTIMPLEMENTED;
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "__rmod__", args, nargs, kwnames, true);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::remainder(a0, self); }, a0, self);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::remainder(a0, self); }, a0, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* op_imod([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "__imod__(Tensor other)",
      "__imod__(Scalar other)",
  }, true);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (overload < 0) Py_RETURN_NOTIMPLEMENTED;
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "__imod__", args, nargs, kwnames, true);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::remainder_(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::remainder_(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* op_and([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "__and__(Tensor other)",
      "__and__(Scalar other)",
  }, true);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (overload < 0) Py_RETURN_NOTIMPLEMENTED;
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "__and__", args, nargs, kwnames, true);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bitwise_and(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bitwise_and(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* op_rand([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "__rand__(Tensor other)",
      "__rand__(Scalar other)",
  }, true);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (overload < 0) Py_RETURN_NOTIMPLEMENTED;
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "__rand__", args, nargs, kwnames, true);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bitwise_and(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bitwise_and(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* op_iand([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "__iand__(Tensor other)",
      "__iand__(Scalar other)",
  }, true);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (overload < 0) Py_RETURN_NOTIMPLEMENTED;
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "__iand__", args, nargs, kwnames, true);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bitwise_and_(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bitwise_and_(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* op_or([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "__or__(Tensor other)",
      "__or__(Scalar other)",
  }, true);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (overload < 0) Py_RETURN_NOTIMPLEMENTED;
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "__or__", args, nargs, kwnames, true);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bitwise_or(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bitwise_or(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* op_ror([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "__ror__(Tensor other)",
      "__ror__(Scalar other)",
  }, true);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (overload < 0) Py_RETURN_NOTIMPLEMENTED;
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "__ror__", args, nargs, kwnames, true);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bitwise_or(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bitwise_or(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* op_ior([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "__ior__(Tensor other)",
      "__ior__(Scalar other)",
  }, true);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (overload < 0) Py_RETURN_NOTIMPLEMENTED;
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "__ior__", args, nargs, kwnames, true);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bitwise_or_(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bitwise_or_(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* op_xor([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "__xor__(Tensor other)",
      "__xor__(Scalar other)",
  }, true);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (overload < 0) Py_RETURN_NOTIMPLEMENTED;
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "__xor__", args, nargs, kwnames, true);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bitwise_xor(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bitwise_xor(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* op_rxor([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "__rxor__(Tensor other)",
      "__rxor__(Scalar other)",
  }, true);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (overload < 0) Py_RETURN_NOTIMPLEMENTED;
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "__rxor__", args, nargs, kwnames, true);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bitwise_xor(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bitwise_xor(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* op_ixor([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "__ixor__(Tensor other)",
      "__ixor__(Scalar other)",
  }, true);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (overload < 0) Py_RETURN_NOTIMPLEMENTED;
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "__ixor__", args, nargs, kwnames, true);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bitwise_xor_(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bitwise_xor_(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* op_lshift([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "__lshift__(Tensor other)",
      "__lshift__(Scalar other)",
  }, true);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (overload < 0) Py_RETURN_NOTIMPLEMENTED;
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "__lshift__", args, nargs, kwnames, true);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bitwise_left_shift(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bitwise_left_shift(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* op_rlshift([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "__rlshift__(Tensor other)",
      "__rlshift__(Scalar other)",
  }, true);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (overload < 0) Py_RETURN_NOTIMPLEMENTED;
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "__rlshift__", args, nargs, kwnames, true);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bitwise_left_shift(a0, self); }, a0, self);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bitwise_left_shift(a0, self); }, a0, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* op_ilshift([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "__ilshift__(Tensor other)",
      "__ilshift__(Scalar other)",
  }, true);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (overload < 0) Py_RETURN_NOTIMPLEMENTED;
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "__ilshift__", args, nargs, kwnames, true);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bitwise_left_shift_(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bitwise_left_shift_(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* op_rshift([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "__rshift__(Tensor other)",
      "__rshift__(Scalar other)",
  }, true);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (overload < 0) Py_RETURN_NOTIMPLEMENTED;
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "__rshift__", args, nargs, kwnames, true);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bitwise_right_shift(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bitwise_right_shift(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* op_rrshift([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "__rrshift__(Tensor other)",
      "__rrshift__(Scalar other)",
  }, true);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (overload < 0) Py_RETURN_NOTIMPLEMENTED;
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "__rrshift__", args, nargs, kwnames, true);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bitwise_right_shift(a0, self); }, a0, self);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bitwise_right_shift(a0, self); }, a0, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* op_irshift([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "__irshift__(Tensor other)",
      "__irshift__(Scalar other)",
  }, true);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (overload < 0) Py_RETURN_NOTIMPLEMENTED;
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "__irshift__", args, nargs, kwnames, true);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bitwise_right_shift_(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bitwise_right_shift_(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* op_floordiv([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "__floordiv__(Tensor other)",
      "__floordiv__(Scalar other)",
  }, true, {
      "other",
      "other",
  });
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (overload < 0) Py_RETURN_NOTIMPLEMENTED;
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "__floordiv__", args, nargs, kwnames, true);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::floor_divide(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::floor_divide(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* op_rfloordiv([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "__rfloordiv__(Tensor other)",
      "__rfloordiv__(Scalar other)",
  }, true, {
      "other",
      "other",
  });
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (overload < 0) Py_RETURN_NOTIMPLEMENTED;
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "__rfloordiv__", args, nargs, kwnames, true);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::floor_divide(a0, self); }, a0, self);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::floor_divide(a0, self); }, a0, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* op_ifloordiv([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "__ifloordiv__(Tensor other)",
      "__ifloordiv__(Scalar other)",
  }, true, {
      "other",
      "other",
  });
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (overload < 0) Py_RETURN_NOTIMPLEMENTED;
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "__ifloordiv__", args, nargs, kwnames, true);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::floor_divide_(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::floor_divide_(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

}  // namespace

void add_binary_bindings(MethodTables& tables) {
  tables.functions["_functions"].push_back({"add", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_add)), METH_FASTCALL | METH_KEYWORDS, "add($module, input, other, *, alpha=1, out=None)\n--\n\nReturns self + alpha * other, broadcasting and promoting types."});
  tables.functions["_functions"].push_back({"sub", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_sub)), METH_FASTCALL | METH_KEYWORDS, "sub($module, input, other, *, alpha=1, out=None)\n--\n\nReturns self - alpha * other, broadcasting and promoting types."});
  tables.functions["_functions"].push_back({"subtract", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_subtract)), METH_FASTCALL | METH_KEYWORDS, "subtract($module, input, other, *, alpha=1, out=None)\n--\n\nReturns self - alpha * other, broadcasting and promoting types."});
  tables.functions["_functions"].push_back({"mul", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_mul)), METH_FASTCALL | METH_KEYWORDS, "mul($module, input, other, *, out=None)\n--\n\nReturns self * other elementwise, broadcasting and promoting types."});
  tables.functions["_functions"].push_back({"multiply", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_multiply)), METH_FASTCALL | METH_KEYWORDS, "multiply($module, input, other, *, out=None)\n--\n\nReturns self * other elementwise, broadcasting and promoting types."});
  tables.functions["_functions"].push_back({"div", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_div)), METH_FASTCALL | METH_KEYWORDS, "div($module, input, other, *, rounding_mode=None, out=None)\n--\n\nReturns self / other elementwise (true division, so integers give floats)."});
  tables.functions["_functions"].push_back({"true_divide", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_true_divide)), METH_FASTCALL | METH_KEYWORDS, "true_divide($module, input, other, *, rounding_mode=None, out=None)\n--\n\nReturns self / other elementwise (true division, so integers give floats)."});
  tables.functions["_functions"].push_back({"divide", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_divide)), METH_FASTCALL | METH_KEYWORDS, "divide($module, input, other, *, rounding_mode=None, out=None)\n--\n\nReturns self / other elementwise (true division, so integers give floats)."});
  tables.functions["_functions"].push_back({"pow", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_pow)), METH_FASTCALL | METH_KEYWORDS, "pow($module, input, exponent, *, out=None)\n--\n\nReturns self raised to the power exponent, elementwise."});
  tables.functions["_functions"].push_back({"maximum", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_maximum)), METH_FASTCALL | METH_KEYWORDS, "maximum($module, input, other, *, out=None)\n--\n\nReturns the elementwise maximum of self and other."});
  tables.functions["_functions"].push_back({"minimum", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_minimum)), METH_FASTCALL | METH_KEYWORDS, "minimum($module, input, other, *, out=None)\n--\n\nReturns the elementwise minimum of self and other."});
  tables.functions["_functions"].push_back({"atan2", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_atan2)), METH_FASTCALL | METH_KEYWORDS, "atan2($module, input, other, *, out=None)\n--\n\nReturns the arctangent of self / other, using both signs to pick the quadrant."});
  tables.functions["_functions"].push_back({"arctan2", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_arctan2)), METH_FASTCALL | METH_KEYWORDS, "arctan2($module, input, other, *, out=None)\n--\n\nReturns the arctangent of self / other, using both signs to pick the quadrant."});
  tables.functions["_functions"].push_back({"hypot", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_hypot)), METH_FASTCALL | METH_KEYWORDS, "hypot($module, input, other, *, out=None)\n--\n\nReturns sqrt(self**2 + other**2) elementwise, without overflow or underflow in between."});
  tables.functions["_functions"].push_back({"remainder", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_remainder)), METH_FASTCALL | METH_KEYWORDS, "remainder($module, input, other, *, out=None)\n--\n\nReturns the remainder of self / other with the sign of other (Python's %)."});
  tables.functions["_functions"].push_back({"fmod", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_fmod)), METH_FASTCALL | METH_KEYWORDS, "fmod($module, input, other, *, out=None)\n--\n\nReturns the remainder of self / other with the sign of self (C's fmod)."});
  tables.functions["_functions"].push_back({"lerp", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_lerp)), METH_FASTCALL | METH_KEYWORDS, "lerp($module, input, end, weight, *, out=None)\n--\n\nReturns self + weight * (end - self), elementwise; weight is a tensor or a number."});
  tables.functions["_functions"].push_back({"addcmul", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_addcmul)), METH_FASTCALL | METH_KEYWORDS, "addcmul($module, input, tensor1, tensor2, *, value=1, out=None)\n--\n\nReturns self + value * tensor1 * tensor2, broadcasting all three."});
  tables.functions["_functions"].push_back({"addcdiv", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_addcdiv)), METH_FASTCALL | METH_KEYWORDS, "addcdiv($module, input, tensor1, tensor2, *, value=1, out=None)\n--\n\nReturns self + value * tensor1 / tensor2, broadcasting all three (integer tensor1 and tensor2 are refused)."});
  tables.functions["_internal"].push_back({"threshold_backward", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn__internal_threshold_backward)), METH_FASTCALL | METH_KEYWORDS, "threshold_backward($module, grad_output, input, threshold)\n--\n\ngrad_output where self > threshold, else 0 (NaN in self passes grad_output), in one pass; relu's gradient."});
  tables.functions["_functions"].push_back({"logical_and", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_logical_and)), METH_FASTCALL | METH_KEYWORDS, "logical_and($module, input, other, *, out=None)\n--\n\nReturns the elementwise logical AND of self and other, as bool."});
  tables.functions["_functions"].push_back({"logical_or", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_logical_or)), METH_FASTCALL | METH_KEYWORDS, "logical_or($module, input, other, *, out=None)\n--\n\nReturns the elementwise logical OR of self and other, as bool."});
  tables.functions["_functions"].push_back({"bitwise_and", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_bitwise_and)), METH_FASTCALL | METH_KEYWORDS, "bitwise_and($module, input, other, *, out=None)\n--\n\nReturns the elementwise bitwise AND of self and other (logical AND for bool); integer and bool tensors only."});
  tables.functions["_functions"].push_back({"bitwise_or", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_bitwise_or)), METH_FASTCALL | METH_KEYWORDS, "bitwise_or($module, input, other, *, out=None)\n--\n\nReturns the elementwise bitwise OR of self and other (logical OR for bool); integer and bool tensors only."});
  tables.functions["_functions"].push_back({"bitwise_xor", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_bitwise_xor)), METH_FASTCALL | METH_KEYWORDS, "bitwise_xor($module, input, other, *, out=None)\n--\n\nReturns the elementwise bitwise XOR of self and other (logical XOR for bool); integer and bool tensors only."});
  tables.functions["_functions"].push_back({"bitwise_left_shift", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_bitwise_left_shift)), METH_FASTCALL | METH_KEYWORDS, "bitwise_left_shift($module, input, other, *, out=None)\n--\n\nReturns self shifted left by other bits, elementwise; a shift by a negative amount or by the width of the type or more gives 0."});
  tables.functions["_functions"].push_back({"bitwise_right_shift", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_bitwise_right_shift)), METH_FASTCALL | METH_KEYWORDS, "bitwise_right_shift($module, input, other, *, out=None)\n--\n\nReturns self shifted right (arithmetically) by other bits, elementwise; a shift by a negative amount or by the width of the type or more fills with the sign bit."});
  tables.functions["_functions"].push_back({"floor_divide", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_floor_divide)), METH_FASTCALL | METH_KEYWORDS, "floor_divide($module, input, other, *, out=None)\n--\n\nReturns self / other rounded down to an integer (Python's //), elementwise, in the promoted dtype."});
  tables.functions["_functions"].push_back({"logical_xor", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_logical_xor)), METH_FASTCALL | METH_KEYWORDS, "logical_xor($module, input, other, *, out=None)\n--\n\nReturns the elementwise logical XOR of self and other, as bool."});
  tables.functions["_functions"].push_back({"rsub", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_rsub)), METH_FASTCALL | METH_KEYWORDS, "rsub($module, input, other, alpha=1)\n--\n\nReturns other - alpha * self (sub with its operands swapped), broadcasting and promoting types."});
  tables.methods.push_back({"add", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_add)), METH_FASTCALL | METH_KEYWORDS, "add($self, other, *, alpha=1)\n--\n\nReturns self + alpha * other, broadcasting and promoting types."});
  tables.methods.push_back({"add_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_add_)), METH_FASTCALL | METH_KEYWORDS, "add_($self, other, *, alpha=1)\n--\n\nReturns self + alpha * other, broadcasting and promoting types."});
  tables.methods.push_back({"sub", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_sub)), METH_FASTCALL | METH_KEYWORDS, "sub($self, other, *, alpha=1)\n--\n\nReturns self - alpha * other, broadcasting and promoting types."});
  tables.methods.push_back({"sub_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_sub_)), METH_FASTCALL | METH_KEYWORDS, "sub_($self, other, *, alpha=1)\n--\n\nReturns self - alpha * other, broadcasting and promoting types."});
  tables.methods.push_back({"subtract", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_subtract)), METH_FASTCALL | METH_KEYWORDS, "subtract($self, other, *, alpha=1)\n--\n\nReturns self - alpha * other, broadcasting and promoting types."});
  tables.methods.push_back({"subtract_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_subtract_)), METH_FASTCALL | METH_KEYWORDS, "subtract_($self, other, *, alpha=1)\n--\n\nReturns self - alpha * other, broadcasting and promoting types."});
  tables.methods.push_back({"mul", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_mul)), METH_FASTCALL | METH_KEYWORDS, "mul($self, other)\n--\n\nReturns self * other elementwise, broadcasting and promoting types."});
  tables.methods.push_back({"mul_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_mul_)), METH_FASTCALL | METH_KEYWORDS, "mul_($self, other)\n--\n\nReturns self * other elementwise, broadcasting and promoting types."});
  tables.methods.push_back({"multiply", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_multiply)), METH_FASTCALL | METH_KEYWORDS, "multiply($self, other)\n--\n\nReturns self * other elementwise, broadcasting and promoting types."});
  tables.methods.push_back({"multiply_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_multiply_)), METH_FASTCALL | METH_KEYWORDS, "multiply_($self, other)\n--\n\nReturns self * other elementwise, broadcasting and promoting types."});
  tables.methods.push_back({"div", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_div)), METH_FASTCALL | METH_KEYWORDS, "div($self, other, *, rounding_mode=None)\n--\n\nReturns self / other elementwise (true division, so integers give floats)."});
  tables.methods.push_back({"div_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_div_)), METH_FASTCALL | METH_KEYWORDS, "div_($self, other, *, rounding_mode=None)\n--\n\nReturns self / other elementwise (true division, so integers give floats)."});
  tables.methods.push_back({"true_divide", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_true_divide)), METH_FASTCALL | METH_KEYWORDS, "true_divide($self, other, *, rounding_mode=None)\n--\n\nReturns self / other elementwise (true division, so integers give floats)."});
  tables.methods.push_back({"true_divide_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_true_divide_)), METH_FASTCALL | METH_KEYWORDS, "true_divide_($self, other, *, rounding_mode=None)\n--\n\nReturns self / other elementwise (true division, so integers give floats)."});
  tables.methods.push_back({"divide", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_divide)), METH_FASTCALL | METH_KEYWORDS, "divide($self, other, *, rounding_mode=None)\n--\n\nReturns self / other elementwise (true division, so integers give floats)."});
  tables.methods.push_back({"divide_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_divide_)), METH_FASTCALL | METH_KEYWORDS, "divide_($self, other, *, rounding_mode=None)\n--\n\nReturns self / other elementwise (true division, so integers give floats)."});
  tables.methods.push_back({"pow", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_pow)), METH_FASTCALL | METH_KEYWORDS, "pow($self, exponent)\n--\n\nReturns self raised to the power exponent, elementwise."});
  tables.methods.push_back({"pow_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_pow_)), METH_FASTCALL | METH_KEYWORDS, "pow_($self, exponent)\n--\n\nReturns self raised to the power exponent, elementwise."});
  tables.methods.push_back({"maximum", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_maximum)), METH_FASTCALL | METH_KEYWORDS, "maximum($self, other)\n--\n\nReturns the elementwise maximum of self and other."});
  tables.methods.push_back({"minimum", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_minimum)), METH_FASTCALL | METH_KEYWORDS, "minimum($self, other)\n--\n\nReturns the elementwise minimum of self and other."});
  tables.methods.push_back({"atan2", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_atan2)), METH_FASTCALL | METH_KEYWORDS, "atan2($self, other)\n--\n\nReturns the arctangent of self / other, using both signs to pick the quadrant."});
  tables.methods.push_back({"atan2_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_atan2_)), METH_FASTCALL | METH_KEYWORDS, "atan2_($self, other)\n--\n\nReturns the arctangent of self / other, using both signs to pick the quadrant."});
  tables.methods.push_back({"arctan2", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_arctan2)), METH_FASTCALL | METH_KEYWORDS, "arctan2($self, other)\n--\n\nReturns the arctangent of self / other, using both signs to pick the quadrant."});
  tables.methods.push_back({"arctan2_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_arctan2_)), METH_FASTCALL | METH_KEYWORDS, "arctan2_($self, other)\n--\n\nReturns the arctangent of self / other, using both signs to pick the quadrant."});
  tables.methods.push_back({"hypot", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_hypot)), METH_FASTCALL | METH_KEYWORDS, "hypot($self, other)\n--\n\nReturns sqrt(self**2 + other**2) elementwise, without overflow or underflow in between."});
  tables.methods.push_back({"hypot_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_hypot_)), METH_FASTCALL | METH_KEYWORDS, "hypot_($self, other)\n--\n\nReturns sqrt(self**2 + other**2) elementwise, without overflow or underflow in between."});
  tables.methods.push_back({"remainder", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_remainder)), METH_FASTCALL | METH_KEYWORDS, "remainder($self, other)\n--\n\nReturns the remainder of self / other with the sign of other (Python's %)."});
  tables.methods.push_back({"remainder_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_remainder_)), METH_FASTCALL | METH_KEYWORDS, "remainder_($self, other)\n--\n\nReturns the remainder of self / other with the sign of other (Python's %)."});
  tables.methods.push_back({"fmod", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_fmod)), METH_FASTCALL | METH_KEYWORDS, "fmod($self, other)\n--\n\nReturns the remainder of self / other with the sign of self (C's fmod)."});
  tables.methods.push_back({"fmod_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_fmod_)), METH_FASTCALL | METH_KEYWORDS, "fmod_($self, other)\n--\n\nReturns the remainder of self / other with the sign of self (C's fmod)."});
  tables.methods.push_back({"lerp", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_lerp)), METH_FASTCALL | METH_KEYWORDS, "lerp($self, end, weight)\n--\n\nReturns self + weight * (end - self), elementwise; weight is a tensor or a number."});
  tables.methods.push_back({"lerp_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_lerp_)), METH_FASTCALL | METH_KEYWORDS, "lerp_($self, end, weight)\n--\n\nReturns self + weight * (end - self), elementwise; weight is a tensor or a number."});
  tables.methods.push_back({"addcmul", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_addcmul)), METH_FASTCALL | METH_KEYWORDS, "addcmul($self, tensor1, tensor2, *, value=1)\n--\n\nReturns self + value * tensor1 * tensor2, broadcasting all three."});
  tables.methods.push_back({"addcmul_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_addcmul_)), METH_FASTCALL | METH_KEYWORDS, "addcmul_($self, tensor1, tensor2, *, value=1)\n--\n\nReturns self + value * tensor1 * tensor2, broadcasting all three."});
  tables.methods.push_back({"addcdiv", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_addcdiv)), METH_FASTCALL | METH_KEYWORDS, "addcdiv($self, tensor1, tensor2, *, value=1)\n--\n\nReturns self + value * tensor1 / tensor2, broadcasting all three (integer tensor1 and tensor2 are refused)."});
  tables.methods.push_back({"addcdiv_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_addcdiv_)), METH_FASTCALL | METH_KEYWORDS, "addcdiv_($self, tensor1, tensor2, *, value=1)\n--\n\nReturns self + value * tensor1 / tensor2, broadcasting all three (integer tensor1 and tensor2 are refused)."});
  tables.methods.push_back({"logical_and", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_logical_and)), METH_FASTCALL | METH_KEYWORDS, "logical_and($self, other)\n--\n\nReturns the elementwise logical AND of self and other, as bool."});
  tables.methods.push_back({"logical_and_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_logical_and_)), METH_FASTCALL | METH_KEYWORDS, "logical_and_($self, other)\n--\n\nReturns the elementwise logical AND of self and other, as bool."});
  tables.methods.push_back({"logical_or", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_logical_or)), METH_FASTCALL | METH_KEYWORDS, "logical_or($self, other)\n--\n\nReturns the elementwise logical OR of self and other, as bool."});
  tables.methods.push_back({"logical_or_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_logical_or_)), METH_FASTCALL | METH_KEYWORDS, "logical_or_($self, other)\n--\n\nReturns the elementwise logical OR of self and other, as bool."});
  tables.methods.push_back({"bitwise_and", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_bitwise_and)), METH_FASTCALL | METH_KEYWORDS, "bitwise_and($self, other)\n--\n\nReturns the elementwise bitwise AND of self and other (logical AND for bool); integer and bool tensors only."});
  tables.methods.push_back({"bitwise_and_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_bitwise_and_)), METH_FASTCALL | METH_KEYWORDS, "bitwise_and_($self, other)\n--\n\nReturns the elementwise bitwise AND of self and other (logical AND for bool); integer and bool tensors only."});
  tables.methods.push_back({"bitwise_or", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_bitwise_or)), METH_FASTCALL | METH_KEYWORDS, "bitwise_or($self, other)\n--\n\nReturns the elementwise bitwise OR of self and other (logical OR for bool); integer and bool tensors only."});
  tables.methods.push_back({"bitwise_or_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_bitwise_or_)), METH_FASTCALL | METH_KEYWORDS, "bitwise_or_($self, other)\n--\n\nReturns the elementwise bitwise OR of self and other (logical OR for bool); integer and bool tensors only."});
  tables.methods.push_back({"bitwise_xor", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_bitwise_xor)), METH_FASTCALL | METH_KEYWORDS, "bitwise_xor($self, other)\n--\n\nReturns the elementwise bitwise XOR of self and other (logical XOR for bool); integer and bool tensors only."});
  tables.methods.push_back({"bitwise_xor_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_bitwise_xor_)), METH_FASTCALL | METH_KEYWORDS, "bitwise_xor_($self, other)\n--\n\nReturns the elementwise bitwise XOR of self and other (logical XOR for bool); integer and bool tensors only."});
  tables.methods.push_back({"bitwise_left_shift", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_bitwise_left_shift)), METH_FASTCALL | METH_KEYWORDS, "bitwise_left_shift($self, other)\n--\n\nReturns self shifted left by other bits, elementwise; a shift by a negative amount or by the width of the type or more gives 0."});
  tables.methods.push_back({"bitwise_left_shift_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_bitwise_left_shift_)), METH_FASTCALL | METH_KEYWORDS, "bitwise_left_shift_($self, other)\n--\n\nReturns self shifted left by other bits, elementwise; a shift by a negative amount or by the width of the type or more gives 0."});
  tables.methods.push_back({"bitwise_right_shift", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_bitwise_right_shift)), METH_FASTCALL | METH_KEYWORDS, "bitwise_right_shift($self, other)\n--\n\nReturns self shifted right (arithmetically) by other bits, elementwise; a shift by a negative amount or by the width of the type or more fills with the sign bit."});
  tables.methods.push_back({"bitwise_right_shift_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_bitwise_right_shift_)), METH_FASTCALL | METH_KEYWORDS, "bitwise_right_shift_($self, other)\n--\n\nReturns self shifted right (arithmetically) by other bits, elementwise; a shift by a negative amount or by the width of the type or more fills with the sign bit."});
  tables.methods.push_back({"floor_divide", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_floor_divide)), METH_FASTCALL | METH_KEYWORDS, "floor_divide($self, other)\n--\n\nReturns self / other rounded down to an integer (Python's //), elementwise, in the promoted dtype."});
  tables.methods.push_back({"floor_divide_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_floor_divide_)), METH_FASTCALL | METH_KEYWORDS, "floor_divide_($self, other)\n--\n\nReturns self / other rounded down to an integer (Python's //), elementwise, in the promoted dtype."});
  tables.methods.push_back({"logical_xor", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_logical_xor)), METH_FASTCALL | METH_KEYWORDS, "logical_xor($self, other)\n--\n\nReturns the elementwise logical XOR of self and other, as bool."});
  tables.methods.push_back({"logical_xor_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_logical_xor_)), METH_FASTCALL | METH_KEYWORDS, "logical_xor_($self, other)\n--\n\nReturns the elementwise logical XOR of self and other, as bool."});
  tables.methods.push_back({"__add__", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(op_add)), METH_FASTCALL | METH_KEYWORDS, "__add__($self, other, *, alpha=1)\n--\n\nReturns self + alpha * other, broadcasting and promoting types."});
  tables.methods.push_back({"__radd__", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(op_radd)), METH_FASTCALL | METH_KEYWORDS, "__radd__($self, other, *, alpha=1)\n--\n\nReturns self + alpha * other, broadcasting and promoting types."});
  tables.methods.push_back({"__iadd__", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(op_iadd)), METH_FASTCALL | METH_KEYWORDS, "__iadd__($self, other, *, alpha=1)\n--\n\nReturns self + alpha * other, broadcasting and promoting types."});
  tables.methods.push_back({"__sub__", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(op_sub)), METH_FASTCALL | METH_KEYWORDS, "__sub__($self, other, *, alpha=1)\n--\n\nReturns self - alpha * other, broadcasting and promoting types."});
  tables.methods.push_back({"__rsub__", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(op_rsub)), METH_FASTCALL | METH_KEYWORDS, "__rsub__($self, other, *, alpha=1)\n--\n\nReturns self - alpha * other, broadcasting and promoting types."});
  tables.methods.push_back({"__isub__", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(op_isub)), METH_FASTCALL | METH_KEYWORDS, "__isub__($self, other, *, alpha=1)\n--\n\nReturns self - alpha * other, broadcasting and promoting types."});
  tables.methods.push_back({"__mul__", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(op_mul)), METH_FASTCALL | METH_KEYWORDS, "__mul__($self, other)\n--\n\nReturns self * other elementwise, broadcasting and promoting types."});
  tables.methods.push_back({"__rmul__", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(op_rmul)), METH_FASTCALL | METH_KEYWORDS, "__rmul__($self, other)\n--\n\nReturns self * other elementwise, broadcasting and promoting types."});
  tables.methods.push_back({"__imul__", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(op_imul)), METH_FASTCALL | METH_KEYWORDS, "__imul__($self, other)\n--\n\nReturns self * other elementwise, broadcasting and promoting types."});
  tables.methods.push_back({"__truediv__", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(op_truediv)), METH_FASTCALL | METH_KEYWORDS, "__truediv__($self, other)\n--\n\nReturns self / other elementwise (true division, so integers give floats)."});
  tables.methods.push_back({"__rtruediv__", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(op_rtruediv)), METH_FASTCALL | METH_KEYWORDS, "__rtruediv__($self, other)\n--\n\nReturns self / other elementwise (true division, so integers give floats)."});
  tables.methods.push_back({"__itruediv__", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(op_itruediv)), METH_FASTCALL | METH_KEYWORDS, "__itruediv__($self, other)\n--\n\nReturns self / other elementwise (true division, so integers give floats)."});
  tables.methods.push_back({"__pow__", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(op_pow)), METH_FASTCALL | METH_KEYWORDS, "__pow__($self, exponent)\n--\n\nReturns self raised to the power exponent, elementwise."});
  tables.methods.push_back({"__rpow__", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(op_rpow)), METH_FASTCALL | METH_KEYWORDS, "__rpow__($self, exponent)\n--\n\nReturns self raised to the power exponent, elementwise."});
  tables.methods.push_back({"__ipow__", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(op_ipow)), METH_FASTCALL | METH_KEYWORDS, "__ipow__($self, exponent)\n--\n\nReturns self raised to the power exponent, elementwise."});
  tables.methods.push_back({"__mod__", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(op_mod)), METH_FASTCALL | METH_KEYWORDS, "__mod__($self, other)\n--\n\nReturns the remainder of self / other with the sign of other (Python's %)."});
  tables.methods.push_back({"__rmod__", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(op_rmod)), METH_FASTCALL | METH_KEYWORDS, "__rmod__($self, other)\n--\n\nReturns the remainder of self / other with the sign of other (Python's %)."});
  tables.methods.push_back({"__imod__", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(op_imod)), METH_FASTCALL | METH_KEYWORDS, "__imod__($self, other)\n--\n\nReturns the remainder of self / other with the sign of other (Python's %)."});
  tables.methods.push_back({"__and__", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(op_and)), METH_FASTCALL | METH_KEYWORDS, "__and__($self, other)\n--\n\nReturns the elementwise bitwise AND of self and other (logical AND for bool); integer and bool tensors only."});
  tables.methods.push_back({"__rand__", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(op_rand)), METH_FASTCALL | METH_KEYWORDS, "__rand__($self, other)\n--\n\nReturns the elementwise bitwise AND of self and other (logical AND for bool); integer and bool tensors only."});
  tables.methods.push_back({"__iand__", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(op_iand)), METH_FASTCALL | METH_KEYWORDS, "__iand__($self, other)\n--\n\nReturns the elementwise bitwise AND of self and other (logical AND for bool); integer and bool tensors only."});
  tables.methods.push_back({"__or__", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(op_or)), METH_FASTCALL | METH_KEYWORDS, "__or__($self, other)\n--\n\nReturns the elementwise bitwise OR of self and other (logical OR for bool); integer and bool tensors only."});
  tables.methods.push_back({"__ror__", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(op_ror)), METH_FASTCALL | METH_KEYWORDS, "__ror__($self, other)\n--\n\nReturns the elementwise bitwise OR of self and other (logical OR for bool); integer and bool tensors only."});
  tables.methods.push_back({"__ior__", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(op_ior)), METH_FASTCALL | METH_KEYWORDS, "__ior__($self, other)\n--\n\nReturns the elementwise bitwise OR of self and other (logical OR for bool); integer and bool tensors only."});
  tables.methods.push_back({"__xor__", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(op_xor)), METH_FASTCALL | METH_KEYWORDS, "__xor__($self, other)\n--\n\nReturns the elementwise bitwise XOR of self and other (logical XOR for bool); integer and bool tensors only."});
  tables.methods.push_back({"__rxor__", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(op_rxor)), METH_FASTCALL | METH_KEYWORDS, "__rxor__($self, other)\n--\n\nReturns the elementwise bitwise XOR of self and other (logical XOR for bool); integer and bool tensors only."});
  tables.methods.push_back({"__ixor__", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(op_ixor)), METH_FASTCALL | METH_KEYWORDS, "__ixor__($self, other)\n--\n\nReturns the elementwise bitwise XOR of self and other (logical XOR for bool); integer and bool tensors only."});
  tables.methods.push_back({"__lshift__", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(op_lshift)), METH_FASTCALL | METH_KEYWORDS, "__lshift__($self, other)\n--\n\nReturns self shifted left by other bits, elementwise; a shift by a negative amount or by the width of the type or more gives 0."});
  tables.methods.push_back({"__rlshift__", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(op_rlshift)), METH_FASTCALL | METH_KEYWORDS, "__rlshift__($self, other)\n--\n\nReturns self shifted left by other bits, elementwise; a shift by a negative amount or by the width of the type or more gives 0."});
  tables.methods.push_back({"__ilshift__", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(op_ilshift)), METH_FASTCALL | METH_KEYWORDS, "__ilshift__($self, other)\n--\n\nReturns self shifted left by other bits, elementwise; a shift by a negative amount or by the width of the type or more gives 0."});
  tables.methods.push_back({"__rshift__", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(op_rshift)), METH_FASTCALL | METH_KEYWORDS, "__rshift__($self, other)\n--\n\nReturns self shifted right (arithmetically) by other bits, elementwise; a shift by a negative amount or by the width of the type or more fills with the sign bit."});
  tables.methods.push_back({"__rrshift__", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(op_rrshift)), METH_FASTCALL | METH_KEYWORDS, "__rrshift__($self, other)\n--\n\nReturns self shifted right (arithmetically) by other bits, elementwise; a shift by a negative amount or by the width of the type or more fills with the sign bit."});
  tables.methods.push_back({"__irshift__", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(op_irshift)), METH_FASTCALL | METH_KEYWORDS, "__irshift__($self, other)\n--\n\nReturns self shifted right (arithmetically) by other bits, elementwise; a shift by a negative amount or by the width of the type or more fills with the sign bit."});
  tables.methods.push_back({"__floordiv__", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(op_floordiv)), METH_FASTCALL | METH_KEYWORDS, "__floordiv__($self, other)\n--\n\nReturns self / other rounded down to an integer (Python's //), elementwise, in the promoted dtype."});
  tables.methods.push_back({"__rfloordiv__", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(op_rfloordiv)), METH_FASTCALL | METH_KEYWORDS, "__rfloordiv__($self, other)\n--\n\nReturns self / other rounded down to an integer (Python's //), elementwise, in the promoted dtype."});
  tables.methods.push_back({"__ifloordiv__", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(op_ifloordiv)), METH_FASTCALL | METH_KEYWORDS, "__ifloordiv__($self, other)\n--\n\nReturns self / other rounded down to an integer (Python's //), elementwise, in the promoted dtype."});
}

}  // namespace yaten::python
