// @generated from ops.yaml by codegen (template: bindings_family.cpp.j2). Do not edit.
// Python entries of the 'shape' ops: one per Python name, parsing all
// of its overloads in one pass (python/src/arg_parser.h).
#include "generated/python/bindings.h"

#include "generated/autograd/ops_shape.h"
#include "python/src/arg_parser.h"
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
    case 0:
      return wrap_tensor(yaten::reshape(r.tensor(0), r.int_list(1)));
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
    case 0:
      return wrap_tensor(yaten::permute(r.tensor(0), r.int_list(1)));
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
    case 0:
      return wrap_tensor(yaten::transpose(r.tensor(0), r.int64(1), r.int64(2)));
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
    case 0:
      return wrap_tensor(yaten::t(r.tensor(0)));
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
    case 0:
      return wrap_tensor(yaten::squeeze(r.tensor(0), r.optional_int64(1)));
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
    case 0:
      return wrap_tensor(yaten::unsqueeze(r.tensor(0), r.int64(1)));
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
    case 0:
      return wrap_tensor(yaten::flatten(r.tensor(0), r.int64(1), r.int64(2)));
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
    case 0:
      return wrap_tensor(yaten::narrow(r.tensor(0), r.int64(1), r.int64(2), r.int64(3)));
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
    case 0:
      return wrap_tensor(yaten::slice(r.tensor(0), r.int64(1), r.optional_int64(2), r.optional_int64(3), r.int64(4)));
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
    case 0:
      return wrap_tensor(yaten::slice_backward(r.tensor(0), r.int_list(1), r.int64(2), r.optional_int64(3), r.optional_int64(4), r.int64(5)));
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
    case 0:
      return wrap_tensor(yaten::select(r.tensor(0), r.int64(1), r.int64(2)));
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
    case 0:
      return wrap_tensor(yaten::select_backward(r.tensor(0), r.int_list(1), r.int64(2), r.int64(3)));
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
    case 0:
      if (!r.is_none(2)) return wrap_tensor(yaten::cat_out(r.tensor_list(0), r.int64(1), r.tensor(2)));
      return wrap_tensor(yaten::cat(r.tensor_list(0), r.int64(1)));
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
    case 0:
      if (!r.is_none(2)) return wrap_tensor(yaten::stack_out(r.tensor_list(0), r.int64(1), r.tensor(2)));
      return wrap_tensor(yaten::stack(r.tensor_list(0), r.int64(1)));
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_split([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "split(Tensor input, int split_size, int dim=0)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "split", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0:
      return wrap_list(yaten::split(r.tensor(0), r.int64(1), r.int64(2)));
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
    case 0:
      return wrap_list(yaten::chunk(r.tensor(0), r.int64(1), r.int64(2)));
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_clone([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "clone(Tensor input)",
  }, false);
  ParsedArgs<1> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "clone", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0:
      return wrap_tensor(yaten::clone(r.tensor(0)));
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
    case 0:
      return wrap_tensor(yaten::detach(r.tensor(0)));
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
    case 0:
      return wrap_tensor(yaten::alias(r.tensor(0)));
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
    case 0:
      return wrap_tensor(yaten::flip(r.tensor(0), r.int_list(1)));
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
    case 0:
      if (!r.is_none(2)) return wrap_tensor(yaten::tril_out(r.tensor(0), r.int64(1), r.tensor(2)));
      return wrap_tensor(yaten::tril(r.tensor(0), r.int64(1)));
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
    case 0:
      if (!r.is_none(2)) return wrap_tensor(yaten::triu_out(r.tensor(0), r.int64(1), r.tensor(2)));
      return wrap_tensor(yaten::triu(r.tensor(0), r.int64(1)));
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
    case 0:
      return wrap_tensor(yaten::view(self, r.int_list(0)));
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
    case 0:
      return wrap_tensor(yaten::reshape(self, r.int_list(0)));
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
    case 0:
      return wrap_tensor(yaten::permute(self, r.int_list(0)));
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
    case 0:
      return wrap_tensor(yaten::transpose(self, r.int64(0), r.int64(1)));
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
    case 0:
      return wrap_tensor(yaten::t(self));
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
    case 0:
      return wrap_tensor(yaten::squeeze(self, r.optional_int64(0)));
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
    case 0:
      return wrap_tensor(yaten::unsqueeze(self, r.int64(0)));
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
    case 0:
      return wrap_tensor(yaten::expand(self, r.int_list(0)));
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
    case 0:
      return wrap_tensor(yaten::expand_as(self, r.tensor(0)));
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
    case 0:
      return wrap_tensor(yaten::flatten(self, r.int64(0), r.int64(1)));
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
    case 0:
      return wrap_tensor(yaten::narrow(self, r.int64(0), r.int64(1), r.int64(2)));
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
    case 0:
      return wrap_tensor(yaten::select(self, r.int64(0), r.int64(1)));
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_split([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "split(int split_size, int dim=0)",
  }, false);
  ParsedArgs<2> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "split", args, nargs, kwnames);
  switch (overload) {
    case 0:
      return wrap_list(yaten::split(self, r.int64(0), r.int64(1)));
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
    case 0:
      return wrap_list(yaten::chunk(self, r.int64(0), r.int64(1)));
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_contiguous([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "contiguous()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "contiguous", args, nargs, kwnames);
  switch (overload) {
    case 0:
      return wrap_tensor(yaten::contiguous(self));
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_clone([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "clone()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "clone", args, nargs, kwnames);
  switch (overload) {
    case 0:
      return wrap_tensor(yaten::clone(self));
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
    case 0:
      return wrap_tensor(yaten::detach(self));
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_to([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "to(ScalarType dtype, bool non_blocking=False, bool copy=False)",
  }, false);
  ParsedArgs<3> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "to", args, nargs, kwnames);
  switch (overload) {
    case 0:
      return wrap_tensor(yaten::to(self, r.scalar_type(0), r.to_bool(1), r.to_bool(2)));
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
    case 0:
      return wrap_tensor(yaten::flip(self, r.int_list(0)));
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
    case 0:
      return wrap_tensor(yaten::repeat(self, r.int_list(0)));
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
    case 0:
      return wrap_tensor(yaten::tril(self, r.int64(0)));
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
    case 0:
      return wrap_tensor(yaten::tril_(self, r.int64(0)));
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
    case 0:
      return wrap_tensor(yaten::triu(self, r.int64(0)));
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
    case 0:
      return wrap_tensor(yaten::triu_(self, r.int64(0)));
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
    case 0:
      return wrap_tensor(yaten::view_as(self, r.tensor(0)));
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
    case 0:
      return wrap_tensor(yaten::reshape_as(self, r.tensor(0)));
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
    case 0:
      return wrap_tensor(yaten::type_as(self, r.tensor(0)));
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

}  // namespace

void add_shape_bindings(MethodTables& tables) {
  tables.functions["yaten"].push_back({"reshape", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_reshape)), METH_FASTCALL | METH_KEYWORDS, "reshape($module, input, shape)\n--\n\nReturns self with a new shape, as a view when the strides allow, else as a copy."});
  tables.functions["yaten"].push_back({"permute", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_permute)), METH_FASTCALL | METH_KEYWORDS, "permute($module, input, dims)\n--\n\nReturns a view of self with its dims reordered."});
  tables.functions["yaten"].push_back({"transpose", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_transpose)), METH_FASTCALL | METH_KEYWORDS, "transpose($module, input, dim0, dim1)\n--\n\nReturns a view of self with dims dim0 and dim1 swapped."});
  tables.functions["yaten"].push_back({"t", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_t)), METH_FASTCALL | METH_KEYWORDS, "t($module, input)\n--\n\nTransposes a tensor of at most 2 dims."});
  tables.functions["yaten"].push_back({"squeeze", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_squeeze)), METH_FASTCALL | METH_KEYWORDS, "squeeze($module, input, dim=None)\n--\n\nRemoves dims of size 1 (only dim when given)."});
  tables.functions["yaten"].push_back({"unsqueeze", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_unsqueeze)), METH_FASTCALL | METH_KEYWORDS, "unsqueeze($module, input, dim)\n--\n\nInserts a dim of size 1 at dim."});
  tables.functions["yaten"].push_back({"flatten", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_flatten)), METH_FASTCALL | METH_KEYWORDS, "flatten($module, input, start_dim=0, end_dim=-1)\n--\n\nFlattens dims start_dim to end_dim into one."});
  tables.functions["yaten"].push_back({"narrow", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_narrow)), METH_FASTCALL | METH_KEYWORDS, "narrow($module, input, dim, start, length)\n--\n\nReturns a view of self restricted to [start, start + length) along dim."});
  tables.functions["_internal"].push_back({"slice", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn__internal_slice)), METH_FASTCALL | METH_KEYWORDS, "slice($module, input, dim=0, start=None, end=None, step=1)\n--\n\nReturns the view self[start:end:step] along dim (what indexing with a slice does)."});
  tables.functions["_internal"].push_back({"slice_backward", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn__internal_slice_backward)), METH_FASTCALL | METH_KEYWORDS, "slice_backward($module, grad_output, input_sizes, dim, start, end, step)\n--\n\nScatters grad_output into zeros of input_sizes at the slice [start:end:step] along dim."});
  tables.functions["yaten"].push_back({"select", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_select)), METH_FASTCALL | METH_KEYWORDS, "select($module, input, dim, index)\n--\n\nReturns the view of self at index along dim, without that dim."});
  tables.functions["_internal"].push_back({"select_backward", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn__internal_select_backward)), METH_FASTCALL | METH_KEYWORDS, "select_backward($module, grad_output, input_sizes, dim, index)\n--\n\nScatters grad_output into zeros of input_sizes at index along dim."});
  tables.functions["yaten"].push_back({"cat", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_cat)), METH_FASTCALL | METH_KEYWORDS, "cat($module, tensors, dim=0, *, out=None)\n--\n\nConcatenates tensors along an existing dim."});
  tables.functions["yaten"].push_back({"stack", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_stack)), METH_FASTCALL | METH_KEYWORDS, "stack($module, tensors, dim=0, *, out=None)\n--\n\nStacks tensors of one shape along a new dim."});
  tables.functions["yaten"].push_back({"split", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_split)), METH_FASTCALL | METH_KEYWORDS, "split($module, input, split_size, dim=0)\n--\n\nSplits self into views of split_size along dim (the last may be smaller)."});
  tables.functions["yaten"].push_back({"chunk", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_chunk)), METH_FASTCALL | METH_KEYWORDS, "chunk($module, input, chunks, dim=0)\n--\n\nSplits self into at most chunks views of equal size along dim."});
  tables.functions["yaten"].push_back({"clone", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_clone)), METH_FASTCALL | METH_KEYWORDS, "clone($module, input)\n--\n\nReturns a copy of self in new memory."});
  tables.functions["yaten"].push_back({"detach", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_detach)), METH_FASTCALL | METH_KEYWORDS, "detach($module, input)\n--\n\nReturns a view of self's data that is cut from the autograd graph."});
  tables.functions["_internal"].push_back({"alias", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn__internal_alias)), METH_FASTCALL | METH_KEYWORDS, "alias($module, input)\n--\n\nReturns a new tensor sharing self's data and history (what Tensor.as_subclass returns, as PyTorch's alias)."});
  tables.functions["yaten"].push_back({"flip", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_flip)), METH_FASTCALL | METH_KEYWORDS, "flip($module, input, dims)\n--\n\nReverses the order of elements along dims."});
  tables.functions["yaten"].push_back({"tril", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_tril)), METH_FASTCALL | METH_KEYWORDS, "tril($module, input, diagonal=0, *, out=None)\n--\n\nReturns the lower triangle of the last two dims of self; the rest is zero."});
  tables.functions["yaten"].push_back({"triu", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_triu)), METH_FASTCALL | METH_KEYWORDS, "triu($module, input, diagonal=0, *, out=None)\n--\n\nReturns the upper triangle of the last two dims of self; the rest is zero."});
  tables.methods.push_back({"view", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_view)), METH_FASTCALL | METH_KEYWORDS, "view($self, size)\n--\n\nReturns a view of self with a new shape; one dim may be -1. Fails if the strides do not allow it."});
  tables.methods.push_back({"reshape", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_reshape)), METH_FASTCALL | METH_KEYWORDS, "reshape($self, shape)\n--\n\nReturns self with a new shape, as a view when the strides allow, else as a copy."});
  tables.methods.push_back({"permute", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_permute)), METH_FASTCALL | METH_KEYWORDS, "permute($self, dims)\n--\n\nReturns a view of self with its dims reordered."});
  tables.methods.push_back({"transpose", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_transpose)), METH_FASTCALL | METH_KEYWORDS, "transpose($self, dim0, dim1)\n--\n\nReturns a view of self with dims dim0 and dim1 swapped."});
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
  tables.methods.push_back({"contiguous", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_contiguous)), METH_FASTCALL | METH_KEYWORDS, "contiguous($self)\n--\n\nReturns self if it is contiguous, else a contiguous copy."});
  tables.methods.push_back({"clone", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_clone)), METH_FASTCALL | METH_KEYWORDS, "clone($self)\n--\n\nReturns a copy of self in new memory."});
  tables.methods.push_back({"detach", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_detach)), METH_FASTCALL | METH_KEYWORDS, "detach($self)\n--\n\nReturns a view of self's data that is cut from the autograd graph."});
  tables.methods.push_back({"to", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_to)), METH_FASTCALL | METH_KEYWORDS, "to($self, dtype, non_blocking=False, copy=False)\n--\n\nReturns self converted to dtype (self itself when it already has it and copy is false)."});
  tables.methods.push_back({"flip", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_flip)), METH_FASTCALL | METH_KEYWORDS, "flip($self, dims)\n--\n\nReverses the order of elements along dims."});
  tables.methods.push_back({"repeat", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_repeat)), METH_FASTCALL | METH_KEYWORDS, "repeat($self, repeats)\n--\n\nTiles self repeats[i] times along each dim i."});
  tables.methods.push_back({"tril", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_tril)), METH_FASTCALL | METH_KEYWORDS, "tril($self, diagonal=0)\n--\n\nReturns the lower triangle of the last two dims of self; the rest is zero."});
  tables.methods.push_back({"tril_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_tril_)), METH_FASTCALL | METH_KEYWORDS, "tril_($self, diagonal=0)\n--\n\nReturns the lower triangle of the last two dims of self; the rest is zero."});
  tables.methods.push_back({"triu", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_triu)), METH_FASTCALL | METH_KEYWORDS, "triu($self, diagonal=0)\n--\n\nReturns the upper triangle of the last two dims of self; the rest is zero."});
  tables.methods.push_back({"triu_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_triu_)), METH_FASTCALL | METH_KEYWORDS, "triu_($self, diagonal=0)\n--\n\nReturns the upper triangle of the last two dims of self; the rest is zero."});
  tables.methods.push_back({"view_as", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_view_as)), METH_FASTCALL | METH_KEYWORDS, "view_as($self, other)\n--\n\nReturns a view of self with the size of other."});
  tables.methods.push_back({"reshape_as", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_reshape_as)), METH_FASTCALL | METH_KEYWORDS, "reshape_as($self, other)\n--\n\nReturns self reshaped to the size of other (a view when possible)."});
  tables.methods.push_back({"type_as", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_type_as)), METH_FASTCALL | METH_KEYWORDS, "type_as($self, other)\n--\n\nReturns self converted to other's dtype (self itself when it already has it)."});
}

}  // namespace yaten::python
