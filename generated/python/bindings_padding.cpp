// @generated from ops.yaml by codegen (template: bindings_family.cpp.j2). Do not edit.
// Python entries of the 'padding' ops: one per Python name, parsing all
// of its overloads in one pass (python/src/arg_parser.h).
#include "generated/python/bindings.h"

#include "generated/autograd/ops_padding.h"
#include "python/src/arg_parser.h"
#include "python/src/device_objects.h"
#include "python/src/gil_release.h"
#include "python/src/named_tensors.h"
#include "python/src/torch_function.h"
#include "python/src/wrap.h"

namespace yaten::python {
namespace {

PyObject* fn_nn_functional_pad([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "pad(Tensor input, int[] pad, str mode='constant', float? value=None)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "pad", "yaten.nn.functional", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int_list(1);
      auto&& a2 = r.string_view(2);
      auto&& a3 = r.optional_double(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::pad(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_constant_pad_nd([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "constant_pad_nd(Tensor input, int[] pad, Scalar value=0)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "constant_pad_nd", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int_list(1);
      auto&& a2 = r.scalar(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::constant_pad_nd(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn__internal_constant_pad([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "constant_pad(Tensor input, int[] pad, Scalar value=0)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int_list(1);
      auto&& a2 = r.scalar(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::constant_pad(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn__internal_constant_pad_backward([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "constant_pad_backward(Tensor grad_output, int[] pad)",
  }, false);
  ParsedArgs<2> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int_list(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::constant_pad_backward(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

}  // namespace

void add_padding_bindings(MethodTables& tables) {
  tables.functions["_nn"].push_back({"pad", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_nn_functional_pad)), METH_FASTCALL | METH_KEYWORDS, "pad($module, input, pad, mode='constant', value=None)\n--\n\nPads the last len(pad) / 2 dims of input, pad listing (before, after) from the last dim backwards; mode 'constant' (value, negative amounts crop), 'reflect', 'replicate' or 'circular'."});
  tables.functions["_functions"].push_back({"constant_pad_nd", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_constant_pad_nd)), METH_FASTCALL | METH_KEYWORDS, "constant_pad_nd($module, input, pad, value=0)\n--\n\nPads self with value, pad giving the amounts before and after each of the last dims, last dim first (negative amounts crop)."});
  tables.functions["_internal"].push_back({"constant_pad", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn__internal_constant_pad)), METH_FASTCALL | METH_KEYWORDS, "constant_pad($module, input, pad, value=0)\n--\n\nself padded with value (negative amounts crop), pad as constant_pad_nd's, written once; F.pad's constant mode."});
  tables.functions["_internal"].push_back({"constant_pad_backward", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn__internal_constant_pad_backward)), METH_FASTCALL | METH_KEYWORDS, "constant_pad_backward($module, grad_output, pad)\n--\n\ngrad_output cropped back to constant_pad's input (its amounts negated), one copy; constant_pad's gradient."});
}

}  // namespace yaten::python
