// @generated from ops.yaml by codegen (template: bindings_family.cpp.j2). Do not edit.
// Python entries of the 'select' ops: one per Python name, parsing all
// of its overloads in one pass (python/src/arg_parser.h).
#include "generated/python/bindings.h"

#include "generated/autograd/ops_select.h"
#include "python/src/arg_parser.h"
#include "python/src/device_objects.h"
#include "python/src/gil_release.h"
#include "python/src/named_tensors.h"
#include "python/src/torch_function.h"
#include "python/src/wrap.h"

namespace yaten::python {
namespace {

PyObject* fn_yaten_where([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "where(Tensor condition, Tensor input, Tensor other, *, Tensor? out=None)",
      "where(Tensor condition, Scalar self, Tensor other)",
      "where(Tensor condition, Tensor input, Scalar other)",
      "where(Tensor condition, Scalar self, Scalar other)",
      "where(Tensor condition)",
  }, false);
  ParsedArgs<5> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "where", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(3)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.tensor(2);
        auto&& a3 = r.tensor(3);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::where_out(a0, a1, a2, a3); }, a0, a1, a2, a3);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::where(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::where(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
    case 2: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::where(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
    case 3: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::where(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
    case 4: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::where_condition(a0); }, a0);
      return wrap_list(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_clamp([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "clamp(Tensor input, Tensor? min=None, Tensor? max=None, *, Tensor? out=None)",
      "clamp(Tensor input, Scalar? min=None, Scalar? max=None, *, Tensor? out=None)",
  }, false);
  ParsedArgs<5> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "clamp", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(3)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.tensor(2);
        auto&& a3 = r.tensor(3);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::clamp_Tensor_out(a0, a1, a2, a3); }, a0, a1, a2, a3);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::clamp_Tensor(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
    case 1: {
      if (!r.is_none(3)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.optional_scalar(1);
        auto&& a2 = r.optional_scalar(2);
        auto&& a3 = r.tensor(3);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::clamp_out(a0, a1, a2, a3); }, a0, a1, a2, a3);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.optional_scalar(1);
      auto&& a2 = r.optional_scalar(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::clamp(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_clip([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "clip(Tensor input, Tensor? min=None, Tensor? max=None, *, Tensor? out=None)",
      "clip(Tensor input, Scalar? min=None, Scalar? max=None, *, Tensor? out=None)",
  }, false);
  ParsedArgs<5> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "clip", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(3)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.tensor(2);
        auto&& a3 = r.tensor(3);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::clamp_Tensor_out(a0, a1, a2, a3); }, a0, a1, a2, a3);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::clamp_Tensor(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
    case 1: {
      if (!r.is_none(3)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.optional_scalar(1);
        auto&& a2 = r.optional_scalar(2);
        auto&& a3 = r.tensor(3);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::clamp_out(a0, a1, a2, a3); }, a0, a1, a2, a3);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.optional_scalar(1);
      auto&& a2 = r.optional_scalar(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::clamp(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_clamp_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "clamp_(Tensor input, Tensor? min=None, Tensor? max=None)",
      "clamp_(Tensor input, Scalar? min=None, Scalar? max=None)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "clamp_", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::clamp__Tensor(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.optional_scalar(1);
      auto&& a2 = r.optional_scalar(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::clamp_(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_clip_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "clip_(Tensor input, Tensor? min=None, Tensor? max=None)",
      "clip_(Tensor input, Scalar? min=None, Scalar? max=None)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "clip_", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::clamp__Tensor(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.optional_scalar(1);
      auto&& a2 = r.optional_scalar(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::clamp_(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_masked_fill([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "masked_fill(Tensor input, Tensor mask, Tensor value)",
      "masked_fill(Tensor input, Tensor mask, Scalar value)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "masked_fill", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::masked_fill(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::masked_fill(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_where([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "where(Tensor condition, Tensor other)",
      "where(Tensor condition, Scalar other)",
  }, false);
  ParsedArgs<2> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "where", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a2 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::where(a0, self, a2); }, a0, self, a2);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a0 = r.tensor(0);
      auto&& a2 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::where(a0, self, a2); }, a0, self, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_clamp([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "clamp(Tensor? min=None, Tensor? max=None)",
      "clamp(Scalar? min=None, Scalar? max=None)",
  }, false);
  ParsedArgs<2> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "clamp", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      auto&& a2 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::clamp_Tensor(self, a1, a2); }, self, a1, a2);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.optional_scalar(0);
      auto&& a2 = r.optional_scalar(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::clamp(self, a1, a2); }, self, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_clamp_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "clamp_(Tensor? min=None, Tensor? max=None)",
      "clamp_(Scalar? min=None, Scalar? max=None)",
  }, false);
  ParsedArgs<2> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "clamp_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      auto&& a2 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::clamp__Tensor(self, a1, a2); }, self, a1, a2);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.optional_scalar(0);
      auto&& a2 = r.optional_scalar(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::clamp_(self, a1, a2); }, self, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_clip([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "clip(Tensor? min=None, Tensor? max=None)",
      "clip(Scalar? min=None, Scalar? max=None)",
  }, false);
  ParsedArgs<2> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "clip", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      auto&& a2 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::clamp_Tensor(self, a1, a2); }, self, a1, a2);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.optional_scalar(0);
      auto&& a2 = r.optional_scalar(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::clamp(self, a1, a2); }, self, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_clip_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "clip_(Tensor? min=None, Tensor? max=None)",
      "clip_(Scalar? min=None, Scalar? max=None)",
  }, false);
  ParsedArgs<2> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "clip_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      auto&& a2 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::clamp__Tensor(self, a1, a2); }, self, a1, a2);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.optional_scalar(0);
      auto&& a2 = r.optional_scalar(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::clamp_(self, a1, a2); }, self, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_masked_fill([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "masked_fill(Tensor mask, Tensor value)",
      "masked_fill(Tensor mask, Scalar value)",
  }, false);
  ParsedArgs<2> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "masked_fill", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      auto&& a2 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::masked_fill(self, a1, a2); }, self, a1, a2);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.tensor(0);
      auto&& a2 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::masked_fill(self, a1, a2); }, self, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_masked_fill_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "masked_fill_(Tensor mask, Tensor value)",
      "masked_fill_(Tensor mask, Scalar value)",
  }, false);
  ParsedArgs<2> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "masked_fill_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      auto&& a2 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::masked_fill_(self, a1, a2); }, self, a1, a2);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.tensor(0);
      auto&& a2 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::masked_fill_(self, a1, a2); }, self, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

}  // namespace

