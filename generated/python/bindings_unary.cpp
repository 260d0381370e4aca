// @generated from ops.yaml by codegen (template: bindings_family.cpp.j2). Do not edit.
// Python entries of the 'unary' ops: one per Python name, parsing all
// of its overloads in one pass (python/src/arg_parser.h).
#include "generated/python/bindings.h"

#include "generated/autograd/ops_unary.h"
#include "python/src/arg_parser.h"
#include "python/src/device_objects.h"
#include "python/src/gil_release.h"
#include "python/src/named_tensors.h"
#include "python/src/torch_function.h"
#include "python/src/wrap.h"

namespace yaten::python {
namespace {

PyObject* fn_yaten_neg([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "neg(Tensor input, *, Tensor? out=None)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "neg", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(1)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::neg_out(a0, a1); }, a0, a1);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::neg(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_negative([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "negative(Tensor input, *, Tensor? out=None)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "negative", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(1)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::neg_out(a0, a1); }, a0, a1);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::neg(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_neg_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "neg_(Tensor input)",
  }, false);
  ParsedArgs<1> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "neg_", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::neg_(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_negative_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "negative_(Tensor input)",
  }, false);
  ParsedArgs<1> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "negative_", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::neg_(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_abs([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "abs(Tensor input, *, Tensor? out=None)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "abs", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(1)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::abs_out(a0, a1); }, a0, a1);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::abs(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_abs_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "abs_(Tensor input)",
  }, false);
  ParsedArgs<1> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "abs_", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::abs_(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_absolute([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "absolute(Tensor input, *, Tensor? out=None)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "absolute", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(1)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::abs_out(a0, a1); }, a0, a1);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::abs(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_exp([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "exp(Tensor input, *, Tensor? out=None)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "exp", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(1)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::exp_out(a0, a1); }, a0, a1);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::exp(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_exp_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "exp_(Tensor input)",
  }, false);
  ParsedArgs<1> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "exp_", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::exp_(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_log([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "log(Tensor input, *, Tensor? out=None)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "log", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(1)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::log_out(a0, a1); }, a0, a1);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::log(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_log_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "log_(Tensor input)",
  }, false);
  ParsedArgs<1> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "log_", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::log_(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_log2([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "log2(Tensor input, *, Tensor? out=None)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "log2", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(1)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::log2_out(a0, a1); }, a0, a1);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::log2(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_log2_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "log2_(Tensor input)",
  }, false);
  ParsedArgs<1> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "log2_", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::log2_(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_log10([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "log10(Tensor input, *, Tensor? out=None)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "log10", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(1)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::log10_out(a0, a1); }, a0, a1);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::log10(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_log10_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "log10_(Tensor input)",
  }, false);
  ParsedArgs<1> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "log10_", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::log10_(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_log1p([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "log1p(Tensor input, *, Tensor? out=None)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "log1p", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(1)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::log1p_out(a0, a1); }, a0, a1);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::log1p(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_special_log1p([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "special_log1p(Tensor input, *, Tensor? out=None)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "log1p", "yaten.special", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(1)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::log1p_out(a0, a1); }, a0, a1);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::log1p(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_log1p_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "log1p_(Tensor input)",
  }, false);
  ParsedArgs<1> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "log1p_", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::log1p_(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_expm1([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "expm1(Tensor input, *, Tensor? out=None)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "expm1", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(1)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::expm1_out(a0, a1); }, a0, a1);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::expm1(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_special_expm1([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "special_expm1(Tensor input, *, Tensor? out=None)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "expm1", "yaten.special", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(1)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::expm1_out(a0, a1); }, a0, a1);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::expm1(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_expm1_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "expm1_(Tensor input)",
  }, false);
  ParsedArgs<1> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "expm1_", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::expm1_(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_sqrt([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "sqrt(Tensor input, *, Tensor? out=None)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "sqrt", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(1)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::sqrt_out(a0, a1); }, a0, a1);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::sqrt(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_sqrt_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "sqrt_(Tensor input)",
  }, false);
  ParsedArgs<1> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "sqrt_", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::sqrt_(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_rsqrt([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "rsqrt(Tensor input, *, Tensor? out=None)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "rsqrt", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(1)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::rsqrt_out(a0, a1); }, a0, a1);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::rsqrt(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_rsqrt_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "rsqrt_(Tensor input)",
  }, false);
  ParsedArgs<1> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "rsqrt_", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::rsqrt_(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_square([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "square(Tensor input, *, Tensor? out=None)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "square", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(1)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::square_out(a0, a1); }, a0, a1);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::square(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_square_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "square_(Tensor input)",
  }, false);
  ParsedArgs<1> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "square_", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::square_(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_reciprocal([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "reciprocal(Tensor input, *, Tensor? out=None)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "reciprocal", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(1)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::reciprocal_out(a0, a1); }, a0, a1);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::reciprocal(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_reciprocal_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "reciprocal_(Tensor input)",
  }, false);
  ParsedArgs<1> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "reciprocal_", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::reciprocal_(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_sin([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "sin(Tensor input, *, Tensor? out=None)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "sin", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(1)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::sin_out(a0, a1); }, a0, a1);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::sin(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_sin_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "sin_(Tensor input)",
  }, false);
  ParsedArgs<1> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "sin_", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::sin_(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_cos([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "cos(Tensor input, *, Tensor? out=None)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "cos", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(1)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::cos_out(a0, a1); }, a0, a1);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::cos(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_cos_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "cos_(Tensor input)",
  }, false);
  ParsedArgs<1> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "cos_", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::cos_(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_tan([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "tan(Tensor input, *, Tensor? out=None)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "tan", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(1)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::tan_out(a0, a1); }, a0, a1);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::tan(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_tan_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "tan_(Tensor input)",
  }, false);
  ParsedArgs<1> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "tan_", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::tan_(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_asin([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "asin(Tensor input, *, Tensor? out=None)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "asin", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(1)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::asin_out(a0, a1); }, a0, a1);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::asin(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_asin_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "asin_(Tensor input)",
  }, false);
  ParsedArgs<1> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "asin_", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::asin_(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_arcsin_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "arcsin_(Tensor input)",
  }, false);
  ParsedArgs<1> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "arcsin_", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::asin_(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_arcsin([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "arcsin(Tensor input, *, Tensor? out=None)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "arcsin", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(1)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::asin_out(a0, a1); }, a0, a1);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::asin(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_acos([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "acos(Tensor input, *, Tensor? out=None)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "acos", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(1)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::acos_out(a0, a1); }, a0, a1);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::acos(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_acos_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "acos_(Tensor input)",
  }, false);
  ParsedArgs<1> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "acos_", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::acos_(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_arccos_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "arccos_(Tensor input)",
  }, false);
  ParsedArgs<1> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "arccos_", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::acos_(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_arccos([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "arccos(Tensor input, *, Tensor? out=None)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "arccos", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(1)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::acos_out(a0, a1); }, a0, a1);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::acos(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_atan([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "atan(Tensor input, *, Tensor? out=None)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "atan", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(1)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::atan_out(a0, a1); }, a0, a1);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::atan(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_atan_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "atan_(Tensor input)",
  }, false);
  ParsedArgs<1> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "atan_", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::atan_(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_arctan_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "arctan_(Tensor input)",
  }, false);
  ParsedArgs<1> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "arctan_", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::atan_(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_arctan([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "arctan(Tensor input, *, Tensor? out=None)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "arctan", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(1)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::atan_out(a0, a1); }, a0, a1);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::atan(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_asinh([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "asinh(Tensor input, *, Tensor? out=None)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "asinh", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(1)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::asinh_out(a0, a1); }, a0, a1);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::asinh(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_asinh_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "asinh_(Tensor input)",
  }, false);
  ParsedArgs<1> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "asinh_", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::asinh_(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_arcsinh_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "arcsinh_(Tensor input)",
  }, false);
  ParsedArgs<1> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "arcsinh_", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::asinh_(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_arcsinh([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "arcsinh(Tensor input, *, Tensor? out=None)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "arcsinh", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(1)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::asinh_out(a0, a1); }, a0, a1);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::asinh(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_acosh([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "acosh(Tensor input, *, Tensor? out=None)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "acosh", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(1)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::acosh_out(a0, a1); }, a0, a1);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::acosh(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_acosh_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "acosh_(Tensor input)",
  }, false);
  ParsedArgs<1> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "acosh_", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::acosh_(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_arccosh_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "arccosh_(Tensor input)",
  }, false);
  ParsedArgs<1> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "arccosh_", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::acosh_(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_arccosh([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "arccosh(Tensor input, *, Tensor? out=None)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "arccosh", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(1)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::acosh_out(a0, a1); }, a0, a1);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::acosh(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_atanh([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "atanh(Tensor input, *, Tensor? out=None)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "atanh", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(1)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::atanh_out(a0, a1); }, a0, a1);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::atanh(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_atanh_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "atanh_(Tensor input)",
  }, false);
  ParsedArgs<1> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "atanh_", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::atanh_(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_arctanh_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "arctanh_(Tensor input)",
  }, false);
  ParsedArgs<1> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "arctanh_", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::atanh_(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_arctanh([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "arctanh(Tensor input, *, Tensor? out=None)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "arctanh", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(1)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::atanh_out(a0, a1); }, a0, a1);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::atanh(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_sinh([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "sinh(Tensor input, *, Tensor? out=None)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "sinh", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(1)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::sinh_out(a0, a1); }, a0, a1);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::sinh(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_sinh_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "sinh_(Tensor input)",
  }, false);
  ParsedArgs<1> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "sinh_", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::sinh_(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_cosh([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "cosh(Tensor input, *, Tensor? out=None)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "cosh", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(1)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::cosh_out(a0, a1); }, a0, a1);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::cosh(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_cosh_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "cosh_(Tensor input)",
  }, false);
  ParsedArgs<1> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "cosh_", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::cosh_(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_tanh([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "tanh(Tensor input, *, Tensor? out=None)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "tanh", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(1)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::tanh_out(a0, a1); }, a0, a1);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::tanh(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_tanh_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "tanh_(Tensor input)",
  }, false);
  ParsedArgs<1> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "tanh_", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::tanh_(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_sigmoid([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "sigmoid(Tensor input, *, Tensor? out=None)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "sigmoid", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(1)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::sigmoid_out(a0, a1); }, a0, a1);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::sigmoid(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_special_expit([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "special_expit(Tensor input, *, Tensor? out=None)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "expit", "yaten.special", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(1)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::sigmoid_out(a0, a1); }, a0, a1);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::sigmoid(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_sigmoid_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "sigmoid_(Tensor input)",
  }, false);
  ParsedArgs<1> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "sigmoid_", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::sigmoid_(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_relu([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "relu(Tensor input)",
  }, false);
  ParsedArgs<1> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "relu", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::relu(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_relu_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "relu_(Tensor input)",
  }, false);
  ParsedArgs<1> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "relu_", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::relu_(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_nn_functional_relu_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "relu_(Tensor input)",
  }, false);
  ParsedArgs<1> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "relu_", "yaten.nn.functional", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::relu_(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_erf([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "erf(Tensor input, *, Tensor? out=None)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "erf", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(1)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::erf_out(a0, a1); }, a0, a1);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::erf(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_special_erf([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "special_erf(Tensor input, *, Tensor? out=None)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "erf", "yaten.special", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(1)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::erf_out(a0, a1); }, a0, a1);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::erf(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_erf_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "erf_(Tensor input)",
  }, false);
  ParsedArgs<1> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "erf_", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::erf_(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_floor([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "floor(Tensor input, *, Tensor? out=None)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "floor", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(1)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::floor_out(a0, a1); }, a0, a1);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::floor(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_floor_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "floor_(Tensor input)",
  }, false);
  ParsedArgs<1> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "floor_", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::floor_(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_ceil([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "ceil(Tensor input, *, Tensor? out=None)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "ceil", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(1)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::ceil_out(a0, a1); }, a0, a1);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::ceil(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_ceil_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "ceil_(Tensor input)",
  }, false);
  ParsedArgs<1> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "ceil_", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::ceil_(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_round([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "round(Tensor input, *, Tensor? out=None)|unlisted",
      "round(Tensor input, *, Tensor? out=None)|listed",
      "round(Tensor input, *, int decimals, Tensor? out=None)|listed",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "round", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(1)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::round_out(a0, a1); }, a0, a1);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::round(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_special_round([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "special_round(Tensor input, *, Tensor? out=None)|unlisted",
      "special_round(Tensor input, *, Tensor? out=None)|listed",
      "special_round(Tensor input, *, int decimals, Tensor? out=None)|listed",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "round", "yaten.special", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(1)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::round_out(a0, a1); }, a0, a1);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::round(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_round_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "round_(Tensor input)|unlisted",
      "round_(Tensor input, *, Tensor? out=None)|listed",
      "round_(Tensor input, *, int decimals, Tensor? out=None)|listed",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "round_", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::round_(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_trunc([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "trunc(Tensor input, *, Tensor? out=None)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "trunc", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(1)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::trunc_out(a0, a1); }, a0, a1);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::trunc(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_fix([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "fix(Tensor input, *, Tensor? out=None)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "fix", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(1)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::trunc_out(a0, a1); }, a0, a1);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::trunc(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_fix_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "fix_(Tensor input)",
  }, false);
  ParsedArgs<1> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "fix_", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::trunc_(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_trunc_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "trunc_(Tensor input)",
  }, false);
  ParsedArgs<1> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "trunc_", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::trunc_(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_sign([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "sign(Tensor input, *, Tensor? out=None)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "sign", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(1)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::sign_out(a0, a1); }, a0, a1);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::sign(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_sgn([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "sgn(Tensor input, *, Tensor? out=None)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "sgn", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(1)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::sgn_out(a0, a1); }, a0, a1);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::sgn(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_logical_not([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "logical_not(Tensor input, *, Tensor? out=None)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "logical_not", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(1)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::logical_not_out(a0, a1); }, a0, a1);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::logical_not(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_bitwise_not([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "bitwise_not(Tensor input, *, Tensor? out=None)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "bitwise_not", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(1)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bitwise_not_out(a0, a1); }, a0, a1);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bitwise_not(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_positive([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "positive(Tensor input)",
  }, false);
  ParsedArgs<1> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "positive", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::positive(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_neg([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "neg()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "neg", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::neg(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_neg_noargs(PyObject* self_obj, PyObject*) { return method_neg(self_obj, nullptr, 0, nullptr); }

PyObject* method_neg_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "neg_()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "neg_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::neg_(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_neg__noargs(PyObject* self_obj, PyObject*) { return method_neg_(self_obj, nullptr, 0, nullptr); }

PyObject* method_negative([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "negative()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "negative", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::neg(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_negative_noargs(PyObject* self_obj, PyObject*) { return method_negative(self_obj, nullptr, 0, nullptr); }

PyObject* method_negative_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "negative_()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "negative_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::neg_(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_negative__noargs(PyObject* self_obj, PyObject*) { return method_negative_(self_obj, nullptr, 0, nullptr); }

PyObject* method_abs([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "abs()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "abs", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::abs(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_abs_noargs(PyObject* self_obj, PyObject*) { return method_abs(self_obj, nullptr, 0, nullptr); }

PyObject* method_abs_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "abs_()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "abs_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::abs_(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_abs__noargs(PyObject* self_obj, PyObject*) { return method_abs_(self_obj, nullptr, 0, nullptr); }

PyObject* method_absolute([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "absolute()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "absolute", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::abs(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_absolute_noargs(PyObject* self_obj, PyObject*) { return method_absolute(self_obj, nullptr, 0, nullptr); }

PyObject* method_absolute_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "absolute_()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "absolute_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::abs_(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_absolute__noargs(PyObject* self_obj, PyObject*) { return method_absolute_(self_obj, nullptr, 0, nullptr); }

PyObject* method_exp([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "exp()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "exp", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::exp(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_exp_noargs(PyObject* self_obj, PyObject*) { return method_exp(self_obj, nullptr, 0, nullptr); }

PyObject* method_exp_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "exp_()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "exp_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::exp_(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_exp__noargs(PyObject* self_obj, PyObject*) { return method_exp_(self_obj, nullptr, 0, nullptr); }

PyObject* method_log([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "log()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "log", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::log(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_log_noargs(PyObject* self_obj, PyObject*) { return method_log(self_obj, nullptr, 0, nullptr); }

PyObject* method_log_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "log_()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "log_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::log_(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_log__noargs(PyObject* self_obj, PyObject*) { return method_log_(self_obj, nullptr, 0, nullptr); }

PyObject* method_log2([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "log2()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "log2", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::log2(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_log2_noargs(PyObject* self_obj, PyObject*) { return method_log2(self_obj, nullptr, 0, nullptr); }

PyObject* method_log2_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "log2_()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "log2_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::log2_(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_log2__noargs(PyObject* self_obj, PyObject*) { return method_log2_(self_obj, nullptr, 0, nullptr); }

PyObject* method_log10([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "log10()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "log10", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::log10(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_log10_noargs(PyObject* self_obj, PyObject*) { return method_log10(self_obj, nullptr, 0, nullptr); }

PyObject* method_log10_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "log10_()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "log10_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::log10_(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_log10__noargs(PyObject* self_obj, PyObject*) { return method_log10_(self_obj, nullptr, 0, nullptr); }

PyObject* method_log1p([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "log1p()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "log1p", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::log1p(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_log1p_noargs(PyObject* self_obj, PyObject*) { return method_log1p(self_obj, nullptr, 0, nullptr); }

PyObject* method_log1p_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "log1p_()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "log1p_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::log1p_(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_log1p__noargs(PyObject* self_obj, PyObject*) { return method_log1p_(self_obj, nullptr, 0, nullptr); }

PyObject* method_expm1([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "expm1()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "expm1", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::expm1(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_expm1_noargs(PyObject* self_obj, PyObject*) { return method_expm1(self_obj, nullptr, 0, nullptr); }

PyObject* method_expm1_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "expm1_()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "expm1_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::expm1_(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_expm1__noargs(PyObject* self_obj, PyObject*) { return method_expm1_(self_obj, nullptr, 0, nullptr); }

PyObject* method_sqrt([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "sqrt()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "sqrt", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::sqrt(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_sqrt_noargs(PyObject* self_obj, PyObject*) { return method_sqrt(self_obj, nullptr, 0, nullptr); }

PyObject* method_sqrt_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "sqrt_()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "sqrt_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::sqrt_(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_sqrt__noargs(PyObject* self_obj, PyObject*) { return method_sqrt_(self_obj, nullptr, 0, nullptr); }

PyObject* method_rsqrt([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "rsqrt()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "rsqrt", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::rsqrt(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_rsqrt_noargs(PyObject* self_obj, PyObject*) { return method_rsqrt(self_obj, nullptr, 0, nullptr); }

PyObject* method_rsqrt_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "rsqrt_()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "rsqrt_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::rsqrt_(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_rsqrt__noargs(PyObject* self_obj, PyObject*) { return method_rsqrt_(self_obj, nullptr, 0, nullptr); }

PyObject* method_square([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "square()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "square", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::square(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_square_noargs(PyObject* self_obj, PyObject*) { return method_square(self_obj, nullptr, 0, nullptr); }

PyObject* method_square_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "square_()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "square_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::square_(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_square__noargs(PyObject* self_obj, PyObject*) { return method_square_(self_obj, nullptr, 0, nullptr); }

PyObject* method_reciprocal([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "reciprocal()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "reciprocal", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::reciprocal(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_reciprocal_noargs(PyObject* self_obj, PyObject*) { return method_reciprocal(self_obj, nullptr, 0, nullptr); }

PyObject* method_reciprocal_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "reciprocal_()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "reciprocal_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::reciprocal_(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_reciprocal__noargs(PyObject* self_obj, PyObject*) { return method_reciprocal_(self_obj, nullptr, 0, nullptr); }

PyObject* method_sin([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "sin()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "sin", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::sin(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_sin_noargs(PyObject* self_obj, PyObject*) { return method_sin(self_obj, nullptr, 0, nullptr); }

PyObject* method_sin_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "sin_()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "sin_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::sin_(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_sin__noargs(PyObject* self_obj, PyObject*) { return method_sin_(self_obj, nullptr, 0, nullptr); }

PyObject* method_cos([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "cos()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "cos", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::cos(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_cos_noargs(PyObject* self_obj, PyObject*) { return method_cos(self_obj, nullptr, 0, nullptr); }

PyObject* method_cos_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "cos_()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "cos_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::cos_(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_cos__noargs(PyObject* self_obj, PyObject*) { return method_cos_(self_obj, nullptr, 0, nullptr); }

PyObject* method_tan([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "tan()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "tan", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::tan(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_tan_noargs(PyObject* self_obj, PyObject*) { return method_tan(self_obj, nullptr, 0, nullptr); }

PyObject* method_tan_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "tan_()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "tan_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::tan_(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_tan__noargs(PyObject* self_obj, PyObject*) { return method_tan_(self_obj, nullptr, 0, nullptr); }

PyObject* method_asin([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "asin()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "asin", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::asin(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_asin_noargs(PyObject* self_obj, PyObject*) { return method_asin(self_obj, nullptr, 0, nullptr); }

PyObject* method_asin_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "asin_()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "asin_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::asin_(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_asin__noargs(PyObject* self_obj, PyObject*) { return method_asin_(self_obj, nullptr, 0, nullptr); }

PyObject* method_arcsin([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "arcsin()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "arcsin", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::asin(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_arcsin_noargs(PyObject* self_obj, PyObject*) { return method_arcsin(self_obj, nullptr, 0, nullptr); }

PyObject* method_arcsin_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "arcsin_()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "arcsin_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::asin_(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_arcsin__noargs(PyObject* self_obj, PyObject*) { return method_arcsin_(self_obj, nullptr, 0, nullptr); }

PyObject* method_acos([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "acos()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "acos", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::acos(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_acos_noargs(PyObject* self_obj, PyObject*) { return method_acos(self_obj, nullptr, 0, nullptr); }

PyObject* method_acos_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "acos_()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "acos_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::acos_(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_acos__noargs(PyObject* self_obj, PyObject*) { return method_acos_(self_obj, nullptr, 0, nullptr); }

PyObject* method_arccos([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "arccos()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "arccos", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::acos(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_arccos_noargs(PyObject* self_obj, PyObject*) { return method_arccos(self_obj, nullptr, 0, nullptr); }

PyObject* method_arccos_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "arccos_()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "arccos_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::acos_(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_arccos__noargs(PyObject* self_obj, PyObject*) { return method_arccos_(self_obj, nullptr, 0, nullptr); }

PyObject* method_atan([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "atan()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "atan", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::atan(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_atan_noargs(PyObject* self_obj, PyObject*) { return method_atan(self_obj, nullptr, 0, nullptr); }

PyObject* method_atan_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "atan_()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "atan_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::atan_(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_atan__noargs(PyObject* self_obj, PyObject*) { return method_atan_(self_obj, nullptr, 0, nullptr); }

PyObject* method_arctan([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "arctan()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "arctan", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::atan(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_arctan_noargs(PyObject* self_obj, PyObject*) { return method_arctan(self_obj, nullptr, 0, nullptr); }

PyObject* method_arctan_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "arctan_()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "arctan_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::atan_(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_arctan__noargs(PyObject* self_obj, PyObject*) { return method_arctan_(self_obj, nullptr, 0, nullptr); }

PyObject* method_asinh([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "asinh()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "asinh", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::asinh(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_asinh_noargs(PyObject* self_obj, PyObject*) { return method_asinh(self_obj, nullptr, 0, nullptr); }

PyObject* method_asinh_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "asinh_()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "asinh_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::asinh_(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_asinh__noargs(PyObject* self_obj, PyObject*) { return method_asinh_(self_obj, nullptr, 0, nullptr); }

PyObject* method_arcsinh([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "arcsinh()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "arcsinh", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::asinh(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_arcsinh_noargs(PyObject* self_obj, PyObject*) { return method_arcsinh(self_obj, nullptr, 0, nullptr); }

PyObject* method_arcsinh_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "arcsinh_()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "arcsinh_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::asinh_(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_arcsinh__noargs(PyObject* self_obj, PyObject*) { return method_arcsinh_(self_obj, nullptr, 0, nullptr); }

PyObject* method_acosh([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "acosh()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "acosh", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::acosh(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_acosh_noargs(PyObject* self_obj, PyObject*) { return method_acosh(self_obj, nullptr, 0, nullptr); }

PyObject* method_acosh_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "acosh_()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "acosh_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::acosh_(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_acosh__noargs(PyObject* self_obj, PyObject*) { return method_acosh_(self_obj, nullptr, 0, nullptr); }

PyObject* method_arccosh([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "arccosh()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "arccosh", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::acosh(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_arccosh_noargs(PyObject* self_obj, PyObject*) { return method_arccosh(self_obj, nullptr, 0, nullptr); }

PyObject* method_arccosh_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "arccosh_()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "arccosh_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::acosh_(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_arccosh__noargs(PyObject* self_obj, PyObject*) { return method_arccosh_(self_obj, nullptr, 0, nullptr); }

PyObject* method_atanh([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "atanh()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "atanh", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::atanh(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_atanh_noargs(PyObject* self_obj, PyObject*) { return method_atanh(self_obj, nullptr, 0, nullptr); }

PyObject* method_atanh_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "atanh_()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "atanh_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::atanh_(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_atanh__noargs(PyObject* self_obj, PyObject*) { return method_atanh_(self_obj, nullptr, 0, nullptr); }

PyObject* method_arctanh([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "arctanh()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "arctanh", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::atanh(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_arctanh_noargs(PyObject* self_obj, PyObject*) { return method_arctanh(self_obj, nullptr, 0, nullptr); }

PyObject* method_arctanh_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "arctanh_()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "arctanh_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::atanh_(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_arctanh__noargs(PyObject* self_obj, PyObject*) { return method_arctanh_(self_obj, nullptr, 0, nullptr); }

PyObject* method_sinh([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "sinh()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "sinh", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::sinh(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_sinh_noargs(PyObject* self_obj, PyObject*) { return method_sinh(self_obj, nullptr, 0, nullptr); }

PyObject* method_sinh_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "sinh_()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "sinh_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::sinh_(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_sinh__noargs(PyObject* self_obj, PyObject*) { return method_sinh_(self_obj, nullptr, 0, nullptr); }

PyObject* method_cosh([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "cosh()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "cosh", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::cosh(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_cosh_noargs(PyObject* self_obj, PyObject*) { return method_cosh(self_obj, nullptr, 0, nullptr); }

PyObject* method_cosh_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "cosh_()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "cosh_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::cosh_(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_cosh__noargs(PyObject* self_obj, PyObject*) { return method_cosh_(self_obj, nullptr, 0, nullptr); }

PyObject* method_tanh([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "tanh()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "tanh", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::tanh(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_tanh_noargs(PyObject* self_obj, PyObject*) { return method_tanh(self_obj, nullptr, 0, nullptr); }

PyObject* method_tanh_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "tanh_()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "tanh_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::tanh_(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_tanh__noargs(PyObject* self_obj, PyObject*) { return method_tanh_(self_obj, nullptr, 0, nullptr); }

PyObject* method_sigmoid([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "sigmoid()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "sigmoid", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::sigmoid(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_sigmoid_noargs(PyObject* self_obj, PyObject*) { return method_sigmoid(self_obj, nullptr, 0, nullptr); }

PyObject* method_sigmoid_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "sigmoid_()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "sigmoid_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::sigmoid_(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_sigmoid__noargs(PyObject* self_obj, PyObject*) { return method_sigmoid_(self_obj, nullptr, 0, nullptr); }

PyObject* method_relu([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "relu()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "relu", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::relu(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_relu_noargs(PyObject* self_obj, PyObject*) { return method_relu(self_obj, nullptr, 0, nullptr); }

PyObject* method_relu_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "relu_()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "relu_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::relu_(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_relu__noargs(PyObject* self_obj, PyObject*) { return method_relu_(self_obj, nullptr, 0, nullptr); }

PyObject* method_erf([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "erf()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "erf", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::erf(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_erf_noargs(PyObject* self_obj, PyObject*) { return method_erf(self_obj, nullptr, 0, nullptr); }

PyObject* method_erf_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "erf_()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "erf_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::erf_(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_erf__noargs(PyObject* self_obj, PyObject*) { return method_erf_(self_obj, nullptr, 0, nullptr); }

PyObject* method_floor([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "floor()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "floor", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::floor(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_floor_noargs(PyObject* self_obj, PyObject*) { return method_floor(self_obj, nullptr, 0, nullptr); }

PyObject* method_floor_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "floor_()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "floor_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::floor_(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_floor__noargs(PyObject* self_obj, PyObject*) { return method_floor_(self_obj, nullptr, 0, nullptr); }

PyObject* method_ceil([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "ceil()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "ceil", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::ceil(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_ceil_noargs(PyObject* self_obj, PyObject*) { return method_ceil(self_obj, nullptr, 0, nullptr); }

PyObject* method_ceil_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "ceil_()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "ceil_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::ceil_(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_ceil__noargs(PyObject* self_obj, PyObject*) { return method_ceil_(self_obj, nullptr, 0, nullptr); }

PyObject* method_round([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "round()|unlisted",
      "round()|listed",
      "round(*, int decimals)|listed",
  }, false);
  ParsedArgs<2> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "round", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::round(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_round_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "round_()|unlisted",
      "round_()|listed",
      "round_(*, int decimals)|listed",
  }, false);
  ParsedArgs<2> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "round_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::round_(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_trunc([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "trunc()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "trunc", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::trunc(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_trunc_noargs(PyObject* self_obj, PyObject*) { return method_trunc(self_obj, nullptr, 0, nullptr); }

PyObject* method_trunc_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "trunc_()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "trunc_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::trunc_(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_trunc__noargs(PyObject* self_obj, PyObject*) { return method_trunc_(self_obj, nullptr, 0, nullptr); }

PyObject* method_fix([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "fix()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "fix", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::trunc(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_fix_noargs(PyObject* self_obj, PyObject*) { return method_fix(self_obj, nullptr, 0, nullptr); }

PyObject* method_fix_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "fix_()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "fix_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::trunc_(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_fix__noargs(PyObject* self_obj, PyObject*) { return method_fix_(self_obj, nullptr, 0, nullptr); }

PyObject* method_sign([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "sign()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "sign", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::sign(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_sign_noargs(PyObject* self_obj, PyObject*) { return method_sign(self_obj, nullptr, 0, nullptr); }

PyObject* method_sign_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "sign_()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "sign_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::sign_(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_sign__noargs(PyObject* self_obj, PyObject*) { return method_sign_(self_obj, nullptr, 0, nullptr); }

PyObject* method_sgn([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "sgn()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "sgn", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::sgn(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_sgn_noargs(PyObject* self_obj, PyObject*) { return method_sgn(self_obj, nullptr, 0, nullptr); }

PyObject* method_sgn_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "sgn_()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "sgn_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::sgn_(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_sgn__noargs(PyObject* self_obj, PyObject*) { return method_sgn_(self_obj, nullptr, 0, nullptr); }

PyObject* method_logical_not([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "logical_not()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "logical_not", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::logical_not(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_logical_not_noargs(PyObject* self_obj, PyObject*) { return method_logical_not(self_obj, nullptr, 0, nullptr); }

PyObject* method_logical_not_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "logical_not_()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "logical_not_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::logical_not_(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_logical_not__noargs(PyObject* self_obj, PyObject*) { return method_logical_not_(self_obj, nullptr, 0, nullptr); }

PyObject* method_bitwise_not([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "bitwise_not()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "bitwise_not", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bitwise_not(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_bitwise_not_noargs(PyObject* self_obj, PyObject*) { return method_bitwise_not(self_obj, nullptr, 0, nullptr); }

PyObject* method_bitwise_not_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "bitwise_not_()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "bitwise_not_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bitwise_not_(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_bitwise_not__noargs(PyObject* self_obj, PyObject*) { return method_bitwise_not_(self_obj, nullptr, 0, nullptr); }

PyObject* method_positive([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "positive()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "positive", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::positive(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_positive_noargs(PyObject* self_obj, PyObject*) { return method_positive(self_obj, nullptr, 0, nullptr); }

PyObject* op_neg([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "__neg__()",
  }, true);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (overload < 0) Py_RETURN_NOTIMPLEMENTED;
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "__neg__", args, nargs, kwnames, true);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::neg(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* op_abs([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "__abs__()",
  }, true);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (overload < 0) Py_RETURN_NOTIMPLEMENTED;
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "__abs__", args, nargs, kwnames, true);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::abs(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* op_invert([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "__invert__()",
  }, true);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (overload < 0) Py_RETURN_NOTIMPLEMENTED;
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "__invert__", args, nargs, kwnames, true);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bitwise_not(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* op_pos([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "__pos__()",
  }, true);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (overload < 0) Py_RETURN_NOTIMPLEMENTED;
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "__pos__", args, nargs, kwnames, true);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::positive(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

}  // namespace

void add_unary_bindings(MethodTables& tables) {
  tables.functions["_functions"].push_back({"neg", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_neg)), METH_FASTCALL | METH_KEYWORDS, "neg($module, input, *, out=None)\n--\n\nReturns the negative of each element of self."});
  tables.functions["_functions"].push_back({"negative", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_negative)), METH_FASTCALL | METH_KEYWORDS, "negative($module, input, *, out=None)\n--\n\nReturns the negative of each element of self."});
  tables.functions["_functions"].push_back({"neg_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_neg_)), METH_FASTCALL | METH_KEYWORDS, "neg_($module, input)\n--\n\nReturns the negative of each element of self."});
  tables.functions["_functions"].push_back({"negative_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_negative_)), METH_FASTCALL | METH_KEYWORDS, "negative_($module, input)\n--\n\nReturns the negative of each element of self."});
  tables.functions["_functions"].push_back({"abs", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_abs)), METH_FASTCALL | METH_KEYWORDS, "abs($module, input, *, out=None)\n--\n\nReturns the absolute value of each element of self."});
  tables.functions["_functions"].push_back({"abs_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_abs_)), METH_FASTCALL | METH_KEYWORDS, "abs_($module, input)\n--\n\nReturns the absolute value of each element of self."});
  tables.functions["_functions"].push_back({"absolute", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_absolute)), METH_FASTCALL | METH_KEYWORDS, "absolute($module, input, *, out=None)\n--\n\nReturns the absolute value of each element of self."});
  tables.functions["_functions"].push_back({"exp", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_exp)), METH_FASTCALL | METH_KEYWORDS, "exp($module, input, *, out=None)\n--\n\nReturns e raised to each element of self."});
  tables.functions["_functions"].push_back({"exp_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_exp_)), METH_FASTCALL | METH_KEYWORDS, "exp_($module, input)\n--\n\nReturns e raised to each element of self."});
  tables.functions["_functions"].push_back({"log", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_log)), METH_FASTCALL | METH_KEYWORDS, "log($module, input, *, out=None)\n--\n\nReturns the natural logarithm of each element of self."});
  tables.functions["_functions"].push_back({"log_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_log_)), METH_FASTCALL | METH_KEYWORDS, "log_($module, input)\n--\n\nReturns the natural logarithm of each element of self."});
  tables.functions["_functions"].push_back({"log2", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_log2)), METH_FASTCALL | METH_KEYWORDS, "log2($module, input, *, out=None)\n--\n\nReturns the base-2 logarithm of each element of self."});
  tables.functions["_functions"].push_back({"log2_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_log2_)), METH_FASTCALL | METH_KEYWORDS, "log2_($module, input)\n--\n\nReturns the base-2 logarithm of each element of self."});
  tables.functions["_functions"].push_back({"log10", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_log10)), METH_FASTCALL | METH_KEYWORDS, "log10($module, input, *, out=None)\n--\n\nReturns the base-10 logarithm of each element of self."});
  tables.functions["_functions"].push_back({"log10_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_log10_)), METH_FASTCALL | METH_KEYWORDS, "log10_($module, input)\n--\n\nReturns the base-10 logarithm of each element of self."});
  tables.functions["_functions"].push_back({"log1p", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_log1p)), METH_FASTCALL | METH_KEYWORDS, "log1p($module, input, *, out=None)\n--\n\nReturns log(1 + x) for each element x of self, accurate for small x."});
  tables.functions["_special"].push_back({"log1p", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_special_log1p)), METH_FASTCALL | METH_KEYWORDS, "log1p($module, input, *, out=None)\n--\n\nReturns log(1 + x) for each element x of self, accurate for small x."});
  tables.functions["_functions"].push_back({"log1p_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_log1p_)), METH_FASTCALL | METH_KEYWORDS, "log1p_($module, input)\n--\n\nReturns log(1 + x) for each element x of self, accurate for small x."});
  tables.functions["_functions"].push_back({"expm1", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_expm1)), METH_FASTCALL | METH_KEYWORDS, "expm1($module, input, *, out=None)\n--\n\nReturns exp(x) - 1 for each element x of self, accurate for small x."});
  tables.functions["_special"].push_back({"expm1", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_special_expm1)), METH_FASTCALL | METH_KEYWORDS, "expm1($module, input, *, out=None)\n--\n\nReturns exp(x) - 1 for each element x of self, accurate for small x."});
  tables.functions["_functions"].push_back({"expm1_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_expm1_)), METH_FASTCALL | METH_KEYWORDS, "expm1_($module, input)\n--\n\nReturns exp(x) - 1 for each element x of self, accurate for small x."});
  tables.functions["_functions"].push_back({"sqrt", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_sqrt)), METH_FASTCALL | METH_KEYWORDS, "sqrt($module, input, *, out=None)\n--\n\nReturns the square root of each element of self."});
  tables.functions["_functions"].push_back({"sqrt_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_sqrt_)), METH_FASTCALL | METH_KEYWORDS, "sqrt_($module, input)\n--\n\nReturns the square root of each element of self."});
  tables.functions["_functions"].push_back({"rsqrt", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_rsqrt)), METH_FASTCALL | METH_KEYWORDS, "rsqrt($module, input, *, out=None)\n--\n\nReturns the reciprocal of the square root of each element of self."});
  tables.functions["_functions"].push_back({"rsqrt_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_rsqrt_)), METH_FASTCALL | METH_KEYWORDS, "rsqrt_($module, input)\n--\n\nReturns the reciprocal of the square root of each element of self."});
  tables.functions["_functions"].push_back({"square", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_square)), METH_FASTCALL | METH_KEYWORDS, "square($module, input, *, out=None)\n--\n\nReturns the square of each element of self."});
  tables.functions["_functions"].push_back({"square_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_square_)), METH_FASTCALL | METH_KEYWORDS, "square_($module, input)\n--\n\nReturns the square of each element of self."});
  tables.functions["_functions"].push_back({"reciprocal", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_reciprocal)), METH_FASTCALL | METH_KEYWORDS, "reciprocal($module, input, *, out=None)\n--\n\nReturns 1 / x for each element x of self."});
  tables.functions["_functions"].push_back({"reciprocal_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_reciprocal_)), METH_FASTCALL | METH_KEYWORDS, "reciprocal_($module, input)\n--\n\nReturns 1 / x for each element x of self."});
  tables.functions["_functions"].push_back({"sin", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_sin)), METH_FASTCALL | METH_KEYWORDS, "sin($module, input, *, out=None)\n--\n\nReturns the sine of each element of self."});
  tables.functions["_functions"].push_back({"sin_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_sin_)), METH_FASTCALL | METH_KEYWORDS, "sin_($module, input)\n--\n\nReturns the sine of each element of self."});
  tables.functions["_functions"].push_back({"cos", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_cos)), METH_FASTCALL | METH_KEYWORDS, "cos($module, input, *, out=None)\n--\n\nReturns the cosine of each element of self."});
  tables.functions["_functions"].push_back({"cos_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_cos_)), METH_FASTCALL | METH_KEYWORDS, "cos_($module, input)\n--\n\nReturns the cosine of each element of self."});
  tables.functions["_functions"].push_back({"tan", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_tan)), METH_FASTCALL | METH_KEYWORDS, "tan($module, input, *, out=None)\n--\n\nReturns the tangent of each element of self."});
  tables.functions["_functions"].push_back({"tan_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_tan_)), METH_FASTCALL | METH_KEYWORDS, "tan_($module, input)\n--\n\nReturns the tangent of each element of self."});
  tables.functions["_functions"].push_back({"asin", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_asin)), METH_FASTCALL | METH_KEYWORDS, "asin($module, input, *, out=None)\n--\n\nReturns the arcsine of each element of self."});
  tables.functions["_functions"].push_back({"asin_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_asin_)), METH_FASTCALL | METH_KEYWORDS, "asin_($module, input)\n--\n\nReturns the arcsine of each element of self."});
  tables.functions["_functions"].push_back({"arcsin_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_arcsin_)), METH_FASTCALL | METH_KEYWORDS, "arcsin_($module, input)\n--\n\nReturns the arcsine of each element of self."});
  tables.functions["_functions"].push_back({"arcsin", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_arcsin)), METH_FASTCALL | METH_KEYWORDS, "arcsin($module, input, *, out=None)\n--\n\nReturns the arcsine of each element of self."});
  tables.functions["_functions"].push_back({"acos", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_acos)), METH_FASTCALL | METH_KEYWORDS, "acos($module, input, *, out=None)\n--\n\nReturns the arccosine of each element of self."});
  tables.functions["_functions"].push_back({"acos_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_acos_)), METH_FASTCALL | METH_KEYWORDS, "acos_($module, input)\n--\n\nReturns the arccosine of each element of self."});
  tables.functions["_functions"].push_back({"arccos_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_arccos_)), METH_FASTCALL | METH_KEYWORDS, "arccos_($module, input)\n--\n\nReturns the arccosine of each element of self."});
  tables.functions["_functions"].push_back({"arccos", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_arccos)), METH_FASTCALL | METH_KEYWORDS, "arccos($module, input, *, out=None)\n--\n\nReturns the arccosine of each element of self."});
  tables.functions["_functions"].push_back({"atan", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_atan)), METH_FASTCALL | METH_KEYWORDS, "atan($module, input, *, out=None)\n--\n\nReturns the arctangent of each element of self."});
  tables.functions["_functions"].push_back({"atan_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_atan_)), METH_FASTCALL | METH_KEYWORDS, "atan_($module, input)\n--\n\nReturns the arctangent of each element of self."});
  tables.functions["_functions"].push_back({"arctan_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_arctan_)), METH_FASTCALL | METH_KEYWORDS, "arctan_($module, input)\n--\n\nReturns the arctangent of each element of self."});
  tables.functions["_functions"].push_back({"arctan", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_arctan)), METH_FASTCALL | METH_KEYWORDS, "arctan($module, input, *, out=None)\n--\n\nReturns the arctangent of each element of self."});
  tables.functions["_functions"].push_back({"asinh", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_asinh)), METH_FASTCALL | METH_KEYWORDS, "asinh($module, input, *, out=None)\n--\n\nReturns the inverse hyperbolic sine of each element of self."});
  tables.functions["_functions"].push_back({"asinh_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_asinh_)), METH_FASTCALL | METH_KEYWORDS, "asinh_($module, input)\n--\n\nReturns the inverse hyperbolic sine of each element of self."});
  tables.functions["_functions"].push_back({"arcsinh_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_arcsinh_)), METH_FASTCALL | METH_KEYWORDS, "arcsinh_($module, input)\n--\n\nReturns the inverse hyperbolic sine of each element of self."});
  tables.functions["_functions"].push_back({"arcsinh", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_arcsinh)), METH_FASTCALL | METH_KEYWORDS, "arcsinh($module, input, *, out=None)\n--\n\nReturns the inverse hyperbolic sine of each element of self."});
  tables.functions["_functions"].push_back({"acosh", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_acosh)), METH_FASTCALL | METH_KEYWORDS, "acosh($module, input, *, out=None)\n--\n\nReturns the inverse hyperbolic cosine of each element of self (NaN below 1)."});
  tables.functions["_functions"].push_back({"acosh_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_acosh_)), METH_FASTCALL | METH_KEYWORDS, "acosh_($module, input)\n--\n\nReturns the inverse hyperbolic cosine of each element of self (NaN below 1)."});
  tables.functions["_functions"].push_back({"arccosh_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_arccosh_)), METH_FASTCALL | METH_KEYWORDS, "arccosh_($module, input)\n--\n\nReturns the inverse hyperbolic cosine of each element of self (NaN below 1)."});
  tables.functions["_functions"].push_back({"arccosh", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_arccosh)), METH_FASTCALL | METH_KEYWORDS, "arccosh($module, input, *, out=None)\n--\n\nReturns the inverse hyperbolic cosine of each element of self (NaN below 1)."});
  tables.functions["_functions"].push_back({"atanh", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_atanh)), METH_FASTCALL | METH_KEYWORDS, "atanh($module, input, *, out=None)\n--\n\nReturns the inverse hyperbolic tangent of each element of self (+-inf at +-1, NaN beyond)."});
  tables.functions["_functions"].push_back({"atanh_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_atanh_)), METH_FASTCALL | METH_KEYWORDS, "atanh_($module, input)\n--\n\nReturns the inverse hyperbolic tangent of each element of self (+-inf at +-1, NaN beyond)."});
  tables.functions["_functions"].push_back({"arctanh_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_arctanh_)), METH_FASTCALL | METH_KEYWORDS, "arctanh_($module, input)\n--\n\nReturns the inverse hyperbolic tangent of each element of self (+-inf at +-1, NaN beyond)."});
  tables.functions["_functions"].push_back({"arctanh", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_arctanh)), METH_FASTCALL | METH_KEYWORDS, "arctanh($module, input, *, out=None)\n--\n\nReturns the inverse hyperbolic tangent of each element of self (+-inf at +-1, NaN beyond)."});
  tables.functions["_functions"].push_back({"sinh", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_sinh)), METH_FASTCALL | METH_KEYWORDS, "sinh($module, input, *, out=None)\n--\n\nReturns the hyperbolic sine of each element of self."});
  tables.functions["_functions"].push_back({"sinh_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_sinh_)), METH_FASTCALL | METH_KEYWORDS, "sinh_($module, input)\n--\n\nReturns the hyperbolic sine of each element of self."});
  tables.functions["_functions"].push_back({"cosh", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_cosh)), METH_FASTCALL | METH_KEYWORDS, "cosh($module, input, *, out=None)\n--\n\nReturns the hyperbolic cosine of each element of self."});
  tables.functions["_functions"].push_back({"cosh_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_cosh_)), METH_FASTCALL | METH_KEYWORDS, "cosh_($module, input)\n--\n\nReturns the hyperbolic cosine of each element of self."});
  tables.functions["_functions"].push_back({"tanh", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_tanh)), METH_FASTCALL | METH_KEYWORDS, "tanh($module, input, *, out=None)\n--\n\nReturns the hyperbolic tangent of each element of self."});
  tables.functions["_functions"].push_back({"tanh_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_tanh_)), METH_FASTCALL | METH_KEYWORDS, "tanh_($module, input)\n--\n\nReturns the hyperbolic tangent of each element of self."});
  tables.functions["_functions"].push_back({"sigmoid", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_sigmoid)), METH_FASTCALL | METH_KEYWORDS, "sigmoid($module, input, *, out=None)\n--\n\nReturns 1 / (1 + exp(-x)) for each element x of self."});
  tables.functions["_special"].push_back({"expit", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_special_expit)), METH_FASTCALL | METH_KEYWORDS, "expit($module, input, *, out=None)\n--\n\nReturns 1 / (1 + exp(-x)) for each element x of self."});
  tables.functions["_functions"].push_back({"sigmoid_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_sigmoid_)), METH_FASTCALL | METH_KEYWORDS, "sigmoid_($module, input)\n--\n\nReturns 1 / (1 + exp(-x)) for each element x of self."});
  tables.functions["_functions"].push_back({"relu", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_relu)), METH_FASTCALL | METH_KEYWORDS, "relu($module, input)\n--\n\nReturns max(x, 0) for each element x of self."});
  tables.functions["_functions"].push_back({"relu_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_relu_)), METH_FASTCALL | METH_KEYWORDS, "relu_($module, input)\n--\n\nReturns max(x, 0) for each element x of self."});
  tables.functions["_nn"].push_back({"relu_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_nn_functional_relu_)), METH_FASTCALL | METH_KEYWORDS, "relu_($module, input)\n--\n\nReturns max(x, 0) for each element x of self."});
  tables.functions["_functions"].push_back({"erf", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_erf)), METH_FASTCALL | METH_KEYWORDS, "erf($module, input, *, out=None)\n--\n\nReturns the error function of each element of self."});
  tables.functions["_special"].push_back({"erf", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_special_erf)), METH_FASTCALL | METH_KEYWORDS, "erf($module, input, *, out=None)\n--\n\nReturns the error function of each element of self."});
  tables.functions["_functions"].push_back({"erf_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_erf_)), METH_FASTCALL | METH_KEYWORDS, "erf_($module, input)\n--\n\nReturns the error function of each element of self."});
  tables.functions["_functions"].push_back({"floor", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_floor)), METH_FASTCALL | METH_KEYWORDS, "floor($module, input, *, out=None)\n--\n\nReturns the largest integer not greater than each element of self."});
  tables.functions["_functions"].push_back({"floor_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_floor_)), METH_FASTCALL | METH_KEYWORDS, "floor_($module, input)\n--\n\nReturns the largest integer not greater than each element of self."});
  tables.functions["_functions"].push_back({"ceil", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_ceil)), METH_FASTCALL | METH_KEYWORDS, "ceil($module, input, *, out=None)\n--\n\nReturns the smallest integer not less than each element of self."});
  tables.functions["_functions"].push_back({"ceil_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_ceil_)), METH_FASTCALL | METH_KEYWORDS, "ceil_($module, input)\n--\n\nReturns the smallest integer not less than each element of self."});
  tables.functions["_functions"].push_back({"round", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_round)), METH_FASTCALL | METH_KEYWORDS, "round($module, input, *, out=None)\n--\n\nRounds each element of self to the nearest integer, halves to even."});
  tables.functions["_special"].push_back({"round", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_special_round)), METH_FASTCALL | METH_KEYWORDS, "round($module, input, *, out=None)\n--\n\nRounds each element of self to the nearest integer, halves to even."});
  tables.functions["_functions"].push_back({"round_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_round_)), METH_FASTCALL | METH_KEYWORDS, "round_($module, input)\n--\n\nRounds each element of self to the nearest integer, halves to even."});
  tables.functions["_functions"].push_back({"trunc", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_trunc)), METH_FASTCALL | METH_KEYWORDS, "trunc($module, input, *, out=None)\n--\n\nRounds each element of self towards zero."});
  tables.functions["_functions"].push_back({"fix", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_fix)), METH_FASTCALL | METH_KEYWORDS, "fix($module, input, *, out=None)\n--\n\nRounds each element of self towards zero."});
  tables.functions["_functions"].push_back({"fix_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_fix_)), METH_FASTCALL | METH_KEYWORDS, "fix_($module, input)\n--\n\nRounds each element of self towards zero."});
  tables.functions["_functions"].push_back({"trunc_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_trunc_)), METH_FASTCALL | METH_KEYWORDS, "trunc_($module, input)\n--\n\nRounds each element of self towards zero."});
  tables.functions["_functions"].push_back({"sign", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_sign)), METH_FASTCALL | METH_KEYWORDS, "sign($module, input, *, out=None)\n--\n\nReturns -1, 0 or 1 according to the sign of each element of self."});
  tables.functions["_functions"].push_back({"sgn", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_sgn)), METH_FASTCALL | METH_KEYWORDS, "sgn($module, input, *, out=None)\n--\n\nReturns the sign of each element of self (the same as sign for real tensors)."});
  tables.functions["_functions"].push_back({"logical_not", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_logical_not)), METH_FASTCALL | METH_KEYWORDS, "logical_not($module, input, *, out=None)\n--\n\nReturns the logical negation of each element of self, as bool."});
  tables.functions["_functions"].push_back({"bitwise_not", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_bitwise_not)), METH_FASTCALL | METH_KEYWORDS, "bitwise_not($module, input, *, out=None)\n--\n\nReturns the bitwise NOT of each element of self (logical NOT for bool); integer and bool tensors only."});
  tables.functions["_functions"].push_back({"positive", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_positive)), METH_FASTCALL | METH_KEYWORDS, "positive($module, input)\n--\n\nReturns self itself (unary plus); refuses bool tensors, as PyTorch."});
  tables.methods.push_back({"neg", method_neg_noargs, METH_NOARGS, "neg($self)\n--\n\nReturns the negative of each element of self."});
  tables.methods.push_back({"neg_", method_neg__noargs, METH_NOARGS, "neg_($self)\n--\n\nReturns the negative of each element of self."});
  tables.methods.push_back({"negative", method_negative_noargs, METH_NOARGS, "negative($self)\n--\n\nReturns the negative of each element of self."});
  tables.methods.push_back({"negative_", method_negative__noargs, METH_NOARGS, "negative_($self)\n--\n\nReturns the negative of each element of self."});
  tables.methods.push_back({"abs", method_abs_noargs, METH_NOARGS, "abs($self)\n--\n\nReturns the absolute value of each element of self."});
  tables.methods.push_back({"abs_", method_abs__noargs, METH_NOARGS, "abs_($self)\n--\n\nReturns the absolute value of each element of self."});
  tables.methods.push_back({"absolute", method_absolute_noargs, METH_NOARGS, "absolute($self)\n--\n\nReturns the absolute value of each element of self."});
  tables.methods.push_back({"absolute_", method_absolute__noargs, METH_NOARGS, "absolute_($self)\n--\n\nReturns the absolute value of each element of self."});
  tables.methods.push_back({"exp", method_exp_noargs, METH_NOARGS, "exp($self)\n--\n\nReturns e raised to each element of self."});
  tables.methods.push_back({"exp_", method_exp__noargs, METH_NOARGS, "exp_($self)\n--\n\nReturns e raised to each element of self."});
  tables.methods.push_back({"log", method_log_noargs, METH_NOARGS, "log($self)\n--\n\nReturns the natural logarithm of each element of self."});
  tables.methods.push_back({"log_", method_log__noargs, METH_NOARGS, "log_($self)\n--\n\nReturns the natural logarithm of each element of self."});
  tables.methods.push_back({"log2", method_log2_noargs, METH_NOARGS, "log2($self)\n--\n\nReturns the base-2 logarithm of each element of self."});
  tables.methods.push_back({"log2_", method_log2__noargs, METH_NOARGS, "log2_($self)\n--\n\nReturns the base-2 logarithm of each element of self."});
  tables.methods.push_back({"log10", method_log10_noargs, METH_NOARGS, "log10($self)\n--\n\nReturns the base-10 logarithm of each element of self."});
  tables.methods.push_back({"log10_", method_log10__noargs, METH_NOARGS, "log10_($self)\n--\n\nReturns the base-10 logarithm of each element of self."});
  tables.methods.push_back({"log1p", method_log1p_noargs, METH_NOARGS, "log1p($self)\n--\n\nReturns log(1 + x) for each element x of self, accurate for small x."});
  tables.methods.push_back({"log1p_", method_log1p__noargs, METH_NOARGS, "log1p_($self)\n--\n\nReturns log(1 + x) for each element x of self, accurate for small x."});
  tables.methods.push_back({"expm1", method_expm1_noargs, METH_NOARGS, "expm1($self)\n--\n\nReturns exp(x) - 1 for each element x of self, accurate for small x."});
  tables.methods.push_back({"expm1_", method_expm1__noargs, METH_NOARGS, "expm1_($self)\n--\n\nReturns exp(x) - 1 for each element x of self, accurate for small x."});
  tables.methods.push_back({"sqrt", method_sqrt_noargs, METH_NOARGS, "sqrt($self)\n--\n\nReturns the square root of each element of self."});
  tables.methods.push_back({"sqrt_", method_sqrt__noargs, METH_NOARGS, "sqrt_($self)\n--\n\nReturns the square root of each element of self."});
  tables.methods.push_back({"rsqrt", method_rsqrt_noargs, METH_NOARGS, "rsqrt($self)\n--\n\nReturns the reciprocal of the square root of each element of self."});
  tables.methods.push_back({"rsqrt_", method_rsqrt__noargs, METH_NOARGS, "rsqrt_($self)\n--\n\nReturns the reciprocal of the square root of each element of self."});
  tables.methods.push_back({"square", method_square_noargs, METH_NOARGS, "square($self)\n--\n\nReturns the square of each element of self."});
  tables.methods.push_back({"square_", method_square__noargs, METH_NOARGS, "square_($self)\n--\n\nReturns the square of each element of self."});
  tables.methods.push_back({"reciprocal", method_reciprocal_noargs, METH_NOARGS, "reciprocal($self)\n--\n\nReturns 1 / x for each element x of self."});
  tables.methods.push_back({"reciprocal_", method_reciprocal__noargs, METH_NOARGS, "reciprocal_($self)\n--\n\nReturns 1 / x for each element x of self."});
  tables.methods.push_back({"sin", method_sin_noargs, METH_NOARGS, "sin($self)\n--\n\nReturns the sine of each element of self."});
  tables.methods.push_back({"sin_", method_sin__noargs, METH_NOARGS, "sin_($self)\n--\n\nReturns the sine of each element of self."});
  tables.methods.push_back({"cos", method_cos_noargs, METH_NOARGS, "cos($self)\n--\n\nReturns the cosine of each element of self."});
  tables.methods.push_back({"cos_", method_cos__noargs, METH_NOARGS, "cos_($self)\n--\n\nReturns the cosine of each element of self."});
  tables.methods.push_back({"tan", method_tan_noargs, METH_NOARGS, "tan($self)\n--\n\nReturns the tangent of each element of self."});
  tables.methods.push_back({"tan_", method_tan__noargs, METH_NOARGS, "tan_($self)\n--\n\nReturns the tangent of each element of self."});
  tables.methods.push_back({"asin", method_asin_noargs, METH_NOARGS, "asin($self)\n--\n\nReturns the arcsine of each element of self."});
  tables.methods.push_back({"asin_", method_asin__noargs, METH_NOARGS, "asin_($self)\n--\n\nReturns the arcsine of each element of self."});
  tables.methods.push_back({"arcsin", method_arcsin_noargs, METH_NOARGS, "arcsin($self)\n--\n\nReturns the arcsine of each element of self."});
  tables.methods.push_back({"arcsin_", method_arcsin__noargs, METH_NOARGS, "arcsin_($self)\n--\n\nReturns the arcsine of each element of self."});
  tables.methods.push_back({"acos", method_acos_noargs, METH_NOARGS, "acos($self)\n--\n\nReturns the arccosine of each element of self."});
  tables.methods.push_back({"acos_", method_acos__noargs, METH_NOARGS, "acos_($self)\n--\n\nReturns the arccosine of each element of self."});
  tables.methods.push_back({"arccos", method_arccos_noargs, METH_NOARGS, "arccos($self)\n--\n\nReturns the arccosine of each element of self."});
  tables.methods.push_back({"arccos_", method_arccos__noargs, METH_NOARGS, "arccos_($self)\n--\n\nReturns the arccosine of each element of self."});
  tables.methods.push_back({"atan", method_atan_noargs, METH_NOARGS, "atan($self)\n--\n\nReturns the arctangent of each element of self."});
  tables.methods.push_back({"atan_", method_atan__noargs, METH_NOARGS, "atan_($self)\n--\n\nReturns the arctangent of each element of self."});
  tables.methods.push_back({"arctan", method_arctan_noargs, METH_NOARGS, "arctan($self)\n--\n\nReturns the arctangent of each element of self."});
  tables.methods.push_back({"arctan_", method_arctan__noargs, METH_NOARGS, "arctan_($self)\n--\n\nReturns the arctangent of each element of self."});
  tables.methods.push_back({"asinh", method_asinh_noargs, METH_NOARGS, "asinh($self)\n--\n\nReturns the inverse hyperbolic sine of each element of self."});
  tables.methods.push_back({"asinh_", method_asinh__noargs, METH_NOARGS, "asinh_($self)\n--\n\nReturns the inverse hyperbolic sine of each element of self."});
  tables.methods.push_back({"arcsinh", method_arcsinh_noargs, METH_NOARGS, "arcsinh($self)\n--\n\nReturns the inverse hyperbolic sine of each element of self."});
  tables.methods.push_back({"arcsinh_", method_arcsinh__noargs, METH_NOARGS, "arcsinh_($self)\n--\n\nReturns the inverse hyperbolic sine of each element of self."});
  tables.methods.push_back({"acosh", method_acosh_noargs, METH_NOARGS, "acosh($self)\n--\n\nReturns the inverse hyperbolic cosine of each element of self (NaN below 1)."});
  tables.methods.push_back({"acosh_", method_acosh__noargs, METH_NOARGS, "acosh_($self)\n--\n\nReturns the inverse hyperbolic cosine of each element of self (NaN below 1)."});
  tables.methods.push_back({"arccosh", method_arccosh_noargs, METH_NOARGS, "arccosh($self)\n--\n\nReturns the inverse hyperbolic cosine of each element of self (NaN below 1)."});
  tables.methods.push_back({"arccosh_", method_arccosh__noargs, METH_NOARGS, "arccosh_($self)\n--\n\nReturns the inverse hyperbolic cosine of each element of self (NaN below 1)."});
  tables.methods.push_back({"atanh", method_atanh_noargs, METH_NOARGS, "atanh($self)\n--\n\nReturns the inverse hyperbolic tangent of each element of self (+-inf at +-1, NaN beyond)."});
  tables.methods.push_back({"atanh_", method_atanh__noargs, METH_NOARGS, "atanh_($self)\n--\n\nReturns the inverse hyperbolic tangent of each element of self (+-inf at +-1, NaN beyond)."});
  tables.methods.push_back({"arctanh", method_arctanh_noargs, METH_NOARGS, "arctanh($self)\n--\n\nReturns the inverse hyperbolic tangent of each element of self (+-inf at +-1, NaN beyond)."});
  tables.methods.push_back({"arctanh_", method_arctanh__noargs, METH_NOARGS, "arctanh_($self)\n--\n\nReturns the inverse hyperbolic tangent of each element of self (+-inf at +-1, NaN beyond)."});
  tables.methods.push_back({"sinh", method_sinh_noargs, METH_NOARGS, "sinh($self)\n--\n\nReturns the hyperbolic sine of each element of self."});
  tables.methods.push_back({"sinh_", method_sinh__noargs, METH_NOARGS, "sinh_($self)\n--\n\nReturns the hyperbolic sine of each element of self."});
  tables.methods.push_back({"cosh", method_cosh_noargs, METH_NOARGS, "cosh($self)\n--\n\nReturns the hyperbolic cosine of each element of self."});
  tables.methods.push_back({"cosh_", method_cosh__noargs, METH_NOARGS, "cosh_($self)\n--\n\nReturns the hyperbolic cosine of each element of self."});
  tables.methods.push_back({"tanh", method_tanh_noargs, METH_NOARGS, "tanh($self)\n--\n\nReturns the hyperbolic tangent of each element of self."});
  tables.methods.push_back({"tanh_", method_tanh__noargs, METH_NOARGS, "tanh_($self)\n--\n\nReturns the hyperbolic tangent of each element of self."});
  tables.methods.push_back({"sigmoid", method_sigmoid_noargs, METH_NOARGS, "sigmoid($self)\n--\n\nReturns 1 / (1 + exp(-x)) for each element x of self."});
  tables.methods.push_back({"sigmoid_", method_sigmoid__noargs, METH_NOARGS, "sigmoid_($self)\n--\n\nReturns 1 / (1 + exp(-x)) for each element x of self."});
  tables.methods.push_back({"relu", method_relu_noargs, METH_NOARGS, "relu($self)\n--\n\nReturns max(x, 0) for each element x of self."});
  tables.methods.push_back({"relu_", method_relu__noargs, METH_NOARGS, "relu_($self)\n--\n\nReturns max(x, 0) for each element x of self."});
  tables.methods.push_back({"erf", method_erf_noargs, METH_NOARGS, "erf($self)\n--\n\nReturns the error function of each element of self."});
  tables.methods.push_back({"erf_", method_erf__noargs, METH_NOARGS, "erf_($self)\n--\n\nReturns the error function of each element of self."});
  tables.methods.push_back({"floor", method_floor_noargs, METH_NOARGS, "floor($self)\n--\n\nReturns the largest integer not greater than each element of self."});
  tables.methods.push_back({"floor_", method_floor__noargs, METH_NOARGS, "floor_($self)\n--\n\nReturns the largest integer not greater than each element of self."});
  tables.methods.push_back({"ceil", method_ceil_noargs, METH_NOARGS, "ceil($self)\n--\n\nReturns the smallest integer not less than each element of self."});
  tables.methods.push_back({"ceil_", method_ceil__noargs, METH_NOARGS, "ceil_($self)\n--\n\nReturns the smallest integer not less than each element of self."});
  tables.methods.push_back({"round", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_round)), METH_FASTCALL | METH_KEYWORDS, "round($self)\n--\n\nRounds each element of self to the nearest integer, halves to even."});
  tables.methods.push_back({"round_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_round_)), METH_FASTCALL | METH_KEYWORDS, "round_($self)\n--\n\nRounds each element of self to the nearest integer, halves to even."});
  tables.methods.push_back({"trunc", method_trunc_noargs, METH_NOARGS, "trunc($self)\n--\n\nRounds each element of self towards zero."});
  tables.methods.push_back({"trunc_", method_trunc__noargs, METH_NOARGS, "trunc_($self)\n--\n\nRounds each element of self towards zero."});
  tables.methods.push_back({"fix", method_fix_noargs, METH_NOARGS, "fix($self)\n--\n\nRounds each element of self towards zero."});
  tables.methods.push_back({"fix_", method_fix__noargs, METH_NOARGS, "fix_($self)\n--\n\nRounds each element of self towards zero."});
  tables.methods.push_back({"sign", method_sign_noargs, METH_NOARGS, "sign($self)\n--\n\nReturns -1, 0 or 1 according to the sign of each element of self."});
  tables.methods.push_back({"sign_", method_sign__noargs, METH_NOARGS, "sign_($self)\n--\n\nReturns -1, 0 or 1 according to the sign of each element of self."});
  tables.methods.push_back({"sgn", method_sgn_noargs, METH_NOARGS, "sgn($self)\n--\n\nReturns the sign of each element of self (the same as sign for real tensors)."});
  tables.methods.push_back({"sgn_", method_sgn__noargs, METH_NOARGS, "sgn_($self)\n--\n\nReturns the sign of each element of self (the same as sign for real tensors)."});
  tables.methods.push_back({"logical_not", method_logical_not_noargs, METH_NOARGS, "logical_not($self)\n--\n\nReturns the logical negation of each element of self, as bool."});
  tables.methods.push_back({"logical_not_", method_logical_not__noargs, METH_NOARGS, "logical_not_($self)\n--\n\nReturns the logical negation of each element of self, as bool."});
  tables.methods.push_back({"bitwise_not", method_bitwise_not_noargs, METH_NOARGS, "bitwise_not($self)\n--\n\nReturns the bitwise NOT of each element of self (logical NOT for bool); integer and bool tensors only."});
  tables.methods.push_back({"bitwise_not_", method_bitwise_not__noargs, METH_NOARGS, "bitwise_not_($self)\n--\n\nReturns the bitwise NOT of each element of self (logical NOT for bool); integer and bool tensors only."});
  tables.methods.push_back({"positive", method_positive_noargs, METH_NOARGS, "positive($self)\n--\n\nReturns self itself (unary plus); refuses bool tensors, as PyTorch."});
  tables.methods.push_back({"__neg__", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(op_neg)), METH_FASTCALL | METH_KEYWORDS, "__neg__($self)\n--\n\nReturns the negative of each element of self."});
  tables.methods.push_back({"__abs__", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(op_abs)), METH_FASTCALL | METH_KEYWORDS, "__abs__($self)\n--\n\nReturns the absolute value of each element of self."});
  tables.methods.push_back({"__invert__", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(op_invert)), METH_FASTCALL | METH_KEYWORDS, "__invert__($self)\n--\n\nReturns the bitwise NOT of each element of self (logical NOT for bool); integer and bool tensors only."});
  tables.methods.push_back({"__pos__", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(op_pos)), METH_FASTCALL | METH_KEYWORDS, "__pos__($self)\n--\n\nReturns self itself (unary plus); refuses bool tensors, as PyTorch."});
}

}  // namespace yaten::python
