// @generated from ops.yaml by codegen (template: bindings_family.cpp.j2). Do not edit.
// Python entries of the 'fill' ops: one per Python name, parsing all
// of its overloads in one pass (python/src/arg_parser.h).
#include "generated/python/bindings.h"

#include "generated/autograd/ops_fill.h"
#include "python/src/arg_parser.h"
#include "python/src/device_objects.h"
#include "python/src/gil_release.h"
#include "python/src/named_tensors.h"
#include "python/src/torch_function.h"
#include "python/src/wrap.h"

namespace yaten::python {
namespace {

PyObject* fn_yaten_fill_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "fill_(Tensor input, Tensor value)",
      "fill_(Tensor input, Scalar value)",
  }, false);
  ParsedArgs<2> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "fill_", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::fill__Tensor(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.scalar(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::fill_(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_zero_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "zero_(Tensor input)",
  }, false);
  ParsedArgs<1> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "zero_", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::zero_(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_fill([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "fill(Tensor input, Tensor value)",
      "fill(Tensor input, Scalar value)",
  }, false);
  ParsedArgs<2> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "fill", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::fill_Tensor(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.scalar(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::fill_Scalar(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_fill_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "fill_(Tensor value)",
      "fill_(Scalar value)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "fill_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::fill__Tensor(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.scalar(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::fill_(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_zero_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "zero_()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "zero_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::zero_(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_zero__noargs(PyObject* self_obj, PyObject*) { return method_zero_(self_obj, nullptr, 0, nullptr); }

PyObject* method_uniform_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "uniform_(float from=0, float to=1, *, Generator? generator=None)",
  }, false);
  ParsedArgs<4> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "uniform_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.to_double(0);
      auto&& a2 = r.to_double(1);
      auto&& a3 = r.generator(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::uniform_(self, a1, a2, a3); }, self, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_normal_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "normal_(float mean=0, float std=1, *, Generator? generator=None)",
  }, false);
  ParsedArgs<4> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "normal_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.to_double(0);
      auto&& a2 = r.to_double(1);
      auto&& a3 = r.generator(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::normal_(self, a1, a2, a3); }, self, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_copy_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "copy_(Tensor other, bool non_blocking=False)",
      "copy_(Tensor other, bool async)|hidden",
  }, false, {
      "other",
      "other",
  });
  ParsedArgs<2> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "copy_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      auto&& a2 = r.to_bool(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::copy_(self, a1, a2); }, self, a1, a2);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.tensor(0);
      auto&& a2 = r.to_bool(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::copy_(self, a1, a2); }, self, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

}  // namespace

void add_fill_bindings(MethodTables& tables) {
  tables.functions["_functions"].push_back({"fill_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_fill_)), METH_FASTCALL | METH_KEYWORDS, "fill_($module, input, value)\n--\n\nFills self with the value of the 0-d tensor value, in place (differentiable in value, unlike a number)."});
  tables.functions["_functions"].push_back({"zero_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_zero_)), METH_FASTCALL | METH_KEYWORDS, "zero_($module, input)\n--\n\nFills self with zeros, in place."});
  tables.functions["_functions"].push_back({"fill", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_fill)), METH_FASTCALL | METH_KEYWORDS, "fill($module, input, value)\n--\n\nReturns a tensor shaped and typed as self filled with the value of the 0-d tensor value (differentiable in value)."});
  tables.methods.push_back({"fill_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_fill_)), METH_FASTCALL | METH_KEYWORDS, "fill_($self, value)\n--\n\nFills self with the value of the 0-d tensor value, in place (differentiable in value, unlike a number)."});
  tables.methods.push_back({"zero_", method_zero__noargs, METH_NOARGS, "zero_($self)\n--\n\nFills self with zeros, in place."});
  tables.methods.push_back({"uniform_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_uniform_)), METH_FASTCALL | METH_KEYWORDS, "uniform_($self, from_=0.0, to=1.0, *, generator=None)\n--\n\nFills self with values drawn uniformly from [from, to), in place."});
  tables.methods.push_back({"normal_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_normal_)), METH_FASTCALL | METH_KEYWORDS, "normal_($self, mean=0.0, std=1.0, *, generator=None)\n--\n\nFills self with values drawn from a normal distribution, in place."});
  tables.methods.push_back({"copy_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_copy_)), METH_FASTCALL | METH_KEYWORDS, "copy_($self, other, non_blocking=False)\n--\n\nCopies other into self (broadcasting other, converting its dtype), in place; non_blocking, asynchrony between devices, changes nothing on the CPU, where the copy is done when it returns."});
}

}  // namespace yaten::python
