// @generated from ops.yaml by codegen (template: bindings_family.cpp.j2). Do not edit.
// Python entries of the 'shape' ops: one per Python name, parsing all
// of its overloads in one pass (python/src/arg_parser.h).
#include "generated/python/bindings.h"

#include "generated/autograd/ops_shape.h"
#include "python/src/arg_parser.h"
#include "python/src/device_objects.h"
#include "python/src/gil_release.h"
#include "python/src/named_tensors.h"
#include "python/src/torch_function.h"
#include "python/src/wrap.h"

namespace yaten::python {
namespace {

PyObject* fn_yaten_view_copy([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "view_copy(Tensor input, ScalarType dtype, *, Tensor? out=None)",
      "view_copy(Tensor input, int[] size, *, Tensor? out=None)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "view_copy", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.scalar_type(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::view_copy_dtype_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.scalar_type(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::view_copy_dtype(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
    case 1: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.int_list(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::view_copy_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int_list(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::view_copy(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_reshape([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "reshape(Tensor input, int[] shape)",
  }, false);
  ParsedArgs<2> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "reshape", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int_list(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::reshape(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_permute([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "permute(Tensor input, int[] dims)",
  }, false);
  ParsedArgs<2> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "permute", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int_list(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::permute(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_permute_copy([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "permute_copy(Tensor input, int[] dims, *, Tensor? out=None)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "permute_copy", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.int_list(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::permute_copy_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int_list(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::permute_copy(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_transpose([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "transpose(Tensor input, int dim0, int dim1)",
      "transpose(Tensor input, Dimname dim0, Dimname dim1)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "transpose", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      auto&& a2 = r.int64(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::transpose(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
    case 1: {
      check_names_found(r.tensor(0), {r.objs[1], r.objs[2]});
      auto&& a0 = r.tensor(0);
      auto&& a1 = dim_from_name(r.tensor(0), r.objs[1]);
      auto&& a2 = dim_from_name(r.tensor(0), r.objs[2]);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::transpose(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_swapdims([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "swapdims(Tensor input, int dim0, int dim1)",
      "swapdims(Tensor input, Dimname dim0, Dimname dim1)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "swapdims", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      auto&& a2 = r.int64(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::transpose(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
    case 1: {
      check_names_found(r.tensor(0), {r.objs[1], r.objs[2]});
      auto&& a0 = r.tensor(0);
      auto&& a1 = dim_from_name(r.tensor(0), r.objs[1]);
      auto&& a2 = dim_from_name(r.tensor(0), r.objs[2]);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::transpose(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_transpose_copy([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "transpose_copy(Tensor input, int dim0, int dim1, *, Tensor? out=None)",
  }, false);
  ParsedArgs<5> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "transpose_copy", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(3)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.int64(1);
        auto&& a2 = r.int64(2);
        auto&& a3 = r.tensor(3);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::transpose_copy_out(a0, a1, a2, a3); }, a0, a1, a2, a3);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      auto&& a2 = r.int64(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::transpose_copy(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_t([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "t(Tensor input)",
  }, false);
  ParsedArgs<1> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "t", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::t(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_t_copy([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "t_copy(Tensor input, *, Tensor? out=None)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "t_copy", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(1)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::t_copy_out(a0, a1); }, a0, a1);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::t_copy(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_squeeze([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "squeeze(Tensor input, int? dim=None)|unlisted",
      "squeeze(Tensor input, Dimname dim)|unlisted",
      "squeeze(Tensor input)|listed",
      "squeeze(Tensor input, int dim)|listed",
      "squeeze(Tensor input, Dimname dim)|listed",
  }, false);
  ParsedArgs<2> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "squeeze", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.optional_int64(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::squeeze(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
    case 1: {
      check_names_found(r.tensor(0), {r.objs[1]});
      auto&& a0 = r.tensor(0);
      auto&& a1 = dim_from_name(r.tensor(0), r.objs[1]);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::squeeze(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_squeeze_copy([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "squeeze_copy(Tensor input, int? dim=None, *, Tensor? out=None)|unlisted",
      "squeeze_copy(Tensor input, *, Tensor? out=None)|listed",
      "squeeze_copy(Tensor input, int dim, *, Tensor? out=None)|listed",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "squeeze_copy", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.optional_int64(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::squeeze_copy_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.optional_int64(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::squeeze_copy(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_unsqueeze([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "unsqueeze(Tensor input, int dim)",
  }, false);
  ParsedArgs<2> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "unsqueeze", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::unsqueeze(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_unsqueeze_copy([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "unsqueeze_copy(Tensor input, int dim, *, Tensor? out=None)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "unsqueeze_copy", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.int64(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::unsqueeze_copy_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::unsqueeze_copy(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_expand_copy([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "expand_copy(Tensor input, int[] size, *, bool implicit=False, Tensor? out=None)",
  }, false);
  ParsedArgs<5> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "expand_copy", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(3)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.int_list(1);
        auto&& a2 = r.to_bool(2);
        auto&& a3 = r.tensor(3);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::expand_copy_out(a0, a1, a2, a3); }, a0, a1, a2, a3);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int_list(1);
      auto&& a2 = r.to_bool(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::expand_copy(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_flatten([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "flatten(Tensor input, int start_dim=0, int end_dim=-1)|unlisted",
      "flatten(Tensor input, int start_dim=0, int end_dim=-1)|listed",
      "flatten(Tensor input, int start_dim, int end_dim, Dimname out_dim)|listed",
      "flatten(Tensor input, Dimname start_dim, Dimname end_dim, Dimname out_dim)|listed",
      "flatten(Tensor input, Dimname[] dims, Dimname out_dim)|listed",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "flatten", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      auto&& a2 = r.int64(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::flatten(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_ravel([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "ravel(Tensor input)",
  }, false);
  ParsedArgs<1> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "ravel", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::ravel(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_narrow([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "narrow(Tensor input, int dim, int start, int length)",
      "narrow(Tensor input, int dim, Tensor start, int length)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "narrow", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      auto&& a2 = r.int64(2);
      auto&& a3 = r.int64(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::narrow(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.int64(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::narrow_Tensor(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn__internal_slice([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "slice(Tensor input, int dim=0, int? start=None, int? end=None, int step=1)",
  }, false);
  ParsedArgs<5> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      auto&& a2 = r.optional_int64(2);
      auto&& a3 = r.optional_int64(3);
      auto&& a4 = r.int64(4);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::slice(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_slice_copy([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "slice_copy(Tensor input, int dim=0, int? start=None, int? end=None, int step=1, *, Tensor? out=None)",
  }, false);
  ParsedArgs<7> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "slice_copy", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(5)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.int64(1);
        auto&& a2 = r.optional_int64(2);
        auto&& a3 = r.optional_int64(3);
        auto&& a4 = r.int64(4);
        auto&& a5 = r.tensor(5);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::slice_copy_out(a0, a1, a2, a3, a4, a5); }, a0, a1, a2, a3, a4, a5);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      auto&& a2 = r.optional_int64(2);
      auto&& a3 = r.optional_int64(3);
      auto&& a4 = r.int64(4);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::slice_copy(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn__internal_slice_backward([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "slice_backward(Tensor grad_output, int[] input_sizes, int dim, int? start, int? end, int step)",
  }, false);
  ParsedArgs<6> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int_list(1);
      auto&& a2 = r.int64(2);
      auto&& a3 = r.optional_int64(3);
      auto&& a4 = r.optional_int64(4);
      auto&& a5 = r.int64(5);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::slice_backward(a0, a1, a2, a3, a4, a5); }, a0, a1, a2, a3, a4, a5);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_select([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "select(Tensor input, int dim, int index)",
      "select(Tensor input, Dimname dim, int index)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "select", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      auto&& a2 = r.int64(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::select(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
    case 1: {
      check_names_found(r.tensor(0), {r.objs[1]});
      auto&& a0 = r.tensor(0);
      auto&& a1 = dim_from_name(r.tensor(0), r.objs[1]);
      auto&& a2 = r.int64(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::select(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_select_copy([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "select_copy(Tensor input, int dim, int index, *, Tensor? out=None)",
  }, false);
  ParsedArgs<5> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "select_copy", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(3)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.int64(1);
        auto&& a2 = r.int64(2);
        auto&& a3 = r.tensor(3);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::select_copy_out(a0, a1, a2, a3); }, a0, a1, a2, a3);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      auto&& a2 = r.int64(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::select_copy(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn__internal_select_backward([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "select_backward(Tensor grad_output, int[] input_sizes, int dim, int index)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int_list(1);
      auto&& a2 = r.int64(2);
      auto&& a3 = r.int64(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::select_backward(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_cat([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "cat(Tensor[] tensors, int dim=0, *, Tensor? out=None)|unlisted",
      "cat(Tensor[] tensors, int dim=0, *, Tensor? out=None)|listed",
      "cat(Tensor[] tensors, Dimname dim, *, Tensor? out=None)|listed",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "cat", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor_list(0);
        auto&& a1 = r.int64(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::cat_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor_list(0);
      auto&& a1 = r.int64(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::cat(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_concat([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "concat(Tensor[] tensors, int dim=0, *, Tensor? out=None)|unlisted",
      "concat(Tensor[] tensors, int dim=0, *, Tensor? out=None)|listed",
      "concat(Tensor[] tensors, Dimname dim, *, Tensor? out=None)|listed",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "concat", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor_list(0);
        auto&& a1 = r.int64(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::cat_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor_list(0);
      auto&& a1 = r.int64(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::cat(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_concatenate([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "concatenate(Tensor[] tensors, int dim=0, *, Tensor? out=None)|unlisted",
      "concatenate(Tensor[] tensors, int dim=0, *, Tensor? out=None)|listed",
      "concatenate(Tensor[] tensors, Dimname dim, *, Tensor? out=None)|listed",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "concatenate", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor_list(0);
        auto&& a1 = r.int64(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::cat_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor_list(0);
      auto&& a1 = r.int64(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::cat(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_stack([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "stack(Tensor[] tensors, int dim=0, *, Tensor? out=None)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "stack", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor_list(0);
        auto&& a1 = r.int64(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::stack_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor_list(0);
      auto&& a1 = r.int64(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::stack(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_split_copy([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "split_copy(Tensor input, int split_size, int dim=0)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "split_copy", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      auto&& a2 = r.int64(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::split_copy(a0, a1, a2); }, a0, a1, a2);
      return wrap_list(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_chunk([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "chunk(Tensor input, int chunks, int dim=0)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "chunk", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      auto&& a2 = r.int64(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::chunk(a0, a1, a2); }, a0, a1, a2);
      return wrap_list(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_clone([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "clone(Tensor input, *, MemoryFormat? memory_format=None)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "clone", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.optional_memory_format(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::clone(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_detach([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "detach(Tensor input)",
  }, false);
  ParsedArgs<1> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "detach", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::detach(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_detach_copy([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "detach_copy(Tensor input, *, Tensor? out=None)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "detach_copy", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(1)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::detach_copy_out(a0, a1); }, a0, a1);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::detach_copy(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn__internal_alias([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "alias(Tensor input)",
  }, false);
  ParsedArgs<1> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::alias(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_alias_copy([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "alias_copy(Tensor input, *, Tensor? out=None)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "alias_copy", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(1)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::alias_copy_out(a0, a1); }, a0, a1);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::alias_copy(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_flip([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "flip(Tensor input, int[] dims)",
  }, false);
  ParsedArgs<2> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "flip", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int_list(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::flip(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_tril([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "tril(Tensor input, int diagonal=0, *, Tensor? out=None)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "tril", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.int64(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::tril_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::tril(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_triu([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "triu(Tensor input, int diagonal=0, *, Tensor? out=None)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "triu", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.int64(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::triu_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::triu(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_unbind([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "unbind(Tensor input, int dim=0)",
      "unbind(Tensor input, Dimname dim)",
  }, false);
  ParsedArgs<2> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "unbind", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::unbind(a0, a1); }, a0, a1);
      return wrap_list(result);
    }
    case 1: {
      check_names_found(r.tensor(0), {r.objs[1]});
      auto&& a0 = r.tensor(0);
      auto&& a1 = dim_from_name(r.tensor(0), r.objs[1]);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::unbind(a0, a1); }, a0, a1);
      return wrap_list(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_unbind_copy([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "unbind_copy(Tensor input, int dim=0)",
  }, false);
  ParsedArgs<2> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "unbind_copy", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::unbind_copy(a0, a1); }, a0, a1);
      return wrap_list(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_movedim([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "movedim(Tensor input, int[1] source, int[1] destination)|unlisted",
      "movedim(Tensor input, int source, int destination)|listed",
      "movedim(Tensor input, int[] source, int[] destination)|listed",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "movedim", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int_list(1);
      auto&& a2 = r.int_list(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::movedim(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_moveaxis([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "moveaxis(Tensor input, int[1] source, int[1] destination)|unlisted",
      "moveaxis(Tensor input, int source, int destination)|listed",
      "moveaxis(Tensor input, int[] source, int[] destination)|listed",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "moveaxis", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int_list(1);
      auto&& a2 = r.int_list(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::movedim(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_unflatten([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "unflatten(Tensor input, int dim, int[] sizes)|unlisted",
      "unflatten(Tensor input, int dim, int[] sizes)|listed",
      "unflatten(Tensor input, Dimname dim, int[] sizes, Dimname[] names)|listed",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "unflatten", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      auto&& a2 = r.int_list(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::unflatten(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_broadcast_to([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "broadcast_to(Tensor input, int[] size)",
  }, false);
  ParsedArgs<2> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "broadcast_to", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int_list(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::broadcast_to(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_roll([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "roll(Tensor input, int[1] shifts, int[1] dims=[])",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "roll", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int_list(1);
      auto&& a2 = r.int_list(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::roll(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_tile([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "tile(Tensor input, int[] dims)",
  }, false);
  ParsedArgs<2> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "tile", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int_list(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::tile(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_rot90([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "rot90(Tensor input, int k=1, int[] dims=[0,1])",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "rot90", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      auto&& a2 = r.int_list(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::rot90(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_fliplr([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "fliplr(Tensor input)",
  }, false);
  ParsedArgs<1> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "fliplr", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::fliplr(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_flipud([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "flipud(Tensor input)",
  }, false);
  ParsedArgs<1> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "flipud", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::flipud(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_atleast_1d([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "atleast_1d(Tensor input)",
      "atleast_1d(Tensor[] tensors)",
  }, false);
  ParsedArgs<1> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "atleast_1d", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::atleast_1d(a0); }, a0);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a0 = r.tensor_list(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::atleast_1d_Sequence(a0); }, a0);
      return wrap_list(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_atleast_2d([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "atleast_2d(Tensor input)",
      "atleast_2d(Tensor[] tensors)",
  }, false);
  ParsedArgs<1> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "atleast_2d", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::atleast_2d(a0); }, a0);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a0 = r.tensor_list(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::atleast_2d_Sequence(a0); }, a0);
      return wrap_list(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_atleast_3d([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "atleast_3d(Tensor input)",
      "atleast_3d(Tensor[] tensors)",
  }, false);
  ParsedArgs<1> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "atleast_3d", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::atleast_3d(a0); }, a0);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a0 = r.tensor_list(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::atleast_3d_Sequence(a0); }, a0);
      return wrap_list(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_hstack([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "hstack(Tensor[] tensors, *, Tensor? out=None)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "hstack", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(1)) {
        auto&& a0 = r.tensor_list(0);
        auto&& a1 = r.tensor(1);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::hstack_out(a0, a1); }, a0, a1);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor_list(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::hstack(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_vstack([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "vstack(Tensor[] tensors, *, Tensor? out=None)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "vstack", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(1)) {
        auto&& a0 = r.tensor_list(0);
        auto&& a1 = r.tensor(1);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::vstack_out(a0, a1); }, a0, a1);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor_list(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::vstack(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_row_stack([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "row_stack(Tensor[] tensors, *, Tensor? out=None)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "row_stack", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(1)) {
        auto&& a0 = r.tensor_list(0);
        auto&& a1 = r.tensor(1);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::vstack_out(a0, a1); }, a0, a1);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor_list(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::vstack(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_dstack([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "dstack(Tensor[] tensors, *, Tensor? out=None)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "dstack", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(1)) {
        auto&& a0 = r.tensor_list(0);
        auto&& a1 = r.tensor(1);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::dstack_out(a0, a1); }, a0, a1);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor_list(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::dstack(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_column_stack([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "column_stack(Tensor[] tensors, *, Tensor? out=None)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "column_stack", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(1)) {
        auto&& a0 = r.tensor_list(0);
        auto&& a1 = r.tensor(1);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::column_stack_out(a0, a1); }, a0, a1);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor_list(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::column_stack(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_repeat_interleave([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "repeat_interleave(Tensor input, int repeats, int? dim=None, *, int? output_size=None)",
      "repeat_interleave(Tensor input, Tensor repeats, int? dim=None, *, int? output_size=None)",
      "repeat_interleave(Tensor repeats, *, int? output_size=None)",
  }, false);
  ParsedArgs<5> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "repeat_interleave", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      auto&& a2 = r.optional_int64(2);
      auto&& a3 = r.optional_int64(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::repeat_interleave_self_int(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.optional_int64(2);
      auto&& a3 = r.optional_int64(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::repeat_interleave_self_Tensor(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
    case 2: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.optional_int64(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::repeat_interleave_Tensor(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_tensor_split([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "tensor_split(Tensor input, int sections, int dim=0)",
      "tensor_split(Tensor input, int[] indices, int dim=0)",
      "tensor_split(Tensor input, Tensor tensor_indices_or_sections, int dim=0)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "tensor_split", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      auto&& a2 = r.int64(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::tensor_split_sections(a0, a1, a2); }, a0, a1, a2);
      return wrap_list(result);
    }
    case 1: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int_list(1);
      auto&& a2 = r.int64(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::tensor_split_indices(a0, a1, a2); }, a0, a1, a2);
      return wrap_list(result);
    }
    case 2: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.int64(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::tensor_split_tensor_indices_or_sections(a0, a1, a2); }, a0, a1, a2);
      return wrap_list(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_hsplit([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "hsplit(Tensor input, int sections)",
      "hsplit(Tensor input, int[] indices)",
  }, false);
  ParsedArgs<2> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "hsplit", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::hsplit_int(a0, a1); }, a0, a1);
      return wrap_list(result);
    }
    case 1: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int_list(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::hsplit_array(a0, a1); }, a0, a1);
      return wrap_list(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_vsplit([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "vsplit(Tensor input, int sections)",
      "vsplit(Tensor input, int[] indices)",
  }, false);
  ParsedArgs<2> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "vsplit", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::vsplit_int(a0, a1); }, a0, a1);
      return wrap_list(result);
    }
    case 1: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int_list(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::vsplit_array(a0, a1); }, a0, a1);
      return wrap_list(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_dsplit([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "dsplit(Tensor input, int sections)",
      "dsplit(Tensor input, int[] indices)",
  }, false);
  ParsedArgs<2> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "dsplit", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::dsplit_int(a0, a1); }, a0, a1);
      return wrap_list(result);
    }
    case 1: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int_list(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::dsplit_array(a0, a1); }, a0, a1);
      return wrap_list(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_diagonal([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "diagonal(Tensor input, int offset=0, int dim1=0, int dim2=1)|unlisted",
      "diagonal(Tensor input, int offset=0, int dim1=0, int dim2=1)|listed",
      "diagonal(Tensor input, *, Dimname outdim, Dimname dim1, Dimname dim2, int offset=0)|listed",
  }, false);
  ParsedArgs<6> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "diagonal", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      auto&& a2 = r.int64(2);
      auto&& a3 = r.int64(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::diagonal(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_diagonal_copy([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "diagonal_copy(Tensor input, int offset=0, int dim1=0, int dim2=1, *, Tensor? out=None)|unlisted",
      "diagonal_copy(Tensor input, int offset=0, int dim1=0, int dim2=1, *, Tensor? out=None)|listed",
  }, false);
  ParsedArgs<6> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "diagonal_copy", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(4)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.int64(1);
        auto&& a2 = r.int64(2);
        auto&& a3 = r.int64(3);
        auto&& a4 = r.tensor(4);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::diagonal_copy_out(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      auto&& a2 = r.int64(2);
      auto&& a3 = r.int64(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::diagonal_copy(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn__internal_diagonal_backward([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "diagonal_backward(Tensor grad_output, int[] input_sizes, int offset, int dim1, int dim2)",
  }, false);
  ParsedArgs<5> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int_list(1);
      auto&& a2 = r.int64(2);
      auto&& a3 = r.int64(3);
      auto&& a4 = r.int64(4);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::diagonal_backward(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_diag_embed([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "diag_embed(Tensor input, int offset=0, int dim1=-2, int dim2=-1)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "diag_embed", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      auto&& a2 = r.int64(2);
      auto&& a3 = r.int64(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::diag_embed(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_diag([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "diag(Tensor input, int diagonal=0, *, Tensor? out=None)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "diag", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.int64(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::diag_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::diag(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_diagflat([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "diagflat(Tensor input, int offset=0)",
  }, false);
  ParsedArgs<2> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "diagflat", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::diagflat(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_trace([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "trace(Tensor input)",
  }, false);
  ParsedArgs<1> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "trace", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::trace(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_tril_indices([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "tril_indices(int row, int col, int offset=0, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False)",
  }, false);
  ParsedArgs<9> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "tril_indices", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      check_tensor_options("tril_indices", r.objs[5], r.objs[4], r.objs[6]);
      auto&& a0 = r.int64(0);
      auto&& a1 = r.int64(1);
      auto&& a2 = r.int64(2);
      auto&& a3 = r.optional_scalar_type(3);
      auto&& a4 = r.to_bool(7);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::tril_indices(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_triu_indices([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "triu_indices(int row, int col, int offset=0, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False)",
  }, false);
  ParsedArgs<9> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "triu_indices", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      check_tensor_options("triu_indices", r.objs[5], r.objs[4], r.objs[6]);
      auto&& a0 = r.int64(0);
      auto&& a1 = r.int64(1);
      auto&& a2 = r.int64(2);
      auto&& a3 = r.optional_scalar_type(3);
      auto&& a4 = r.to_bool(7);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::triu_indices(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_as_strided([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "as_strided(Tensor input, int[] size, int[] stride, int? storage_offset=None)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "as_strided", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int_list(1);
      auto&& a2 = r.int_list(2);
      auto&& a3 = r.optional_int64(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::as_strided(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_as_strided_copy([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "as_strided_copy(Tensor input, int[] size, int[] stride, int? storage_offset=None, *, Tensor? out=None)",
  }, false);
  ParsedArgs<6> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "as_strided_copy", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(4)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.int_list(1);
        auto&& a2 = r.int_list(2);
        auto&& a3 = r.optional_int64(3);
        auto&& a4 = r.tensor(4);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::as_strided_copy_out(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int_list(1);
      auto&& a2 = r.int_list(2);
      auto&& a3 = r.optional_int64(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::as_strided_copy(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn__internal_as_strided_backward([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "as_strided_backward(Tensor grad, int[] input_sizes, int[] input_strides, int input_storage_offset, int[] size, int[] stride, int? storage_offset)",
  }, false);
  ParsedArgs<7> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int_list(1);
      auto&& a2 = r.int_list(2);
      auto&& a3 = r.int64(3);
      auto&& a4 = r.int_list(4);
      auto&& a5 = r.int_list(5);
      auto&& a6 = r.optional_int64(6);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::as_strided_backward(a0, a1, a2, a3, a4, a5, a6); }, a0, a1, a2, a3, a4, a5, a6);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_unfold_copy([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "unfold_copy(Tensor input, int dimension, int size, int step, *, Tensor? out=None)",
  }, false);
  ParsedArgs<6> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "unfold_copy", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(4)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.int64(1);
        auto&& a2 = r.int64(2);
        auto&& a3 = r.int64(3);
        auto&& a4 = r.tensor(4);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::unfold_copy_out(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      auto&& a2 = r.int64(2);
      auto&& a3 = r.int64(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::unfold_copy(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn__internal_unfold_backward([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "unfold_backward(Tensor grad_in, int[] input_sizes, int dim, int size, int step)",
  }, false);
  ParsedArgs<5> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int_list(1);
      auto&& a2 = r.int64(2);
      auto&& a3 = r.int64(3);
      auto&& a4 = r.int64(4);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::unfold_backward(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_cartesian_prod([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "cartesian_prod(Tensor[] tensors)",
  }, false);
  ParsedArgs<1> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "cartesian_prod", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor_list(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::cartesian_prod(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_combinations([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "combinations(Tensor input, int r=2, bool with_replacement=False)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "combinations", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      auto&& a2 = r.to_bool(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::combinations(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_block_diag([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "block_diag(Tensor[] tensors)",
  }, false);
  ParsedArgs<1> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "block_diag", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor_list(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::block_diag(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_kron([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "kron(Tensor input, Tensor other, *, Tensor? out=None)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "kron", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::kron_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::kron(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_vander([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "vander(Tensor x, int? N=None, bool increasing=False)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "vander", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.optional_int64(1);
      auto&& a2 = r.to_bool(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::vander(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_linalg_vander([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "linalg_vander(Tensor x, *, int? N=None)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "vander", "yaten.linalg", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.optional_int64(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::linalg_vander(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_cross([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "cross(Tensor input, Tensor other, int? dim=None, *, Tensor? out=None)",
  }, false);
  ParsedArgs<5> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "cross", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(3)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.optional_int64(2);
        auto&& a3 = r.tensor(3);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::cross_out(a0, a1, a2, a3); }, a0, a1, a2, a3);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.optional_int64(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::cross(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_linalg_cross([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "linalg_cross(Tensor input, Tensor other, *, int dim=-1, Tensor? out=None)",
  }, false);
  ParsedArgs<5> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "cross", "yaten.linalg", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(3)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.int64(2);
        auto&& a3 = r.tensor(3);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::linalg_cross_out(a0, a1, a2, a3); }, a0, a1, a2, a3);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.int64(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::linalg_cross(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_swapaxes([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "swapaxes(Tensor input, int axis0, int axis1)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "swapaxes", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      auto&& a2 = r.int64(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::swapaxes(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_detach_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "detach_(Tensor input)",
  }, false);
  ParsedArgs<1> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "detach_", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::detach_(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_split_with_sizes([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "split_with_sizes(Tensor input, int[] split_sizes, int dim=0)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "split_with_sizes", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int_list(1);
      auto&& a2 = r.int64(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::split_with_sizes(a0, a1, a2); }, a0, a1, a2);
      return wrap_list(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_split_with_sizes_copy([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "split_with_sizes_copy(Tensor input, int[] split_sizes, int dim=0)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "split_with_sizes_copy", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int_list(1);
      auto&& a2 = r.int64(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::split_with_sizes_copy(a0, a1, a2); }, a0, a1, a2);
      return wrap_list(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_unsafe_split([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "unsafe_split(Tensor input, int split_size, int dim=0)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "unsafe_split", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      auto&& a2 = r.int64(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::unsafe_split(a0, a1, a2); }, a0, a1, a2);
      return wrap_list(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_unsafe_chunk([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "unsafe_chunk(Tensor input, int chunks, int dim=0)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "unsafe_chunk", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      auto&& a2 = r.int64(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::unsafe_chunk(a0, a1, a2); }, a0, a1, a2);
      return wrap_list(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_unsafe_split_with_sizes([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "unsafe_split_with_sizes(Tensor input, int[] split_sizes, int dim=0)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "unsafe_split_with_sizes", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int_list(1);
      auto&& a2 = r.int64(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::unsafe_split_with_sizes(a0, a1, a2); }, a0, a1, a2);
      return wrap_list(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_narrow_copy([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "narrow_copy(Tensor input, int dim, int start, int length, *, Tensor? out=None)",
  }, false);
  ParsedArgs<6> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "narrow_copy", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(4)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.int64(1);
        auto&& a2 = r.int64(2);
        auto&& a3 = r.int64(3);
        auto&& a4 = r.tensor(4);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::narrow_copy_out(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      auto&& a2 = r.int64(2);
      auto&& a3 = r.int64(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::narrow_copy(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_select_scatter([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "select_scatter(Tensor input, Tensor src, int dim, int index)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "select_scatter", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.int64(2);
      auto&& a3 = r.int64(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::select_scatter(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_slice_scatter([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "slice_scatter(Tensor input, Tensor src, int dim=0, int? start=None, int? end=None, int step=1)",
  }, false);
  ParsedArgs<6> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "slice_scatter", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.int64(2);
      auto&& a3 = r.optional_int64(3);
      auto&& a4 = r.optional_int64(4);
      auto&& a5 = r.int64(5);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::slice_scatter(a0, a1, a2, a3, a4, a5); }, a0, a1, a2, a3, a4, a5);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_diagonal_scatter([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "diagonal_scatter(Tensor input, Tensor src, int offset=0, int dim1=0, int dim2=1)",
  }, false);
  ParsedArgs<5> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "diagonal_scatter", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.int64(2);
      auto&& a3 = r.int64(3);
      auto&& a4 = r.int64(4);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::diagonal_scatter(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_as_strided_scatter([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "as_strided_scatter(Tensor input, Tensor src, int[] size, int[] stride, int? storage_offset=None)",
  }, false);
  ParsedArgs<5> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "as_strided_scatter", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.int_list(2);
      auto&& a3 = r.int_list(3);
      auto&& a4 = r.optional_int64(4);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::as_strided_scatter(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_split([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "split(Tensor tensor, int split_size_or_sections, int dim=0)|unlisted",
      "split(Tensor tensor, int[] split_size_or_sections, int dim=0)|unlisted",
      "split(Tensor input, int split_size, int dim=0)|listed",
      "split(Tensor input, int[] split_size, int dim=0)|listed",
  }, false, {}, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "split", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      auto&& a2 = r.int64(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::yaten_split(a0, a1, a2); }, a0, a1, a2);
      return wrap_list(result);
    }
    case 1: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int_list(1);
      auto&& a2 = r.int64(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::yaten_split_sizes(a0, a1, a2); }, a0, a1, a2);
      return wrap_list(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_view([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "view(ScalarType dtype)",
      "view(int[] size)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "view", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.scalar_type(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::view_dtype(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.int_list(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::view(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_reshape([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "reshape(int[] shape)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "reshape", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.int_list(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::reshape(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_permute([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "permute(int[] dims)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "permute", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.int_list(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::permute(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_transpose([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "transpose(int dim0, int dim1)",
      "transpose(Dimname dim0, Dimname dim1)",
  }, false);
  ParsedArgs<2> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "transpose", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.int64(0);
      auto&& a2 = r.int64(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::transpose(self, a1, a2); }, self, a1, a2);
      return wrap_tensor(result);
    }
    case 1: {
      check_names_found(self, {r.objs[0], r.objs[1]});
      auto&& a1 = dim_from_name(self, r.objs[0]);
      auto&& a2 = dim_from_name(self, r.objs[1]);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::transpose(self, a1, a2); }, self, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_swapdims([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "swapdims(int dim0, int dim1)",
      "swapdims(Dimname dim0, Dimname dim1)",
  }, false);
  ParsedArgs<2> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "swapdims", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.int64(0);
      auto&& a2 = r.int64(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::transpose(self, a1, a2); }, self, a1, a2);
      return wrap_tensor(result);
    }
    case 1: {
      check_names_found(self, {r.objs[0], r.objs[1]});
      auto&& a1 = dim_from_name(self, r.objs[0]);
      auto&& a2 = dim_from_name(self, r.objs[1]);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::transpose(self, a1, a2); }, self, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_t([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "t()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "t", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::t(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_t_noargs(PyObject* self_obj, PyObject*) { return method_t(self_obj, nullptr, 0, nullptr); }

PyObject* method_squeeze([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "squeeze(int? dim=None)|unlisted",
      "squeeze(Dimname dim)|unlisted",
      "squeeze()|listed",
      "squeeze(int dim)|listed",
      "squeeze(Dimname dim)|listed",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "squeeze", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.optional_int64(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::squeeze(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
    case 1: {
      check_names_found(self, {r.objs[0]});
      auto&& a1 = dim_from_name(self, r.objs[0]);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::squeeze(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_unsqueeze([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "unsqueeze(int dim)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "unsqueeze", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.int64(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::unsqueeze(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_expand([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "expand(int[] size, *, bool implicit=False)",
  }, false);
  ParsedArgs<3> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "expand", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.int_list(0);
      auto&& a2 = r.to_bool(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::expand(self, a1, a2); }, self, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_expand_as([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "expand_as(Tensor other)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "expand_as", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::expand_as(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_flatten([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "flatten(int start_dim=0, int end_dim=-1)|unlisted",
      "flatten(int start_dim=0, int end_dim=-1)|listed",
      "flatten(int start_dim, int end_dim, Dimname out_dim)|listed",
      "flatten(Dimname start_dim, Dimname end_dim, Dimname out_dim)|listed",
      "flatten(Dimname[] dims, Dimname out_dim)|listed",
  }, false);
  ParsedArgs<3> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "flatten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.int64(0);
      auto&& a2 = r.int64(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::flatten(self, a1, a2); }, self, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_ravel([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "ravel()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "ravel", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::ravel(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_ravel_noargs(PyObject* self_obj, PyObject*) { return method_ravel(self_obj, nullptr, 0, nullptr); }

PyObject* method_narrow([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "narrow(int dim, int start, int length)",
      "narrow(int dim, Tensor start, int length)",
  }, false);
  ParsedArgs<3> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "narrow", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.int64(0);
      auto&& a2 = r.int64(1);
      auto&& a3 = r.int64(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::narrow(self, a1, a2, a3); }, self, a1, a2, a3);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.int64(0);
      auto&& a2 = r.tensor(1);
      auto&& a3 = r.int64(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::narrow_Tensor(self, a1, a2, a3); }, self, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_select([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "select(int dim, int index)",
      "select(Dimname dim, int index)",
  }, false);
  ParsedArgs<2> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "select", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.int64(0);
      auto&& a2 = r.int64(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::select(self, a1, a2); }, self, a1, a2);
      return wrap_tensor(result);
    }
    case 1: {
      check_names_found(self, {r.objs[0]});
      auto&& a1 = dim_from_name(self, r.objs[0]);
      auto&& a2 = r.int64(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::select(self, a1, a2); }, self, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_split([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "split(int split_size, int dim=0)",
      "split(int[] split_size, int dim=0)",
  }, false, {}, false);
  ParsedArgs<2> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "split", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.int64(0);
      auto&& a2 = r.int64(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::split(self, a1, a2); }, self, a1, a2);
      return wrap_list(result);
    }
    case 1: {
      auto&& a1 = r.int_list(0);
      auto&& a2 = r.int64(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::split_sizes(self, a1, a2); }, self, a1, a2);
      return wrap_list(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_chunk([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "chunk(int chunks, int dim=0)",
  }, false);
  ParsedArgs<2> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "chunk", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.int64(0);
      auto&& a2 = r.int64(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::chunk(self, a1, a2); }, self, a1, a2);
      return wrap_list(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_contiguous([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "contiguous(*, MemoryFormat? memory_format=None)",
  }, false);
  ParsedArgs<2> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "contiguous", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.optional_memory_format(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::contiguous(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_clone([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "clone(*, MemoryFormat? memory_format=None)",
  }, false);
  ParsedArgs<2> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "clone", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.optional_memory_format(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::clone(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_detach([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "detach()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "detach", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::detach(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_detach_noargs(PyObject* self_obj, PyObject*) { return method_detach(self_obj, nullptr, 0, nullptr); }

PyObject* method_to([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "to(Device? device=None, ScalarType? dtype=None, bool non_blocking=False, bool copy=False, *, MemoryFormat? memory_format=None)",
      "to(ScalarType dtype, bool non_blocking=False, bool copy=False, *, MemoryFormat? memory_format=None)",
      "to(Tensor tensor, bool non_blocking=False, bool copy=False, *, MemoryFormat? memory_format=None)",
  }, false, {
      "",
      "",
      "tensor",
  });
  ParsedArgs<6> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "to", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      check_tensor_options("to", r.objs[0], nullptr, nullptr);
      auto&& a1 = r.optional_scalar_type(1);
      auto&& a2 = r.to_bool(2);
      auto&& a3 = r.to_bool(3);
      auto&& a4 = r.optional_memory_format(4);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::to_device(self, a1, a2, a3, a4); }, self, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.scalar_type(0);
      auto&& a2 = r.to_bool(1);
      auto&& a3 = r.to_bool(2);
      auto&& a4 = r.optional_memory_format(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::to(self, a1, a2, a3, a4); }, self, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
    case 2: {
      auto&& a1 = r.tensor(0);
      auto&& a2 = r.to_bool(1);
      auto&& a3 = r.to_bool(2);
      auto&& a4 = r.optional_memory_format(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::to_other(self, a1, a2, a3, a4); }, self, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_cpu([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "cpu(*, MemoryFormat? memory_format=None)",
  }, false);
  ParsedArgs<2> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "cpu", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.optional_memory_format(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::cpu(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_flip([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "flip(int[] dims)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "flip", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.int_list(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::flip(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_repeat([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "repeat(int[] repeats)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "repeat", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.int_list(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::repeat(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_tril([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "tril(int diagonal=0)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "tril", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.int64(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::tril(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_tril_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "tril_(int diagonal=0)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "tril_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.int64(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::tril_(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_triu([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "triu(int diagonal=0)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "triu", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.int64(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::triu(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_triu_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "triu_(int diagonal=0)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "triu_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.int64(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::triu_(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_view_as([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "view_as(Tensor other)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "view_as", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::view_as(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_reshape_as([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "reshape_as(Tensor other)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "reshape_as", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::reshape_as(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_type_as([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "type_as(Tensor other)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "type_as", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::type_as(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_unbind([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "unbind(int dim=0)",
      "unbind(Dimname dim)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "unbind", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.int64(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::unbind(self, a1); }, self, a1);
      return wrap_list(result);
    }
    case 1: {
      check_names_found(self, {r.objs[0]});
      auto&& a1 = dim_from_name(self, r.objs[0]);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::unbind(self, a1); }, self, a1);
      return wrap_list(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_movedim([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "movedim(int[1] source, int[1] destination)|unlisted",
      "movedim(int source, int destination)|listed",
      "movedim(int[] source, int[] destination)|listed",
  }, false);
  ParsedArgs<2> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "movedim", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.int_list(0);
      auto&& a2 = r.int_list(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::movedim(self, a1, a2); }, self, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_moveaxis([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "moveaxis(int[1] source, int[1] destination)|unlisted",
      "moveaxis(int source, int destination)|listed",
      "moveaxis(int[] source, int[] destination)|listed",
  }, false);
  ParsedArgs<2> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "moveaxis", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.int_list(0);
      auto&& a2 = r.int_list(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::movedim(self, a1, a2); }, self, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_unflatten([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "unflatten(int dim, int[] sizes)|unlisted",
      "unflatten(int dim, int[] sizes)|listed",
      "unflatten(Dimname dim, int[] sizes, Dimname[] names)|listed",
  }, false, {}, false);
  ParsedArgs<3> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "unflatten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.int64(0);
      auto&& a2 = r.int_list(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::unflatten(self, a1, a2); }, self, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_broadcast_to([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "broadcast_to(int[] size)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "broadcast_to", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.int_list(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::broadcast_to(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_roll([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "roll(int[1] shifts, int[1] dims=[])",
  }, false);
  ParsedArgs<2> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "roll", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.int_list(0);
      auto&& a2 = r.int_list(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::roll(self, a1, a2); }, self, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_tile([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "tile(int[] dims)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "tile", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.int_list(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::tile(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_rot90([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "rot90(int k=1, int[] dims=[0,1])",
  }, false);
  ParsedArgs<3> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "rot90", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.int64(0);
      auto&& a2 = r.int_list(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::rot90(self, a1, a2); }, self, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_fliplr([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "fliplr()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "fliplr", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::fliplr(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_fliplr_noargs(PyObject* self_obj, PyObject*) { return method_fliplr(self_obj, nullptr, 0, nullptr); }

PyObject* method_flipud([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "flipud()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "flipud", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::flipud(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_flipud_noargs(PyObject* self_obj, PyObject*) { return method_flipud(self_obj, nullptr, 0, nullptr); }

PyObject* method_repeat_interleave([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "repeat_interleave(int repeats, int? dim=None, *, int? output_size=None)",
      "repeat_interleave(Tensor repeats, int? dim=None, *, int? output_size=None)",
  }, false);
  ParsedArgs<4> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "repeat_interleave", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.int64(0);
      auto&& a2 = r.optional_int64(1);
      auto&& a3 = r.optional_int64(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::repeat_interleave_self_int(self, a1, a2, a3); }, self, a1, a2, a3);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.tensor(0);
      auto&& a2 = r.optional_int64(1);
      auto&& a3 = r.optional_int64(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::repeat_interleave_self_Tensor(self, a1, a2, a3); }, self, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_tensor_split([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "tensor_split(int sections, int dim=0)",
      "tensor_split(int[] indices, int dim=0)",
      "tensor_split(Tensor tensor_indices_or_sections, int dim=0)",
  }, false);
  ParsedArgs<2> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "tensor_split", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.int64(0);
      auto&& a2 = r.int64(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::tensor_split_sections(self, a1, a2); }, self, a1, a2);
      return wrap_list(result);
    }
    case 1: {
      auto&& a1 = r.int_list(0);
      auto&& a2 = r.int64(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::tensor_split_indices(self, a1, a2); }, self, a1, a2);
      return wrap_list(result);
    }
    case 2: {
      auto&& a1 = r.tensor(0);
      auto&& a2 = r.int64(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::tensor_split_tensor_indices_or_sections(self, a1, a2); }, self, a1, a2);
      return wrap_list(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_hsplit([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "hsplit(int sections)",
      "hsplit(int[] indices)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "hsplit", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.int64(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::hsplit_int(self, a1); }, self, a1);
      return wrap_list(result);
    }
    case 1: {
      auto&& a1 = r.int_list(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::hsplit_array(self, a1); }, self, a1);
      return wrap_list(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_vsplit([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "vsplit(int sections)",
      "vsplit(int[] indices)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "vsplit", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.int64(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::vsplit_int(self, a1); }, self, a1);
      return wrap_list(result);
    }
    case 1: {
      auto&& a1 = r.int_list(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::vsplit_array(self, a1); }, self, a1);
      return wrap_list(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_dsplit([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "dsplit(int sections)",
      "dsplit(int[] indices)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "dsplit", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.int64(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::dsplit_int(self, a1); }, self, a1);
      return wrap_list(result);
    }
    case 1: {
      auto&& a1 = r.int_list(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::dsplit_array(self, a1); }, self, a1);
      return wrap_list(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_diagonal([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "diagonal(int offset=0, int dim1=0, int dim2=1)|unlisted",
      "diagonal(int offset=0, int dim1=0, int dim2=1)|listed",
      "diagonal(*, Dimname outdim, Dimname dim1, Dimname dim2, int offset=0)|listed",
  }, false);
  ParsedArgs<5> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "diagonal", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.int64(0);
      auto&& a2 = r.int64(1);
      auto&& a3 = r.int64(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::diagonal(self, a1, a2, a3); }, self, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_diag_embed([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "diag_embed(int offset=0, int dim1=-2, int dim2=-1)",
  }, false);
  ParsedArgs<3> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "diag_embed", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.int64(0);
      auto&& a2 = r.int64(1);
      auto&& a3 = r.int64(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::diag_embed(self, a1, a2, a3); }, self, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_diag([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "diag(int diagonal=0)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "diag", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.int64(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::diag(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_diagflat([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "diagflat(int offset=0)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "diagflat", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.int64(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::diagflat(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_trace([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "trace()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "trace", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::trace(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_trace_noargs(PyObject* self_obj, PyObject*) { return method_trace(self_obj, nullptr, 0, nullptr); }

PyObject* method_as_strided([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "as_strided(int[] size, int[] stride, int? storage_offset=None)",
  }, false);
  ParsedArgs<3> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "as_strided", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.int_list(0);
      auto&& a2 = r.int_list(1);
      auto&& a3 = r.optional_int64(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::as_strided(self, a1, a2, a3); }, self, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_unfold([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "unfold(int dimension, int size, int step)",
  }, false);
  ParsedArgs<3> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "unfold", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.int64(0);
      auto&& a2 = r.int64(1);
      auto&& a3 = r.int64(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::unfold(self, a1, a2, a3); }, self, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_kron([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "kron(Tensor other)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "kron", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::kron(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_cross([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "cross(Tensor other, int? dim=None)",
  }, false);
  ParsedArgs<2> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "cross", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      auto&& a2 = r.optional_int64(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::cross(self, a1, a2); }, self, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_swapaxes([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "swapaxes(int axis0, int axis1)",
  }, false);
  ParsedArgs<2> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "swapaxes", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.int64(0);
      auto&& a2 = r.int64(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::swapaxes(self, a1, a2); }, self, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_split_with_sizes([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "split_with_sizes(int[] split_sizes, int dim=0)",
  }, false);
  ParsedArgs<2> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "split_with_sizes", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.int_list(0);
      auto&& a2 = r.int64(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::split_with_sizes(self, a1, a2); }, self, a1, a2);
      return wrap_list(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_unsafe_split([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "unsafe_split(int split_size, int dim=0)",
  }, false);
  ParsedArgs<2> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "unsafe_split", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.int64(0);
      auto&& a2 = r.int64(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::unsafe_split(self, a1, a2); }, self, a1, a2);
      return wrap_list(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_unsafe_chunk([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "unsafe_chunk(int chunks, int dim=0)",
  }, false);
  ParsedArgs<2> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "unsafe_chunk", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.int64(0);
      auto&& a2 = r.int64(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::unsafe_chunk(self, a1, a2); }, self, a1, a2);
      return wrap_list(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_unsafe_split_with_sizes([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "unsafe_split_with_sizes(int[] split_sizes, int dim=0)",
  }, false);
  ParsedArgs<2> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "unsafe_split_with_sizes", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.int_list(0);
      auto&& a2 = r.int64(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::unsafe_split_with_sizes(self, a1, a2); }, self, a1, a2);
      return wrap_list(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_narrow_copy([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "narrow_copy(int dim, int start, int length)",
  }, false);
  ParsedArgs<3> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "narrow_copy", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.int64(0);
      auto&& a2 = r.int64(1);
      auto&& a3 = r.int64(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::narrow_copy(self, a1, a2, a3); }, self, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_select_scatter([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "select_scatter(Tensor src, int dim, int index)",
  }, false);
  ParsedArgs<3> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "select_scatter", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      auto&& a2 = r.int64(1);
      auto&& a3 = r.int64(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::select_scatter(self, a1, a2, a3); }, self, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_slice_scatter([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "slice_scatter(Tensor src, int dim=0, int? start=None, int? end=None, int step=1)",
  }, false);
  ParsedArgs<5> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "slice_scatter", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      auto&& a2 = r.int64(1);
      auto&& a3 = r.optional_int64(2);
      auto&& a4 = r.optional_int64(3);
      auto&& a5 = r.int64(4);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::slice_scatter(self, a1, a2, a3, a4, a5); }, self, a1, a2, a3, a4, a5);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_diagonal_scatter([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "diagonal_scatter(Tensor src, int offset=0, int dim1=0, int dim2=1)",
  }, false);
  ParsedArgs<4> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "diagonal_scatter", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      auto&& a2 = r.int64(1);
      auto&& a3 = r.int64(2);
      auto&& a4 = r.int64(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::diagonal_scatter(self, a1, a2, a3, a4); }, self, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_as_strided_scatter([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "as_strided_scatter(Tensor src, int[] size, int[] stride, int? storage_offset=None)",
  }, false);
  ParsedArgs<4> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "as_strided_scatter", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      auto&& a2 = r.int_list(1);
      auto&& a3 = r.int_list(2);
      auto&& a4 = r.optional_int64(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::as_strided_scatter(self, a1, a2, a3, a4); }, self, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_fill_diagonal_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "fill_diagonal_(Scalar fill_value, bool wrap=False)",
  }, false);
  ParsedArgs<2> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "fill_diagonal_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.scalar(0);
      auto&& a2 = r.to_bool(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::fill_diagonal_(self, a1, a2); }, self, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

}  // namespace

void add_shape_bindings(MethodTables& tables) {
  tables.functions["_functions"].push_back({"view_copy", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_view_copy)), METH_FASTCALL | METH_KEYWORDS, "view_copy($module, input, dtype=None, *, size=None, out=None)\n--\n\nview's result as a new contiguous tensor (a copy, not a view of the input): Returns a view of self's memory as another dtype; with a different element size the last dim (stride 1) scales by the size ratio."});
  tables.functions["_functions"].push_back({"reshape", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_reshape)), METH_FASTCALL | METH_KEYWORDS, "reshape($module, input, shape)\n--\n\nReturns self with a new shape, as a view when the strides allow, else as a copy."});
  tables.functions["_functions"].push_back({"permute", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_permute)), METH_FASTCALL | METH_KEYWORDS, "permute($module, input, dims)\n--\n\nReturns a view of self with its dims reordered."});
  tables.functions["_functions"].push_back({"permute_copy", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_permute_copy)), METH_FASTCALL | METH_KEYWORDS, "permute_copy($module, input, dims, *, out=None)\n--\n\npermute's result as a new contiguous tensor (a copy, not a view of the input): Returns a view of self with its dims reordered."});
  tables.functions["_functions"].push_back({"transpose", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_transpose)), METH_FASTCALL | METH_KEYWORDS, "transpose($module, input, dim0, dim1)\n--\n\nReturns a view of self with dims dim0 and dim1 swapped."});
  tables.functions["_functions"].push_back({"swapdims", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_swapdims)), METH_FASTCALL | METH_KEYWORDS, "swapdims($module, input, dim0, dim1)\n--\n\nReturns a view of self with dims dim0 and dim1 swapped."});
  tables.functions["_functions"].push_back({"transpose_copy", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_transpose_copy)), METH_FASTCALL | METH_KEYWORDS, "transpose_copy($module, input, dim0, dim1, *, out=None)\n--\n\ntranspose's result as a new contiguous tensor (a copy, not a view of the input): Returns a view of self with dims dim0 and dim1 swapped."});
  tables.functions["_functions"].push_back({"t", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_t)), METH_FASTCALL | METH_KEYWORDS, "t($module, input)\n--\n\nTransposes a tensor of at most 2 dims."});
  tables.functions["_functions"].push_back({"t_copy", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_t_copy)), METH_FASTCALL | METH_KEYWORDS, "t_copy($module, input, *, out=None)\n--\n\nt's result as a new contiguous tensor (a copy, not a view of the input): Transposes a tensor of at most 2 dims."});
  tables.functions["_functions"].push_back({"squeeze", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_squeeze)), METH_FASTCALL | METH_KEYWORDS, "squeeze($module, input, dim=None)\n--\n\nRemoves dims of size 1 (only dim when given)."});
  tables.functions["_functions"].push_back({"squeeze_copy", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_squeeze_copy)), METH_FASTCALL | METH_KEYWORDS, "squeeze_copy($module, input, dim=None, *, out=None)\n--\n\nsqueeze's result as a new contiguous tensor (a copy, not a view of the input): Removes dims of size 1 (only dim when given)."});
  tables.functions["_functions"].push_back({"unsqueeze", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_unsqueeze)), METH_FASTCALL | METH_KEYWORDS, "unsqueeze($module, input, dim)\n--\n\nInserts a dim of size 1 at dim."});
  tables.functions["_functions"].push_back({"unsqueeze_copy", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_unsqueeze_copy)), METH_FASTCALL | METH_KEYWORDS, "unsqueeze_copy($module, input, dim, *, out=None)\n--\n\nunsqueeze's result as a new contiguous tensor (a copy, not a view of the input): Inserts a dim of size 1 at dim."});
  tables.functions["_functions"].push_back({"expand_copy", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_expand_copy)), METH_FASTCALL | METH_KEYWORDS, "expand_copy($module, input, size, *, implicit=False, out=None)\n--\n\nexpand's result as a new contiguous tensor (a copy, not a view of the input): Returns a view of self broadcast to size (-1 keeps a dim), without copying; implicit, which only marks the expand as a broadcast for tracing, changes nothing."});
  tables.functions["_functions"].push_back({"flatten", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_flatten)), METH_FASTCALL | METH_KEYWORDS, "flatten($module, input, start_dim=0, end_dim=-1)\n--\n\nFlattens dims start_dim to end_dim into one."});
  tables.functions["_functions"].push_back({"ravel", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_ravel)), METH_FASTCALL | METH_KEYWORDS, "ravel($module, input)\n--\n\nThe elements of self as one dim, in row-major order (a view when self is contiguous, else a copy)."});
  tables.functions["_functions"].push_back({"narrow", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_narrow)), METH_FASTCALL | METH_KEYWORDS, "narrow($module, input, dim, start, length)\n--\n\nReturns a view of self restricted to [start, start + length) along dim."});
  tables.functions["_internal"].push_back({"slice", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn__internal_slice)), METH_FASTCALL | METH_KEYWORDS, "slice($module, input, dim=0, start=None, end=None, step=1)\n--\n\nReturns the view self[start:end:step] along dim (what indexing with a slice does)."});
  tables.functions["_functions"].push_back({"slice_copy", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_slice_copy)), METH_FASTCALL | METH_KEYWORDS, "slice_copy($module, input, dim=0, start=None, end=None, step=1, *, out=None)\n--\n\nslice's result as a new contiguous tensor (a copy, not a view of the input): Returns the view self[start:end:step] along dim (what indexing with a slice does)."});
  tables.functions["_internal"].push_back({"slice_backward", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn__internal_slice_backward)), METH_FASTCALL | METH_KEYWORDS, "slice_backward($module, grad_output, input_sizes, dim, start, end, step)\n--\n\nScatters grad_output into zeros of input_sizes at the slice [start:end:step] along dim."});
  tables.functions["_functions"].push_back({"select", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_select)), METH_FASTCALL | METH_KEYWORDS, "select($module, input, dim, index)\n--\n\nReturns the view of self at index along dim, without that dim."});
  tables.functions["_functions"].push_back({"select_copy", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_select_copy)), METH_FASTCALL | METH_KEYWORDS, "select_copy($module, input, dim, index, *, out=None)\n--\n\nselect's result as a new contiguous tensor (a copy, not a view of the input): Returns the view of self at index along dim, without that dim."});
  tables.functions["_internal"].push_back({"select_backward", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn__internal_select_backward)), METH_FASTCALL | METH_KEYWORDS, "select_backward($module, grad_output, input_sizes, dim, index)\n--\n\nScatters grad_output into zeros of input_sizes at index along dim."});
  tables.functions["_functions"].push_back({"cat", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_cat)), METH_FASTCALL | METH_KEYWORDS, "cat($module, tensors, dim=0, *, out=None)\n--\n\nConcatenates tensors along an existing dim."});
  tables.functions["_functions"].push_back({"concat", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_concat)), METH_FASTCALL | METH_KEYWORDS, "concat($module, tensors, dim=0, *, out=None)\n--\n\nConcatenates tensors along an existing dim."});
  tables.functions["_functions"].push_back({"concatenate", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_concatenate)), METH_FASTCALL | METH_KEYWORDS, "concatenate($module, tensors, dim=0, *, out=None)\n--\n\nConcatenates tensors along an existing dim."});
  tables.functions["_functions"].push_back({"stack", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_stack)), METH_FASTCALL | METH_KEYWORDS, "stack($module, tensors, dim=0, *, out=None)\n--\n\nStacks tensors of one shape along a new dim."});
  tables.functions["_functions"].push_back({"split_copy", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_split_copy)), METH_FASTCALL | METH_KEYWORDS, "split_copy($module, input, split_size, dim=0)\n--\n\nsplit's result as a new contiguous tensor (a copy, not a view of the input): Splits self into views of split_size along dim (the last may be smaller), with one backward node for all of them."});
  tables.functions["_functions"].push_back({"chunk", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_chunk)), METH_FASTCALL | METH_KEYWORDS, "chunk($module, input, chunks, dim=0)\n--\n\nSplits self into at most chunks views of equal size along dim."});
  tables.functions["_functions"].push_back({"clone", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_clone)), METH_FASTCALL | METH_KEYWORDS, "clone($module, input, *, memory_format=None)\n--\n\nReturns a copy of self in new memory, laid out in memory_format (None and preserve_format keep self's layout)."});
  tables.functions["_functions"].push_back({"detach", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_detach)), METH_FASTCALL | METH_KEYWORDS, "detach($module, input)\n--\n\nReturns a view of self's data that is cut from the autograd graph."});
  tables.functions["_functions"].push_back({"detach_copy", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_detach_copy)), METH_FASTCALL | METH_KEYWORDS, "detach_copy($module, input, *, out=None)\n--\n\ndetach's result as a new contiguous tensor (a copy, not a view of the input): Returns a view of self's data that is cut from the autograd graph."});
  tables.functions["_internal"].push_back({"alias", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn__internal_alias)), METH_FASTCALL | METH_KEYWORDS, "alias($module, input)\n--\n\nReturns a new tensor sharing self's data and history (what Tensor.as_subclass returns, as PyTorch's alias)."});
  tables.functions["_functions"].push_back({"alias_copy", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_alias_copy)), METH_FASTCALL | METH_KEYWORDS, "alias_copy($module, input, *, out=None)\n--\n\nalias's result as a new contiguous tensor (a copy, not a view of the input): Returns a new tensor sharing self's data and history (what Tensor.as_subclass returns, as PyTorch's alias)."});
  tables.functions["_functions"].push_back({"flip", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_flip)), METH_FASTCALL | METH_KEYWORDS, "flip($module, input, dims)\n--\n\nReverses the order of elements along dims."});
  tables.functions["_functions"].push_back({"tril", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_tril)), METH_FASTCALL | METH_KEYWORDS, "tril($module, input, diagonal=0, *, out=None)\n--\n\nReturns the lower triangle of the last two dims of self; the rest is zero."});
  tables.functions["_functions"].push_back({"triu", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_triu)), METH_FASTCALL | METH_KEYWORDS, "triu($module, input, diagonal=0, *, out=None)\n--\n\nReturns the upper triangle of the last two dims of self; the rest is zero."});
  tables.functions["_functions"].push_back({"unbind", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_unbind)), METH_FASTCALL | METH_KEYWORDS, "unbind($module, input, dim=0)\n--\n\nReturns the views of self at each index along dim, without that dim, with one backward node for all of them."});
  tables.functions["_functions"].push_back({"unbind_copy", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_unbind_copy)), METH_FASTCALL | METH_KEYWORDS, "unbind_copy($module, input, dim=0)\n--\n\nunbind's result as a new contiguous tensor (a copy, not a view of the input): Returns the views of self at each index along dim, without that dim, with one backward node for all of them."});
  tables.functions["_functions"].push_back({"movedim", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_movedim)), METH_FASTCALL | METH_KEYWORDS, "movedim($module, input, source, destination)\n--\n\nReturns a view of self with the dims at source moved to destination, the others keeping their order."});
  tables.functions["_functions"].push_back({"moveaxis", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_moveaxis)), METH_FASTCALL | METH_KEYWORDS, "moveaxis($module, input, source, destination)\n--\n\nReturns a view of self with the dims at source moved to destination, the others keeping their order."});
  tables.functions["_functions"].push_back({"unflatten", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_unflatten)), METH_FASTCALL | METH_KEYWORDS, "unflatten($module, input, dim, sizes)\n--\n\nSplits dim of self into dims of the sizes given (one may be -1)."});
  tables.functions["_functions"].push_back({"broadcast_to", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_broadcast_to)), METH_FASTCALL | METH_KEYWORDS, "broadcast_to($module, input, size)\n--\n\nReturns a view of self broadcast to size (-1 keeps a dim)."});
  tables.functions["_functions"].push_back({"roll", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_roll)), METH_FASTCALL | METH_KEYWORDS, "roll($module, input, shifts, dims=())\n--\n\nRotates self by shifts[i] places along dims[i]; without dims, rotates the flattened tensor and restores its shape."});
  tables.functions["_functions"].push_back({"tile", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_tile)), METH_FASTCALL | METH_KEYWORDS, "tile($module, input, dims)\n--\n\nRepeats self dims[i] times along each dim i, leading ones filling whichever of dims and self's shape is shorter."});
  tables.functions["_functions"].push_back({"rot90", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_rot90)), METH_FASTCALL | METH_KEYWORDS, "rot90($module, input, k=1, dims=(0, 1,))\n--\n\nRotates self by 90 degrees k times in the plane of dims, from the first towards the second."});
  tables.functions["_functions"].push_back({"fliplr", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_fliplr)), METH_FASTCALL | METH_KEYWORDS, "fliplr($module, input)\n--\n\nReverses the order of the columns (dim 1) of self."});
  tables.functions["_functions"].push_back({"flipud", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_flipud)), METH_FASTCALL | METH_KEYWORDS, "flipud($module, input)\n--\n\nReverses the order of the rows (dim 0) of self."});
  tables.functions["_functions"].push_back({"atleast_1d", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_atleast_1d)), METH_FASTCALL | METH_KEYWORDS, "atleast_1d($module, input=None, *, tensors=None)\n--\n\nReturns self viewed with at least 1 dim."});
  tables.functions["_functions"].push_back({"atleast_2d", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_atleast_2d)), METH_FASTCALL | METH_KEYWORDS, "atleast_2d($module, input=None, *, tensors=None)\n--\n\nReturns self viewed with at least 2 dims (new dims in front)."});
  tables.functions["_functions"].push_back({"atleast_3d", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_atleast_3d)), METH_FASTCALL | METH_KEYWORDS, "atleast_3d($module, input=None, *, tensors=None)\n--\n\nReturns self viewed with at least 3 dims (a vector becomes 1 x n x 1, a matrix m x n x 1)."});
  tables.functions["_functions"].push_back({"hstack", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_hstack)), METH_FASTCALL | METH_KEYWORDS, "hstack($module, tensors, *, out=None)\n--\n\nConcatenates tensors horizontally (along dim 1, or dim 0 for vectors)."});
  tables.functions["_functions"].push_back({"vstack", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_vstack)), METH_FASTCALL | METH_KEYWORDS, "vstack($module, tensors, *, out=None)\n--\n\nConcatenates tensors vertically (along dim 0, vectors as rows)."});
  tables.functions["_functions"].push_back({"row_stack", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_row_stack)), METH_FASTCALL | METH_KEYWORDS, "row_stack($module, tensors, *, out=None)\n--\n\nConcatenates tensors vertically (along dim 0, vectors as rows)."});
  tables.functions["_functions"].push_back({"dstack", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_dstack)), METH_FASTCALL | METH_KEYWORDS, "dstack($module, tensors, *, out=None)\n--\n\nConcatenates tensors depthwise (along dim 2, after atleast_3d)."});
  tables.functions["_functions"].push_back({"column_stack", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_column_stack)), METH_FASTCALL | METH_KEYWORDS, "column_stack($module, tensors, *, out=None)\n--\n\nConcatenates tensors as the columns of a matrix (vectors and scalars as columns)."});
  tables.functions["_functions"].push_back({"repeat_interleave", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_repeat_interleave)), METH_FASTCALL | METH_KEYWORDS, "repeat_interleave($module, input=None, repeats=None, dim=None, *, output_size=None)\n--\n\nRepeats each element of self (each slice along dim; of the flattened self when dim is None) repeats times."});
  tables.functions["_functions"].push_back({"tensor_split", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_tensor_split)), METH_FASTCALL | METH_KEYWORDS, "tensor_split($module, input, sections=None, dim=0, *, indices=None, tensor_indices_or_sections=None)\n--\n\nSplits self into sections views along dim, the first size % sections of them one longer than the rest."});
  tables.functions["_functions"].push_back({"hsplit", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_hsplit)), METH_FASTCALL | METH_KEYWORDS, "hsplit($module, input, sections=None, *, indices=None)\n--\n\nSplits self into sections equal views along dim 1 (dim 0 for a 1-D self)."});
  tables.functions["_functions"].push_back({"vsplit", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_vsplit)), METH_FASTCALL | METH_KEYWORDS, "vsplit($module, input, sections=None, *, indices=None)\n--\n\nSplits self (at least 2-D) into sections equal views along dim 0."});
  tables.functions["_functions"].push_back({"dsplit", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_dsplit)), METH_FASTCALL | METH_KEYWORDS, "dsplit($module, input, sections=None, *, indices=None)\n--\n\nSplits self (at least 3-D) into sections equal views along dim 2."});
  tables.functions["_functions"].push_back({"diagonal", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_diagonal)), METH_FASTCALL | METH_KEYWORDS, "diagonal($module, input, offset=0, dim1=0, dim2=1)\n--\n\nReturns a view of the diagonal of self in the plane of dim1 and dim2 (above it for offset > 0, below for offset < 0), as a new last dim."});
  tables.functions["_functions"].push_back({"diagonal_copy", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_diagonal_copy)), METH_FASTCALL | METH_KEYWORDS, "diagonal_copy($module, input, offset=0, dim1=0, dim2=1, *, out=None)\n--\n\ndiagonal's result as a new contiguous tensor (a copy, not a view of the input): Returns a view of the diagonal of self in the plane of dim1 and dim2 (above it for offset > 0, below for offset < 0), as a new last dim."});
  tables.functions["_internal"].push_back({"diagonal_backward", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn__internal_diagonal_backward)), METH_FASTCALL | METH_KEYWORDS, "diagonal_backward($module, grad_output, input_sizes, offset, dim1, dim2)\n--\n\nZeros of input_sizes whose diagonal (offset, dim1, dim2) is grad_output."});
  tables.functions["_functions"].push_back({"diag_embed", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_diag_embed)), METH_FASTCALL | METH_KEYWORDS, "diag_embed($module, input, offset=0, dim1=-2, dim2=-1)\n--\n\nReturns zeros whose diagonal (offset) in the plane of the new dims dim1 and dim2 holds the last dim of self."});
  tables.functions["_functions"].push_back({"diag", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_diag)), METH_FASTCALL | METH_KEYWORDS, "diag($module, input, diagonal=0, *, out=None)\n--\n\nOf a 1-D self, the square matrix with self on its diagonal-th diagonal; of a 2-D self, a copy of that diagonal."});
  tables.functions["_functions"].push_back({"diagflat", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_diagflat)), METH_FASTCALL | METH_KEYWORDS, "diagflat($module, input, offset=0)\n--\n\nThe square matrix with the flattened self on its offset-th diagonal."});
  tables.functions["_functions"].push_back({"trace", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_trace)), METH_FASTCALL | METH_KEYWORDS, "trace($module, input)\n--\n\nThe sum of the main diagonal of the 2-D self (int64 for integer self)."});
  tables.functions["_functions"].push_back({"tril_indices", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_tril_indices)), METH_FASTCALL | METH_KEYWORDS, "tril_indices($module, row, col, offset=0, *, dtype=None, layout=None, device=None, pin_memory=False, requires_grad=False)\n--\n\nThe 2 x N coordinates (row-major order) of the lower triangle of a row x col matrix, up to the offset-th diagonal; int64 unless dtype is given."});
  tables.functions["_functions"].push_back({"triu_indices", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_triu_indices)), METH_FASTCALL | METH_KEYWORDS, "triu_indices($module, row, col, offset=0, *, dtype=None, layout=None, device=None, pin_memory=False, requires_grad=False)\n--\n\nThe 2 x N coordinates (row-major order) of the upper triangle of a row x col matrix, from the offset-th diagonal; int64 unless dtype is given."});
  tables.functions["_functions"].push_back({"as_strided", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_as_strided)), METH_FASTCALL | METH_KEYWORDS, "as_strided($module, input, size, stride, storage_offset=None)\n--\n\nReturns a view of self's storage with the given size, strides and storage_offset (self's when None)."});
  tables.functions["_functions"].push_back({"as_strided_copy", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_as_strided_copy)), METH_FASTCALL | METH_KEYWORDS, "as_strided_copy($module, input, size, stride, storage_offset=None, *, out=None)\n--\n\nas_strided's result as a new contiguous tensor (a copy, not a view of the input): Returns a view of self's storage with the given size, strides and storage_offset (self's when None)."});
  tables.functions["_internal"].push_back({"as_strided_backward", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn__internal_as_strided_backward)), METH_FASTCALL | METH_KEYWORDS, "as_strided_backward($module, grad, input_sizes, input_strides, input_storage_offset, size, stride, storage_offset)\n--\n\nThe gradient of as_strided for an input of the given geometry, summing grad over every storage element it reads (shared equally among input elements that share one)."});
  tables.functions["_functions"].push_back({"unfold_copy", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_unfold_copy)), METH_FASTCALL | METH_KEYWORDS, "unfold_copy($module, input, dimension, size, step, *, out=None)\n--\n\nunfold's result as a new contiguous tensor (a copy, not a view of the input): Returns a view of all windows of size elements along dimension, step apart, as a new last dim (that dimension becomes the window count)."});
  tables.functions["_internal"].push_back({"unfold_backward", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn__internal_unfold_backward)), METH_FASTCALL | METH_KEYWORDS, "unfold_backward($module, grad_in, input_sizes, dim, size, step)\n--\n\nSums grad_in of the windows unfold took back into zeros of input_sizes."});
  tables.functions["_functions"].push_back({"cartesian_prod", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_cartesian_prod)), METH_FASTCALL | METH_KEYWORDS, "cartesian_prod($module, tensors)\n--\n\nThe cartesian product of the 1-D tensors, one row per combination (a 1-D copy for a single tensor)."});
  tables.functions["_functions"].push_back({"combinations", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_combinations)), METH_FASTCALL | METH_KEYWORDS, "combinations($module, input, r=2, with_replacement=False)\n--\n\nThe length-r combinations of the elements of the 1-D self (with repeats when with_replacement), one row each, as itertools.combinations orders them."});
  tables.functions["_functions"].push_back({"block_diag", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_block_diag)), METH_FASTCALL | METH_KEYWORDS, "block_diag($module, tensors)\n--\n\nThe block-diagonal matrix of the tensors (0-D as 1 x 1, 1-D as one row), zeros elsewhere, in their promoted dtype."});
  tables.functions["_functions"].push_back({"kron", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_kron)), METH_FASTCALL | METH_KEYWORDS, "kron($module, input, other, *, out=None)\n--\n\nThe Kronecker product of self and other (the shorter shape padded with leading ones)."});
  tables.functions["_functions"].push_back({"vander", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_vander)), METH_FASTCALL | METH_KEYWORDS, "vander($module, x, N=None, increasing=False)\n--\n\nThe Vandermonde matrix of the 1-D x, N columns (len(x) when None) of powers of x, decreasing unless increasing."});
  tables.functions["_linalg"].push_back({"vander", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_linalg_vander)), METH_FASTCALL | METH_KEYWORDS, "vander($module, x, *, N=None)\n--\n\nThe Vandermonde matrix of x (batched over leading dims), N increasing powers x**0 ... x**(N-1) (len of the last dim when None)."});
  tables.functions["_functions"].push_back({"cross", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_cross)), METH_FASTCALL | METH_KEYWORDS, "cross($module, input, other, dim=None, *, out=None)\n--\n\nThe cross product of 3-vectors along dim (the first dim of self of size 3 when None), broadcasting self and other."});
  tables.functions["_linalg"].push_back({"cross", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_linalg_cross)), METH_FASTCALL | METH_KEYWORDS, "cross($module, input, other, *, dim=-1, out=None)\n--\n\nThe cross product of 3-vectors along dim, broadcasting self and other."});
  tables.functions["_functions"].push_back({"swapaxes", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_swapaxes)), METH_FASTCALL | METH_KEYWORDS, "swapaxes($module, input, axis0, axis1)\n--\n\ntranspose with NumPy's argument names, a view of self with dims axis0 and axis1 swapped."});
  tables.functions["_functions"].push_back({"detach_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_detach_)), METH_FASTCALL | METH_KEYWORDS, "detach_($module, input)\n--\n\nCuts self from the autograd graph in place (a view cannot be), Tensor.detach_ as a function."});
  tables.functions["_functions"].push_back({"split_with_sizes", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_split_with_sizes)), METH_FASTCALL | METH_KEYWORDS, "split_with_sizes($module, input, split_sizes, dim=0)\n--\n\nSplits self into views along dim, of the sizes listed (they must add up to self's size there), with one backward node for all of them."});
  tables.functions["_functions"].push_back({"split_with_sizes_copy", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_split_with_sizes_copy)), METH_FASTCALL | METH_KEYWORDS, "split_with_sizes_copy($module, input, split_sizes, dim=0)\n--\n\nsplit_with_sizes's result as a new contiguous tensor (a copy, not a view of the input): Splits self into views along dim, of the sizes listed (they must add up to self's size there), with one backward node for all of them."});
  tables.functions["_functions"].push_back({"unsafe_split", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_unsafe_split)), METH_FASTCALL | METH_KEYWORDS, "unsafe_split($module, input, split_size, dim=0)\n--\n\nsplit, whose results autograd does not track as views of self."});
  tables.functions["_functions"].push_back({"unsafe_chunk", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_unsafe_chunk)), METH_FASTCALL | METH_KEYWORDS, "unsafe_chunk($module, input, chunks, dim=0)\n--\n\nchunk, whose results autograd does not track as views of self."});
  tables.functions["_functions"].push_back({"unsafe_split_with_sizes", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_unsafe_split_with_sizes)), METH_FASTCALL | METH_KEYWORDS, "unsafe_split_with_sizes($module, input, split_sizes, dim=0)\n--\n\nsplit_with_sizes, whose results autograd does not track as views of self."});
  tables.functions["_functions"].push_back({"narrow_copy", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_narrow_copy)), METH_FASTCALL | METH_KEYWORDS, "narrow_copy($module, input, dim, start, length, *, out=None)\n--\n\nReturns a copy of self narrowed to length elements from start along dim."});
  tables.functions["_functions"].push_back({"select_scatter", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_select_scatter)), METH_FASTCALL | METH_KEYWORDS, "select_scatter($module, input, src, dim, index)\n--\n\nReturns a copy of self with src written where select(self, dim, index) views it."});
  tables.functions["_functions"].push_back({"slice_scatter", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_slice_scatter)), METH_FASTCALL | METH_KEYWORDS, "slice_scatter($module, input, src, dim=0, start=None, end=None, step=1)\n--\n\nReturns a copy of self with src written where self[start:end:step] along dim views it."});
  tables.functions["_functions"].push_back({"diagonal_scatter", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_diagonal_scatter)), METH_FASTCALL | METH_KEYWORDS, "diagonal_scatter($module, input, src, offset=0, dim1=0, dim2=1)\n--\n\nReturns a copy of self with src written where diagonal(self, offset, dim1, dim2) views it."});
  tables.functions["_functions"].push_back({"as_strided_scatter", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_as_strided_scatter)), METH_FASTCALL | METH_KEYWORDS, "as_strided_scatter($module, input, src, size, stride, storage_offset=None)\n--\n\nReturns a copy of self with src written where as_strided(self, size, stride, storage_offset) views it."});
  tables.functions["_functions"].push_back({"split", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_split)), METH_FASTCALL | METH_KEYWORDS, "split($module, tensor, split_size_or_sections, dim=0)\n--\n\nSplits tensor into views of split_size_or_sections along dim (the last may be smaller); Tensor.split with torch.split's argument names."});
  tables.methods.push_back({"view", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_view)), METH_FASTCALL | METH_KEYWORDS, "view($self, dtype=None, *, size=None)\n--\n\nReturns a view of self's memory as another dtype; with a different element size the last dim (stride 1) scales by the size ratio."});
  tables.methods.push_back({"reshape", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_reshape)), METH_FASTCALL | METH_KEYWORDS, "reshape($self, shape)\n--\n\nReturns self with a new shape, as a view when the strides allow, else as a copy."});
  tables.methods.push_back({"permute", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_permute)), METH_FASTCALL | METH_KEYWORDS, "permute($self, dims)\n--\n\nReturns a view of self with its dims reordered."});
  tables.methods.push_back({"transpose", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_transpose)), METH_FASTCALL | METH_KEYWORDS, "transpose($self, dim0, dim1)\n--\n\nReturns a view of self with dims dim0 and dim1 swapped."});
  tables.methods.push_back({"swapdims", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_swapdims)), METH_FASTCALL | METH_KEYWORDS, "swapdims($self, dim0, dim1)\n--\n\nReturns a view of self with dims dim0 and dim1 swapped."});
  tables.methods.push_back({"t", method_t_noargs, METH_NOARGS, "t($self)\n--\n\nTransposes a tensor of at most 2 dims."});
  tables.methods.push_back({"squeeze", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_squeeze)), METH_FASTCALL | METH_KEYWORDS, "squeeze($self, dim=None)\n--\n\nRemoves dims of size 1 (only dim when given)."});
  tables.methods.push_back({"unsqueeze", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_unsqueeze)), METH_FASTCALL | METH_KEYWORDS, "unsqueeze($self, dim)\n--\n\nInserts a dim of size 1 at dim."});
  tables.methods.push_back({"expand", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_expand)), METH_FASTCALL | METH_KEYWORDS, "expand($self, size, *, implicit=False)\n--\n\nReturns a view of self broadcast to size (-1 keeps a dim), without copying; implicit, which only marks the expand as a broadcast for tracing, changes nothing."});
  tables.methods.push_back({"expand_as", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_expand_as)), METH_FASTCALL | METH_KEYWORDS, "expand_as($self, other)\n--\n\nExpands self to the size of other."});
  tables.methods.push_back({"flatten", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_flatten)), METH_FASTCALL | METH_KEYWORDS, "flatten($self, start_dim=0, end_dim=-1)\n--\n\nFlattens dims start_dim to end_dim into one."});
  tables.methods.push_back({"ravel", method_ravel_noargs, METH_NOARGS, "ravel($self)\n--\n\nThe elements of self as one dim, in row-major order (a view when self is contiguous, else a copy)."});
  tables.methods.push_back({"narrow", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_narrow)), METH_FASTCALL | METH_KEYWORDS, "narrow($self, dim, start, length)\n--\n\nReturns a view of self restricted to [start, start + length) along dim."});
  tables.methods.push_back({"select", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_select)), METH_FASTCALL | METH_KEYWORDS, "select($self, dim, index)\n--\n\nReturns the view of self at index along dim, without that dim."});
  tables.methods.push_back({"split", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_split)), METH_FASTCALL | METH_KEYWORDS, "split($self, split_size, dim=0)\n--\n\nSplits self into views of split_size along dim (the last may be smaller), with one backward node for all of them."});
  tables.methods.push_back({"chunk", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_chunk)), METH_FASTCALL | METH_KEYWORDS, "chunk($self, chunks, dim=0)\n--\n\nSplits self into at most chunks views of equal size along dim."});
  tables.methods.push_back({"contiguous", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_contiguous)), METH_FASTCALL | METH_KEYWORDS, "contiguous($self, *, memory_format=None)\n--\n\nReturns self if it is laid out in memory_format (None is contiguous_format), else a copy laid out so (its grad_fn a CloneBackward0)."});
  tables.methods.push_back({"clone", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_clone)), METH_FASTCALL | METH_KEYWORDS, "clone($self, *, memory_format=None)\n--\n\nReturns a copy of self in new memory, laid out in memory_format (None and preserve_format keep self's layout)."});
  tables.methods.push_back({"detach", method_detach_noargs, METH_NOARGS, "detach($self)\n--\n\nReturns a view of self's data that is cut from the autograd graph."});
  tables.methods.push_back({"to", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_to)), METH_FASTCALL | METH_KEYWORDS, "to($self, device=None, dtype=None, non_blocking=False, copy=False, *, memory_format=None, tensor=None)\n--\n\nReturns self on device (the CPU, the only one there is) converted to dtype and memory_format when given; self itself when nothing changes and copy is false."});
  tables.methods.push_back({"cpu", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_cpu)), METH_FASTCALL | METH_KEYWORDS, "cpu($self, *, memory_format=None)\n--\n\nReturns self in CPU memory, which is where every yaten tensor lives (so self itself, unless memory_format asks for another layout)."});
  tables.methods.push_back({"flip", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_flip)), METH_FASTCALL | METH_KEYWORDS, "flip($self, dims)\n--\n\nReverses the order of elements along dims."});
  tables.methods.push_back({"repeat", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_repeat)), METH_FASTCALL | METH_KEYWORDS, "repeat($self, repeats)\n--\n\nTiles self repeats[i] times along each dim i."});
  tables.methods.push_back({"tril", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_tril)), METH_FASTCALL | METH_KEYWORDS, "tril($self, diagonal=0)\n--\n\nReturns the lower triangle of the last two dims of self; the rest is zero."});
  tables.methods.push_back({"tril_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_tril_)), METH_FASTCALL | METH_KEYWORDS, "tril_($self, diagonal=0)\n--\n\nReturns the lower triangle of the last two dims of self; the rest is zero."});
  tables.methods.push_back({"triu", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_triu)), METH_FASTCALL | METH_KEYWORDS, "triu($self, diagonal=0)\n--\n\nReturns the upper triangle of the last two dims of self; the rest is zero."});
  tables.methods.push_back({"triu_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_triu_)), METH_FASTCALL | METH_KEYWORDS, "triu_($self, diagonal=0)\n--\n\nReturns the upper triangle of the last two dims of self; the rest is zero."});
  tables.methods.push_back({"view_as", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_view_as)), METH_FASTCALL | METH_KEYWORDS, "view_as($self, other)\n--\n\nReturns a view of self with the size of other."});
  tables.methods.push_back({"reshape_as", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_reshape_as)), METH_FASTCALL | METH_KEYWORDS, "reshape_as($self, other)\n--\n\nReturns self reshaped to the size of other (a view when possible)."});
  tables.methods.push_back({"type_as", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_type_as)), METH_FASTCALL | METH_KEYWORDS, "type_as($self, other)\n--\n\nReturns self converted to other's dtype (self itself when it already has it)."});
  tables.methods.push_back({"unbind", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_unbind)), METH_FASTCALL | METH_KEYWORDS, "unbind($self, dim=0)\n--\n\nReturns the views of self at each index along dim, without that dim, with one backward node for all of them."});
  tables.methods.push_back({"movedim", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_movedim)), METH_FASTCALL | METH_KEYWORDS, "movedim($self, source, destination)\n--\n\nReturns a view of self with the dims at source moved to destination, the others keeping their order."});
  tables.methods.push_back({"moveaxis", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_moveaxis)), METH_FASTCALL | METH_KEYWORDS, "moveaxis($self, source, destination)\n--\n\nReturns a view of self with the dims at source moved to destination, the others keeping their order."});
  tables.methods.push_back({"unflatten", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_unflatten)), METH_FASTCALL | METH_KEYWORDS, "unflatten($self, dim, sizes)\n--\n\nSplits dim of self into dims of the sizes given (one may be -1)."});
  tables.methods.push_back({"broadcast_to", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_broadcast_to)), METH_FASTCALL | METH_KEYWORDS, "broadcast_to($self, size)\n--\n\nReturns a view of self broadcast to size (-1 keeps a dim)."});
  tables.methods.push_back({"roll", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_roll)), METH_FASTCALL | METH_KEYWORDS, "roll($self, shifts, dims=())\n--\n\nRotates self by shifts[i] places along dims[i]; without dims, rotates the flattened tensor and restores its shape."});
  tables.methods.push_back({"tile", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_tile)), METH_FASTCALL | METH_KEYWORDS, "tile($self, dims)\n--\n\nRepeats self dims[i] times along each dim i, leading ones filling whichever of dims and self's shape is shorter."});
  tables.methods.push_back({"rot90", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_rot90)), METH_FASTCALL | METH_KEYWORDS, "rot90($self, k=1, dims=(0, 1,))\n--\n\nRotates self by 90 degrees k times in the plane of dims, from the first towards the second."});
  tables.methods.push_back({"fliplr", method_fliplr_noargs, METH_NOARGS, "fliplr($self)\n--\n\nReverses the order of the columns (dim 1) of self."});
  tables.methods.push_back({"flipud", method_flipud_noargs, METH_NOARGS, "flipud($self)\n--\n\nReverses the order of the rows (dim 0) of self."});
  tables.methods.push_back({"repeat_interleave", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_repeat_interleave)), METH_FASTCALL | METH_KEYWORDS, "repeat_interleave($self, repeats, dim=None, *, output_size=None)\n--\n\nRepeats each element of self (each slice along dim; of the flattened self when dim is None) repeats times."});
  tables.methods.push_back({"tensor_split", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_tensor_split)), METH_FASTCALL | METH_KEYWORDS, "tensor_split($self, sections=None, dim=0, *, indices=None, tensor_indices_or_sections=None)\n--\n\nSplits self into sections views along dim, the first size % sections of them one longer than the rest."});
  tables.methods.push_back({"hsplit", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_hsplit)), METH_FASTCALL | METH_KEYWORDS, "hsplit($self, sections=None, *, indices=None)\n--\n\nSplits self into sections equal views along dim 1 (dim 0 for a 1-D self)."});
  tables.methods.push_back({"vsplit", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_vsplit)), METH_FASTCALL | METH_KEYWORDS, "vsplit($self, sections=None, *, indices=None)\n--\n\nSplits self (at least 2-D) into sections equal views along dim 0."});
  tables.methods.push_back({"dsplit", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_dsplit)), METH_FASTCALL | METH_KEYWORDS, "dsplit($self, sections=None, *, indices=None)\n--\n\nSplits self (at least 3-D) into sections equal views along dim 2."});
  tables.methods.push_back({"diagonal", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_diagonal)), METH_FASTCALL | METH_KEYWORDS, "diagonal($self, offset=0, dim1=0, dim2=1)\n--\n\nReturns a view of the diagonal of self in the plane of dim1 and dim2 (above it for offset > 0, below for offset < 0), as a new last dim."});
  tables.methods.push_back({"diag_embed", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_diag_embed)), METH_FASTCALL | METH_KEYWORDS, "diag_embed($self, offset=0, dim1=-2, dim2=-1)\n--\n\nReturns zeros whose diagonal (offset) in the plane of the new dims dim1 and dim2 holds the last dim of self."});
  tables.methods.push_back({"diag", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_diag)), METH_FASTCALL | METH_KEYWORDS, "diag($self, diagonal=0)\n--\n\nOf a 1-D self, the square matrix with self on its diagonal-th diagonal; of a 2-D self, a copy of that diagonal."});
  tables.methods.push_back({"diagflat", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_diagflat)), METH_FASTCALL | METH_KEYWORDS, "diagflat($self, offset=0)\n--\n\nThe square matrix with the flattened self on its offset-th diagonal."});
  tables.methods.push_back({"trace", method_trace_noargs, METH_NOARGS, "trace($self)\n--\n\nThe sum of the main diagonal of the 2-D self (int64 for integer self)."});
  tables.methods.push_back({"as_strided", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_as_strided)), METH_FASTCALL | METH_KEYWORDS, "as_strided($self, size, stride, storage_offset=None)\n--\n\nReturns a view of self's storage with the given size, strides and storage_offset (self's when None)."});
  tables.methods.push_back({"unfold", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_unfold)), METH_FASTCALL | METH_KEYWORDS, "unfold($self, dimension, size, step)\n--\n\nReturns a view of all windows of size elements along dimension, step apart, as a new last dim (that dimension becomes the window count)."});
  tables.methods.push_back({"kron", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_kron)), METH_FASTCALL | METH_KEYWORDS, "kron($self, other)\n--\n\nThe Kronecker product of self and other (the shorter shape padded with leading ones)."});
  tables.methods.push_back({"cross", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_cross)), METH_FASTCALL | METH_KEYWORDS, "cross($self, other, dim=None)\n--\n\nThe cross product of 3-vectors along dim (the first dim of self of size 3 when None), broadcasting self and other."});
  tables.methods.push_back({"swapaxes", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_swapaxes)), METH_FASTCALL | METH_KEYWORDS, "swapaxes($self, axis0, axis1)\n--\n\ntranspose with NumPy's argument names, a view of self with dims axis0 and axis1 swapped."});
  tables.methods.push_back({"split_with_sizes", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_split_with_sizes)), METH_FASTCALL | METH_KEYWORDS, "split_with_sizes($self, split_sizes, dim=0)\n--\n\nSplits self into views along dim, of the sizes listed (they must add up to self's size there), with one backward node for all of them."});
  tables.methods.push_back({"unsafe_split", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_unsafe_split)), METH_FASTCALL | METH_KEYWORDS, "unsafe_split($self, split_size, dim=0)\n--\n\nsplit, whose results autograd does not track as views of self."});
  tables.methods.push_back({"unsafe_chunk", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_unsafe_chunk)), METH_FASTCALL | METH_KEYWORDS, "unsafe_chunk($self, chunks, dim=0)\n--\n\nchunk, whose results autograd does not track as views of self."});
  tables.methods.push_back({"unsafe_split_with_sizes", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_unsafe_split_with_sizes)), METH_FASTCALL | METH_KEYWORDS, "unsafe_split_with_sizes($self, split_sizes, dim=0)\n--\n\nsplit_with_sizes, whose results autograd does not track as views of self."});
  tables.methods.push_back({"narrow_copy", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_narrow_copy)), METH_FASTCALL | METH_KEYWORDS, "narrow_copy($self, dim, start, length)\n--\n\nReturns a copy of self narrowed to length elements from start along dim."});
  tables.methods.push_back({"select_scatter", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_select_scatter)), METH_FASTCALL | METH_KEYWORDS, "select_scatter($self, src, dim, index)\n--\n\nReturns a copy of self with src written where select(self, dim, index) views it."});
  tables.methods.push_back({"slice_scatter", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_slice_scatter)), METH_FASTCALL | METH_KEYWORDS, "slice_scatter($self, src, dim=0, start=None, end=None, step=1)\n--\n\nReturns a copy of self with src written where self[start:end:step] along dim views it."});
  tables.methods.push_back({"diagonal_scatter", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_diagonal_scatter)), METH_FASTCALL | METH_KEYWORDS, "diagonal_scatter($self, src, offset=0, dim1=0, dim2=1)\n--\n\nReturns a copy of self with src written where diagonal(self, offset, dim1, dim2) views it."});
  tables.methods.push_back({"as_strided_scatter", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_as_strided_scatter)), METH_FASTCALL | METH_KEYWORDS, "as_strided_scatter($self, src, size, stride, storage_offset=None)\n--\n\nReturns a copy of self with src written where as_strided(self, size, stride, storage_offset) views it."});
  tables.methods.push_back({"fill_diagonal_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_fill_diagonal_)), METH_FASTCALL | METH_KEYWORDS, "fill_diagonal_($self, fill_value, wrap=False)\n--\n\nFills the main diagonal of self (2-D, or every dim of one size) with fill_value, in place; a tall matrix's diagonal restarts every N + 1 rows when wrap."});
}

}  // namespace yaten::python
