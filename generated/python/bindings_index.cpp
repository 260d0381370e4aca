// @generated from ops.yaml by codegen (template: bindings_family.cpp.j2). Do not edit.
// Python entries of the 'index' ops: one per Python name, parsing all
// of its overloads in one pass (python/src/arg_parser.h).
#include "generated/python/bindings.h"

#include "generated/autograd/ops_index.h"
#include "python/src/arg_parser.h"
#include "python/src/gil_release.h"
#include "python/src/torch_function.h"
#include "python/src/wrap.h"

namespace yaten::python {
namespace {

PyObject* fn_yaten_index_select([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "index_select(Tensor input, int dim, Tensor index, *, Tensor? out=None)",
  }, false);
  ParsedArgs<5> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "index_select", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(3)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.int64(1);
        auto&& a2 = r.tensor(2);
        auto&& a3 = r.tensor(3);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::index_select_out(a0, a1, a2, a3); }, a0, a1, a2, a3);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      auto&& a2 = r.tensor(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::index_select(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_index_add([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "index_add(Tensor input, int dim, Tensor index, Tensor source, *, Scalar alpha=1)",
  }, false);
  ParsedArgs<6> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "index_add", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.tensor(3);
      auto&& a4 = r.scalar(4);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::index_add(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_gather([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "gather(Tensor input, int dim, Tensor index, *, Tensor? out=None)",
  }, false);
  ParsedArgs<5> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "gather", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(3)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.int64(1);
        auto&& a2 = r.tensor(2);
        auto&& a3 = r.tensor(3);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::gather_out(a0, a1, a2, a3); }, a0, a1, a2, a3);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      auto&& a2 = r.tensor(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::gather(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_scatter_add([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "scatter_add(Tensor input, int dim, Tensor index, Tensor src)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "scatter_add", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.tensor(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::scatter_add(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_index_select([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "index_select(int dim, Tensor index)",
  }, false);
  ParsedArgs<2> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "index_select", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.int64(0);
      auto&& a2 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::index_select(self, a1, a2); }, self, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_index_add([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "index_add(int dim, Tensor index, Tensor source, *, Scalar alpha=1)",
  }, false);
  ParsedArgs<5> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "index_add", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.int64(0);
      auto&& a2 = r.tensor(1);
      auto&& a3 = r.tensor(2);
      auto&& a4 = r.scalar(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::index_add(self, a1, a2, a3, a4); }, self, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_index_add_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "index_add_(int dim, Tensor index, Tensor source, *, Scalar alpha=1)",
  }, false);
  ParsedArgs<5> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "index_add_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.int64(0);
      auto&& a2 = r.tensor(1);
      auto&& a3 = r.tensor(2);
      auto&& a4 = r.scalar(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::index_add_(self, a1, a2, a3, a4); }, self, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_gather([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "gather(int dim, Tensor index)",
  }, false);
  ParsedArgs<2> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "gather", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.int64(0);
      auto&& a2 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::gather(self, a1, a2); }, self, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_scatter_add([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "scatter_add(int dim, Tensor index, Tensor src)",
  }, false);
  ParsedArgs<3> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "scatter_add", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.int64(0);
      auto&& a2 = r.tensor(1);
      auto&& a3 = r.tensor(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::scatter_add(self, a1, a2, a3); }, self, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_scatter_add_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "scatter_add_(int dim, Tensor index, Tensor src)",
  }, false);
  ParsedArgs<3> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "scatter_add_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.int64(0);
      auto&& a2 = r.tensor(1);
      auto&& a3 = r.tensor(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::scatter_add_(self, a1, a2, a3); }, self, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

}  // namespace

void add_index_bindings(MethodTables& tables) {
  tables.functions["yaten"].push_back({"index_select", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_index_select)), METH_FASTCALL | METH_KEYWORDS, "index_select($module, input, dim, index, *, out=None)\n--\n\nReturns the entries of self at index (a 1-D integer tensor) along dim."});
  tables.functions["yaten"].push_back({"index_add", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_index_add)), METH_FASTCALL | METH_KEYWORDS, "index_add($module, input, dim, index, source, *, alpha=1)\n--\n\nReturns self with alpha * source added at index along dim."});
  tables.functions["yaten"].push_back({"gather", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_gather)), METH_FASTCALL | METH_KEYWORDS, "gather($module, input, dim, index, *, out=None)\n--\n\nGathers values of self along dim at index (an integer tensor of self's rank)."});
  tables.functions["yaten"].push_back({"scatter_add", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_scatter_add)), METH_FASTCALL | METH_KEYWORDS, "scatter_add($module, input, dim, index, src)\n--\n\nReturns self with src added at index along dim."});
  tables.methods.push_back({"index_select", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_index_select)), METH_FASTCALL | METH_KEYWORDS, "index_select($self, dim, index)\n--\n\nReturns the entries of self at index (a 1-D integer tensor) along dim."});
  tables.methods.push_back({"index_add", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_index_add)), METH_FASTCALL | METH_KEYWORDS, "index_add($self, dim, index, source, *, alpha=1)\n--\n\nReturns self with alpha * source added at index along dim."});
  tables.methods.push_back({"index_add_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_index_add_)), METH_FASTCALL | METH_KEYWORDS, "index_add_($self, dim, index, source, *, alpha=1)\n--\n\nReturns self with alpha * source added at index along dim."});
  tables.methods.push_back({"gather", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_gather)), METH_FASTCALL | METH_KEYWORDS, "gather($self, dim, index)\n--\n\nGathers values of self along dim at index (an integer tensor of self's rank)."});
  tables.methods.push_back({"scatter_add", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_scatter_add)), METH_FASTCALL | METH_KEYWORDS, "scatter_add($self, dim, index, src)\n--\n\nReturns self with src added at index along dim."});
  tables.methods.push_back({"scatter_add_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_scatter_add_)), METH_FASTCALL | METH_KEYWORDS, "scatter_add_($self, dim, index, src)\n--\n\nReturns self with src added at index along dim."});
}

}  // namespace yaten::python
