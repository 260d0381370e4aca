// @generated from ops.yaml by codegen (template: bindings_family.cpp.j2). Do not edit.
// Python entries of the 'math' ops: one per Python name, parsing all
// of its overloads in one pass (python/src/arg_parser.h).
#include "generated/python/bindings.h"

#include "generated/autograd/ops_math.h"
#include "python/src/arg_parser.h"
#include "python/src/device_objects.h"
#include "python/src/gil_release.h"
#include "python/src/named_tensors.h"
#include "python/src/torch_function.h"
#include "python/src/wrap.h"

namespace yaten::python {
namespace {

PyObject* fn_yaten_isnan([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "isnan(Tensor input)",
  }, false);
  ParsedArgs<1> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "isnan", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::isnan(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_isinf([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "isinf(Tensor input)",
  }, false);
  ParsedArgs<1> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "isinf", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::isinf(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_isfinite([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "isfinite(Tensor input)",
  }, false);
  ParsedArgs<1> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "isfinite", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::isfinite(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_isposinf([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "isposinf(Tensor input, *, Tensor? out=None)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "isposinf", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(1)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::isposinf_out(a0, a1); }, a0, a1);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::isposinf(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_isneginf([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "isneginf(Tensor input, *, Tensor? out=None)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "isneginf", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(1)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::isneginf_out(a0, a1); }, a0, a1);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::isneginf(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_signbit([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "signbit(Tensor input, *, Tensor? out=None)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "signbit", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(1)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::signbit_out(a0, a1); }, a0, a1);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::signbit(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_isreal([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "isreal(Tensor input)",
  }, false);
  ParsedArgs<1> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "isreal", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::isreal(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_nan_to_num([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "nan_to_num(Tensor input, float? nan=None, float? posinf=None, float? neginf=None, *, Tensor? out=None)",
  }, false);
  ParsedArgs<6> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "nan_to_num", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(4)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.optional_double(1);
        auto&& a2 = r.optional_double(2);
        auto&& a3 = r.optional_double(3);
        auto&& a4 = r.tensor(4);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::nan_to_num_out(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.optional_double(1);
      auto&& a2 = r.optional_double(2);
      auto&& a3 = r.optional_double(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::nan_to_num(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_nan_to_num_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "nan_to_num_(Tensor input, float? nan=None, float? posinf=None, float? neginf=None)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "nan_to_num_", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.optional_double(1);
      auto&& a2 = r.optional_double(2);
      auto&& a3 = r.optional_double(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::nan_to_num_(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_exp2([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "exp2(Tensor input, *, Tensor? out=None)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "exp2", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(1)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::exp2_out(a0, a1); }, a0, a1);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::exp2(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_special_exp2([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "special_exp2(Tensor input, *, Tensor? out=None)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "exp2", "yaten.special", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(1)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::exp2_out(a0, a1); }, a0, a1);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::exp2(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_exp2_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "exp2_(Tensor input)",
  }, false);
  ParsedArgs<1> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "exp2_", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::exp2_(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_erfc([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "erfc(Tensor input, *, Tensor? out=None)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "erfc", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(1)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::erfc_out(a0, a1); }, a0, a1);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::erfc(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_special_erfc([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "special_erfc(Tensor input, *, Tensor? out=None)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "erfc", "yaten.special", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(1)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::erfc_out(a0, a1); }, a0, a1);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::erfc(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_erfc_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "erfc_(Tensor input)",
  }, false);
  ParsedArgs<1> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "erfc_", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::erfc_(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_erfinv([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "erfinv(Tensor input, *, Tensor? out=None)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "erfinv", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(1)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::erfinv_out(a0, a1); }, a0, a1);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::erfinv(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_special_erfinv([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "special_erfinv(Tensor input, *, Tensor? out=None)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "erfinv", "yaten.special", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(1)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::erfinv_out(a0, a1); }, a0, a1);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::erfinv(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_lgamma([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "lgamma(Tensor input, *, Tensor? out=None)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "lgamma", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(1)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::lgamma_out(a0, a1); }, a0, a1);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::lgamma(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_special_gammaln([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "special_gammaln(Tensor input, *, Tensor? out=None)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "gammaln", "yaten.special", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(1)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::lgamma_out(a0, a1); }, a0, a1);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::lgamma(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_digamma([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "digamma(Tensor input, *, Tensor? out=None)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "digamma", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(1)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::digamma_out(a0, a1); }, a0, a1);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::digamma(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_special_digamma([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "special_digamma(Tensor input, *, Tensor? out=None)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "digamma", "yaten.special", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(1)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::digamma_out(a0, a1); }, a0, a1);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::digamma(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_special_psi([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "special_psi(Tensor input, *, Tensor? out=None)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "psi", "yaten.special", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(1)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::digamma_out(a0, a1); }, a0, a1);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::digamma(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_polygamma([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "polygamma(int n, Tensor input, *, Tensor? out=None)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "polygamma", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(2)) {
        auto&& a0 = r.int64(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::polygamma_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.int64(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::polygamma(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_special_polygamma([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "special_polygamma(int n, Tensor input, *, Tensor? out=None)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "polygamma", "yaten.special", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(2)) {
        auto&& a0 = r.int64(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::polygamma_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.int64(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::polygamma(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_i0([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "i0(Tensor input, *, Tensor? out=None)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "i0", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(1)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::i0_out(a0, a1); }, a0, a1);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::i0(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_special_i0([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "special_i0(Tensor input, *, Tensor? out=None)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "i0", "yaten.special", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(1)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::i0_out(a0, a1); }, a0, a1);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::i0(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_i0_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "i0_(Tensor input)",
  }, false);
  ParsedArgs<1> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "i0_", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::i0_(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_sinc([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "sinc(Tensor input, *, Tensor? out=None)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "sinc", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(1)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::sinc_out(a0, a1); }, a0, a1);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::sinc(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_special_sinc([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "special_sinc(Tensor input, *, Tensor? out=None)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "sinc", "yaten.special", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(1)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::sinc_out(a0, a1); }, a0, a1);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::sinc(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_sinc_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "sinc_(Tensor input)",
  }, false);
  ParsedArgs<1> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "sinc_", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::sinc_(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_logit([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "logit(Tensor input, float? eps=None, *, Tensor? out=None)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "logit", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.optional_double(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::logit_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.optional_double(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::logit(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_special_logit([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "special_logit(Tensor input, float? eps=None, *, Tensor? out=None)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "logit", "yaten.special", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.optional_double(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::logit_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.optional_double(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::logit(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_logit_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "logit_(Tensor input, float? eps=None)",
  }, false);
  ParsedArgs<2> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "logit_", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.optional_double(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::logit_(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn__internal_logit_backward([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "logit_backward(Tensor grad_output, Tensor input, float? eps=None)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.optional_double(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::logit_backward(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_frac([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "frac(Tensor input, *, Tensor? out=None)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "frac", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(1)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::frac_out(a0, a1); }, a0, a1);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::frac(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_frac_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "frac_(Tensor input)",
  }, false);
  ParsedArgs<1> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "frac_", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::frac_(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_deg2rad([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "deg2rad(Tensor input, *, Tensor? out=None)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "deg2rad", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(1)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::deg2rad_out(a0, a1); }, a0, a1);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::deg2rad(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_deg2rad_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "deg2rad_(Tensor input)",
  }, false);
  ParsedArgs<1> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "deg2rad_", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::deg2rad_(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_rad2deg([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "rad2deg(Tensor input, *, Tensor? out=None)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "rad2deg", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(1)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::rad2deg_out(a0, a1); }, a0, a1);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::rad2deg(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_rad2deg_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "rad2deg_(Tensor input)",
  }, false);
  ParsedArgs<1> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "rad2deg_", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::rad2deg_(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_logaddexp([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "logaddexp(Tensor input, Tensor other, *, Tensor? out=None)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "logaddexp", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::logaddexp_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::logaddexp(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_logaddexp2([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "logaddexp2(Tensor input, Tensor other, *, Tensor? out=None)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "logaddexp2", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::logaddexp2_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::logaddexp2(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_xlogy([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "xlogy(Tensor input, Tensor other, *, Tensor? out=None)",
      "xlogy(Scalar self, Tensor other, *, Tensor? out=None)",
      "xlogy(Tensor input, Scalar other, *, Tensor? out=None)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "xlogy", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::xlogy_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::xlogy(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
    case 1: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::xlogy_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::xlogy(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
    case 2: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::xlogy_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::xlogy(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_special_xlogy([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "special_xlogy(Tensor input, Tensor other, *, Tensor? out=None)",
      "special_xlogy(Scalar self, Tensor other, *, Tensor? out=None)",
      "special_xlogy(Tensor input, Scalar other, *, Tensor? out=None)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "xlogy", "yaten.special", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::xlogy_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::xlogy(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
    case 1: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::xlogy_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::xlogy(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
    case 2: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::xlogy_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::xlogy(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_xlogy_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "xlogy_(Tensor input, Tensor other)",
      "xlogy_(Tensor input, Scalar other)",
  }, false);
  ParsedArgs<2> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "xlogy_", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::xlogy_(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::xlogy_(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_copysign([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "copysign(Tensor input, Tensor other, *, Tensor? out=None)",
      "copysign(Tensor input, Scalar other, *, Tensor? out=None)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "copysign", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::copysign_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::copysign(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
    case 1: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::copysign_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::copysign(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_nextafter([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "nextafter(Tensor input, Tensor other, *, Tensor? out=None)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "nextafter", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::nextafter_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::nextafter(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_heaviside([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "heaviside(Tensor input, Tensor values, *, Tensor? out=None)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "heaviside", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::heaviside_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::heaviside(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_gcd([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "gcd(Tensor input, Tensor other, *, Tensor? out=None)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "gcd", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::gcd_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::gcd(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_gcd_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "gcd_(Tensor input, Tensor other)",
  }, false);
  ParsedArgs<2> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "gcd_", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::gcd_(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_lcm([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "lcm(Tensor input, Tensor other, *, Tensor? out=None)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "lcm", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::lcm_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::lcm(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_lcm_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "lcm_(Tensor input, Tensor other)",
  }, false);
  ParsedArgs<2> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "lcm_", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::lcm_(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_clamp_min([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "clamp_min(Tensor input, Tensor min, *, Tensor? out=None)",
      "clamp_min(Tensor input, Scalar min, *, Tensor? out=None)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "clamp_min", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::clamp_min_Tensor_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::clamp_min_Tensor(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
    case 1: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.scalar(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::clamp_min_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.scalar(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::clamp_min(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_clamp_min_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "clamp_min_(Tensor input, Tensor min)",
      "clamp_min_(Tensor input, Scalar min)",
  }, false);
  ParsedArgs<2> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "clamp_min_", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::clamp_min__Tensor(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.scalar(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::clamp_min_(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_clamp_max([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "clamp_max(Tensor input, Tensor max, *, Tensor? out=None)",
      "clamp_max(Tensor input, Scalar max, *, Tensor? out=None)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "clamp_max", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::clamp_max_Tensor_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::clamp_max_Tensor(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
    case 1: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.scalar(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::clamp_max_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.scalar(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::clamp_max(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_clamp_max_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "clamp_max_(Tensor input, Tensor max)",
      "clamp_max_(Tensor input, Scalar max)",
  }, false);
  ParsedArgs<2> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "clamp_max_", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::clamp_max__Tensor(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.scalar(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::clamp_max_(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_float_power([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "float_power(Tensor input, Tensor exponent, *, Tensor? out=None)",
      "float_power(Scalar self, Tensor exponent, *, Tensor? out=None)",
      "float_power(Tensor input, Scalar exponent, *, Tensor? out=None)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "float_power", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::float_power_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::float_power(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
    case 1: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::float_power_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::float_power(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
    case 2: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::float_power_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::float_power(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_mvlgamma([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "mvlgamma(Tensor input, int p, *, Tensor? out=None)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "mvlgamma", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.int64(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::mvlgamma_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::mvlgamma(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_special_multigammaln([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "special_multigammaln(Tensor input, int p, *, Tensor? out=None)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "multigammaln", "yaten.special", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.int64(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::mvlgamma_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::mvlgamma(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_isclose([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "isclose(Tensor input, Tensor other, float rtol=1e-05, float atol=1e-08, bool equal_nan=False)",
  }, false);
  ParsedArgs<5> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "isclose", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.to_double(2);
      auto&& a3 = r.to_double(3);
      auto&& a4 = r.to_bool(4);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::isclose(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_diff([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "diff(Tensor input, int n=1, int dim=-1, Tensor? prepend=None, Tensor? append=None, *, Tensor? out=None)",
  }, false);
  ParsedArgs<7> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "diff", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(5)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.int64(1);
        auto&& a2 = r.int64(2);
        auto&& a3 = r.tensor(3);
        auto&& a4 = r.tensor(4);
        auto&& a5 = r.tensor(5);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::diff_out(a0, a1, a2, a3, a4, a5); }, a0, a1, a2, a3, a4, a5);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      auto&& a2 = r.int64(2);
      auto&& a3 = r.tensor(3);
      auto&& a4 = r.tensor(4);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::diff(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_nansum([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "nansum(Tensor input, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None, Tensor? out=None)",
  }, false);
  ParsedArgs<6> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "nansum", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(4)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.optional_int_list(1);
        auto&& a2 = r.to_bool(2);
        auto&& a3 = r.optional_scalar_type(3);
        auto&& a4 = r.tensor(4);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::nansum_out(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.optional_int_list(1);
      auto&& a2 = r.to_bool(2);
      auto&& a3 = r.optional_scalar_type(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::nansum(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_nanmean([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "nanmean(Tensor input, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None, Tensor? out=None)",
  }, false);
  ParsedArgs<6> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "nanmean", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(4)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.optional_int_list(1);
        auto&& a2 = r.to_bool(2);
        auto&& a3 = r.optional_scalar_type(3);
        auto&& a4 = r.tensor(4);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::nanmean_out(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.optional_int_list(1);
      auto&& a2 = r.to_bool(2);
      auto&& a3 = r.optional_scalar_type(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::nanmean(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_var_mean([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "var_mean(Tensor input, int[1]? dim=None, bool unbiased=True, bool keepdim=False)|unlisted",
      "var_mean(Tensor input, Dimname[1] dim, bool unbiased=True, bool keepdim=False)|unlisted",
      "var_mean(Tensor input, int[1]? dim=None, *, int? correction=None, bool keepdim=False)|unlisted",
      "var_mean(Tensor input, Dimname[1] dim, *, int? correction=None, bool keepdim=False)|unlisted",
      "var_mean(Tensor input, bool unbiased=True)|unlisted",
      "var_mean(Tensor input, int[1]? dim, *, int? correction, bool keepdim=False)|listed",
      "var_mean(Tensor input, int[1]? dim, bool unbiased=True, bool keepdim=False)|listed",
      "var_mean(Tensor input, bool unbiased=True)|listed",
      "var_mean(Tensor input, Dimname[1] dim, *, int? correction, bool keepdim=False)|listed",
      "var_mean(Tensor input, Dimname[1] dim, bool unbiased=True, bool keepdim=False)|listed",
  }, false);
  ParsedArgs<5> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "var_mean", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.optional_int_list(1);
      auto&& a2 = r.to_bool(2);
      auto&& a3 = r.to_bool(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::var_mean(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_plain_tuple(result);
    }
    case 1: {
      check_names_found(r.tensor(0), {r.objs[1]});
      auto&& a0 = r.tensor(0);
      auto&& a1 = dims_from_names(r.tensor(0), r.objs[1]);
      auto&& a2 = r.to_bool(2);
      auto&& a3 = r.to_bool(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::var_mean(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_plain_tuple(result);
    }
    case 2: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.optional_int_list(1);
      auto&& a2 = r.optional_int64(2);
      auto&& a3 = r.to_bool(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::var_mean_correction(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_plain_tuple(result);
    }
    case 3: {
      check_names_found(r.tensor(0), {r.objs[1]});
      auto&& a0 = r.tensor(0);
      auto&& a1 = dims_from_names(r.tensor(0), r.objs[1]);
      auto&& a2 = r.optional_int64(2);
      auto&& a3 = r.to_bool(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::var_mean_correction(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_plain_tuple(result);
    }
    case 4: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.to_bool(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::var_mean_unbiased(a0, a1); }, a0, a1);
      return wrap_plain_tuple(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_std_mean([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "std_mean(Tensor input, int[1]? dim=None, bool unbiased=True, bool keepdim=False)|unlisted",
      "std_mean(Tensor input, Dimname[1] dim, bool unbiased=True, bool keepdim=False)|unlisted",
      "std_mean(Tensor input, int[1]? dim=None, *, int? correction=None, bool keepdim=False)|unlisted",
      "std_mean(Tensor input, Dimname[1] dim, *, int? correction=None, bool keepdim=False)|unlisted",
      "std_mean(Tensor input, bool unbiased=True)|unlisted",
      "std_mean(Tensor input, int[1]? dim, *, int? correction, bool keepdim=False)|listed",
      "std_mean(Tensor input, int[1]? dim, bool unbiased=True, bool keepdim=False)|listed",
      "std_mean(Tensor input, bool unbiased=True)|listed",
      "std_mean(Tensor input, Dimname[1] dim, *, int? correction, bool keepdim=False)|listed",
      "std_mean(Tensor input, Dimname[1] dim, bool unbiased=True, bool keepdim=False)|listed",
  }, false);
  ParsedArgs<5> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "std_mean", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.optional_int_list(1);
      auto&& a2 = r.to_bool(2);
      auto&& a3 = r.to_bool(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::std_mean(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_plain_tuple(result);
    }
    case 1: {
      check_names_found(r.tensor(0), {r.objs[1]});
      auto&& a0 = r.tensor(0);
      auto&& a1 = dims_from_names(r.tensor(0), r.objs[1]);
      auto&& a2 = r.to_bool(2);
      auto&& a3 = r.to_bool(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::std_mean(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_plain_tuple(result);
    }
    case 2: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.optional_int_list(1);
      auto&& a2 = r.optional_int64(2);
      auto&& a3 = r.to_bool(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::std_mean_correction(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_plain_tuple(result);
    }
    case 3: {
      check_names_found(r.tensor(0), {r.objs[1]});
      auto&& a0 = r.tensor(0);
      auto&& a1 = dims_from_names(r.tensor(0), r.objs[1]);
      auto&& a2 = r.optional_int64(2);
      auto&& a3 = r.to_bool(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::std_mean_correction(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_plain_tuple(result);
    }
    case 4: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.to_bool(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::std_mean_unbiased(a0, a1); }, a0, a1);
      return wrap_plain_tuple(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_trapezoid([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "trapezoid(Tensor y, Tensor x, *, int dim=-1)",
      "trapezoid(Tensor y, *, Scalar dx=1, int dim=-1)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "trapezoid", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.int64(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::trapezoid_x(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.scalar(1);
      auto&& a2 = r.int64(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::trapezoid_dx(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_trapz([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "trapz(Tensor y, Tensor x, *, int dim=-1)",
      "trapz(Tensor y, *, Scalar dx=1, int dim=-1)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "trapz", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.int64(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::trapezoid_x(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.scalar(1);
      auto&& a2 = r.int64(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::trapezoid_dx(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_cumulative_trapezoid([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "cumulative_trapezoid(Tensor y, Tensor x, *, int dim=-1)",
      "cumulative_trapezoid(Tensor y, *, Scalar dx=1, int dim=-1)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "cumulative_trapezoid", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.int64(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::cumulative_trapezoid_x(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.scalar(1);
      auto&& a2 = r.int64(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::cumulative_trapezoid_dx(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_renorm([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "renorm(Tensor input, Scalar p, int dim, Scalar maxnorm, *, Tensor? out=None)",
  }, false);
  ParsedArgs<6> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "renorm", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(4)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.scalar(1);
        auto&& a2 = r.int64(2);
        auto&& a3 = r.scalar(3);
        auto&& a4 = r.tensor(4);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::renorm_out(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.scalar(1);
      auto&& a2 = r.int64(2);
      auto&& a3 = r.scalar(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::renorm(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_fmax([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "fmax(Tensor input, Tensor other, *, Tensor? out=None)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "fmax", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::fmax_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::fmax(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_fmin([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "fmin(Tensor input, Tensor other, *, Tensor? out=None)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "fmin", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::fmin_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::fmin(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_ldexp([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "ldexp(Tensor input, Tensor other, *, Tensor? out=None)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "ldexp", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::ldexp_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::ldexp(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_ldexp_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "ldexp_(Tensor input, Tensor other)",
  }, false);
  ParsedArgs<2> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "ldexp_", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::ldexp_(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_frexp([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "frexp(Tensor input, *, Tensor[]? out=None)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "frexp", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(1)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = Tensor(r.out_tensors(1, 2)[0]);
        auto&& a2 = Tensor(r.out_tensors(1, 2)[1]);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::frexp_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tuple(result, "frexp_out", {"mantissa", "exponent"});
      }
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::frexp(a0); }, a0);
      return wrap_tuple(result, "frexp", {"mantissa", "exponent"});
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_isin([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "isin(Tensor elements, Tensor test_elements, *, bool assume_unique=False, bool invert=False, Tensor? out=None)",
      "isin(Tensor elements, Scalar test_element, *, bool assume_unique=False, bool invert=False, Tensor? out=None)",
      "isin(Scalar element, Tensor test_elements, *, bool assume_unique=False, bool invert=False, Tensor? out=None)",
  }, false);
  ParsedArgs<6> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "isin", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(4)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.to_bool(2);
        auto&& a3 = r.to_bool(3);
        auto&& a4 = r.tensor(4);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::isin_out(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.to_bool(2);
      auto&& a3 = r.to_bool(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::isin(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
    case 1: {
      if (!r.is_none(4)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.scalar(1);
        auto&& a2 = r.to_bool(2);
        auto&& a3 = r.to_bool(3);
        auto&& a4 = r.tensor(4);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::isin_Tensor_Scalar_out(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.scalar(1);
      auto&& a2 = r.to_bool(2);
      auto&& a3 = r.to_bool(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::isin_Tensor_Scalar(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
    case 2: {
      if (!r.is_none(4)) {
        auto&& a0 = r.scalar(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.to_bool(2);
        auto&& a3 = r.to_bool(3);
        auto&& a4 = r.tensor(4);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::isin_Scalar_Tensor_out(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
        return wrap_tensor(result);
      }
      auto&& a0 = r.scalar(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.to_bool(2);
      auto&& a3 = r.to_bool(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::isin_Scalar_Tensor(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_cov([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "cov(Tensor input, *, int correction=1, Tensor? fweights=None, Tensor? aweights=None)",
  }, false);
  ParsedArgs<5> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "cov", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.tensor(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::cov(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_corrcoef([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "corrcoef(Tensor input)",
  }, false);
  ParsedArgs<1> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "corrcoef", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::corrcoef(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_gradient([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "gradient(Tensor input, *, Scalar? spacing=None, int? dim=None, int edge_order=1)",
      "gradient(Tensor input, *, Scalar spacing, int[] dim, int edge_order=1)",
      "gradient(Tensor input, *, int[] dim, int edge_order=1)",
      "gradient(Tensor input, *, Scalar[] spacing, int? dim=None, int edge_order=1)",
      "gradient(Tensor input, *, Scalar[] spacing, int[] dim, int edge_order=1)",
      "gradient(Tensor input, *, Tensor[] spacing, int? dim=None, int edge_order=1)",
      "gradient(Tensor input, *, Tensor[] spacing, int[] dim, int edge_order=1)",
  }, false);
  ParsedArgs<5> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "gradient", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.optional_scalar(1);
      auto&& a2 = r.optional_int64(2);
      auto&& a3 = r.int64(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::gradient_scalarint(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_list(result);
    }
    case 1: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.scalar(1);
      auto&& a2 = r.int_list(2);
      auto&& a3 = r.int64(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::gradient_scalararray(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_list(result);
    }
    case 2: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int_list(1);
      auto&& a2 = r.int64(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::gradient_array(a0, a1, a2); }, a0, a1, a2);
      return wrap_list(result);
    }
    case 3: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.scalar_list(1);
      auto&& a2 = r.optional_int64(2);
      auto&& a3 = r.int64(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::gradient_scalarrayint(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_list(result);
    }
    case 4: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.scalar_list(1);
      auto&& a2 = r.int_list(2);
      auto&& a3 = r.int64(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::gradient_scalarrayarray(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_list(result);
    }
    case 5: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor_list(1);
      auto&& a2 = r.optional_int64(2);
      auto&& a3 = r.int64(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::gradient_tensorarrayint(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_list(result);
    }
    case 6: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor_list(1);
      auto&& a2 = r.int_list(2);
      auto&& a3 = r.int64(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::gradient_tensorarray(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_list(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_igamma([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "igamma(Tensor input, Tensor other, *, Tensor? out=None)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "igamma", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::igamma_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::igamma(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_special_gammainc([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "special_gammainc(Tensor input, Tensor other, *, Tensor? out=None)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "gammainc", "yaten.special", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::igamma_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::igamma(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_igammac([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "igammac(Tensor input, Tensor other, *, Tensor? out=None)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "igammac", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::igammac_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::igammac(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_special_gammaincc([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "special_gammaincc(Tensor input, Tensor other, *, Tensor? out=None)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "gammaincc", "yaten.special", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::igammac_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::igammac(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_isnan([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "isnan()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "isnan", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::isnan(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_isnan_noargs(PyObject* self_obj, PyObject*) { return method_isnan(self_obj, nullptr, 0, nullptr); }

PyObject* method_isinf([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "isinf()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "isinf", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::isinf(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_isinf_noargs(PyObject* self_obj, PyObject*) { return method_isinf(self_obj, nullptr, 0, nullptr); }

PyObject* method_isfinite([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "isfinite()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "isfinite", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::isfinite(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_isfinite_noargs(PyObject* self_obj, PyObject*) { return method_isfinite(self_obj, nullptr, 0, nullptr); }

PyObject* method_isposinf([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "isposinf()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "isposinf", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::isposinf(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_isposinf_noargs(PyObject* self_obj, PyObject*) { return method_isposinf(self_obj, nullptr, 0, nullptr); }

PyObject* method_isneginf([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "isneginf()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "isneginf", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::isneginf(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_isneginf_noargs(PyObject* self_obj, PyObject*) { return method_isneginf(self_obj, nullptr, 0, nullptr); }

PyObject* method_signbit([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "signbit()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "signbit", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::signbit(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_signbit_noargs(PyObject* self_obj, PyObject*) { return method_signbit(self_obj, nullptr, 0, nullptr); }

PyObject* method_isreal([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "isreal()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "isreal", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::isreal(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_isreal_noargs(PyObject* self_obj, PyObject*) { return method_isreal(self_obj, nullptr, 0, nullptr); }

PyObject* method_nan_to_num([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "nan_to_num(float? nan=None, float? posinf=None, float? neginf=None)",
  }, false);
  ParsedArgs<3> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "nan_to_num", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.optional_double(0);
      auto&& a2 = r.optional_double(1);
      auto&& a3 = r.optional_double(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::nan_to_num(self, a1, a2, a3); }, self, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_nan_to_num_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "nan_to_num_(float? nan=None, float? posinf=None, float? neginf=None)",
  }, false);
  ParsedArgs<3> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "nan_to_num_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.optional_double(0);
      auto&& a2 = r.optional_double(1);
      auto&& a3 = r.optional_double(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::nan_to_num_(self, a1, a2, a3); }, self, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_exp2([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "exp2()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "exp2", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::exp2(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_exp2_noargs(PyObject* self_obj, PyObject*) { return method_exp2(self_obj, nullptr, 0, nullptr); }

PyObject* method_exp2_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "exp2_()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "exp2_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::exp2_(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_exp2__noargs(PyObject* self_obj, PyObject*) { return method_exp2_(self_obj, nullptr, 0, nullptr); }

PyObject* method_erfc([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "erfc()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "erfc", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::erfc(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_erfc_noargs(PyObject* self_obj, PyObject*) { return method_erfc(self_obj, nullptr, 0, nullptr); }

PyObject* method_erfc_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "erfc_()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "erfc_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::erfc_(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_erfc__noargs(PyObject* self_obj, PyObject*) { return method_erfc_(self_obj, nullptr, 0, nullptr); }

PyObject* method_erfinv([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "erfinv()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "erfinv", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::erfinv(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_erfinv_noargs(PyObject* self_obj, PyObject*) { return method_erfinv(self_obj, nullptr, 0, nullptr); }

PyObject* method_erfinv_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "erfinv_()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "erfinv_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::erfinv_(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_erfinv__noargs(PyObject* self_obj, PyObject*) { return method_erfinv_(self_obj, nullptr, 0, nullptr); }

PyObject* method_lgamma([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "lgamma()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "lgamma", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::lgamma(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_lgamma_noargs(PyObject* self_obj, PyObject*) { return method_lgamma(self_obj, nullptr, 0, nullptr); }

PyObject* method_lgamma_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "lgamma_()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "lgamma_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::lgamma_(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_lgamma__noargs(PyObject* self_obj, PyObject*) { return method_lgamma_(self_obj, nullptr, 0, nullptr); }

PyObject* method_digamma([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "digamma()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "digamma", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::digamma(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_digamma_noargs(PyObject* self_obj, PyObject*) { return method_digamma(self_obj, nullptr, 0, nullptr); }

PyObject* method_digamma_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "digamma_()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "digamma_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::digamma_(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_digamma__noargs(PyObject* self_obj, PyObject*) { return method_digamma_(self_obj, nullptr, 0, nullptr); }

PyObject* method_polygamma([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "polygamma(int n)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "polygamma", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.int64(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::polygamma(a0, self); }, a0, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_polygamma_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "polygamma_(int n)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "polygamma_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.int64(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::polygamma_(a0, self); }, a0, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_i0([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "i0()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "i0", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::i0(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_i0_noargs(PyObject* self_obj, PyObject*) { return method_i0(self_obj, nullptr, 0, nullptr); }

PyObject* method_i0_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "i0_()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "i0_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::i0_(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_i0__noargs(PyObject* self_obj, PyObject*) { return method_i0_(self_obj, nullptr, 0, nullptr); }

PyObject* method_sinc([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "sinc()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "sinc", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::sinc(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_sinc_noargs(PyObject* self_obj, PyObject*) { return method_sinc(self_obj, nullptr, 0, nullptr); }

PyObject* method_sinc_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "sinc_()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "sinc_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::sinc_(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_sinc__noargs(PyObject* self_obj, PyObject*) { return method_sinc_(self_obj, nullptr, 0, nullptr); }

PyObject* method_logit([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "logit(float? eps=None)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "logit", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.optional_double(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::logit(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_logit_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "logit_(float? eps=None)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "logit_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.optional_double(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::logit_(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_frac([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "frac()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "frac", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::frac(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_frac_noargs(PyObject* self_obj, PyObject*) { return method_frac(self_obj, nullptr, 0, nullptr); }

PyObject* method_frac_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "frac_()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "frac_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::frac_(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_frac__noargs(PyObject* self_obj, PyObject*) { return method_frac_(self_obj, nullptr, 0, nullptr); }

PyObject* method_deg2rad([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "deg2rad()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "deg2rad", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::deg2rad(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_deg2rad_noargs(PyObject* self_obj, PyObject*) { return method_deg2rad(self_obj, nullptr, 0, nullptr); }

PyObject* method_deg2rad_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "deg2rad_()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "deg2rad_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::deg2rad_(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_deg2rad__noargs(PyObject* self_obj, PyObject*) { return method_deg2rad_(self_obj, nullptr, 0, nullptr); }

PyObject* method_rad2deg([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "rad2deg()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "rad2deg", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::rad2deg(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_rad2deg_noargs(PyObject* self_obj, PyObject*) { return method_rad2deg(self_obj, nullptr, 0, nullptr); }

PyObject* method_rad2deg_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "rad2deg_()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "rad2deg_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::rad2deg_(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_rad2deg__noargs(PyObject* self_obj, PyObject*) { return method_rad2deg_(self_obj, nullptr, 0, nullptr); }

PyObject* method_logaddexp([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "logaddexp(Tensor other)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "logaddexp", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::logaddexp(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_logaddexp2([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "logaddexp2(Tensor other)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "logaddexp2", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::logaddexp2(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_xlogy([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "xlogy(Tensor other)",
      "xlogy(Scalar other)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "xlogy", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::xlogy(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::xlogy(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_xlogy_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "xlogy_(Tensor other)",
      "xlogy_(Scalar other)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "xlogy_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::xlogy_(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::xlogy_(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_copysign([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "copysign(Tensor other)",
      "copysign(Scalar other)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "copysign", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::copysign(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::copysign(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_copysign_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "copysign_(Tensor other)",
      "copysign_(Scalar other)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "copysign_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::copysign_(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::copysign_(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_nextafter([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "nextafter(Tensor other)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "nextafter", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::nextafter(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_nextafter_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "nextafter_(Tensor other)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "nextafter_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::nextafter_(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_heaviside([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "heaviside(Tensor values)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "heaviside", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::heaviside(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_heaviside_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "heaviside_(Tensor values)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "heaviside_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::heaviside_(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_gcd([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "gcd(Tensor other)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "gcd", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::gcd(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_gcd_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "gcd_(Tensor other)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "gcd_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::gcd_(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_lcm([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "lcm(Tensor other)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "lcm", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::lcm(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_lcm_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "lcm_(Tensor other)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "lcm_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::lcm_(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_clamp_min([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "clamp_min(Tensor min)",
      "clamp_min(Scalar min)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "clamp_min", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::clamp_min_Tensor(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.scalar(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::clamp_min(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_clamp_min_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "clamp_min_(Tensor min)",
      "clamp_min_(Scalar min)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "clamp_min_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::clamp_min__Tensor(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.scalar(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::clamp_min_(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_clamp_max([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "clamp_max(Tensor max)",
      "clamp_max(Scalar max)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "clamp_max", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::clamp_max_Tensor(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.scalar(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::clamp_max(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_clamp_max_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "clamp_max_(Tensor max)",
      "clamp_max_(Scalar max)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "clamp_max_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::clamp_max__Tensor(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.scalar(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::clamp_max_(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_float_power([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "float_power(Tensor exponent)",
      "float_power(Scalar exponent)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "float_power", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::float_power(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::float_power(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_float_power_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "float_power_(Tensor exponent)",
      "float_power_(Scalar exponent)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "float_power_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::float_power_(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::float_power_(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_mvlgamma([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "mvlgamma(int p)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "mvlgamma", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.int64(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::mvlgamma(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_mvlgamma_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "mvlgamma_(int p)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "mvlgamma_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.int64(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::mvlgamma_(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_isclose([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "isclose(Tensor other, float rtol=1e-05, float atol=1e-08, bool equal_nan=False)",
  }, false);
  ParsedArgs<4> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "isclose", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      auto&& a2 = r.to_double(1);
      auto&& a3 = r.to_double(2);
      auto&& a4 = r.to_bool(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::isclose(self, a1, a2, a3, a4); }, self, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_diff([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "diff(int n=1, int dim=-1, Tensor? prepend=None, Tensor? append=None)",
  }, false);
  ParsedArgs<4> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "diff", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.int64(0);
      auto&& a2 = r.int64(1);
      auto&& a3 = r.tensor(2);
      auto&& a4 = r.tensor(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::diff(self, a1, a2, a3, a4); }, self, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_nansum([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "nansum(int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None)",
  }, false);
  ParsedArgs<4> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "nansum", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.optional_int_list(0);
      auto&& a2 = r.to_bool(1);
      auto&& a3 = r.optional_scalar_type(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::nansum(self, a1, a2, a3); }, self, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_nanmean([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "nanmean(int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None)",
  }, false);
  ParsedArgs<4> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "nanmean", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.optional_int_list(0);
      auto&& a2 = r.to_bool(1);
      auto&& a3 = r.optional_scalar_type(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::nanmean(self, a1, a2, a3); }, self, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_renorm([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "renorm(Scalar p, int dim, Scalar maxnorm)",
  }, false);
  ParsedArgs<3> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "renorm", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.scalar(0);
      auto&& a2 = r.int64(1);
      auto&& a3 = r.scalar(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::renorm(self, a1, a2, a3); }, self, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_renorm_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "renorm_(Scalar p, int dim, Scalar maxnorm)",
  }, false);
  ParsedArgs<3> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "renorm_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.scalar(0);
      auto&& a2 = r.int64(1);
      auto&& a3 = r.scalar(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::renorm_(self, a1, a2, a3); }, self, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_fmax([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "fmax(Tensor other)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "fmax", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::fmax(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_fmin([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "fmin(Tensor other)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "fmin", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::fmin(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_ldexp([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "ldexp(Tensor other)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "ldexp", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::ldexp(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_ldexp_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "ldexp_(Tensor other)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "ldexp_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::ldexp_(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_frexp([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "frexp()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "frexp", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::frexp(self); }, self);
      return wrap_tuple(result, "frexp", {"mantissa", "exponent"});
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_frexp_noargs(PyObject* self_obj, PyObject*) { return method_frexp(self_obj, nullptr, 0, nullptr); }

PyObject* method_cov([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "cov(*, int correction=1, Tensor? fweights=None, Tensor? aweights=None)",
  }, false);
  ParsedArgs<4> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "cov", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.int64(0);
      auto&& a2 = r.tensor(1);
      auto&& a3 = r.tensor(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::cov(self, a1, a2, a3); }, self, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_corrcoef([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "corrcoef()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "corrcoef", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::corrcoef(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_corrcoef_noargs(PyObject* self_obj, PyObject*) { return method_corrcoef(self_obj, nullptr, 0, nullptr); }

PyObject* method_igamma([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "igamma(Tensor other)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "igamma", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::igamma(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_igamma_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "igamma_(Tensor other)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "igamma_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::igamma_(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_igammac([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "igammac(Tensor other)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "igammac", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::igammac(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_igammac_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "igammac_(Tensor other)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "igammac_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::igammac_(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

}  // namespace

void add_math_bindings(MethodTables& tables) {
  tables.functions["_functions"].push_back({"isnan", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_isnan)), METH_FASTCALL | METH_KEYWORDS, "isnan($module, input)\n--\n\nTests each element of self for NaN, as bool."});
  tables.functions["_functions"].push_back({"isinf", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_isinf)), METH_FASTCALL | METH_KEYWORDS, "isinf($module, input)\n--\n\nTests each element of self for positive or negative infinity, as bool."});
  tables.functions["_functions"].push_back({"isfinite", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_isfinite)), METH_FASTCALL | METH_KEYWORDS, "isfinite($module, input)\n--\n\nTests each element of self for being neither infinite nor NaN, as bool."});
  tables.functions["_functions"].push_back({"isposinf", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_isposinf)), METH_FASTCALL | METH_KEYWORDS, "isposinf($module, input, *, out=None)\n--\n\nTests each element of self for positive infinity, as bool."});
  tables.functions["_functions"].push_back({"isneginf", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_isneginf)), METH_FASTCALL | METH_KEYWORDS, "isneginf($module, input, *, out=None)\n--\n\nTests each element of self for negative infinity, as bool."});
  tables.functions["_functions"].push_back({"signbit", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_signbit)), METH_FASTCALL | METH_KEYWORDS, "signbit($module, input, *, out=None)\n--\n\nTests whether the sign bit of each element of self is set (true for -0.0), as bool."});
  tables.functions["_functions"].push_back({"isreal", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_isreal)), METH_FASTCALL | METH_KEYWORDS, "isreal($module, input)\n--\n\nTests each element of self for having no imaginary part; every element of a real tensor does."});
  tables.functions["_functions"].push_back({"nan_to_num", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_nan_to_num)), METH_FASTCALL | METH_KEYWORDS, "nan_to_num($module, input, nan=None, posinf=None, neginf=None, *, out=None)\n--\n\nReplaces NaN by nan (0 when None), +inf by posinf and -inf by neginf (the dtype's largest and lowest finite values when None)."});
  tables.functions["_functions"].push_back({"nan_to_num_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_nan_to_num_)), METH_FASTCALL | METH_KEYWORDS, "nan_to_num_($module, input, nan=None, posinf=None, neginf=None)\n--\n\nReplaces NaN by nan (0 when None), +inf by posinf and -inf by neginf (the dtype's largest and lowest finite values when None)."});
  tables.functions["_functions"].push_back({"exp2", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_exp2)), METH_FASTCALL | METH_KEYWORDS, "exp2($module, input, *, out=None)\n--\n\nReturns 2 raised to each element of self."});
  tables.functions["_special"].push_back({"exp2", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_special_exp2)), METH_FASTCALL | METH_KEYWORDS, "exp2($module, input, *, out=None)\n--\n\nReturns 2 raised to each element of self."});
  tables.functions["_functions"].push_back({"exp2_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_exp2_)), METH_FASTCALL | METH_KEYWORDS, "exp2_($module, input)\n--\n\nReturns 2 raised to each element of self."});
  tables.functions["_functions"].push_back({"erfc", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_erfc)), METH_FASTCALL | METH_KEYWORDS, "erfc($module, input, *, out=None)\n--\n\nReturns the complementary error function 1 - erf(x) of each element of self, accurate where erf(x) is close to 1."});
  tables.functions["_special"].push_back({"erfc", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_special_erfc)), METH_FASTCALL | METH_KEYWORDS, "erfc($module, input, *, out=None)\n--\n\nReturns the complementary error function 1 - erf(x) of each element of self, accurate where erf(x) is close to 1."});
  tables.functions["_functions"].push_back({"erfc_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_erfc_)), METH_FASTCALL | METH_KEYWORDS, "erfc_($module, input)\n--\n\nReturns the complementary error function 1 - erf(x) of each element of self, accurate where erf(x) is close to 1."});
  tables.functions["_functions"].push_back({"erfinv", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_erfinv)), METH_FASTCALL | METH_KEYWORDS, "erfinv($module, input, *, out=None)\n--\n\nReturns the inverse error function of each element of self (defined on [-1, 1])."});
  tables.functions["_special"].push_back({"erfinv", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_special_erfinv)), METH_FASTCALL | METH_KEYWORDS, "erfinv($module, input, *, out=None)\n--\n\nReturns the inverse error function of each element of self (defined on [-1, 1])."});
  tables.functions["_functions"].push_back({"lgamma", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_lgamma)), METH_FASTCALL | METH_KEYWORDS, "lgamma($module, input, *, out=None)\n--\n\nReturns the natural logarithm of the absolute value of the gamma function of each element of self."});
  tables.functions["_special"].push_back({"gammaln", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_special_gammaln)), METH_FASTCALL | METH_KEYWORDS, "gammaln($module, input, *, out=None)\n--\n\nReturns the natural logarithm of the absolute value of the gamma function of each element of self."});
  tables.functions["_functions"].push_back({"digamma", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_digamma)), METH_FASTCALL | METH_KEYWORDS, "digamma($module, input, *, out=None)\n--\n\nReturns the logarithmic derivative of the gamma function of each element of self (-inf at 0, NaN at negative integers)."});
  tables.functions["_special"].push_back({"digamma", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_special_digamma)), METH_FASTCALL | METH_KEYWORDS, "digamma($module, input, *, out=None)\n--\n\nReturns the logarithmic derivative of the gamma function of each element of self (-inf at 0, NaN at negative integers)."});
  tables.functions["_special"].push_back({"psi", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_special_psi)), METH_FASTCALL | METH_KEYWORDS, "psi($module, input, *, out=None)\n--\n\nReturns the logarithmic derivative of the gamma function of each element of self (-inf at 0, NaN at negative integers)."});
  tables.functions["_functions"].push_back({"polygamma", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_polygamma)), METH_FASTCALL | METH_KEYWORDS, "polygamma($module, n, input, *, out=None)\n--\n\nReturns the n-th derivative of the digamma function of each element of self (n >= 0)."});
  tables.functions["_special"].push_back({"polygamma", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_special_polygamma)), METH_FASTCALL | METH_KEYWORDS, "polygamma($module, n, input, *, out=None)\n--\n\nReturns the n-th derivative of the digamma function of each element of self (n >= 0)."});
  tables.functions["_functions"].push_back({"i0", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_i0)), METH_FASTCALL | METH_KEYWORDS, "i0($module, input, *, out=None)\n--\n\nReturns the modified Bessel function of the first kind of order 0 of each element of self."});
  tables.functions["_special"].push_back({"i0", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_special_i0)), METH_FASTCALL | METH_KEYWORDS, "i0($module, input, *, out=None)\n--\n\nReturns the modified Bessel function of the first kind of order 0 of each element of self."});
  tables.functions["_functions"].push_back({"i0_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_i0_)), METH_FASTCALL | METH_KEYWORDS, "i0_($module, input)\n--\n\nReturns the modified Bessel function of the first kind of order 0 of each element of self."});
  tables.functions["_functions"].push_back({"sinc", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_sinc)), METH_FASTCALL | METH_KEYWORDS, "sinc($module, input, *, out=None)\n--\n\nReturns the normalised sinc function sin(pi x) / (pi x) of each element x of self (1 at 0)."});
  tables.functions["_special"].push_back({"sinc", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_special_sinc)), METH_FASTCALL | METH_KEYWORDS, "sinc($module, input, *, out=None)\n--\n\nReturns the normalised sinc function sin(pi x) / (pi x) of each element x of self (1 at 0)."});
  tables.functions["_functions"].push_back({"sinc_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_sinc_)), METH_FASTCALL | METH_KEYWORDS, "sinc_($module, input)\n--\n\nReturns the normalised sinc function sin(pi x) / (pi x) of each element x of self (1 at 0)."});
  tables.functions["_functions"].push_back({"logit", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_logit)), METH_FASTCALL | METH_KEYWORDS, "logit($module, input, eps=None, *, out=None)\n--\n\nReturns log(p / (1 - p)) of each element p of self, first clamped into [eps, 1 - eps] when eps is given."});
  tables.functions["_special"].push_back({"logit", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_special_logit)), METH_FASTCALL | METH_KEYWORDS, "logit($module, input, eps=None, *, out=None)\n--\n\nReturns log(p / (1 - p)) of each element p of self, first clamped into [eps, 1 - eps] when eps is given."});
  tables.functions["_functions"].push_back({"logit_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_logit_)), METH_FASTCALL | METH_KEYWORDS, "logit_($module, input, eps=None)\n--\n\nReturns log(p / (1 - p)) of each element p of self, first clamped into [eps, 1 - eps] when eps is given."});
  tables.functions["_internal"].push_back({"logit_backward", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn__internal_logit_backward)), METH_FASTCALL | METH_KEYWORDS, "logit_backward($module, grad_output, input, eps=None)\n--\n\nThe gradient of logit, grad_output / (self * (1 - self)), 0 outside [eps, 1 - eps] when eps is given and NaN outside [0, 1] when it is not."});
  tables.functions["_functions"].push_back({"frac", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_frac)), METH_FASTCALL | METH_KEYWORDS, "frac($module, input, *, out=None)\n--\n\nReturns the fractional part x - trunc(x) of each element x of self."});
  tables.functions["_functions"].push_back({"frac_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_frac_)), METH_FASTCALL | METH_KEYWORDS, "frac_($module, input)\n--\n\nReturns the fractional part x - trunc(x) of each element x of self."});
  tables.functions["_functions"].push_back({"deg2rad", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_deg2rad)), METH_FASTCALL | METH_KEYWORDS, "deg2rad($module, input, *, out=None)\n--\n\nConverts each element of self from degrees to radians."});
  tables.functions["_functions"].push_back({"deg2rad_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_deg2rad_)), METH_FASTCALL | METH_KEYWORDS, "deg2rad_($module, input)\n--\n\nConverts each element of self from degrees to radians."});
  tables.functions["_functions"].push_back({"rad2deg", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_rad2deg)), METH_FASTCALL | METH_KEYWORDS, "rad2deg($module, input, *, out=None)\n--\n\nConverts each element of self from radians to degrees."});
  tables.functions["_functions"].push_back({"rad2deg_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_rad2deg_)), METH_FASTCALL | METH_KEYWORDS, "rad2deg_($module, input)\n--\n\nConverts each element of self from radians to degrees."});
  tables.functions["_functions"].push_back({"logaddexp", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_logaddexp)), METH_FASTCALL | METH_KEYWORDS, "logaddexp($module, input, other, *, out=None)\n--\n\nReturns log(exp(self) + exp(other)) elementwise, without overflow."});
  tables.functions["_functions"].push_back({"logaddexp2", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_logaddexp2)), METH_FASTCALL | METH_KEYWORDS, "logaddexp2($module, input, other, *, out=None)\n--\n\nReturns log2(2**self + 2**other) elementwise, without overflow."});
  tables.functions["_functions"].push_back({"xlogy", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_xlogy)), METH_FASTCALL | METH_KEYWORDS, "xlogy($module, input, other, *, out=None)\n--\n\nReturns self * log(other) elementwise, 0 where self is 0 (unless other is NaN)."});
  tables.functions["_special"].push_back({"xlogy", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_special_xlogy)), METH_FASTCALL | METH_KEYWORDS, "xlogy($module, input, other, *, out=None)\n--\n\nReturns self * log(other) elementwise, 0 where self is 0 (unless other is NaN)."});
  tables.functions["_functions"].push_back({"xlogy_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_xlogy_)), METH_FASTCALL | METH_KEYWORDS, "xlogy_($module, input, other)\n--\n\nReturns self * log(other) elementwise, 0 where self is 0 (unless other is NaN)."});
  tables.functions["_functions"].push_back({"copysign", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_copysign)), METH_FASTCALL | METH_KEYWORDS, "copysign($module, input, other, *, out=None)\n--\n\nReturns the magnitude of self with the sign of other, elementwise, in floating point."});
  tables.functions["_functions"].push_back({"nextafter", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_nextafter)), METH_FASTCALL | METH_KEYWORDS, "nextafter($module, input, other, *, out=None)\n--\n\nReturns the next floating-point value after self towards other, elementwise."});
  tables.functions["_functions"].push_back({"heaviside", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_heaviside)), METH_FASTCALL | METH_KEYWORDS, "heaviside($module, input, values, *, out=None)\n--\n\nReturns the Heaviside step function of self, taking values where self is 0 (self and values of one dtype)."});
  tables.functions["_functions"].push_back({"gcd", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_gcd)), METH_FASTCALL | METH_KEYWORDS, "gcd($module, input, other, *, out=None)\n--\n\nReturns the greatest common divisor of self and other elementwise (non-negative), for integer tensors."});
  tables.functions["_functions"].push_back({"gcd_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_gcd_)), METH_FASTCALL | METH_KEYWORDS, "gcd_($module, input, other)\n--\n\nReturns the greatest common divisor of self and other elementwise (non-negative), for integer tensors."});
  tables.functions["_functions"].push_back({"lcm", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_lcm)), METH_FASTCALL | METH_KEYWORDS, "lcm($module, input, other, *, out=None)\n--\n\nReturns the least common multiple of self and other elementwise (non-negative), for integer tensors."});
  tables.functions["_functions"].push_back({"lcm_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_lcm_)), METH_FASTCALL | METH_KEYWORDS, "lcm_($module, input, other)\n--\n\nReturns the least common multiple of self and other elementwise (non-negative), for integer tensors."});
  tables.functions["_functions"].push_back({"clamp_min", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_clamp_min)), METH_FASTCALL | METH_KEYWORDS, "clamp_min($module, input, min, *, out=None)\n--\n\nClamps each element of self to at least the element of min (broadcast against self) at its place."});
  tables.functions["_functions"].push_back({"clamp_min_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_clamp_min_)), METH_FASTCALL | METH_KEYWORDS, "clamp_min_($module, input, min)\n--\n\nClamps each element of self to at least the element of min (broadcast against self) at its place."});
  tables.functions["_functions"].push_back({"clamp_max", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_clamp_max)), METH_FASTCALL | METH_KEYWORDS, "clamp_max($module, input, max, *, out=None)\n--\n\nClamps each element of self to at most the element of max (broadcast against self) at its place."});
  tables.functions["_functions"].push_back({"clamp_max_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_clamp_max_)), METH_FASTCALL | METH_KEYWORDS, "clamp_max_($module, input, max)\n--\n\nClamps each element of self to at most the element of max (broadcast against self) at its place."});
  tables.functions["_functions"].push_back({"float_power", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_float_power)), METH_FASTCALL | METH_KEYWORDS, "float_power($module, input, exponent, *, out=None)\n--\n\nReturns self raised to exponent elementwise, computed in double precision (either may be a number)."});
  tables.functions["_functions"].push_back({"mvlgamma", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_mvlgamma)), METH_FASTCALL | METH_KEYWORDS, "mvlgamma($module, input, p, *, out=None)\n--\n\nReturns the logarithm of the multivariate gamma function of dimension p of each element of self (every element must exceed (p - 1) / 2)."});
  tables.functions["_special"].push_back({"multigammaln", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_special_multigammaln)), METH_FASTCALL | METH_KEYWORDS, "multigammaln($module, input, p, *, out=None)\n--\n\nReturns the logarithm of the multivariate gamma function of dimension p of each element of self (every element must exceed (p - 1) / 2)."});
  tables.functions["_functions"].push_back({"isclose", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_isclose)), METH_FASTCALL | METH_KEYWORDS, "isclose($module, input, other, rtol=1e-05, atol=1e-08, equal_nan=False)\n--\n\nTests elementwise whether |self - other| <= atol + rtol * |other|, as bool; NaNs are equal when equal_nan."});
  tables.functions["_functions"].push_back({"diff", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_diff)), METH_FASTCALL | METH_KEYWORDS, "diff($module, input, n=1, dim=-1, prepend=None, append=None, *, out=None)\n--\n\nReturns the n-th forward difference of self along dim, after concatenating prepend before and append after it."});
  tables.functions["_functions"].push_back({"nansum", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_nansum)), METH_FASTCALL | METH_KEYWORDS, "nansum($module, input, dim=None, keepdim=False, *, dtype=None, out=None)\n--\n\nReturns the sum of self over dim (all dims when None), NaNs counted as zero."});
  tables.functions["_functions"].push_back({"nanmean", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_nanmean)), METH_FASTCALL | METH_KEYWORDS, "nanmean($module, input, dim=None, keepdim=False, *, dtype=None, out=None)\n--\n\nReturns the mean of the non-NaN elements of self over dim (all dims when None)."});
  tables.functions["_functions"].push_back({"var_mean", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_var_mean)), METH_FASTCALL | METH_KEYWORDS, "var_mean($module, input, dim=None, unbiased=True, keepdim=False, *, correction=None)\n--\n\nReturns the variance and the mean of self over dim, with Bessel's correction when unbiased."});
  tables.functions["_functions"].push_back({"std_mean", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_std_mean)), METH_FASTCALL | METH_KEYWORDS, "std_mean($module, input, dim=None, unbiased=True, keepdim=False, *, correction=None)\n--\n\nReturns the standard deviation and the mean of self over dim, with Bessel's correction when unbiased."});
  tables.functions["_functions"].push_back({"trapezoid", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_trapezoid)), METH_FASTCALL | METH_KEYWORDS, "trapezoid($module, y, x=None, *, dim=-1, dx=1)\n--\n\nIntegrates y along dim by the trapezoidal rule at the sample points x."});
  tables.functions["_functions"].push_back({"trapz", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_trapz)), METH_FASTCALL | METH_KEYWORDS, "trapz($module, y, x=None, *, dim=-1, dx=1)\n--\n\nIntegrates y along dim by the trapezoidal rule at the sample points x."});
  tables.functions["_functions"].push_back({"cumulative_trapezoid", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_cumulative_trapezoid)), METH_FASTCALL | METH_KEYWORDS, "cumulative_trapezoid($module, y, x=None, *, dim=-1, dx=1)\n--\n\nThe running integral of y along dim by the trapezoidal rule at the sample points x."});
  tables.functions["_functions"].push_back({"renorm", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_renorm)), METH_FASTCALL | METH_KEYWORDS, "renorm($module, input, p, dim, maxnorm, *, out=None)\n--\n\nRescales each slice of self along dim whose p-norm exceeds maxnorm to norm maxnorm."});
  tables.functions["_functions"].push_back({"fmax", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_fmax)), METH_FASTCALL | METH_KEYWORDS, "fmax($module, input, other, *, out=None)\n--\n\nReturns the elementwise maximum of self and other, taking the number where one of them is NaN."});
  tables.functions["_functions"].push_back({"fmin", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_fmin)), METH_FASTCALL | METH_KEYWORDS, "fmin($module, input, other, *, out=None)\n--\n\nReturns the elementwise minimum of self and other, taking the number where one of them is NaN."});
  tables.functions["_functions"].push_back({"ldexp", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_ldexp)), METH_FASTCALL | METH_KEYWORDS, "ldexp($module, input, other, *, out=None)\n--\n\nReturns self * 2 ** other elementwise."});
  tables.functions["_functions"].push_back({"ldexp_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_ldexp_)), METH_FASTCALL | METH_KEYWORDS, "ldexp_($module, input, other)\n--\n\nReturns self * 2 ** other elementwise."});
  tables.functions["_functions"].push_back({"frexp", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_frexp)), METH_FASTCALL | METH_KEYWORDS, "frexp($module, input, *, out=None)\n--\n\nSplits each element of self into a mantissa in (-1, -0.5] or [0.5, 1) (0 for 0) and an int32 exponent, self = mantissa * 2 ** exponent."});
  tables.functions["_functions"].push_back({"isin", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_isin)), METH_FASTCALL | METH_KEYWORDS, "isin($module, elements=None, test_elements=None, *, assume_unique=False, invert=False, test_element=None, element=None, out=None)\n--\n\nTests each element of elements for being in test_elements, as bool (not being in it when invert)."});
  tables.functions["_functions"].push_back({"cov", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_cov)), METH_FASTCALL | METH_KEYWORDS, "cov($module, input, *, correction=1, fweights=None, aweights=None)\n--\n\nThe covariance matrix of the variables in self's rows (observations in its columns), dividing by the weighted count less correction, weighting observations by the integer fweights and the aweights."});
  tables.functions["_functions"].push_back({"corrcoef", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_corrcoef)), METH_FASTCALL | METH_KEYWORDS, "corrcoef($module, input)\n--\n\nThe Pearson correlation coefficients of the variables in self's rows (observations in its columns), clipped into [-1, 1]."});
  tables.functions["_functions"].push_back({"gradient", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_gradient)), METH_FASTCALL | METH_KEYWORDS, "gradient($module, input, *, spacing=None, dim=None, edge_order=1)\n--\n\nEstimates the derivative of self along dim (every dim when None) by central differences inside and one-sided ones of edge_order at the ends, with samples spacing apart (1 when None)."});
  tables.functions["_functions"].push_back({"igamma", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_igamma)), METH_FASTCALL | METH_KEYWORDS, "igamma($module, input, other, *, out=None)\n--\n\nReturns the regularised lower incomplete gamma function P(self, other) elementwise (self the shape a > 0, other x >= 0)."});
  tables.functions["_special"].push_back({"gammainc", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_special_gammainc)), METH_FASTCALL | METH_KEYWORDS, "gammainc($module, input, other, *, out=None)\n--\n\nReturns the regularised lower incomplete gamma function P(self, other) elementwise (self the shape a > 0, other x >= 0)."});
  tables.functions["_functions"].push_back({"igammac", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_igammac)), METH_FASTCALL | METH_KEYWORDS, "igammac($module, input, other, *, out=None)\n--\n\nReturns the regularised upper incomplete gamma function Q(self, other) = 1 - P(self, other) elementwise."});
  tables.functions["_special"].push_back({"gammaincc", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_special_gammaincc)), METH_FASTCALL | METH_KEYWORDS, "gammaincc($module, input, other, *, out=None)\n--\n\nReturns the regularised upper incomplete gamma function Q(self, other) = 1 - P(self, other) elementwise."});
  tables.methods.push_back({"isnan", method_isnan_noargs, METH_NOARGS, "isnan($self)\n--\n\nTests each element of self for NaN, as bool."});
  tables.methods.push_back({"isinf", method_isinf_noargs, METH_NOARGS, "isinf($self)\n--\n\nTests each element of self for positive or negative infinity, as bool."});
  tables.methods.push_back({"isfinite", method_isfinite_noargs, METH_NOARGS, "isfinite($self)\n--\n\nTests each element of self for being neither infinite nor NaN, as bool."});
  tables.methods.push_back({"isposinf", method_isposinf_noargs, METH_NOARGS, "isposinf($self)\n--\n\nTests each element of self for positive infinity, as bool."});
  tables.methods.push_back({"isneginf", method_isneginf_noargs, METH_NOARGS, "isneginf($self)\n--\n\nTests each element of self for negative infinity, as bool."});
  tables.methods.push_back({"signbit", method_signbit_noargs, METH_NOARGS, "signbit($self)\n--\n\nTests whether the sign bit of each element of self is set (true for -0.0), as bool."});
  tables.methods.push_back({"isreal", method_isreal_noargs, METH_NOARGS, "isreal($self)\n--\n\nTests each element of self for having no imaginary part; every element of a real tensor does."});
  tables.methods.push_back({"nan_to_num", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_nan_to_num)), METH_FASTCALL | METH_KEYWORDS, "nan_to_num($self, nan=None, posinf=None, neginf=None)\n--\n\nReplaces NaN by nan (0 when None), +inf by posinf and -inf by neginf (the dtype's largest and lowest finite values when None)."});
  tables.methods.push_back({"nan_to_num_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_nan_to_num_)), METH_FASTCALL | METH_KEYWORDS, "nan_to_num_($self, nan=None, posinf=None, neginf=None)\n--\n\nReplaces NaN by nan (0 when None), +inf by posinf and -inf by neginf (the dtype's largest and lowest finite values when None)."});
  tables.methods.push_back({"exp2", method_exp2_noargs, METH_NOARGS, "exp2($self)\n--\n\nReturns 2 raised to each element of self."});
  tables.methods.push_back({"exp2_", method_exp2__noargs, METH_NOARGS, "exp2_($self)\n--\n\nReturns 2 raised to each element of self."});
  tables.methods.push_back({"erfc", method_erfc_noargs, METH_NOARGS, "erfc($self)\n--\n\nReturns the complementary error function 1 - erf(x) of each element of self, accurate where erf(x) is close to 1."});
  tables.methods.push_back({"erfc_", method_erfc__noargs, METH_NOARGS, "erfc_($self)\n--\n\nReturns the complementary error function 1 - erf(x) of each element of self, accurate where erf(x) is close to 1."});
  tables.methods.push_back({"erfinv", method_erfinv_noargs, METH_NOARGS, "erfinv($self)\n--\n\nReturns the inverse error function of each element of self (defined on [-1, 1])."});
  tables.methods.push_back({"erfinv_", method_erfinv__noargs, METH_NOARGS, "erfinv_($self)\n--\n\nReturns the inverse error function of each element of self (defined on [-1, 1])."});
  tables.methods.push_back({"lgamma", method_lgamma_noargs, METH_NOARGS, "lgamma($self)\n--\n\nReturns the natural logarithm of the absolute value of the gamma function of each element of self."});
  tables.methods.push_back({"lgamma_", method_lgamma__noargs, METH_NOARGS, "lgamma_($self)\n--\n\nReturns the natural logarithm of the absolute value of the gamma function of each element of self."});
  tables.methods.push_back({"digamma", method_digamma_noargs, METH_NOARGS, "digamma($self)\n--\n\nReturns the logarithmic derivative of the gamma function of each element of self (-inf at 0, NaN at negative integers)."});
  tables.methods.push_back({"digamma_", method_digamma__noargs, METH_NOARGS, "digamma_($self)\n--\n\nReturns the logarithmic derivative of the gamma function of each element of self (-inf at 0, NaN at negative integers)."});
  tables.methods.push_back({"polygamma", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_polygamma)), METH_FASTCALL | METH_KEYWORDS, "polygamma($self, n)\n--\n\nReturns the n-th derivative of the digamma function of each element of self (n >= 0)."});
  tables.methods.push_back({"polygamma_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_polygamma_)), METH_FASTCALL | METH_KEYWORDS, "polygamma_($self, n)\n--\n\nReturns the n-th derivative of the digamma function of each element of self (n >= 0)."});
  tables.methods.push_back({"i0", method_i0_noargs, METH_NOARGS, "i0($self)\n--\n\nReturns the modified Bessel function of the first kind of order 0 of each element of self."});
  tables.methods.push_back({"i0_", method_i0__noargs, METH_NOARGS, "i0_($self)\n--\n\nReturns the modified Bessel function of the first kind of order 0 of each element of self."});
  tables.methods.push_back({"sinc", method_sinc_noargs, METH_NOARGS, "sinc($self)\n--\n\nReturns the normalised sinc function sin(pi x) / (pi x) of each element x of self (1 at 0)."});
  tables.methods.push_back({"sinc_", method_sinc__noargs, METH_NOARGS, "sinc_($self)\n--\n\nReturns the normalised sinc function sin(pi x) / (pi x) of each element x of self (1 at 0)."});
  tables.methods.push_back({"logit", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_logit)), METH_FASTCALL | METH_KEYWORDS, "logit($self, eps=None)\n--\n\nReturns log(p / (1 - p)) of each element p of self, first clamped into [eps, 1 - eps] when eps is given."});
  tables.methods.push_back({"logit_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_logit_)), METH_FASTCALL | METH_KEYWORDS, "logit_($self, eps=None)\n--\n\nReturns log(p / (1 - p)) of each element p of self, first clamped into [eps, 1 - eps] when eps is given."});
  tables.methods.push_back({"frac", method_frac_noargs, METH_NOARGS, "frac($self)\n--\n\nReturns the fractional part x - trunc(x) of each element x of self."});
  tables.methods.push_back({"frac_", method_frac__noargs, METH_NOARGS, "frac_($self)\n--\n\nReturns the fractional part x - trunc(x) of each element x of self."});
  tables.methods.push_back({"deg2rad", method_deg2rad_noargs, METH_NOARGS, "deg2rad($self)\n--\n\nConverts each element of self from degrees to radians."});
  tables.methods.push_back({"deg2rad_", method_deg2rad__noargs, METH_NOARGS, "deg2rad_($self)\n--\n\nConverts each element of self from degrees to radians."});
  tables.methods.push_back({"rad2deg", method_rad2deg_noargs, METH_NOARGS, "rad2deg($self)\n--\n\nConverts each element of self from radians to degrees."});
  tables.methods.push_back({"rad2deg_", method_rad2deg__noargs, METH_NOARGS, "rad2deg_($self)\n--\n\nConverts each element of self from radians to degrees."});
  tables.methods.push_back({"logaddexp", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_logaddexp)), METH_FASTCALL | METH_KEYWORDS, "logaddexp($self, other)\n--\n\nReturns log(exp(self) + exp(other)) elementwise, without overflow."});
  tables.methods.push_back({"logaddexp2", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_logaddexp2)), METH_FASTCALL | METH_KEYWORDS, "logaddexp2($self, other)\n--\n\nReturns log2(2**self + 2**other) elementwise, without overflow."});
  tables.methods.push_back({"xlogy", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_xlogy)), METH_FASTCALL | METH_KEYWORDS, "xlogy($self, other)\n--\n\nReturns self * log(other) elementwise, 0 where self is 0 (unless other is NaN)."});
  tables.methods.push_back({"xlogy_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_xlogy_)), METH_FASTCALL | METH_KEYWORDS, "xlogy_($self, other)\n--\n\nReturns self * log(other) elementwise, 0 where self is 0 (unless other is NaN)."});
  tables.methods.push_back({"copysign", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_copysign)), METH_FASTCALL | METH_KEYWORDS, "copysign($self, other)\n--\n\nReturns the magnitude of self with the sign of other, elementwise, in floating point."});
  tables.methods.push_back({"copysign_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_copysign_)), METH_FASTCALL | METH_KEYWORDS, "copysign_($self, other)\n--\n\nReturns the magnitude of self with the sign of other, elementwise, in floating point."});
  tables.methods.push_back({"nextafter", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_nextafter)), METH_FASTCALL | METH_KEYWORDS, "nextafter($self, other)\n--\n\nReturns the next floating-point value after self towards other, elementwise."});
  tables.methods.push_back({"nextafter_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_nextafter_)), METH_FASTCALL | METH_KEYWORDS, "nextafter_($self, other)\n--\n\nReturns the next floating-point value after self towards other, elementwise."});
  tables.methods.push_back({"heaviside", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_heaviside)), METH_FASTCALL | METH_KEYWORDS, "heaviside($self, values)\n--\n\nReturns the Heaviside step function of self, taking values where self is 0 (self and values of one dtype)."});
  tables.methods.push_back({"heaviside_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_heaviside_)), METH_FASTCALL | METH_KEYWORDS, "heaviside_($self, values)\n--\n\nReturns the Heaviside step function of self, taking values where self is 0 (self and values of one dtype)."});
  tables.methods.push_back({"gcd", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_gcd)), METH_FASTCALL | METH_KEYWORDS, "gcd($self, other)\n--\n\nReturns the greatest common divisor of self and other elementwise (non-negative), for integer tensors."});
  tables.methods.push_back({"gcd_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_gcd_)), METH_FASTCALL | METH_KEYWORDS, "gcd_($self, other)\n--\n\nReturns the greatest common divisor of self and other elementwise (non-negative), for integer tensors."});
  tables.methods.push_back({"lcm", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_lcm)), METH_FASTCALL | METH_KEYWORDS, "lcm($self, other)\n--\n\nReturns the least common multiple of self and other elementwise (non-negative), for integer tensors."});
  tables.methods.push_back({"lcm_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_lcm_)), METH_FASTCALL | METH_KEYWORDS, "lcm_($self, other)\n--\n\nReturns the least common multiple of self and other elementwise (non-negative), for integer tensors."});
  tables.methods.push_back({"clamp_min", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_clamp_min)), METH_FASTCALL | METH_KEYWORDS, "clamp_min($self, min)\n--\n\nClamps each element of self to at least the element of min (broadcast against self) at its place."});
  tables.methods.push_back({"clamp_min_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_clamp_min_)), METH_FASTCALL | METH_KEYWORDS, "clamp_min_($self, min)\n--\n\nClamps each element of self to at least the element of min (broadcast against self) at its place."});
  tables.methods.push_back({"clamp_max", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_clamp_max)), METH_FASTCALL | METH_KEYWORDS, "clamp_max($self, max)\n--\n\nClamps each element of self to at most the element of max (broadcast against self) at its place."});
  tables.methods.push_back({"clamp_max_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_clamp_max_)), METH_FASTCALL | METH_KEYWORDS, "clamp_max_($self, max)\n--\n\nClamps each element of self to at most the element of max (broadcast against self) at its place."});
  tables.methods.push_back({"float_power", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_float_power)), METH_FASTCALL | METH_KEYWORDS, "float_power($self, exponent)\n--\n\nReturns self raised to exponent elementwise, computed in double precision (either may be a number)."});
  tables.methods.push_back({"float_power_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_float_power_)), METH_FASTCALL | METH_KEYWORDS, "float_power_($self, exponent)\n--\n\nReturns self raised to exponent elementwise, computed in double precision (either may be a number)."});
  tables.methods.push_back({"mvlgamma", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_mvlgamma)), METH_FASTCALL | METH_KEYWORDS, "mvlgamma($self, p)\n--\n\nReturns the logarithm of the multivariate gamma function of dimension p of each element of self (every element must exceed (p - 1) / 2)."});
  tables.methods.push_back({"mvlgamma_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_mvlgamma_)), METH_FASTCALL | METH_KEYWORDS, "mvlgamma_($self, p)\n--\n\nReturns the logarithm of the multivariate gamma function of dimension p of each element of self (every element must exceed (p - 1) / 2)."});
  tables.methods.push_back({"isclose", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_isclose)), METH_FASTCALL | METH_KEYWORDS, "isclose($self, other, rtol=1e-05, atol=1e-08, equal_nan=False)\n--\n\nTests elementwise whether |self - other| <= atol + rtol * |other|, as bool; NaNs are equal when equal_nan."});
  tables.methods.push_back({"diff", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_diff)), METH_FASTCALL | METH_KEYWORDS, "diff($self, n=1, dim=-1, prepend=None, append=None)\n--\n\nReturns the n-th forward difference of self along dim, after concatenating prepend before and append after it."});
  tables.methods.push_back({"nansum", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_nansum)), METH_FASTCALL | METH_KEYWORDS, "nansum($self, dim=None, keepdim=False, *, dtype=None)\n--\n\nReturns the sum of self over dim (all dims when None), NaNs counted as zero."});
  tables.methods.push_back({"nanmean", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_nanmean)), METH_FASTCALL | METH_KEYWORDS, "nanmean($self, dim=None, keepdim=False, *, dtype=None)\n--\n\nReturns the mean of the non-NaN elements of self over dim (all dims when None)."});
  tables.methods.push_back({"renorm", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_renorm)), METH_FASTCALL | METH_KEYWORDS, "renorm($self, p, dim, maxnorm)\n--\n\nRescales each slice of self along dim whose p-norm exceeds maxnorm to norm maxnorm."});
  tables.methods.push_back({"renorm_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_renorm_)), METH_FASTCALL | METH_KEYWORDS, "renorm_($self, p, dim, maxnorm)\n--\n\nRescales each slice of self along dim whose p-norm exceeds maxnorm to norm maxnorm."});
  tables.methods.push_back({"fmax", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_fmax)), METH_FASTCALL | METH_KEYWORDS, "fmax($self, other)\n--\n\nReturns the elementwise maximum of self and other, taking the number where one of them is NaN."});
  tables.methods.push_back({"fmin", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_fmin)), METH_FASTCALL | METH_KEYWORDS, "fmin($self, other)\n--\n\nReturns the elementwise minimum of self and other, taking the number where one of them is NaN."});
  tables.methods.push_back({"ldexp", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_ldexp)), METH_FASTCALL | METH_KEYWORDS, "ldexp($self, other)\n--\n\nReturns self * 2 ** other elementwise."});
  tables.methods.push_back({"ldexp_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_ldexp_)), METH_FASTCALL | METH_KEYWORDS, "ldexp_($self, other)\n--\n\nReturns self * 2 ** other elementwise."});
  tables.methods.push_back({"frexp", method_frexp_noargs, METH_NOARGS, "frexp($self)\n--\n\nSplits each element of self into a mantissa in (-1, -0.5] or [0.5, 1) (0 for 0) and an int32 exponent, self = mantissa * 2 ** exponent."});
  tables.methods.push_back({"cov", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_cov)), METH_FASTCALL | METH_KEYWORDS, "cov($self, *, correction=1, fweights=None, aweights=None)\n--\n\nThe covariance matrix of the variables in self's rows (observations in its columns), dividing by the weighted count less correction, weighting observations by the integer fweights and the aweights."});
  tables.methods.push_back({"corrcoef", method_corrcoef_noargs, METH_NOARGS, "corrcoef($self)\n--\n\nThe Pearson correlation coefficients of the variables in self's rows (observations in its columns), clipped into [-1, 1]."});
  tables.methods.push_back({"igamma", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_igamma)), METH_FASTCALL | METH_KEYWORDS, "igamma($self, other)\n--\n\nReturns the regularised lower incomplete gamma function P(self, other) elementwise (self the shape a > 0, other x >= 0)."});
  tables.methods.push_back({"igamma_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_igamma_)), METH_FASTCALL | METH_KEYWORDS, "igamma_($self, other)\n--\n\nReturns the regularised lower incomplete gamma function P(self, other) elementwise (self the shape a > 0, other x >= 0)."});
  tables.methods.push_back({"igammac", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_igammac)), METH_FASTCALL | METH_KEYWORDS, "igammac($self, other)\n--\n\nReturns the regularised upper incomplete gamma function Q(self, other) = 1 - P(self, other) elementwise."});
  tables.methods.push_back({"igammac_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_igammac_)), METH_FASTCALL | METH_KEYWORDS, "igammac_($self, other)\n--\n\nReturns the regularised upper incomplete gamma function Q(self, other) = 1 - P(self, other) elementwise."});
}

}  // namespace yaten::python
