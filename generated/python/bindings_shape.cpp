// @generated from ops.yaml by codegen (template: bindings_family.cpp.j2). Do not edit.
// Python entries of the 'shape' ops: one per Python name, parsing all
// of its overloads in one pass (python/src/arg_parser.h).
#include "generated/python/bindings.h"

#include "generated/autograd/ops_shape.h"
#include "python/src/arg_parser.h"
#include "python/src/device_objects.h"
#include "python/src/gil_release.h"
#include "python/src/torch_function.h"
#include "python/src/wrap.h"

namespace yaten::python {
namespace {

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

PyObject* fn_yaten_transpose([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "transpose(Tensor input, int dim0, int dim1)",
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
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_swapaxes([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "swapaxes(Tensor input, int dim0, int dim1)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "swapaxes", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      auto&& a2 = r.int64(2);
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

PyObject* fn_yaten_squeeze([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "squeeze(Tensor input, int? dim=None)",
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

PyObject* fn_yaten_flatten([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "flatten(Tensor input, int start_dim=0, int end_dim=-1)",
  }, false);
  ParsedArgs<3> r;
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

PyObject* fn_yaten_narrow([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "narrow(Tensor input, int dim, int start, int length)",
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
      "cat(Tensor[] tensors, int dim=0, *, Tensor? out=None)",
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

PyObject* fn_yaten_split([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "split(Tensor input, int split_size, int dim=0)",
      "split(Tensor input, int[] split_size, int dim=0)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "split", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      auto&& a2 = r.int64(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::split(a0, a1, a2); }, a0, a1, a2);
      return wrap_list(result);
    }
    case 1: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int_list(1);
      auto&& a2 = r.int64(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::split_sizes(a0, a1, a2); }, a0, a1, a2);
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
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_movedim([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "movedim(Tensor input, int[1] source, int[1] destination)",
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
      "moveaxis(Tensor input, int[1] source, int[1] destination)",
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
      "unflatten(Tensor input, int dim, int[] sizes)",
  }, false);
  ParsedArgs<3> r;
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

PyObject* method_view([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "view(int[] size)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "view", args, nargs, kwnames);
  switch (overload) {
    case 0: {
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
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_swapaxes([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "swapaxes(int dim0, int dim1)",
  }, false);
  ParsedArgs<2> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "swapaxes", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.int64(0);
      auto&& a2 = r.int64(1);
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

PyObject* method_squeeze([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "squeeze(int? dim=None)",
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
      "expand(int[] size)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "expand", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.int_list(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::expand(self, a1); }, self, a1);
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
      "flatten(int start_dim=0, int end_dim=-1)",
  }, false);
  ParsedArgs<2> r;
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

PyObject* method_narrow([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "narrow(int dim, int start, int length)",
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
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_select([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "select(int dim, int index)",
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
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_split([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "split(int split_size, int dim=0)",
      "split(int[] split_size, int dim=0)",
  }, false);
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

PyObject* method_to([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "to(Device? device=None, ScalarType? dtype=None, bool non_blocking=False, bool copy=False, *, MemoryFormat? memory_format=None)",
      "to(ScalarType dtype, bool non_blocking=False, bool copy=False, *, MemoryFormat? memory_format=None)",
      "to(Tensor tensor, bool non_blocking=False, bool copy=False, *, MemoryFormat? memory_format=None)",
  }, false);
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
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_movedim([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "movedim(int[1] source, int[1] destination)",
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
      "moveaxis(int[1] source, int[1] destination)",
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
      "unflatten(int dim, int[] sizes)",
  }, false);
  ParsedArgs<2> r;
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

}  // namespace

void add_shape_bindings(MethodTables& tables) {
  tables.functions["_functions"].push_back({"reshape", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_reshape)), METH_FASTCALL | METH_KEYWORDS, "reshape($module, input, shape)\n--\n\nReturns self with a new shape, as a view when the strides allow, else as a copy."});
  tables.functions["_functions"].push_back({"permute", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_permute)), METH_FASTCALL | METH_KEYWORDS, "permute($module, input, dims)\n--\n\nReturns a view of self with its dims reordered."});
  tables.functions["_functions"].push_back({"transpose", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_transpose)), METH_FASTCALL | METH_KEYWORDS, "transpose($module, input, dim0, dim1)\n--\n\nReturns a view of self with dims dim0 and dim1 swapped."});
  tables.functions["_functions"].push_back({"swapaxes", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_swapaxes)), METH_FASTCALL | METH_KEYWORDS, "swapaxes($module, input, dim0, dim1)\n--\n\nReturns a view of self with dims dim0 and dim1 swapped."});
  tables.functions["_functions"].push_back({"swapdims", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_swapdims)), METH_FASTCALL | METH_KEYWORDS, "swapdims($module, input, dim0, dim1)\n--\n\nReturns a view of self with dims dim0 and dim1 swapped."});
  tables.functions["_functions"].push_back({"t", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_t)), METH_FASTCALL | METH_KEYWORDS, "t($module, input)\n--\n\nTransposes a tensor of at most 2 dims."});
  tables.functions["_functions"].push_back({"squeeze", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_squeeze)), METH_FASTCALL | METH_KEYWORDS, "squeeze($module, input, dim=None)\n--\n\nRemoves dims of size 1 (only dim when given)."});
  tables.functions["_functions"].push_back({"unsqueeze", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_unsqueeze)), METH_FASTCALL | METH_KEYWORDS, "unsqueeze($module, input, dim)\n--\n\nInserts a dim of size 1 at dim."});
  tables.functions["_functions"].push_back({"flatten", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_flatten)), METH_FASTCALL | METH_KEYWORDS, "flatten($module, input, start_dim=0, end_dim=-1)\n--\n\nFlattens dims start_dim to end_dim into one."});
  tables.functions["_functions"].push_back({"narrow", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_narrow)), METH_FASTCALL | METH_KEYWORDS, "narrow($module, input, dim, start, length)\n--\n\nReturns a view of self restricted to [start, start + length) along dim."});
  tables.functions["_internal"].push_back({"slice", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn__internal_slice)), METH_FASTCALL | METH_KEYWORDS, "slice($module, input, dim=0, start=None, end=None, step=1)\n--\n\nReturns the view self[start:end:step] along dim (what indexing with a slice does)."});
  tables.functions["_internal"].push_back({"slice_backward", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn__internal_slice_backward)), METH_FASTCALL | METH_KEYWORDS, "slice_backward($module, grad_output, input_sizes, dim, start, end, step)\n--\n\nScatters grad_output into zeros of input_sizes at the slice [start:end:step] along dim."});
  tables.functions["_functions"].push_back({"select", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_select)), METH_FASTCALL | METH_KEYWORDS, "select($module, input, dim, index)\n--\n\nReturns the view of self at index along dim, without that dim."});
  tables.functions["_internal"].push_back({"select_backward", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn__internal_select_backward)), METH_FASTCALL | METH_KEYWORDS, "select_backward($module, grad_output, input_sizes, dim, index)\n--\n\nScatters grad_output into zeros of input_sizes at index along dim."});
  tables.functions["_functions"].push_back({"cat", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_cat)), METH_FASTCALL | METH_KEYWORDS, "cat($module, tensors, dim=0, *, out=None)\n--\n\nConcatenates tensors along an existing dim."});
  tables.functions["_functions"].push_back({"stack", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_stack)), METH_FASTCALL | METH_KEYWORDS, "stack($module, tensors, dim=0, *, out=None)\n--\n\nStacks tensors of one shape along a new dim."});
  tables.functions["_functions"].push_back({"split", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_split)), METH_FASTCALL | METH_KEYWORDS, "split($module, input, split_size, dim=0)\n--\n\nSplits self into views of split_size along dim (the last may be smaller)."});
  tables.functions["_functions"].push_back({"chunk", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_chunk)), METH_FASTCALL | METH_KEYWORDS, "chunk($module, input, chunks, dim=0)\n--\n\nSplits self into at most chunks views of equal size along dim."});
  tables.functions["_functions"].push_back({"clone", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_clone)), METH_FASTCALL | METH_KEYWORDS, "clone($module, input, *, memory_format=None)\n--\n\nReturns a copy of self in new memory, laid out in memory_format (None and preserve_format keep self's layout)."});
  tables.functions["_functions"].push_back({"detach", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_detach)), METH_FASTCALL | METH_KEYWORDS, "detach($module, input)\n--\n\nReturns a view of self's data that is cut from the autograd graph."});
  tables.functions["_internal"].push_back({"alias", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn__internal_alias)), METH_FASTCALL | METH_KEYWORDS, "alias($module, input)\n--\n\nReturns a new tensor sharing self's data and history (what Tensor.as_subclass returns, as PyTorch's alias)."});
  tables.functions["_functions"].push_back({"flip", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_flip)), METH_FASTCALL | METH_KEYWORDS, "flip($module, input, dims)\n--\n\nReverses the order of elements along dims."});
  tables.functions["_functions"].push_back({"tril", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_tril)), METH_FASTCALL | METH_KEYWORDS, "tril($module, input, diagonal=0, *, out=None)\n--\n\nReturns the lower triangle of the last two dims of self; the rest is zero."});
  tables.functions["_functions"].push_back({"triu", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_triu)), METH_FASTCALL | METH_KEYWORDS, "triu($module, input, diagonal=0, *, out=None)\n--\n\nReturns the upper triangle of the last two dims of self; the rest is zero."});
  tables.functions["_functions"].push_back({"unbind", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_unbind)), METH_FASTCALL | METH_KEYWORDS, "unbind($module, input, dim=0)\n--\n\nReturns the views of self at each index along dim, without that dim."});
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
  tables.methods.push_back({"view", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_view)), METH_FASTCALL | METH_KEYWORDS, "view($self, size)\n--\n\nReturns a view of self with a new shape; one dim may be -1. Fails if the strides do not allow it."});
  tables.methods.push_back({"reshape", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_reshape)), METH_FASTCALL | METH_KEYWORDS, "reshape($self, shape)\n--\n\nReturns self with a new shape, as a view when the strides allow, else as a copy."});
  tables.methods.push_back({"permute", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_permute)), METH_FASTCALL | METH_KEYWORDS, "permute($self, dims)\n--\n\nReturns a view of self with its dims reordered."});
  tables.methods.push_back({"transpose", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_transpose)), METH_FASTCALL | METH_KEYWORDS, "transpose($self, dim0, dim1)\n--\n\nReturns a view of self with dims dim0 and dim1 swapped."});
  tables.methods.push_back({"swapaxes", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_swapaxes)), METH_FASTCALL | METH_KEYWORDS, "swapaxes($self, dim0, dim1)\n--\n\nReturns a view of self with dims dim0 and dim1 swapped."});
  tables.methods.push_back({"swapdims", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_swapdims)), METH_FASTCALL | METH_KEYWORDS, "swapdims($self, dim0, dim1)\n--\n\nReturns a view of self with dims dim0 and dim1 swapped."});
  tables.methods.push_back({"t", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_t)), METH_FASTCALL | METH_KEYWORDS, "t($self)\n--\n\nTransposes a tensor of at most 2 dims."});
  tables.methods.push_back({"squeeze", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_squeeze)), METH_FASTCALL | METH_KEYWORDS, "squeeze($self, dim=None)\n--\n\nRemoves dims of size 1 (only dim when given)."});
  tables.methods.push_back({"unsqueeze", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_unsqueeze)), METH_FASTCALL | METH_KEYWORDS, "unsqueeze($self, dim)\n--\n\nInserts a dim of size 1 at dim."});
  tables.methods.push_back({"expand", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_expand)), METH_FASTCALL | METH_KEYWORDS, "expand($self, size)\n--\n\nReturns a view of self broadcast to size (-1 keeps a dim), without copying."});
  tables.methods.push_back({"expand_as", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_expand_as)), METH_FASTCALL | METH_KEYWORDS, "expand_as($self, other)\n--\n\nExpands self to the size of other."});
  tables.methods.push_back({"flatten", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_flatten)), METH_FASTCALL | METH_KEYWORDS, "flatten($self, start_dim=0, end_dim=-1)\n--\n\nFlattens dims start_dim to end_dim into one."});
  tables.methods.push_back({"narrow", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_narrow)), METH_FASTCALL | METH_KEYWORDS, "narrow($self, dim, start, length)\n--\n\nReturns a view of self restricted to [start, start + length) along dim."});
  tables.methods.push_back({"select", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_select)), METH_FASTCALL | METH_KEYWORDS, "select($self, dim, index)\n--\n\nReturns the view of self at index along dim, without that dim."});
  tables.methods.push_back({"split", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_split)), METH_FASTCALL | METH_KEYWORDS, "split($self, split_size, dim=0)\n--\n\nSplits self into views of split_size along dim (the last may be smaller)."});
  tables.methods.push_back({"chunk", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_chunk)), METH_FASTCALL | METH_KEYWORDS, "chunk($self, chunks, dim=0)\n--\n\nSplits self into at most chunks views of equal size along dim."});
  tables.methods.push_back({"contiguous", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_contiguous)), METH_FASTCALL | METH_KEYWORDS, "contiguous($self, *, memory_format=None)\n--\n\nReturns self if it is laid out in memory_format (None is contiguous_format), else a copy laid out so (its grad_fn a CloneBackward0)."});
  tables.methods.push_back({"clone", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_clone)), METH_FASTCALL | METH_KEYWORDS, "clone($self, *, memory_format=None)\n--\n\nReturns a copy of self in new memory, laid out in memory_format (None and preserve_format keep self's layout)."});
  tables.methods.push_back({"detach", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_detach)), METH_FASTCALL | METH_KEYWORDS, "detach($self)\n--\n\nReturns a view of self's data that is cut from the autograd graph."});
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
  tables.methods.push_back({"unbind", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_unbind)), METH_FASTCALL | METH_KEYWORDS, "unbind($self, dim=0)\n--\n\nReturns the views of self at each index along dim, without that dim."});
  tables.methods.push_back({"movedim", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_movedim)), METH_FASTCALL | METH_KEYWORDS, "movedim($self, source, destination)\n--\n\nReturns a view of self with the dims at source moved to destination, the others keeping their order."});
  tables.methods.push_back({"moveaxis", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_moveaxis)), METH_FASTCALL | METH_KEYWORDS, "moveaxis($self, source, destination)\n--\n\nReturns a view of self with the dims at source moved to destination, the others keeping their order."});
  tables.methods.push_back({"unflatten", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_unflatten)), METH_FASTCALL | METH_KEYWORDS, "unflatten($self, dim, sizes)\n--\n\nSplits dim of self into dims of the sizes given (one may be -1)."});
  tables.methods.push_back({"broadcast_to", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_broadcast_to)), METH_FASTCALL | METH_KEYWORDS, "broadcast_to($self, size)\n--\n\nReturns a view of self broadcast to size (-1 keeps a dim)."});
  tables.methods.push_back({"roll", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_roll)), METH_FASTCALL | METH_KEYWORDS, "roll($self, shifts, dims=())\n--\n\nRotates self by shifts[i] places along dims[i]; without dims, rotates the flattened tensor and restores its shape."});
  tables.methods.push_back({"tile", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_tile)), METH_FASTCALL | METH_KEYWORDS, "tile($self, dims)\n--\n\nRepeats self dims[i] times along each dim i, leading ones filling whichever of dims and self's shape is shorter."});
  tables.methods.push_back({"rot90", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_rot90)), METH_FASTCALL | METH_KEYWORDS, "rot90($self, k=1, dims=(0, 1,))\n--\n\nRotates self by 90 degrees k times in the plane of dims, from the first towards the second."});
  tables.methods.push_back({"fliplr", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_fliplr)), METH_FASTCALL | METH_KEYWORDS, "fliplr($self)\n--\n\nReverses the order of the columns (dim 1) of self."});
  tables.methods.push_back({"flipud", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_flipud)), METH_FASTCALL | METH_KEYWORDS, "flipud($self)\n--\n\nReverses the order of the rows (dim 0) of self."});
}

}  // namespace yaten::python
