// @generated from ops.yaml by codegen (template: bindings_family.cpp.j2). Do not edit.
// Python entries of the 'creation' ops: one per Python name, parsing all
// of its overloads in one pass (python/src/arg_parser.h).
#include "generated/python/bindings.h"

#include "generated/autograd/ops_creation.h"
#include "python/src/arg_parser.h"
#include "python/src/torch_function.h"
#include "python/src/wrap.h"

namespace yaten::python {
namespace {

PyObject* fn_yaten_empty([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "empty(int[] size, *, ScalarType? dtype=None, bool requires_grad=False)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "empty", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0:
      return wrap_tensor(yaten::empty(r.int_list(0), r.optional_scalar_type(1), r.to_bool(2)));
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_zeros([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "zeros(int[] size, *, ScalarType? dtype=None, bool requires_grad=False)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "zeros", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0:
      return wrap_tensor(yaten::zeros(r.int_list(0), r.optional_scalar_type(1), r.to_bool(2)));
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_ones([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "ones(int[] size, *, ScalarType? dtype=None, bool requires_grad=False)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "ones", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0:
      return wrap_tensor(yaten::ones(r.int_list(0), r.optional_scalar_type(1), r.to_bool(2)));
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_full([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "full(int[] size, Scalar fill_value, *, ScalarType? dtype=None, bool requires_grad=False)",
  }, false);
  ParsedArgs<5> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "full", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0:
      return wrap_tensor(yaten::full(r.int_list(0), r.scalar(1), r.optional_scalar_type(2), r.to_bool(3)));
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_arange([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "arange(Scalar end, *, ScalarType? dtype=None, bool requires_grad=False)",
      "arange(Scalar start, Scalar end, Scalar step=1, *, ScalarType? dtype=None, bool requires_grad=False)",
  }, false);
  ParsedArgs<6> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "arange", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0:
      return wrap_tensor(yaten::arange(r.scalar(0), r.optional_scalar_type(1), r.to_bool(2)));
    case 1:
      return wrap_tensor(yaten::arange_start_step(r.scalar(0), r.scalar(1), r.scalar(2), r.optional_scalar_type(3), r.to_bool(4)));
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_linspace([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "linspace(Scalar start, Scalar end, int steps, *, ScalarType? dtype=None, bool requires_grad=False)",
  }, false);
  ParsedArgs<6> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "linspace", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0:
      return wrap_tensor(yaten::linspace(r.scalar(0), r.scalar(1), r.int64(2), r.optional_scalar_type(3), r.to_bool(4)));
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_eye([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "eye(int n, int? m=None, *, ScalarType? dtype=None, bool requires_grad=False)",
  }, false);
  ParsedArgs<5> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "eye", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0:
      return wrap_tensor(yaten::eye(r.int64(0), r.optional_int64(1), r.optional_scalar_type(2), r.to_bool(3)));
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_rand([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "rand(int[] size, *, ScalarType? dtype=None, bool requires_grad=False)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "rand", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0:
      return wrap_tensor(yaten::rand(r.int_list(0), r.optional_scalar_type(1), r.to_bool(2)));
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_randn([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "randn(int[] size, *, ScalarType? dtype=None, bool requires_grad=False)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "randn", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0:
      return wrap_tensor(yaten::randn(r.int_list(0), r.optional_scalar_type(1), r.to_bool(2)));
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_randint([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "randint(int high, int[] size, *, ScalarType? dtype=None, bool requires_grad=False)",
      "randint(int low, int high, int[] size, *, ScalarType? dtype=None, bool requires_grad=False)",
  }, false);
  ParsedArgs<6> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "randint", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0:
      return wrap_tensor(yaten::randint(r.int64(0), r.int_list(1), r.optional_scalar_type(2), r.to_bool(3)));
    case 1:
      return wrap_tensor(yaten::randint_low(r.int64(0), r.int64(1), r.int_list(2), r.optional_scalar_type(3), r.to_bool(4)));
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
    case 0:
      yaten::manual_seed(r.int64(0));
      Py_RETURN_NONE;
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_zeros_like([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "zeros_like(Tensor input, *, ScalarType? dtype=None, bool requires_grad=False)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "zeros_like", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0:
      return wrap_tensor(yaten::zeros_like(r.tensor(0), r.optional_scalar_type(1), r.to_bool(2)));
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_ones_like([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "ones_like(Tensor input, *, ScalarType? dtype=None, bool requires_grad=False)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "ones_like", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0:
      return wrap_tensor(yaten::ones_like(r.tensor(0), r.optional_scalar_type(1), r.to_bool(2)));
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_empty_like([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "empty_like(Tensor input, *, ScalarType? dtype=None, bool requires_grad=False)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "empty_like", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0:
      return wrap_tensor(yaten::empty_like(r.tensor(0), r.optional_scalar_type(1), r.to_bool(2)));
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_full_like([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "full_like(Tensor input, Scalar fill_value, *, ScalarType? dtype=None, bool requires_grad=False)",
  }, false);
  ParsedArgs<5> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "full_like", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0:
      return wrap_tensor(yaten::full_like(r.tensor(0), r.scalar(1), r.optional_scalar_type(2), r.to_bool(3)));
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_new_zeros([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "new_zeros(int[] size, *, ScalarType? dtype=None, bool requires_grad=False)",
  }, false);
  ParsedArgs<4> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "new_zeros", args, nargs, kwnames);
  switch (overload) {
    case 0:
      return wrap_tensor(yaten::new_zeros(self, r.int_list(0), r.optional_scalar_type(1), r.to_bool(2)));
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_new_ones([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "new_ones(int[] size, *, ScalarType? dtype=None, bool requires_grad=False)",
  }, false);
  ParsedArgs<4> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "new_ones", args, nargs, kwnames);
  switch (overload) {
    case 0:
      return wrap_tensor(yaten::new_ones(self, r.int_list(0), r.optional_scalar_type(1), r.to_bool(2)));
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_new_empty([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "new_empty(int[] size, *, ScalarType? dtype=None, bool requires_grad=False)",
  }, false);
  ParsedArgs<4> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "new_empty", args, nargs, kwnames);
  switch (overload) {
    case 0:
      return wrap_tensor(yaten::new_empty(self, r.int_list(0), r.optional_scalar_type(1), r.to_bool(2)));
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_new_full([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "new_full(int[] size, Scalar fill_value, *, ScalarType? dtype=None, bool requires_grad=False)",
  }, false);
  ParsedArgs<5> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "new_full", args, nargs, kwnames);
  switch (overload) {
    case 0:
      return wrap_tensor(yaten::new_full(self, r.int_list(0), r.scalar(1), r.optional_scalar_type(2), r.to_bool(3)));
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

}  // namespace

void add_creation_bindings(MethodTables& tables) {
  tables.functions["yaten"].push_back({"empty", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_empty)), METH_FASTCALL | METH_KEYWORDS, "empty($module, size, *, dtype=None, requires_grad=False)\n--\n\nReturns a tensor of the given size whose memory is not initialised."});
  tables.functions["yaten"].push_back({"zeros", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_zeros)), METH_FASTCALL | METH_KEYWORDS, "zeros($module, size, *, dtype=None, requires_grad=False)\n--\n\nReturns a tensor of the given size filled with 0."});
  tables.functions["yaten"].push_back({"ones", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_ones)), METH_FASTCALL | METH_KEYWORDS, "ones($module, size, *, dtype=None, requires_grad=False)\n--\n\nReturns a tensor of the given size filled with 1."});
  tables.functions["yaten"].push_back({"full", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_full)), METH_FASTCALL | METH_KEYWORDS, "full($module, size, fill_value, *, dtype=None, requires_grad=False)\n--\n\nReturns a tensor of the given size filled with fill_value; its dtype follows fill_value unless given."});
  tables.functions["yaten"].push_back({"arange", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_arange)), METH_FASTCALL | METH_KEYWORDS, "arange($module, start=None, end=None, step=1, *, dtype=None, requires_grad=False)\n--\n\nReturns the 1-D tensor [0, 1, ..., end) ."});
  tables.functions["yaten"].push_back({"linspace", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_linspace)), METH_FASTCALL | METH_KEYWORDS, "linspace($module, start, end, steps, *, dtype=None, requires_grad=False)\n--\n\nReturns steps values evenly spaced from start to end, inclusive."});
  tables.functions["yaten"].push_back({"eye", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_eye)), METH_FASTCALL | METH_KEYWORDS, "eye($module, n, m=None, *, dtype=None, requires_grad=False)\n--\n\nReturns a 2-D tensor with ones on the diagonal and zeros elsewhere."});
  tables.functions["yaten"].push_back({"rand", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_rand)), METH_FASTCALL | METH_KEYWORDS, "rand($module, size, *, dtype=None, requires_grad=False)\n--\n\nReturns a tensor of values drawn uniformly from [0, 1)."});
  tables.functions["yaten"].push_back({"randn", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_randn)), METH_FASTCALL | METH_KEYWORDS, "randn($module, size, *, dtype=None, requires_grad=False)\n--\n\nReturns a tensor of values drawn from the standard normal distribution."});
  tables.functions["yaten"].push_back({"randint", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_randint)), METH_FASTCALL | METH_KEYWORDS, "randint($module, low=None, high=None, size=None, *, dtype=None, requires_grad=False)\n--\n\nReturns a tensor of integers drawn uniformly from [0, high)."});
  tables.functions["yaten"].push_back({"manual_seed", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_manual_seed)), METH_FASTCALL | METH_KEYWORDS, "manual_seed($module, seed)\n--\n\nSeeds the random number generator used by rand, randn, randint and the in-place random fills."});
  tables.functions["yaten"].push_back({"zeros_like", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_zeros_like)), METH_FASTCALL | METH_KEYWORDS, "zeros_like($module, input, *, dtype=None, requires_grad=False)\n--\n\nReturns a tensor of zeros with the size of self, and its dtype unless given."});
  tables.functions["yaten"].push_back({"ones_like", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_ones_like)), METH_FASTCALL | METH_KEYWORDS, "ones_like($module, input, *, dtype=None, requires_grad=False)\n--\n\nReturns a tensor of ones with the size of self, and its dtype unless given."});
  tables.functions["yaten"].push_back({"empty_like", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_empty_like)), METH_FASTCALL | METH_KEYWORDS, "empty_like($module, input, *, dtype=None, requires_grad=False)\n--\n\nReturns an uninitialised tensor with the size of self, and its dtype unless given."});
  tables.functions["yaten"].push_back({"full_like", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_full_like)), METH_FASTCALL | METH_KEYWORDS, "full_like($module, input, fill_value, *, dtype=None, requires_grad=False)\n--\n\nReturns a tensor with the size of self filled with fill_value."});
  tables.methods.push_back({"new_zeros", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_new_zeros)), METH_FASTCALL | METH_KEYWORDS, "new_zeros($self, size, *, dtype=None, requires_grad=False)\n--\n\nReturns a tensor of the given size filled with 0, with self's dtype unless given."});
  tables.methods.push_back({"new_ones", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_new_ones)), METH_FASTCALL | METH_KEYWORDS, "new_ones($self, size, *, dtype=None, requires_grad=False)\n--\n\nReturns a tensor of the given size filled with 1, with self's dtype unless given."});
  tables.methods.push_back({"new_empty", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_new_empty)), METH_FASTCALL | METH_KEYWORDS, "new_empty($self, size, *, dtype=None, requires_grad=False)\n--\n\nReturns an uninitialised tensor of the given size, with self's dtype unless given."});
  tables.methods.push_back({"new_full", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_new_full)), METH_FASTCALL | METH_KEYWORDS, "new_full($self, size, fill_value, *, dtype=None, requires_grad=False)\n--\n\nReturns a tensor of the given size filled with fill_value, with self's dtype unless given."});
}

}  // namespace yaten::python
