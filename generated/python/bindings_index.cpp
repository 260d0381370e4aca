// @generated from ops.yaml by codegen (template: bindings_family.cpp.j2). Do not edit.
// Python entries of the 'index' ops: one per Python name, parsing all
// of its overloads in one pass (python/src/arg_parser.h).
#include "generated/python/bindings.h"

#include "generated/autograd/ops_index.h"
#include "python/src/arg_parser.h"
#include "python/src/device_objects.h"
#include "python/src/dimname_refused.h"
#include "python/src/gil_release.h"
#include "python/src/named_tensors.h"
#include "python/src/torch_function.h"
#include "python/src/wrap.h"

namespace yaten::python {
namespace {

PyObject* fn_yaten_index_select([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "index_select(Tensor input, int dim, Tensor index, *, Tensor? out=None)",
      "index_select(Tensor input, Dimname dim, Tensor index, *, Tensor? out=None)",
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
    case 1: {
      raise_dimname_refused("index_select");
    }
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
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.optional_tensor_list(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::index_Tensor(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
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
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.optional_tensor_list(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.to_bool(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::index_put(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_index_put_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "index_put_(Tensor input, Tensor?[] indices, Tensor values, bool accumulate=False)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "index_put_", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.optional_tensor_list(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.to_bool(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::index_put_(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_nonzero([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "nonzero(Tensor input, *, Tensor? out=None)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "nonzero", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(1)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::nonzero_out(a0, a1); }, a0, a1);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::nonzero(a0); }, a0);
      return wrap_tensor(result);
    }
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
    case 0: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::argwhere(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_index_add([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "index_add(Tensor input, int dim, Tensor index, Tensor source, *, Scalar alpha=1, Tensor? out=None)",
      "index_add(Tensor input, Dimname dim, Tensor index, Tensor source, *, Scalar alpha=1)",
  }, false);
  ParsedArgs<7> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "index_add", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(5)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.int64(1);
        auto&& a2 = r.tensor(2);
        auto&& a3 = r.tensor(3);
        auto&& a4 = r.scalar(4);
        auto&& a5 = r.tensor(5);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::index_add_out(a0, a1, a2, a3, a4, a5); }, a0, a1, a2, a3, a4, a5);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.tensor(3);
      auto&& a4 = r.scalar(4);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::index_add(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
    case 1: {
      raise_dimname_refused("index_add");
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_gather([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "gather(Tensor input, int dim, Tensor index, *, bool sparse_grad=False, Tensor? out=None)",
      "gather(Tensor input, Dimname dim, Tensor index, *, bool sparse_grad=False, Tensor? out=None)",
  }, false);
  ParsedArgs<6> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "gather", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(4)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.int64(1);
        auto&& a2 = r.tensor(2);
        auto&& a3 = r.to_bool(3);
        auto&& a4 = r.tensor(4);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::gather_out(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.to_bool(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::gather(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
    case 1: {
      raise_dimname_refused("gather");
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_scatter_add([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "scatter_add(Tensor input, int dim, Tensor index, Tensor src, *, Tensor? out=None)",
      "scatter_add(Tensor input, Dimname dim, Tensor index, Tensor src)",
  }, false);
  ParsedArgs<6> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "scatter_add", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(4)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.int64(1);
        auto&& a2 = r.tensor(2);
        auto&& a3 = r.tensor(3);
        auto&& a4 = r.tensor(4);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::scatter_add_out(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.tensor(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::scatter_add(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
    case 1: {
      raise_dimname_refused("scatter_add");
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_masked_select([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "masked_select(Tensor input, Tensor mask, *, Tensor? out=None)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "masked_select", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::masked_select_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::masked_select(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_masked_scatter([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "masked_scatter(Tensor input, Tensor mask, Tensor source)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "masked_scatter", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::masked_scatter(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_take([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "take(Tensor input, Tensor index, *, Tensor? out=None)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "take", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::take_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::take(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_take_along_dim([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "take_along_dim(Tensor input, Tensor indices, int? dim=None, *, Tensor? out=None)",
  }, false);
  ParsedArgs<5> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "take_along_dim", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(3)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.optional_int64(2);
        auto&& a3 = r.tensor(3);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::take_along_dim_out(a0, a1, a2, a3); }, a0, a1, a2, a3);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.optional_int64(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::take_along_dim(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_put([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "put(Tensor input, Tensor index, Tensor source, bool accumulate=False)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "put", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.to_bool(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::put(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_index_fill([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "index_fill(Tensor input, int dim, Tensor index, Tensor value)",
      "index_fill(Tensor input, int dim, Tensor index, Scalar value)",
      "index_fill(Tensor input, Dimname dim, Tensor index, Tensor value)",
      "index_fill(Tensor input, Dimname dim, Tensor index, Scalar value)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "index_fill", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.tensor(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::index_fill(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.tensor(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::index_fill(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
    case 2: {
      check_names_found(r.tensor(0), {r.objs[1]});
      auto&& a0 = r.tensor(0);
      auto&& a1 = dim_from_name(r.tensor(0), r.objs[1]);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.tensor(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::index_fill(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
    case 3: {
      check_names_found(r.tensor(0), {r.objs[1]});
      auto&& a0 = r.tensor(0);
      auto&& a1 = dim_from_name(r.tensor(0), r.objs[1]);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.tensor(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::index_fill(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_index_copy([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "index_copy(Tensor input, int dim, Tensor index, Tensor source, *, Tensor? out=None)",
      "index_copy(Tensor input, Dimname dim, Tensor index, Tensor source)",
  }, false);
  ParsedArgs<6> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "index_copy", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(4)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.int64(1);
        auto&& a2 = r.tensor(2);
        auto&& a3 = r.tensor(3);
        auto&& a4 = r.tensor(4);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::index_copy_out(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.tensor(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::index_copy(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
    case 1: {
      raise_dimname_refused("index_copy");
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_scatter([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "scatter(Tensor input, int dim, Tensor index, Tensor src, *, Tensor? out=None)",
      "scatter(Tensor input, Dimname dim, Tensor index, Tensor src)",
      "scatter(Tensor input, int dim, Tensor index, Scalar value, *, Tensor? out=None)",
      "scatter(Tensor input, Dimname dim, Tensor index, Scalar value)",
      "scatter(Tensor input, int dim, Tensor index, Tensor src, *, str reduce, Tensor? out=None)",
      "scatter(Tensor input, int dim, Tensor index, Scalar value, *, str reduce, Tensor? out=None)",
  }, false);
  ParsedArgs<7> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "scatter", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(4)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.int64(1);
        auto&& a2 = r.tensor(2);
        auto&& a3 = r.tensor(3);
        auto&& a4 = r.tensor(4);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::scatter_src_out(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.tensor(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::scatter_src(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
    case 1: {
      raise_dimname_refused("scatter");
    }
    case 2: {
      if (!r.is_none(4)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.int64(1);
        auto&& a2 = r.tensor(2);
        auto&& a3 = r.scalar(3);
        auto&& a4 = r.tensor(4);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::scatter_value_out(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.scalar(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::scatter_value(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
    case 3: {
      raise_dimname_refused("scatter");
    }
    case 4: {
      if (!r.is_none(5)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.int64(1);
        auto&& a2 = r.tensor(2);
        auto&& a3 = r.tensor(3);
        auto&& a4 = r.string_view(4);
        auto&& a5 = r.tensor(5);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::scatter_reduce_out(a0, a1, a2, a3, a4, a5); }, a0, a1, a2, a3, a4, a5);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.tensor(3);
      auto&& a4 = r.string_view(4);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::scatter_reduce(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
    case 5: {
      if (!r.is_none(5)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.int64(1);
        auto&& a2 = r.tensor(2);
        auto&& a3 = r.scalar(3);
        auto&& a4 = r.string_view(4);
        auto&& a5 = r.tensor(5);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::scatter_value_reduce_out(a0, a1, a2, a3, a4, a5); }, a0, a1, a2, a3, a4, a5);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.scalar(3);
      auto&& a4 = r.string_view(4);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::scatter_value_reduce(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_scatter_reduce([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "scatter_reduce(Tensor input, int dim, Tensor index, Tensor src, str reduce, *, bool include_self=True, Tensor? out=None)",
  }, false);
  ParsedArgs<8> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "scatter_reduce", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(6)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.int64(1);
        auto&& a2 = r.tensor(2);
        auto&& a3 = r.tensor(3);
        auto&& a4 = r.string_view(4);
        auto&& a5 = r.to_bool(5);
        auto&& a6 = r.tensor(6);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::scatter_reduce_two_out(a0, a1, a2, a3, a4, a5, a6); }, a0, a1, a2, a3, a4, a5, a6);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.tensor(3);
      auto&& a4 = r.string_view(4);
      auto&& a5 = r.to_bool(5);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::scatter_reduce_two(a0, a1, a2, a3, a4, a5); }, a0, a1, a2, a3, a4, a5);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_index_reduce([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "index_reduce(Tensor input, int dim, Tensor index, Tensor source, str reduce, *, bool include_self=True, Tensor? out=None)",
  }, false);
  ParsedArgs<8> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "index_reduce", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(6)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.int64(1);
        auto&& a2 = r.tensor(2);
        auto&& a3 = r.tensor(3);
        auto&& a4 = r.string_view(4);
        auto&& a5 = r.to_bool(5);
        auto&& a6 = r.tensor(6);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::index_reduce_out(a0, a1, a2, a3, a4, a5, a6); }, a0, a1, a2, a3, a4, a5, a6);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.tensor(3);
      auto&& a4 = r.string_view(4);
      auto&& a5 = r.to_bool(5);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::index_reduce(a0, a1, a2, a3, a4, a5); }, a0, a1, a2, a3, a4, a5);
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
      "index_select(Dimname dim, Tensor index)",
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
    case 1: {
      raise_dimname_refused("index_select");
    }
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
    case 0: {
      auto&& a1 = r.optional_tensor_list(0);
      auto&& a2 = r.tensor(1);
      auto&& a3 = r.to_bool(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::index_put(self, a1, a2, a3); }, self, a1, a2, a3);
      return wrap_tensor(result);
    }
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
    case 0: {
      auto&& a1 = r.optional_tensor_list(0);
      auto&& a2 = r.tensor(1);
      auto&& a3 = r.to_bool(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::index_put_(self, a1, a2, a3); }, self, a1, a2, a3);
      return wrap_tensor(result);
    }
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
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::nonzero(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_nonzero_noargs(PyObject* self_obj, PyObject*) { return method_nonzero(self_obj, nullptr, 0, nullptr); }

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
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::argwhere(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_argwhere_noargs(PyObject* self_obj, PyObject*) { return method_argwhere(self_obj, nullptr, 0, nullptr); }

PyObject* method_index_add([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "index_add(int dim, Tensor index, Tensor source, *, Scalar alpha=1)",
      "index_add(Dimname dim, Tensor index, Tensor source, *, Scalar alpha=1)",
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
    case 1: {
      raise_dimname_refused("index_add");
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_index_add_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "index_add_(int dim, Tensor index, Tensor source, *, Scalar alpha=1)",
      "index_add_(Dimname dim, Tensor index, Tensor source, *, Scalar alpha=1)",
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
    case 1: {
      raise_dimname_refused("index_add");
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_gather([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "gather(int dim, Tensor index, *, bool sparse_grad=False)",
      "gather(Dimname dim, Tensor index, *, bool sparse_grad=False)",
  }, false);
  ParsedArgs<4> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "gather", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.int64(0);
      auto&& a2 = r.tensor(1);
      auto&& a3 = r.to_bool(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::gather(self, a1, a2, a3); }, self, a1, a2, a3);
      return wrap_tensor(result);
    }
    case 1: {
      raise_dimname_refused("gather");
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_scatter_add([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "scatter_add(int dim, Tensor index, Tensor src)",
      "scatter_add(Dimname dim, Tensor index, Tensor src)",
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
    case 1: {
      raise_dimname_refused("scatter_add");
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_scatter_add_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "scatter_add_(int dim, Tensor index, Tensor src)",
      "scatter_add_(Dimname dim, Tensor index, Tensor src)",
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
    case 1: {
      raise_dimname_refused("scatter_add");
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_masked_select([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "masked_select(Tensor mask)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "masked_select", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::masked_select(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_masked_scatter([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "masked_scatter(Tensor mask, Tensor source)",
  }, false);
  ParsedArgs<2> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "masked_scatter", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      auto&& a2 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::masked_scatter(self, a1, a2); }, self, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_masked_scatter_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "masked_scatter_(Tensor mask, Tensor source)",
  }, false);
  ParsedArgs<2> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "masked_scatter_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      auto&& a2 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::masked_scatter_(self, a1, a2); }, self, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_take([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "take(Tensor index)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "take", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::take(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_take_along_dim([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "take_along_dim(Tensor indices, int? dim=None)",
  }, false);
  ParsedArgs<2> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "take_along_dim", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      auto&& a2 = r.optional_int64(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::take_along_dim(self, a1, a2); }, self, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_put([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "put(Tensor index, Tensor source, bool accumulate=False)",
  }, false);
  ParsedArgs<3> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "put", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      auto&& a2 = r.tensor(1);
      auto&& a3 = r.to_bool(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::put(self, a1, a2, a3); }, self, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_put_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "put_(Tensor index, Tensor source, bool accumulate=False)",
  }, false);
  ParsedArgs<3> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "put_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      auto&& a2 = r.tensor(1);
      auto&& a3 = r.to_bool(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::put_(self, a1, a2, a3); }, self, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_index_fill([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "index_fill(int dim, Tensor index, Tensor value)",
      "index_fill(int dim, Tensor index, Scalar value)",
      "index_fill(Dimname dim, Tensor index, Tensor value)",
      "index_fill(Dimname dim, Tensor index, Scalar value)",
  }, false);
  ParsedArgs<3> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "index_fill", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.int64(0);
      auto&& a2 = r.tensor(1);
      auto&& a3 = r.tensor(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::index_fill(self, a1, a2, a3); }, self, a1, a2, a3);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.int64(0);
      auto&& a2 = r.tensor(1);
      auto&& a3 = r.tensor(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::index_fill(self, a1, a2, a3); }, self, a1, a2, a3);
      return wrap_tensor(result);
    }
    case 2: {
      check_names_found(self, {r.objs[0]});
      auto&& a1 = dim_from_name(self, r.objs[0]);
      auto&& a2 = r.tensor(1);
      auto&& a3 = r.tensor(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::index_fill(self, a1, a2, a3); }, self, a1, a2, a3);
      return wrap_tensor(result);
    }
    case 3: {
      check_names_found(self, {r.objs[0]});
      auto&& a1 = dim_from_name(self, r.objs[0]);
      auto&& a2 = r.tensor(1);
      auto&& a3 = r.tensor(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::index_fill(self, a1, a2, a3); }, self, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_index_fill_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "index_fill_(int dim, Tensor index, Tensor value)",
      "index_fill_(int dim, Tensor index, Scalar value)",
      "index_fill_(Dimname dim, Tensor index, Tensor value)",
      "index_fill_(Dimname dim, Tensor index, Scalar value)",
  }, false);
  ParsedArgs<3> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "index_fill_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.int64(0);
      auto&& a2 = r.tensor(1);
      auto&& a3 = r.tensor(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::index_fill_(self, a1, a2, a3); }, self, a1, a2, a3);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.int64(0);
      auto&& a2 = r.tensor(1);
      auto&& a3 = r.tensor(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::index_fill_(self, a1, a2, a3); }, self, a1, a2, a3);
      return wrap_tensor(result);
    }
    case 2: {
      check_names_found(self, {r.objs[0]});
      auto&& a1 = dim_from_name(self, r.objs[0]);
      auto&& a2 = r.tensor(1);
      auto&& a3 = r.tensor(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::index_fill_(self, a1, a2, a3); }, self, a1, a2, a3);
      return wrap_tensor(result);
    }
    case 3: {
      check_names_found(self, {r.objs[0]});
      auto&& a1 = dim_from_name(self, r.objs[0]);
      auto&& a2 = r.tensor(1);
      auto&& a3 = r.tensor(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::index_fill_(self, a1, a2, a3); }, self, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_index_copy([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "index_copy(int dim, Tensor index, Tensor source)",
      "index_copy(Dimname dim, Tensor index, Tensor source)",
  }, false);
  ParsedArgs<3> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "index_copy", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.int64(0);
      auto&& a2 = r.tensor(1);
      auto&& a3 = r.tensor(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::index_copy(self, a1, a2, a3); }, self, a1, a2, a3);
      return wrap_tensor(result);
    }
    case 1: {
      raise_dimname_refused("index_copy");
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_index_copy_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "index_copy_(int dim, Tensor index, Tensor source)",
      "index_copy_(Dimname dim, Tensor index, Tensor source)",
  }, false);
  ParsedArgs<3> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "index_copy_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.int64(0);
      auto&& a2 = r.tensor(1);
      auto&& a3 = r.tensor(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::index_copy_(self, a1, a2, a3); }, self, a1, a2, a3);
      return wrap_tensor(result);
    }
    case 1: {
      raise_dimname_refused("index_copy");
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_scatter([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "scatter(int dim, Tensor index, Tensor src)",
      "scatter(Dimname dim, Tensor index, Tensor src)",
      "scatter(int dim, Tensor index, Scalar value)",
      "scatter(Dimname dim, Tensor index, Scalar value)",
      "scatter(int dim, Tensor index, Tensor src, *, str reduce)",
      "scatter(int dim, Tensor index, Scalar value, *, str reduce)",
  }, false);
  ParsedArgs<5> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "scatter", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.int64(0);
      auto&& a2 = r.tensor(1);
      auto&& a3 = r.tensor(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::scatter_src(self, a1, a2, a3); }, self, a1, a2, a3);
      return wrap_tensor(result);
    }
    case 1: {
      raise_dimname_refused("scatter");
    }
    case 2: {
      auto&& a1 = r.int64(0);
      auto&& a2 = r.tensor(1);
      auto&& a3 = r.scalar(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::scatter_value(self, a1, a2, a3); }, self, a1, a2, a3);
      return wrap_tensor(result);
    }
    case 3: {
      raise_dimname_refused("scatter");
    }
    case 4: {
      auto&& a1 = r.int64(0);
      auto&& a2 = r.tensor(1);
      auto&& a3 = r.tensor(2);
      auto&& a4 = r.string_view(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::scatter_reduce(self, a1, a2, a3, a4); }, self, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
    case 5: {
      auto&& a1 = r.int64(0);
      auto&& a2 = r.tensor(1);
      auto&& a3 = r.scalar(2);
      auto&& a4 = r.string_view(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::scatter_value_reduce(self, a1, a2, a3, a4); }, self, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_scatter_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "scatter_(int dim, Tensor index, Tensor src)",
      "scatter_(Dimname dim, Tensor index, Tensor src)",
      "scatter_(int dim, Tensor index, Scalar value)",
      "scatter_(Dimname dim, Tensor index, Scalar value)",
      "scatter_(int dim, Tensor index, Tensor src, *, str reduce)",
      "scatter_(int dim, Tensor index, Scalar value, *, str reduce)",
  }, false);
  ParsedArgs<5> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "scatter_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.int64(0);
      auto&& a2 = r.tensor(1);
      auto&& a3 = r.tensor(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::scatter__src(self, a1, a2, a3); }, self, a1, a2, a3);
      return wrap_tensor(result);
    }
    case 1: {
      raise_dimname_refused("scatter");
    }
    case 2: {
      auto&& a1 = r.int64(0);
      auto&& a2 = r.tensor(1);
      auto&& a3 = r.scalar(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::scatter__value(self, a1, a2, a3); }, self, a1, a2, a3);
      return wrap_tensor(result);
    }
    case 3: {
      raise_dimname_refused("scatter");
    }
    case 4: {
      auto&& a1 = r.int64(0);
      auto&& a2 = r.tensor(1);
      auto&& a3 = r.tensor(2);
      auto&& a4 = r.string_view(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::scatter__reduce(self, a1, a2, a3, a4); }, self, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
    case 5: {
      auto&& a1 = r.int64(0);
      auto&& a2 = r.tensor(1);
      auto&& a3 = r.scalar(2);
      auto&& a4 = r.string_view(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::scatter__value_reduce(self, a1, a2, a3, a4); }, self, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_scatter_reduce([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "scatter_reduce(int dim, Tensor index, Tensor src, str reduce, *, bool include_self=True)",
  }, false);
  ParsedArgs<6> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "scatter_reduce", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.int64(0);
      auto&& a2 = r.tensor(1);
      auto&& a3 = r.tensor(2);
      auto&& a4 = r.string_view(3);
      auto&& a5 = r.to_bool(4);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::scatter_reduce_two(self, a1, a2, a3, a4, a5); }, self, a1, a2, a3, a4, a5);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_scatter_reduce_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "scatter_reduce_(int dim, Tensor index, Tensor src, str reduce, *, bool include_self=True)",
  }, false);
  ParsedArgs<6> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "scatter_reduce_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.int64(0);
      auto&& a2 = r.tensor(1);
      auto&& a3 = r.tensor(2);
      auto&& a4 = r.string_view(3);
      auto&& a5 = r.to_bool(4);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::scatter_reduce__two(self, a1, a2, a3, a4, a5); }, self, a1, a2, a3, a4, a5);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_index_reduce([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "index_reduce(int dim, Tensor index, Tensor source, str reduce, *, bool include_self=True)",
  }, false);
  ParsedArgs<6> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "index_reduce", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.int64(0);
      auto&& a2 = r.tensor(1);
      auto&& a3 = r.tensor(2);
      auto&& a4 = r.string_view(3);
      auto&& a5 = r.to_bool(4);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::index_reduce(self, a1, a2, a3, a4, a5); }, self, a1, a2, a3, a4, a5);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_index_reduce_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "index_reduce_(int dim, Tensor index, Tensor source, str reduce, *, bool include_self=True)",
  }, false);
  ParsedArgs<6> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "index_reduce_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.int64(0);
      auto&& a2 = r.tensor(1);
      auto&& a3 = r.tensor(2);
      auto&& a4 = r.string_view(3);
      auto&& a5 = r.to_bool(4);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::index_reduce_(self, a1, a2, a3, a4, a5); }, self, a1, a2, a3, a4, a5);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

}  // namespace

void add_index_bindings(MethodTables& tables) {
  tables.functions["_functions"].push_back({"index_select", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_index_select)), METH_FASTCALL | METH_KEYWORDS, "index_select($module, input, dim, index, *, out=None)\n--\n\nReturns the entries of self at index (a 1-D integer tensor) along dim."});
  tables.functions["_internal"].push_back({"index", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn__internal_index)), METH_FASTCALL | METH_KEYWORDS, "index($module, input, indices)\n--\n\nAdvanced indexing, what self[indices] lowers to (NumPy's rules). indices holds one entry per leading dim of self, None taking the whole dim; int64 tensors pick entries (broadcast together, paired pointwise), bool and uint8 masks stand for the positions of their true entries."});
  tables.functions["_functions"].push_back({"index_put", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_index_put)), METH_FASTCALL | METH_KEYWORDS, "index_put($module, input, indices, values, accumulate=False)\n--\n\nReturns self with values (broadcast to the shape of self[indices], of self's dtype) written at indices, as self[indices] = values; accumulate adds them instead, duplicates included."});
  tables.functions["_functions"].push_back({"index_put_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_index_put_)), METH_FASTCALL | METH_KEYWORDS, "index_put_($module, input, indices, values, accumulate=False)\n--\n\nReturns self with values (broadcast to the shape of self[indices], of self's dtype) written at indices, as self[indices] = values; accumulate adds them instead, duplicates included."});
  tables.functions["_functions"].push_back({"nonzero", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_nonzero)), METH_FASTCALL | METH_KEYWORDS, "nonzero($module, input, *, out=None)\n--\n\nReturns the indices of the nonzero elements of self, one row of self.dim() coordinates each, in row-major order."});
  tables.functions["_functions"].push_back({"argwhere", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_argwhere)), METH_FASTCALL | METH_KEYWORDS, "argwhere($module, input)\n--\n\nReturns the indices of the nonzero elements of self, one row of self.dim() coordinates each (as nonzero)."});
  tables.functions["_functions"].push_back({"index_add", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_index_add)), METH_FASTCALL | METH_KEYWORDS, "index_add($module, input, dim, index, source, *, alpha=1, out=None)\n--\n\nReturns self with alpha * source added at index along dim."});
  tables.functions["_functions"].push_back({"gather", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_gather)), METH_FASTCALL | METH_KEYWORDS, "gather($module, input, dim, index, *, sparse_grad=False, out=None)\n--\n\nGathers values of self along dim at index (an integer tensor of self's rank)."});
  tables.functions["_functions"].push_back({"scatter_add", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_scatter_add)), METH_FASTCALL | METH_KEYWORDS, "scatter_add($module, input, dim, index, src, *, out=None)\n--\n\nReturns self with src added at index along dim."});
  tables.functions["_functions"].push_back({"masked_select", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_masked_select)), METH_FASTCALL | METH_KEYWORDS, "masked_select($module, input, mask, *, out=None)\n--\n\nReturns a 1-D tensor of the elements of self where mask (broadcast with self) is true."});
  tables.functions["_functions"].push_back({"masked_scatter", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_masked_scatter)), METH_FASTCALL | METH_KEYWORDS, "masked_scatter($module, input, mask, source)\n--\n\nReturns self with the elements where mask is true replaced, in order, by the first elements of source."});
  tables.functions["_functions"].push_back({"take", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_take)), METH_FASTCALL | METH_KEYWORDS, "take($module, input, index, *, out=None)\n--\n\nReturns the elements of self, read as a 1-D tensor, at index; the result has index's shape."});
  tables.functions["_functions"].push_back({"take_along_dim", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_take_along_dim)), METH_FASTCALL | METH_KEYWORDS, "take_along_dim($module, input, indices, dim=None, *, out=None)\n--\n\nGathers values of self at indices along dim, broadcasting self and indices in the other dims; without dim, self is flattened."});
  tables.functions["_functions"].push_back({"put", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_put)), METH_FASTCALL | METH_KEYWORDS, "put($module, input, index, source, accumulate=False)\n--\n\nReturns self, read as a 1-D tensor, with source written (or added, with accumulate) at index."});
  tables.functions["_functions"].push_back({"index_fill", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_index_fill)), METH_FASTCALL | METH_KEYWORDS, "index_fill($module, input, dim, index, value)\n--\n\nReturns self with the entries at index along dim set to value (a number or 0-d tensor)."});
  tables.functions["_functions"].push_back({"index_copy", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_index_copy)), METH_FASTCALL | METH_KEYWORDS, "index_copy($module, input, dim, index, source, *, out=None)\n--\n\nReturns self with the entries at index along dim replaced by those of source."});
  tables.functions["_functions"].push_back({"scatter", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_scatter)), METH_FASTCALL | METH_KEYWORDS, "scatter($module, input, dim, index, src=None, *, value=None, reduce=None, out=None)\n--\n\nReturns self with src written at index along dim (a number for src fills)."});
  tables.functions["_functions"].push_back({"scatter_reduce", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_scatter_reduce)), METH_FASTCALL | METH_KEYWORDS, "scatter_reduce($module, input, dim, index, src, reduce, *, include_self=True, out=None)\n--\n\nReturns self with src reduced in at index along dim by reduce (sum, prod, mean, amax or amin), self's own value included when include_self."});
  tables.functions["_functions"].push_back({"index_reduce", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_index_reduce)), METH_FASTCALL | METH_KEYWORDS, "index_reduce($module, input, dim, index, source, reduce, *, include_self=True, out=None)\n--\n\nReturns self with the slices of source reduced (prod, mean, amax or amin) into the slices of self along dim that index names, self's own value included when include_self."});
  tables.methods.push_back({"index_select", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_index_select)), METH_FASTCALL | METH_KEYWORDS, "index_select($self, dim, index)\n--\n\nReturns the entries of self at index (a 1-D integer tensor) along dim."});
  tables.methods.push_back({"index_put", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_index_put)), METH_FASTCALL | METH_KEYWORDS, "index_put($self, indices, values, accumulate=False)\n--\n\nReturns self with values (broadcast to the shape of self[indices], of self's dtype) written at indices, as self[indices] = values; accumulate adds them instead, duplicates included."});
  tables.methods.push_back({"index_put_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_index_put_)), METH_FASTCALL | METH_KEYWORDS, "index_put_($self, indices, values, accumulate=False)\n--\n\nReturns self with values (broadcast to the shape of self[indices], of self's dtype) written at indices, as self[indices] = values; accumulate adds them instead, duplicates included."});
  tables.methods.push_back({"nonzero", method_nonzero_noargs, METH_NOARGS, "nonzero($self)\n--\n\nReturns the indices of the nonzero elements of self, one row of self.dim() coordinates each, in row-major order."});
  tables.methods.push_back({"argwhere", method_argwhere_noargs, METH_NOARGS, "argwhere($self)\n--\n\nReturns the indices of the nonzero elements of self, one row of self.dim() coordinates each (as nonzero)."});
  tables.methods.push_back({"index_add", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_index_add)), METH_FASTCALL | METH_KEYWORDS, "index_add($self, dim, index, source, *, alpha=1)\n--\n\nReturns self with alpha * source added at index along dim."});
  tables.methods.push_back({"index_add_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_index_add_)), METH_FASTCALL | METH_KEYWORDS, "index_add_($self, dim, index, source, *, alpha=1)\n--\n\nReturns self with alpha * source added at index along dim."});
  tables.methods.push_back({"gather", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_gather)), METH_FASTCALL | METH_KEYWORDS, "gather($self, dim, index, *, sparse_grad=False)\n--\n\nGathers values of self along dim at index (an integer tensor of self's rank)."});
  tables.methods.push_back({"scatter_add", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_scatter_add)), METH_FASTCALL | METH_KEYWORDS, "scatter_add($self, dim, index, src)\n--\n\nReturns self with src added at index along dim."});
  tables.methods.push_back({"scatter_add_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_scatter_add_)), METH_FASTCALL | METH_KEYWORDS, "scatter_add_($self, dim, index, src)\n--\n\nReturns self with src added at index along dim."});
  tables.methods.push_back({"masked_select", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_masked_select)), METH_FASTCALL | METH_KEYWORDS, "masked_select($self, mask)\n--\n\nReturns a 1-D tensor of the elements of self where mask (broadcast with self) is true."});
  tables.methods.push_back({"masked_scatter", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_masked_scatter)), METH_FASTCALL | METH_KEYWORDS, "masked_scatter($self, mask, source)\n--\n\nReturns self with the elements where mask is true replaced, in order, by the first elements of source."});
  tables.methods.push_back({"masked_scatter_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_masked_scatter_)), METH_FASTCALL | METH_KEYWORDS, "masked_scatter_($self, mask, source)\n--\n\nReturns self with the elements where mask is true replaced, in order, by the first elements of source."});
  tables.methods.push_back({"take", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_take)), METH_FASTCALL | METH_KEYWORDS, "take($self, index)\n--\n\nReturns the elements of self, read as a 1-D tensor, at index; the result has index's shape."});
  tables.methods.push_back({"take_along_dim", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_take_along_dim)), METH_FASTCALL | METH_KEYWORDS, "take_along_dim($self, indices, dim=None)\n--\n\nGathers values of self at indices along dim, broadcasting self and indices in the other dims; without dim, self is flattened."});
  tables.methods.push_back({"put", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_put)), METH_FASTCALL | METH_KEYWORDS, "put($self, index, source, accumulate=False)\n--\n\nReturns self, read as a 1-D tensor, with source written (or added, with accumulate) at index."});
  tables.methods.push_back({"put_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_put_)), METH_FASTCALL | METH_KEYWORDS, "put_($self, index, source, accumulate=False)\n--\n\nReturns self, read as a 1-D tensor, with source written (or added, with accumulate) at index."});
  tables.methods.push_back({"index_fill", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_index_fill)), METH_FASTCALL | METH_KEYWORDS, "index_fill($self, dim, index, value)\n--\n\nReturns self with the entries at index along dim set to value (a number or 0-d tensor)."});
  tables.methods.push_back({"index_fill_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_index_fill_)), METH_FASTCALL | METH_KEYWORDS, "index_fill_($self, dim, index, value)\n--\n\nReturns self with the entries at index along dim set to value (a number or 0-d tensor)."});
  tables.methods.push_back({"index_copy", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_index_copy)), METH_FASTCALL | METH_KEYWORDS, "index_copy($self, dim, index, source)\n--\n\nReturns self with the entries at index along dim replaced by those of source."});
  tables.methods.push_back({"index_copy_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_index_copy_)), METH_FASTCALL | METH_KEYWORDS, "index_copy_($self, dim, index, source)\n--\n\nReturns self with the entries at index along dim replaced by those of source."});
  tables.methods.push_back({"scatter", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_scatter)), METH_FASTCALL | METH_KEYWORDS, "scatter($self, dim, index, src=None, *, value=None, reduce=None)\n--\n\nReturns self with src written at index along dim (a number for src fills)."});
  tables.methods.push_back({"scatter_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_scatter_)), METH_FASTCALL | METH_KEYWORDS, "scatter_($self, dim, index, src=None, *, value=None, reduce=None)\n--\n\nReturns self with src written at index along dim (a number for src fills)."});
  tables.methods.push_back({"scatter_reduce", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_scatter_reduce)), METH_FASTCALL | METH_KEYWORDS, "scatter_reduce($self, dim, index, src, reduce, *, include_self=True)\n--\n\nReturns self with src reduced in at index along dim by reduce (sum, prod, mean, amax or amin), self's own value included when include_self."});
  tables.methods.push_back({"scatter_reduce_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_scatter_reduce_)), METH_FASTCALL | METH_KEYWORDS, "scatter_reduce_($self, dim, index, src, reduce, *, include_self=True)\n--\n\nReturns self with src reduced in at index along dim by reduce (sum, prod, mean, amax or amin), self's own value included when include_self."});
  tables.methods.push_back({"index_reduce", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_index_reduce)), METH_FASTCALL | METH_KEYWORDS, "index_reduce($self, dim, index, source, reduce, *, include_self=True)\n--\n\nReturns self with the slices of source reduced (prod, mean, amax or amin) into the slices of self along dim that index names, self's own value included when include_self."});
  tables.methods.push_back({"index_reduce_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_index_reduce_)), METH_FASTCALL | METH_KEYWORDS, "index_reduce_($self, dim, index, source, reduce, *, include_self=True)\n--\n\nReturns self with the slices of source reduced (prod, mean, amax or amin) into the slices of self along dim that index names, self's own value included when include_self."});
}

}  // namespace yaten::python