void add_select_bindings(MethodTables& tables) {
  tables.functions["_functions"].push_back({"where", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_where)), METH_FASTCALL | METH_KEYWORDS, "where($module, condition, input=None, other=None, *, out=None)\n--\n\nReturns self where condition is true and other elsewhere, broadcasting all three."});
  tables.functions["_functions"].push_back({"clamp", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_clamp)), METH_FASTCALL | METH_KEYWORDS, "clamp($module, input, min=None, max=None, *, out=None)\n--\n\nClamps each element of self into [min, max], bounds that broadcast against self (either may be None); the gradient goes to self where it lies within them, else to the bound that applied (to max when min > max)."});
  tables.functions["_functions"].push_back({"clip", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_clip)), METH_FASTCALL | METH_KEYWORDS, "clip($module, input, min=None, max=None, *, out=None)\n--\n\nClamps each element of self into [min, max], bounds that broadcast against self (either may be None); the gradient goes to self where it lies within them, else to the bound that applied (to max when min > max)."});
  tables.functions["_functions"].push_back({"clamp_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_clamp_)), METH_FASTCALL | METH_KEYWORDS, "clamp_($module, input, min=None, max=None)\n--\n\nClamps each element of self into [min, max], bounds that broadcast against self (either may be None); the gradient goes to self where it lies within them, else to the bound that applied (to max when min > max)."});
  tables.functions["_functions"].push_back({"clip_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_clip_)), METH_FASTCALL | METH_KEYWORDS, "clip_($module, input, min=None, max=None)\n--\n\nClamps each element of self into [min, max], bounds that broadcast against self (either may be None); the gradient goes to self where it lies within them, else to the bound that applied (to max when min > max)."});
  tables.functions["_functions"].push_back({"masked_fill", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_masked_fill)), METH_FASTCALL | METH_KEYWORDS, "masked_fill($module, input, mask, value)\n--\n\nReturns self with the elements where mask is true replaced by value (a number or 0-d tensor)."});
  tables.methods.push_back({"where", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_where)), METH_FASTCALL | METH_KEYWORDS, "where($self, condition, other)\n--\n\nReturns self where condition is true and other elsewhere, broadcasting all three."});
  tables.methods.push_back({"clamp", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_clamp)), METH_FASTCALL | METH_KEYWORDS, "clamp($self, min=None, max=None)\n--\n\nClamps each element of self into [min, max], bounds that broadcast against self (either may be None); the gradient goes to self where it lies within them, else to the bound that applied (to max when min > max)."});
  tables.methods.push_back({"clamp_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_clamp_)), METH_FASTCALL | METH_KEYWORDS, "clamp_($self, min=None, max=None)\n--\n\nClamps each element of self into [min, max], bounds that broadcast against self (either may be None); the gradient goes to self where it lies within them, else to the bound that applied (to max when min > max)."});
  tables.methods.push_back({"clip", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_clip)), METH_FASTCALL | METH_KEYWORDS, "clip($self, min=None, max=None)\n--\n\nClamps each element of self into [min, max], bounds that broadcast against self (either may be None); the gradient goes to self where it lies within them, else to the bound that applied (to max when min > max)."});
  tables.methods.push_back({"clip_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_clip_)), METH_FASTCALL | METH_KEYWORDS, "clip_($self, min=None, max=None)\n--\n\nClamps each element of self into [min, max], bounds that broadcast against self (either may be None); the gradient goes to self where it lies within them, else to the bound that applied (to max when min > max)."});
  tables.methods.push_back({"masked_fill", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_masked_fill)), METH_FASTCALL | METH_KEYWORDS, "masked_fill($self, mask, value)\n--\n\nReturns self with the elements where mask is true replaced by value (a number or 0-d tensor)."});
  tables.methods.push_back({"masked_fill_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_masked_fill_)), METH_FASTCALL | METH_KEYWORDS, "masked_fill_($self, mask, value)\n--\n\nReturns self with the elements where mask is true replaced by value (a number or 0-d tensor)."});
}

}  // namespace yaten::python
