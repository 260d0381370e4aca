// @generated from ops.yaml by codegen (template: bindings_family.cpp.j2). Do not edit.
// Python entries of the 'index' ops: one per Python name, parsing all
// of its overloads in one pass (python/src/arg_parser.h).
#include "generated/python/bindings.h"

#include "generated/autograd/ops_index.h"
#include "python/src/arg_parser.h"
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
    case 0:
      if (!r.is_none(3)) return wrap_tensor(yaten::index_select_out(r.tensor(0), r.int64(1), r.tensor(2), r.tensor(3)));
      return wrap_tensor(yaten::index_select(r.tensor(0), r.int64(1), r.tensor(2)));
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn__internal_index([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "index(Tensor input, Tensor?[] indices)",
  }, false);
  ParsedArgs<2> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  switch (overload) {
    case 0:
      return wrap_tensor(yaten::index_Tensor(r.tensor(0), r.optional_tensor_list(1)));
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_index_put([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "index_put(Tensor input, Tensor?[] indices, Tensor values, bool accumulate=False)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "index_put", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0:
      return wrap_tensor(yaten::index_put(r.tensor(0), r.optional_tensor_list(1), r.tensor(2), r.to_bool(3)));
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_nonzero([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "nonzero(Tensor input)",
  }, false);
  ParsedArgs<1> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "nonzero", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0:
      return wrap_tensor(yaten::nonzero(r.tensor(0)));
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_argwhere([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "argwhere(Tensor input)",
  }, false);
  ParsedArgs<1> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "argwhere", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0:
      return wrap_tensor(yaten::argwhere(r.tensor(0)));
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
    case 0:
      return wrap_tensor(yaten::index_add(r.tensor(0), r.int64(1), r.tensor(2), r.tensor(3), r.scalar(4)));
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
    case 0:
      if (!r.is_none(3)) return wrap_tensor(yaten::gather_out(r.tensor(0), r.int64(1), r.tensor(2), r.tensor(3)));
      return wrap_tensor(yaten::gather(r.tensor(0), r.int64(1), r.tensor(2)));
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
    case 0:
      return wrap_tensor(yaten::scatter_add(r.tensor(0), r.int64(1), r.tensor(2), r.tensor(3)));
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
    case 0:
      return wrap_tensor(yaten::index_select(self, r.int64(0), r.tensor(1)));
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_index_put([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "index_put(Tensor?[] indices, Tensor values, bool accumulate=False)",
  }, false);
  ParsedArgs<3> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "index_put", args, nargs, kwnames);
  switch (overload) {
    case 0:
      return wrap_tensor(yaten::index_put(self, r.optional_tensor_list(0), r.tensor(1), r.to_bool(2)));
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_index_put_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "index_put_(Tensor?[] indices, Tensor values, bool accumulate=False)",
  }, false);
  ParsedArgs<3> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "index_put_", args, nargs, kwnames);
  switch (overload) {
    case 0:
      return wrap_tensor(yaten::index_put_(self, r.optional_tensor_list(0), r.tensor(1), r.to_bool(2)));
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_nonzero([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "nonzero()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "nonzero", args, nargs, kwnames);
  switch (overload) {
    case 0:
      return wrap_tensor(yaten::nonzero(self));
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_argwhere([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "argwhere()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "argwhere", args, nargs, kwnames);
  switch (overload) {
    case 0:
      return wrap_tensor(yaten::argwhere(self));
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
    case 0:
      return wrap_tensor(yaten::index_add(self, r.int64(0), r.tensor(1), r.tensor(2), r.scalar(3)));
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
    case 0:
      return wrap_tensor(yaten::index_add_(self, r.int64(0), r.tensor(1), r.tensor(2), r.scalar(3)));
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
    case 0:
      return wrap_tensor(yaten::gather(self, r.int64(0), r.tensor(1)));
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
    case 0:
      return wrap_tensor(yaten::scatter_add(self, r.int64(0), r.tensor(1), r.tensor(2)));
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
    case 0:
      return wrap_tensor(yaten::scatter_add_(self, r.int64(0), r.tensor(1), r.tensor(2)));
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

}  // namespace

void add_index_bindings(MethodTables& tables) {
  tables.functions["yaten"].push_back({"index_select", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_index_select)), METH_FASTCALL | METH_KEYWORDS, "index_select($module, input, dim, index, *, out=None)\n--\n\nReturns the entries of self at index (a 1-D integer tensor) along dim."});
  tables.functions["_internal"].push_back({"index", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn__internal_index)), METH_FASTCALL | METH_KEYWORDS, "index($module, input, indices)\n--\n\nAdvanced indexing, what self[indices] lowers to (NumPy's rules). indices holds one entry per leading dim of self, None taking the whole dim; int64 tensors pick entries (broadcast together, paired pointwise), bool and uint8 masks stand for the positions of their true entries."});
  tables.functions["yaten"].push_back({"index_put", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_index_put)), METH_FASTCALL | METH_KEYWORDS, "index_put($module, input, indices, values, accumulate=False)\n--\n\nReturns self with values (broadcast to the shape of self[indices], of self's dtype) written at indices, as self[indices] = values; accumulate adds them instead, duplicates included."});
  tables.functions["yaten"].push_back({"nonzero", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_nonzero)), METH_FASTCALL | METH_KEYWORDS, "nonzero($module, input)\n--\n\nReturns the indices of the nonzero elements of self, one row of self.dim() coordinates each, in row-major order."});
  tables.functions["yaten"].push_back({"argwhere", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_argwhere)), METH_FASTCALL | METH_KEYWORDS, "argwhere($module, input)\n--\n\nReturns the indices of the nonzero elements of self, one row of self.dim() coordinates each (as nonzero)."});
  tables.functions["yaten"].push_back({"index_add", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_index_add)), METH_FASTCALL | METH_KEYWORDS, "index_add($module, input, dim, index, source, *, alpha=1)\n--\n\nReturns self with alpha * source added at index along dim."});
  tables.functions["yaten"].push_back({"gather", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_gather)), METH_FASTCALL | METH_KEYWORDS, "gather($module, input, dim, index, *, out=None)\n--\n\nGathers values of self along dim at index (an integer tensor of self's rank)."});
  tables.functions["yaten"].push_back({"scatter_add", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_scatter_add)), METH_FASTCALL | METH_KEYWORDS, "scatter_add($module, input, dim, index, src)\n--\n\nReturns self with src added at index along dim."});
  tables.methods.push_back({"index_select", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_index_select)), METH_FASTCALL | METH_KEYWORDS, "index_select($self, dim, index)\n--\n\nReturns the entries of self at index (a 1-D integer tensor) along dim."});
  tables.methods.push_back({"index_put", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_index_put)), METH_FASTCALL | METH_KEYWORDS, "index_put($self, indices, values, accumulate=False)\n--\n\nReturns self with values (broadcast to the shape of self[indices], of self's dtype) written at indices, as self[indices] = values; accumulate adds them instead, duplicates included."});
  tables.methods.push_back({"index_put_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_index_put_)), METH_FASTCALL | METH_KEYWORDS, "index_put_($self, indices, values, accumulate=False)\n--\n\nReturns self with values (broadcast to the shape of self[indices], of self's dtype) written at indices, as self[indices] = values; accumulate adds them instead, duplicates included."});
  tables.methods.push_back({"nonzero", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_nonzero)), METH_FASTCALL | METH_KEYWORDS, "nonzero($self)\n--\n\nReturns the indices of the nonzero elements of self, one row of self.dim() coordinates each, in row-major order."});
  tables.methods.push_back({"argwhere", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_argwhere)), METH_FASTCALL | METH_KEYWORDS, "argwhere($self)\n--\n\nReturns the indices of the nonzero elements of self, one row of self.dim() coordinates each (as nonzero)."});
  tables.methods.push_back({"index_add", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_index_add)), METH_FASTCALL | METH_KEYWORDS, "index_add($self, dim, index, source, *, alpha=1)\n--\n\nReturns self with alpha * source added at index along dim."});
  tables.methods.push_back({"index_add_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_index_add_)), METH_FASTCALL | METH_KEYWORDS, "index_add_($self, dim, index, source, *, alpha=1)\n--\n\nReturns self with alpha * source added at index along dim."});
  tables.methods.push_back({"gather", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_gather)), METH_FASTCALL | METH_KEYWORDS, "gather($self, dim, index)\n--\n\nGathers values of self along dim at index (an integer tensor of self's rank)."});
  tables.methods.push_back({"scatter_add", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_scatter_add)), METH_FASTCALL | METH_KEYWORDS, "scatter_add($self, dim, index, src)\n--\n\nReturns self with src added at index along dim."});
  tables.methods.push_back({"scatter_add_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_scatter_add_)), METH_FASTCALL | METH_KEYWORDS, "scatter_add_($self, dim, index, src)\n--\n\nReturns self with src added at index along dim."});
}

}  // namespace yaten::python
