// @generated from ops.yaml by codegen (template: bindings_family.cpp.j2). Do not edit.
// Python entries of the 'creation' ops: one per Python name, parsing all
// of its overloads in one pass (python/src/arg_parser.h).
#include "generated/python/bindings.h"

#include "generated/autograd/ops_creation.h"
#include "python/src/arg_parser.h"
#include "python/src/device_objects.h"
#include "python/src/gil_release.h"
#include "python/src/named_tensors.h"
#include "python/src/torch_function.h"
#include "python/src/wrap.h"

namespace yaten::python {
namespace {

PyObject* fn_yaten_empty([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "empty(int[] size, *, MemoryFormat? memory_format=None, Tensor? out=None, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False)|unlisted",
      "empty(int[] size, *, MemoryFormat? memory_format=None, Tensor? out=None, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False, Dimname[]? names)|unlisted",
      "empty(int[] size, *, Dimname[]? names, MemoryFormat? memory_format=None, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False)|listed",
      "empty(int[] size, *, MemoryFormat? memory_format=None, Tensor? out=None, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False)|listed",
  }, false);
  ParsedArgs<10> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "empty", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      check_tensor_options("empty", r.objs[5], r.objs[4], r.objs[6]);
      if (!r.is_none(2)) {
        auto&& a0 = r.int_list(0);
        auto&& a1 = r.optional_scalar_type(3);
        auto&& a2 = r.to_bool(7);
        auto&& a3 = r.optional_memory_format(1);
        auto&& a4 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::empty_out(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
        return wrap_tensor(result);
      }
      auto&& a0 = r.int_list(0);
      auto&& a1 = r.optional_scalar_type(3);
      auto&& a2 = r.to_bool(7);
      auto&& a3 = r.optional_memory_format(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::empty(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
    case 1: {
      check_tensor_options("empty", r.objs[5], r.objs[4], r.objs[6]);
      if (!r.is_none(2)) {
        auto&& a0 = r.int_list(0);
        auto&& a1 = r.optional_scalar_type(3);
        auto&& a2 = r.to_bool(7);
        auto&& a3 = r.optional_memory_format(1);
        auto&& a4 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::empty_out(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
        set_names_from_python(result, r.objs[8]);
        return wrap_tensor(result);
      }
      auto&& a0 = r.int_list(0);
      auto&& a1 = r.optional_scalar_type(3);
      auto&& a2 = r.to_bool(7);
      auto&& a3 = r.optional_memory_format(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::empty(a0, a1, a2, a3); }, a0, a1, a2, a3);
      set_names_from_python(result, r.objs[8]);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_zeros([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "zeros(int[] size, *, Tensor? out=None, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False)|unlisted",
      "zeros(int[] size, *, Tensor? out=None, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False, Dimname[]? names)|unlisted",
      "zeros(int[] size, *, Dimname[]? names, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False)|listed",
      "zeros(int[] size, *, Tensor? out=None, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False)|listed",
  }, false);
  ParsedArgs<9> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "zeros", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      check_tensor_options("zeros", r.objs[4], r.objs[3], r.objs[5]);
      if (!r.is_none(1)) {
        auto&& a0 = r.int_list(0);
        auto&& a1 = r.optional_scalar_type(2);
        auto&& a2 = r.to_bool(6);
        auto&& a3 = r.tensor(1);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::zeros_out(a0, a1, a2, a3); }, a0, a1, a2, a3);
        return wrap_tensor(result);
      }
      auto&& a0 = r.int_list(0);
      auto&& a1 = r.optional_scalar_type(2);
      auto&& a2 = r.to_bool(6);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::zeros(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
    case 1: {
      check_tensor_options("zeros", r.objs[4], r.objs[3], r.objs[5]);
      if (!r.is_none(1)) {
        auto&& a0 = r.int_list(0);
        auto&& a1 = r.optional_scalar_type(2);
        auto&& a2 = r.to_bool(6);
        auto&& a3 = r.tensor(1);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::zeros_out(a0, a1, a2, a3); }, a0, a1, a2, a3);
        set_names_from_python(result, r.objs[7]);
        return wrap_tensor(result);
      }
      auto&& a0 = r.int_list(0);
      auto&& a1 = r.optional_scalar_type(2);
      auto&& a2 = r.to_bool(6);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::zeros(a0, a1, a2); }, a0, a1, a2);
      set_names_from_python(result, r.objs[7]);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_ones([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "ones(int[] size, *, Tensor? out=None, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False)|unlisted",
      "ones(int[] size, *, Tensor? out=None, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False, Dimname[]? names)|unlisted",
      "ones(int[] size, *, Dimname[]? names, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False)|listed",
      "ones(int[] size, *, Tensor? out=None, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False)|listed",
  }, false);
  ParsedArgs<9> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "ones", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      check_tensor_options("ones", r.objs[4], r.objs[3], r.objs[5]);
      if (!r.is_none(1)) {
        auto&& a0 = r.int_list(0);
        auto&& a1 = r.optional_scalar_type(2);
        auto&& a2 = r.to_bool(6);
        auto&& a3 = r.tensor(1);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::ones_out(a0, a1, a2, a3); }, a0, a1, a2, a3);
        return wrap_tensor(result);
      }
      auto&& a0 = r.int_list(0);
      auto&& a1 = r.optional_scalar_type(2);
      auto&& a2 = r.to_bool(6);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::ones(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
    case 1: {
      check_tensor_options("ones", r.objs[4], r.objs[3], r.objs[5]);
      if (!r.is_none(1)) {
        auto&& a0 = r.int_list(0);
        auto&& a1 = r.optional_scalar_type(2);
        auto&& a2 = r.to_bool(6);
        auto&& a3 = r.tensor(1);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::ones_out(a0, a1, a2, a3); }, a0, a1, a2, a3);
        set_names_from_python(result, r.objs[7]);
        return wrap_tensor(result);
      }
      auto&& a0 = r.int_list(0);
      auto&& a1 = r.optional_scalar_type(2);
      auto&& a2 = r.to_bool(6);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::ones(a0, a1, a2); }, a0, a1, a2);
      set_names_from_python(result, r.objs[7]);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_full([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "full(int[] size, Scalar fill_value, *, Tensor? out=None, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False)|unlisted",
      "full(int[] size, Scalar fill_value, *, Tensor? out=None, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False, Dimname[]? names)|unlisted",
      "full(int[] size, Scalar fill_value, *, Dimname[]? names, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False)|listed",
      "full(int[] size, Scalar fill_value, *, Tensor? out=None, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False)|listed",
  }, false);
  ParsedArgs<10> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "full", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      check_tensor_options("full", r.objs[5], r.objs[4], r.objs[6]);
      if (!r.is_none(2)) {
        auto&& a0 = r.int_list(0);
        auto&& a1 = r.scalar(1);
        auto&& a2 = r.optional_scalar_type(3);
        auto&& a3 = r.to_bool(7);
        auto&& a4 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::full_out(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
        return wrap_tensor(result);
      }
      auto&& a0 = r.int_list(0);
      auto&& a1 = r.scalar(1);
      auto&& a2 = r.optional_scalar_type(3);
      auto&& a3 = r.to_bool(7);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::full(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
    case 1: {
      check_tensor_options("full", r.objs[5], r.objs[4], r.objs[6]);
      if (!r.is_none(2)) {
        auto&& a0 = r.int_list(0);
        auto&& a1 = r.scalar(1);
        auto&& a2 = r.optional_scalar_type(3);
        auto&& a3 = r.to_bool(7);
        auto&& a4 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::full_out(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
        set_names_from_python(result, r.objs[8]);
        return wrap_tensor(result);
      }
      auto&& a0 = r.int_list(0);
      auto&& a1 = r.scalar(1);
      auto&& a2 = r.optional_scalar_type(3);
      auto&& a3 = r.to_bool(7);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::full(a0, a1, a2, a3); }, a0, a1, a2, a3);
      set_names_from_python(result, r.objs[8]);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_arange([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "arange(Scalar end, *, Tensor? out=None, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False)|unlisted",
      "arange(Scalar start, Scalar end, Scalar step=1, *, Tensor? out=None, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False)|unlisted",
      "arange(Scalar end, *, Tensor? out=None, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False)|listed",
      "arange(Scalar start, Scalar end, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False)|listed",
      "arange(Scalar start, Scalar end, Scalar step=1, *, Tensor? out=None, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False)|listed",
  }, false);
  ParsedArgs<10> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "arange", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      check_tensor_options("arange", r.objs[4], r.objs[3], r.objs[5]);
      if (!r.is_none(1)) {
        auto&& a0 = r.scalar(0);
        auto&& a1 = r.optional_scalar_type(2);
        auto&& a2 = r.to_bool(6);
        auto&& a3 = r.tensor(1);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::arange_out(a0, a1, a2, a3); }, a0, a1, a2, a3);
        return wrap_tensor(result);
      }
      auto&& a0 = r.scalar(0);
      auto&& a1 = r.optional_scalar_type(2);
      auto&& a2 = r.to_bool(6);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::arange(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
    case 1: {
      check_tensor_options("arange", r.objs[6], r.objs[5], r.objs[7]);
      if (!r.is_none(3)) {
        auto&& a0 = r.scalar(0);
        auto&& a1 = r.scalar(1);
        auto&& a2 = r.scalar(2);
        auto&& a3 = r.optional_scalar_type(4);
        auto&& a4 = r.to_bool(8);
        auto&& a5 = r.tensor(3);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::arange_start_step_out(a0, a1, a2, a3, a4, a5); }, a0, a1, a2, a3, a4, a5);
        return wrap_tensor(result);
      }
      auto&& a0 = r.scalar(0);
      auto&& a1 = r.scalar(1);
      auto&& a2 = r.scalar(2);
      auto&& a3 = r.optional_scalar_type(4);
      auto&& a4 = r.to_bool(8);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::arange_start_step(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_linspace([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "linspace(Scalar start, Scalar end, int steps, *, Tensor? out=None, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False)",
  }, false);
  ParsedArgs<10> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "linspace", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      check_tensor_options("linspace", r.objs[6], r.objs[5], r.objs[7]);
      if (!r.is_none(3)) {
        auto&& a0 = r.scalar(0);
        auto&& a1 = r.scalar(1);
        auto&& a2 = r.int64(2);
        auto&& a3 = r.optional_scalar_type(4);
        auto&& a4 = r.to_bool(8);
        auto&& a5 = r.tensor(3);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::linspace_out(a0, a1, a2, a3, a4, a5); }, a0, a1, a2, a3, a4, a5);
        return wrap_tensor(result);
      }
      auto&& a0 = r.scalar(0);
      auto&& a1 = r.scalar(1);
      auto&& a2 = r.int64(2);
      auto&& a3 = r.optional_scalar_type(4);
      auto&& a4 = r.to_bool(8);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::linspace(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_eye([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "eye(int n, int? m=None, *, Tensor? out=None, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False)|unlisted",
      "eye(int n, *, Tensor? out=None, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False)|listed",
      "eye(int n, int m, *, Tensor? out=None, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False)|listed",
  }, false);
  ParsedArgs<9> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "eye", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      check_tensor_options("eye", r.objs[5], r.objs[4], r.objs[6]);
      if (!r.is_none(2)) {
        auto&& a0 = r.int64(0);
        auto&& a1 = r.optional_int64(1);
        auto&& a2 = r.optional_scalar_type(3);
        auto&& a3 = r.to_bool(7);
        auto&& a4 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::eye_out(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
        return wrap_tensor(result);
      }
      auto&& a0 = r.int64(0);
      auto&& a1 = r.optional_int64(1);
      auto&& a2 = r.optional_scalar_type(3);
      auto&& a3 = r.to_bool(7);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::eye(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_rand([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "rand(int[] size, *, Generator? generator=None, Tensor? out=None, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False)|unlisted",
      "rand(int[] size, *, Generator? generator=None, Tensor? out=None, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False, Dimname[]? names)|unlisted",
      "rand(int[] size, *, Generator? generator, Dimname[]? names, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False)|listed",
      "rand(int[] size, *, Generator? generator, Tensor? out=None, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False)|listed",
      "rand(int[] size, *, Tensor? out=None, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False)|listed",
      "rand(int[] size, *, Dimname[]? names, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False)|listed",
  }, false);
  ParsedArgs<10> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "rand", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      check_tensor_options("rand", r.objs[5], r.objs[4], r.objs[6]);
      if (!r.is_none(2)) {
        auto&& a0 = r.int_list(0);
        auto&& a1 = r.generator(1);
        auto&& a2 = r.optional_scalar_type(3);
        auto&& a3 = r.to_bool(7);
        auto&& a4 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::rand_out(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
        return wrap_tensor(result);
      }
      auto&& a0 = r.int_list(0);
      auto&& a1 = r.generator(1);
      auto&& a2 = r.optional_scalar_type(3);
      auto&& a3 = r.to_bool(7);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::rand(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
    case 1: {
      check_tensor_options("rand", r.objs[5], r.objs[4], r.objs[6]);
      if (!r.is_none(2)) {
        auto&& a0 = r.int_list(0);
        auto&& a1 = r.generator(1);
        auto&& a2 = r.optional_scalar_type(3);
        auto&& a3 = r.to_bool(7);
        auto&& a4 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::rand_out(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
        set_names_from_python(result, r.objs[8]);
        return wrap_tensor(result);
      }
      auto&& a0 = r.int_list(0);
      auto&& a1 = r.generator(1);
      auto&& a2 = r.optional_scalar_type(3);
      auto&& a3 = r.to_bool(7);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::rand(a0, a1, a2, a3); }, a0, a1, a2, a3);
      set_names_from_python(result, r.objs[8]);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_randn([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "randn(int[] size, *, Generator? generator=None, Tensor? out=None, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False)|unlisted",
      "randn(int[] size, *, Generator? generator=None, Tensor? out=None, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False, Dimname[]? names)|unlisted",
      "randn(int[] size, *, Generator? generator, Dimname[]? names, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False)|listed",
      "randn(int[] size, *, Generator? generator, Tensor? out=None, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False)|listed",
      "randn(int[] size, *, Tensor? out=None, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False)|listed",
      "randn(int[] size, *, Dimname[]? names, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False)|listed",
  }, false);
  ParsedArgs<10> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "randn", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      check_tensor_options("randn", r.objs[5], r.objs[4], r.objs[6]);
      if (!r.is_none(2)) {
        auto&& a0 = r.int_list(0);
        auto&& a1 = r.generator(1);
        auto&& a2 = r.optional_scalar_type(3);
        auto&& a3 = r.to_bool(7);
        auto&& a4 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::randn_out(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
        return wrap_tensor(result);
      }
      auto&& a0 = r.int_list(0);
      auto&& a1 = r.generator(1);
      auto&& a2 = r.optional_scalar_type(3);
      auto&& a3 = r.to_bool(7);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::randn(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
    case 1: {
      check_tensor_options("randn", r.objs[5], r.objs[4], r.objs[6]);
      if (!r.is_none(2)) {
        auto&& a0 = r.int_list(0);
        auto&& a1 = r.generator(1);
        auto&& a2 = r.optional_scalar_type(3);
        auto&& a3 = r.to_bool(7);
        auto&& a4 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::randn_out(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
        set_names_from_python(result, r.objs[8]);
        return wrap_tensor(result);
      }
      auto&& a0 = r.int_list(0);
      auto&& a1 = r.generator(1);
      auto&& a2 = r.optional_scalar_type(3);
      auto&& a3 = r.to_bool(7);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::randn(a0, a1, a2, a3); }, a0, a1, a2, a3);
      set_names_from_python(result, r.objs[8]);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_randint([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "randint(int high, int[] size, *, Generator? generator=None, Tensor? out=None, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False)|unlisted",
      "randint(int low, int high, int[] size, *, Generator? generator=None, Tensor? out=None, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False)|unlisted",
      "randint(int high, int[] size, *, Generator? generator, Tensor? out=None, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False)|listed",
      "randint(int high, int[] size, *, Tensor? out=None, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False)|listed",
      "randint(int low, int high, int[] size, *, Generator? generator, Tensor? out=None, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False)|listed",
      "randint(int low, int high, int[] size, *, Tensor? out=None, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False)|listed",
  }, false);
  ParsedArgs<11> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "randint", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      check_tensor_options("randint", r.objs[6], r.objs[5], r.objs[7]);
      if (!r.is_none(3)) {
        auto&& a0 = r.int64(0);
        auto&& a1 = r.int_list(1);
        auto&& a2 = r.generator(2);
        auto&& a3 = r.optional_scalar_type(4);
        auto&& a4 = r.to_bool(8);
        auto&& a5 = r.tensor(3);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::randint_out(a0, a1, a2, a3, a4, a5); }, a0, a1, a2, a3, a4, a5);
        return wrap_tensor(result);
      }
      auto&& a0 = r.int64(0);
      auto&& a1 = r.int_list(1);
      auto&& a2 = r.generator(2);
      auto&& a3 = r.optional_scalar_type(4);
      auto&& a4 = r.to_bool(8);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::randint(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
    case 1: {
      check_tensor_options("randint", r.objs[7], r.objs[6], r.objs[8]);
      if (!r.is_none(4)) {
        auto&& a0 = r.int64(0);
        auto&& a1 = r.int64(1);
        auto&& a2 = r.int_list(2);
        auto&& a3 = r.generator(3);
        auto&& a4 = r.optional_scalar_type(5);
        auto&& a5 = r.to_bool(9);
        auto&& a6 = r.tensor(4);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::randint_low_out(a0, a1, a2, a3, a4, a5, a6); }, a0, a1, a2, a3, a4, a5, a6);
        return wrap_tensor(result);
      }
      auto&& a0 = r.int64(0);
      auto&& a1 = r.int64(1);
      auto&& a2 = r.int_list(2);
      auto&& a3 = r.generator(3);
      auto&& a4 = r.optional_scalar_type(5);
      auto&& a5 = r.to_bool(9);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::randint_low(a0, a1, a2, a3, a4, a5); }, a0, a1, a2, a3, a4, a5);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_manual_seed([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "manual_seed(int seed)",
  }, false);
  ParsedArgs<1> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "manual_seed", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.int64(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::manual_seed(a0); }, a0);
      Py_RETURN_NONE;
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_zeros_like([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "zeros_like(Tensor input, *, MemoryFormat? memory_format=None, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False)",
  }, false);
  ParsedArgs<8> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "zeros_like", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      check_tensor_options("zeros_like", r.objs[4], r.objs[3], r.objs[5]);
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.optional_scalar_type(2);
      auto&& a2 = r.to_bool(6);
      auto&& a3 = r.optional_memory_format(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::zeros_like(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_ones_like([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "ones_like(Tensor input, *, MemoryFormat? memory_format=None, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False)",
  }, false);
  ParsedArgs<8> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "ones_like", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      check_tensor_options("ones_like", r.objs[4], r.objs[3], r.objs[5]);
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.optional_scalar_type(2);
      auto&& a2 = r.to_bool(6);
      auto&& a3 = r.optional_memory_format(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::ones_like(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_empty_like([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "empty_like(Tensor input, *, MemoryFormat? memory_format=None, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False)",
  }, false);
  ParsedArgs<8> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "empty_like", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      check_tensor_options("empty_like", r.objs[4], r.objs[3], r.objs[5]);
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.optional_scalar_type(2);
      auto&& a2 = r.to_bool(6);
      auto&& a3 = r.optional_memory_format(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::empty_like(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_full_like([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "full_like(Tensor input, Scalar fill_value, *, MemoryFormat? memory_format=None, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False)",
  }, false);
  ParsedArgs<9> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "full_like", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      check_tensor_options("full_like", r.objs[5], r.objs[4], r.objs[6]);
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.scalar(1);
      auto&& a2 = r.optional_scalar_type(3);
      auto&& a3 = r.to_bool(7);
      auto&& a4 = r.optional_memory_format(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::full_like(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_logspace([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "logspace(Scalar start, Scalar end, int steps, float base=10.0, *, Tensor? out=None, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False)",
  }, false);
  ParsedArgs<11> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "logspace", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      check_tensor_options("logspace", r.objs[7], r.objs[6], r.objs[8]);
      if (!r.is_none(4)) {
        auto&& a0 = r.scalar(0);
        auto&& a1 = r.scalar(1);
        auto&& a2 = r.int64(2);
        auto&& a3 = r.to_double(3);
        auto&& a4 = r.optional_scalar_type(5);
        auto&& a5 = r.to_bool(9);
        auto&& a6 = r.tensor(4);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::logspace_out(a0, a1, a2, a3, a4, a5, a6); }, a0, a1, a2, a3, a4, a5, a6);
        return wrap_tensor(result);
      }
      auto&& a0 = r.scalar(0);
      auto&& a1 = r.scalar(1);
      auto&& a2 = r.int64(2);
      auto&& a3 = r.to_double(3);
      auto&& a4 = r.optional_scalar_type(5);
      auto&& a5 = r.to_bool(9);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::logspace(a0, a1, a2, a3, a4, a5); }, a0, a1, a2, a3, a4, a5);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_scalar_tensor([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "scalar_tensor(Scalar s, *, Tensor? out=None, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False)",
  }, false);
  ParsedArgs<8> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "scalar_tensor", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      check_tensor_options("scalar_tensor", r.objs[4], r.objs[3], r.objs[5]);
      if (!r.is_none(1)) {
        auto&& a0 = r.scalar(0);
        auto&& a1 = r.optional_scalar_type(2);
        auto&& a2 = r.to_bool(6);
        auto&& a3 = r.tensor(1);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::scalar_tensor_out(a0, a1, a2, a3); }, a0, a1, a2, a3);
        return wrap_tensor(result);
      }
      auto&& a0 = r.scalar(0);
      auto&& a1 = r.optional_scalar_type(2);
      auto&& a2 = r.to_bool(6);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::scalar_tensor(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_range([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "range(Scalar start, Scalar end, Scalar step=1, *, Tensor? out=None, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False)",
  }, false);
  ParsedArgs<10> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "range", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      check_tensor_options("range", r.objs[6], r.objs[5], r.objs[7]);
      if (!r.is_none(3)) {
        auto&& a0 = r.scalar(0);
        auto&& a1 = r.scalar(1);
        auto&& a2 = r.scalar(2);
        auto&& a3 = r.optional_scalar_type(4);
        auto&& a4 = r.to_bool(8);
        auto&& a5 = r.tensor(3);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::range_out(a0, a1, a2, a3, a4, a5); }, a0, a1, a2, a3, a4, a5);
        return wrap_tensor(result);
      }
      auto&& a0 = r.scalar(0);
      auto&& a1 = r.scalar(1);
      auto&& a2 = r.scalar(2);
      auto&& a3 = r.optional_scalar_type(4);
      auto&& a4 = r.to_bool(8);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::range(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_hann_window([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "hann_window(int window_length, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False)",
      "hann_window(int window_length, bool periodic, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False)",
  }, false);
  ParsedArgs<8> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "hann_window", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      check_tensor_options("hann_window", r.objs[3], r.objs[2], r.objs[4]);
      auto&& a0 = r.int64(0);
      auto&& a1 = r.optional_scalar_type(1);
      auto&& a2 = r.to_bool(5);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::hann_window(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
    case 1: {
      check_tensor_options("hann_window", r.objs[4], r.objs[3], r.objs[5]);
      auto&& a0 = r.int64(0);
      auto&& a1 = r.to_bool(1);
      auto&& a2 = r.optional_scalar_type(2);
      auto&& a3 = r.to_bool(6);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::hann_window_periodic(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_hamming_window([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "hamming_window(int window_length, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False)",
      "hamming_window(int window_length, bool periodic, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False)",
      "hamming_window(int window_length, bool periodic, float alpha, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False)",
      "hamming_window(int window_length, bool periodic, float alpha, float beta, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False)",
  }, false);
  ParsedArgs<10> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "hamming_window", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      check_tensor_options("hamming_window", r.objs[3], r.objs[2], r.objs[4]);
      auto&& a0 = r.int64(0);
      auto&& a1 = r.optional_scalar_type(1);
      auto&& a2 = r.to_bool(5);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::hamming_window(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
    case 1: {
      check_tensor_options("hamming_window", r.objs[4], r.objs[3], r.objs[5]);
      auto&& a0 = r.int64(0);
      auto&& a1 = r.to_bool(1);
      auto&& a2 = r.optional_scalar_type(2);
      auto&& a3 = r.to_bool(6);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::hamming_window_periodic(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
    case 2: {
      check_tensor_options("hamming_window", r.objs[5], r.objs[4], r.objs[6]);
      auto&& a0 = r.int64(0);
      auto&& a1 = r.to_bool(1);
      auto&& a2 = r.to_double(2);
      auto&& a3 = r.optional_scalar_type(3);
      auto&& a4 = r.to_bool(7);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::hamming_window_periodic_alpha(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
    case 3: {
      check_tensor_options("hamming_window", r.objs[6], r.objs[5], r.objs[7]);
      auto&& a0 = r.int64(0);
      auto&& a1 = r.to_bool(1);
      auto&& a2 = r.to_double(2);
      auto&& a3 = r.to_double(3);
      auto&& a4 = r.optional_scalar_type(4);
      auto&& a5 = r.to_bool(8);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::hamming_window_periodic_alpha_beta(a0, a1, a2, a3, a4, a5); }, a0, a1, a2, a3, a4, a5);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_blackman_window([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "blackman_window(int window_length, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False)",
      "blackman_window(int window_length, bool periodic, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False)",
  }, false);
  ParsedArgs<8> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "blackman_window", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      check_tensor_options("blackman_window", r.objs[3], r.objs[2], r.objs[4]);
      auto&& a0 = r.int64(0);
      auto&& a1 = r.optional_scalar_type(1);
      auto&& a2 = r.to_bool(5);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::blackman_window(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
    case 1: {
      check_tensor_options("blackman_window", r.objs[4], r.objs[3], r.objs[5]);
      auto&& a0 = r.int64(0);
      auto&& a1 = r.to_bool(1);
      auto&& a2 = r.optional_scalar_type(2);
      auto&& a3 = r.to_bool(6);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::blackman_window_periodic(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_bartlett_window([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "bartlett_window(int window_length, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False)",
      "bartlett_window(int window_length, bool periodic, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False)",
  }, false);
  ParsedArgs<8> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "bartlett_window", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      check_tensor_options("bartlett_window", r.objs[3], r.objs[2], r.objs[4]);
      auto&& a0 = r.int64(0);
      auto&& a1 = r.optional_scalar_type(1);
      auto&& a2 = r.to_bool(5);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bartlett_window(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
    case 1: {
      check_tensor_options("bartlett_window", r.objs[4], r.objs[3], r.objs[5]);
      auto&& a0 = r.int64(0);
      auto&& a1 = r.to_bool(1);
      auto&& a2 = r.optional_scalar_type(2);
      auto&& a3 = r.to_bool(6);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bartlett_window_periodic(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_kaiser_window([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "kaiser_window(int window_length, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False)",
      "kaiser_window(int window_length, bool periodic, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False)",
      "kaiser_window(int window_length, bool periodic, float beta, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False)",
  }, false);
  ParsedArgs<9> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "kaiser_window", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      check_tensor_options("kaiser_window", r.objs[3], r.objs[2], r.objs[4]);
      auto&& a0 = r.int64(0);
      auto&& a1 = r.optional_scalar_type(1);
      auto&& a2 = r.to_bool(5);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::kaiser_window(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
    case 1: {
      check_tensor_options("kaiser_window", r.objs[4], r.objs[3], r.objs[5]);
      auto&& a0 = r.int64(0);
      auto&& a1 = r.to_bool(1);
      auto&& a2 = r.optional_scalar_type(2);
      auto&& a3 = r.to_bool(6);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::kaiser_window_periodic(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
    case 2: {
      check_tensor_options("kaiser_window", r.objs[5], r.objs[4], r.objs[6]);
      auto&& a0 = r.int64(0);
      auto&& a1 = r.to_bool(1);
      auto&& a2 = r.to_double(2);
      auto&& a3 = r.optional_scalar_type(3);
      auto&& a4 = r.to_bool(7);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::kaiser_window_beta(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_new_zeros([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "new_zeros(int[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False)",
  }, false);
  ParsedArgs<7> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "new_zeros", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      check_tensor_options("new_zeros", r.objs[3], r.objs[2], r.objs[4]);
      auto&& a1 = r.int_list(0);
      auto&& a2 = r.optional_scalar_type(1);
      auto&& a3 = r.to_bool(5);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::new_zeros(self, a1, a2, a3); }, self, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_new_ones([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "new_ones(int[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False)",
  }, false);
  ParsedArgs<7> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "new_ones", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      check_tensor_options("new_ones", r.objs[3], r.objs[2], r.objs[4]);
      auto&& a1 = r.int_list(0);
      auto&& a2 = r.optional_scalar_type(1);
      auto&& a3 = r.to_bool(5);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::new_ones(self, a1, a2, a3); }, self, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_new_empty([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "new_empty(int[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False)",
  }, false);
  ParsedArgs<7> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "new_empty", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      check_tensor_options("new_empty", r.objs[3], r.objs[2], r.objs[4]);
      auto&& a1 = r.int_list(0);
      auto&& a2 = r.optional_scalar_type(1);
      auto&& a3 = r.to_bool(5);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::new_empty(self, a1, a2, a3); }, self, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_new_full([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "new_full(int[] size, Scalar fill_value, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False)",
  }, false);
  ParsedArgs<8> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "new_full", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      check_tensor_options("new_full", r.objs[4], r.objs[3], r.objs[5]);
      auto&& a1 = r.int_list(0);
      auto&& a2 = r.scalar(1);
      auto&& a3 = r.optional_scalar_type(2);
      auto&& a4 = r.to_bool(6);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::new_full(self, a1, a2, a3, a4); }, self, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

}  // namespace

void add_creation_bindings(MethodTables& tables) {
  tables.functions["_functions"].push_back({"empty", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_empty)), METH_FASTCALL | METH_KEYWORDS, "empty($module, size, *, dtype=None, layout=None, device=None, pin_memory=False, requires_grad=False, memory_format=None, out=None)\n--\n\nReturns a tensor of the given size whose memory is not initialised, laid out in memory_format (None is contiguous_format)."});
  tables.functions["_functions"].push_back({"zeros", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_zeros)), METH_FASTCALL | METH_KEYWORDS, "zeros($module, size, *, dtype=None, layout=None, device=None, pin_memory=False, requires_grad=False, out=None)\n--\n\nReturns a tensor of the given size filled with 0."});
  tables.functions["_functions"].push_back({"ones", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_ones)), METH_FASTCALL | METH_KEYWORDS, "ones($module, size, *, dtype=None, layout=None, device=None, pin_memory=False, requires_grad=False, out=None)\n--\n\nReturns a tensor of the given size filled with 1."});
  tables.functions["_functions"].push_back({"full", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_full)), METH_FASTCALL | METH_KEYWORDS, "full($module, size, fill_value, *, dtype=None, layout=None, device=None, pin_memory=False, requires_grad=False, out=None)\n--\n\nReturns a tensor of the given size filled with fill_value; its dtype follows fill_value unless given."});
  tables.functions["_functions"].push_back({"arange", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_arange)), METH_FASTCALL | METH_KEYWORDS, "arange($module, start=None, end=None, step=1, *, dtype=None, layout=None, device=None, pin_memory=False, requires_grad=False, out=None)\n--\n\nReturns the 1-D tensor [0, 1, ..., end) ."});
  tables.functions["_functions"].push_back({"linspace", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_linspace)), METH_FASTCALL | METH_KEYWORDS, "linspace($module, start, end, steps, *, dtype=None, layout=None, device=None, pin_memory=False, requires_grad=False, out=None)\n--\n\nReturns steps values evenly spaced from start to end, inclusive."});
  tables.functions["_functions"].push_back({"eye", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_eye)), METH_FASTCALL | METH_KEYWORDS, "eye($module, n, m=None, *, dtype=None, layout=None, device=None, pin_memory=False, requires_grad=False, out=None)\n--\n\nReturns a 2-D tensor with ones on the diagonal and zeros elsewhere."});
  tables.functions["_functions"].push_back({"rand", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_rand)), METH_FASTCALL | METH_KEYWORDS, "rand($module, size, *, generator=None, dtype=None, layout=None, device=None, pin_memory=False, requires_grad=False, out=None)\n--\n\nReturns a tensor of values drawn uniformly from [0, 1)."});
  tables.functions["_functions"].push_back({"randn", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_randn)), METH_FASTCALL | METH_KEYWORDS, "randn($module, size, *, generator=None, dtype=None, layout=None, device=None, pin_memory=False, requires_grad=False, out=None)\n--\n\nReturns a tensor of values drawn from the standard normal distribution."});
  tables.functions["_functions"].push_back({"randint", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_randint)), METH_FASTCALL | METH_KEYWORDS, "randint($module, low=None, high=None, size=None, *, generator=None, dtype=None, layout=None, device=None, pin_memory=False, requires_grad=False, out=None)\n--\n\nReturns a tensor of integers drawn uniformly from [0, high)."});
  tables.functions["_functions"].push_back({"manual_seed", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_manual_seed)), METH_FASTCALL | METH_KEYWORDS, "manual_seed($module, seed)\n--\n\nSeeds the random number generator used by rand, randn, randint and the in-place random fills."});
  tables.functions["_functions"].push_back({"zeros_like", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_zeros_like)), METH_FASTCALL | METH_KEYWORDS, "zeros_like($module, input, *, dtype=None, layout=None, device=None, pin_memory=False, requires_grad=False, memory_format=None)\n--\n\nReturns a tensor of zeros with the size of self, and its dtype unless given; laid out as self unless memory_format is given."});
  tables.functions["_functions"].push_back({"ones_like", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_ones_like)), METH_FASTCALL | METH_KEYWORDS, "ones_like($module, input, *, dtype=None, layout=None, device=None, pin_memory=False, requires_grad=False, memory_format=None)\n--\n\nReturns a tensor of ones with the size of self, and its dtype unless given; laid out as self unless memory_format is given."});
  tables.functions["_functions"].push_back({"empty_like", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_empty_like)), METH_FASTCALL | METH_KEYWORDS, "empty_like($module, input, *, dtype=None, layout=None, device=None, pin_memory=False, requires_grad=False, memory_format=None)\n--\n\nReturns an uninitialised tensor with the size of self, and its dtype unless given; laid out as self unless memory_format is given."});
  tables.functions["_functions"].push_back({"full_like", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_full_like)), METH_FASTCALL | METH_KEYWORDS, "full_like($module, input, fill_value, *, dtype=None, layout=None, device=None, pin_memory=False, requires_grad=False, memory_format=None)\n--\n\nReturns a tensor with the size of self filled with fill_value; laid out as self unless memory_format is given."});
  tables.functions["_functions"].push_back({"logspace", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_logspace)), METH_FASTCALL | METH_KEYWORDS, "logspace($module, start, end, steps, base=10.0, *, dtype=None, layout=None, device=None, pin_memory=False, requires_grad=False, out=None)\n--\n\nReturns base raised to steps exponents evenly spaced from start to end, inclusive."});
  tables.functions["_functions"].push_back({"scalar_tensor", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_scalar_tensor)), METH_FASTCALL | METH_KEYWORDS, "scalar_tensor($module, s, *, dtype=None, layout=None, device=None, pin_memory=False, requires_grad=False, out=None)\n--\n\nReturns the 0-d tensor holding s, in the default float dtype unless dtype is given."});
  tables.functions["_functions"].push_back({"range", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_range)), METH_FASTCALL | METH_KEYWORDS, "range($module, start, end, step=1, *, dtype=None, layout=None, device=None, pin_memory=False, requires_grad=False, out=None)\n--\n\nDeprecated (use arange) - returns the 1-D tensor [start, start + step, ...] up to end inclusive, in the default float dtype unless dtype is given."});
  tables.functions["_functions"].push_back({"hann_window", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_hann_window)), METH_FASTCALL | METH_KEYWORDS, "hann_window($module, window_length, periodic=None, *, dtype=None, layout=None, device=None, pin_memory=False, requires_grad=False)\n--\n\nThe periodic Hann window of window_length points (the first window_length of window_length + 1)."});
  tables.functions["_functions"].push_back({"hamming_window", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_hamming_window)), METH_FASTCALL | METH_KEYWORDS, "hamming_window($module, window_length, periodic=None, alpha=None, beta=None, *, dtype=None, layout=None, device=None, pin_memory=False, requires_grad=False)\n--\n\nThe periodic Hamming window 0.54 - 0.46 cos(2 pi n / N) of window_length points."});
  tables.functions["_functions"].push_back({"blackman_window", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_blackman_window)), METH_FASTCALL | METH_KEYWORDS, "blackman_window($module, window_length, periodic=None, *, dtype=None, layout=None, device=None, pin_memory=False, requires_grad=False)\n--\n\nThe periodic Blackman window of window_length points."});
  tables.functions["_functions"].push_back({"bartlett_window", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_bartlett_window)), METH_FASTCALL | METH_KEYWORDS, "bartlett_window($module, window_length, periodic=None, *, dtype=None, layout=None, device=None, pin_memory=False, requires_grad=False)\n--\n\nThe periodic Bartlett (triangular) window of window_length points."});
  tables.functions["_functions"].push_back({"kaiser_window", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_kaiser_window)), METH_FASTCALL | METH_KEYWORDS, "kaiser_window($module, window_length, periodic=None, beta=None, *, dtype=None, layout=None, device=None, pin_memory=False, requires_grad=False)\n--\n\nThe periodic Kaiser window of window_length points with shape parameter 12."});
  tables.methods.push_back({"new_zeros", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_new_zeros)), METH_FASTCALL | METH_KEYWORDS, "new_zeros($self, size, *, dtype=None, layout=None, device=None, pin_memory=False, requires_grad=False)\n--\n\nReturns a tensor of the given size filled with 0, with self's dtype unless given."});
  tables.methods.push_back({"new_ones", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_new_ones)), METH_FASTCALL | METH_KEYWORDS, "new_ones($self, size, *, dtype=None, layout=None, device=None, pin_memory=False, requires_grad=False)\n--\n\nReturns a tensor of the given size filled with 1, with self's dtype unless given."});
  tables.methods.push_back({"new_empty", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_new_empty)), METH_FASTCALL | METH_KEYWORDS, "new_empty($self, size, *, dtype=None, layout=None, device=None, pin_memory=False, requires_grad=False)\n--\n\nReturns an uninitialised tensor of the given size, with self's dtype unless given."});
  tables.methods.push_back({"new_full", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_new_full)), METH_FASTCALL | METH_KEYWORDS, "new_full($self, size, fill_value, *, dtype=None, layout=None, device=None, pin_memory=False, requires_grad=False)\n--\n\nReturns a tensor of the given size filled with fill_value, with self's dtype unless given."});
}

}  // namespace yaten::python
