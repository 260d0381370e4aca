// @generated from ops.yaml by codegen (template: bindings_family.cpp.j2). Do not edit.
// Python entries of the 'linalg' ops: one per Python name, parsing all
// of its overloads in one pass (python/src/arg_parser.h).
#include "generated/python/bindings.h"

#include "generated/autograd/ops_linalg.h"
#include "python/src/arg_parser.h"
#include "python/src/device_objects.h"
#include "python/src/gil_release.h"
#include "python/src/named_tensors.h"
#include "python/src/torch_function.h"
#include "python/src/wrap.h"
#include "runtime/warning.h"

namespace yaten::python {
namespace {

PyObject* fn_yaten_mm([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "mm(Tensor input, Tensor mat2, *, Tensor? out=None)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "mm", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::mm_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::mm(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_bmm([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "bmm(Tensor input, Tensor mat2, *, Tensor? out=None)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "bmm", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bmm_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bmm(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_addmm([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "addmm(Tensor input, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1, Tensor? out=None)",
      "addmm(Scalar beta, Tensor input, Scalar alpha, Tensor mat1, Tensor mat2, *, Tensor? out=None)|hidden",
      "addmm(Scalar beta, Tensor input, Tensor mat1, Tensor mat2, *, Tensor? out=None)|hidden",
  }, false);
  ParsedArgs<7> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "addmm", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(5)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.tensor(2);
        auto&& a3 = r.scalar(3);
        auto&& a4 = r.scalar(4);
        auto&& a5 = r.tensor(5);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::addmm_out(a0, a1, a2, a3, a4, a5); }, a0, a1, a2, a3, a4, a5);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.scalar(3);
      auto&& a4 = r.scalar(4);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::addmm(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
    case 1: {
      if (!r.is_none(5)) {
        auto&& a0 = r.tensor(1);
        auto&& a1 = r.tensor(3);
        auto&& a2 = r.tensor(4);
        auto&& a3 = r.scalar(0);
        auto&& a4 = r.scalar(2);
        auto&& a5 = r.tensor(5);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::addmm_out(a0, a1, a2, a3, a4, a5); }, a0, a1, a2, a3, a4, a5);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(1);
      auto&& a1 = r.tensor(3);
      auto&& a2 = r.tensor(4);
      auto&& a3 = r.scalar(0);
      auto&& a4 = r.scalar(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::addmm(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
    case 2: {
      if (!r.is_none(4)) {
        auto&& a0 = r.tensor(1);
        auto&& a1 = r.tensor(2);
        auto&& a2 = r.tensor(3);
        auto&& a3 = r.scalar(0);
        auto&& a4 = Scalar(static_cast<int64_t>(1));
        auto&& a5 = r.tensor(4);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::addmm_out(a0, a1, a2, a3, a4, a5); }, a0, a1, a2, a3, a4, a5);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(1);
      auto&& a1 = r.tensor(2);
      auto&& a2 = r.tensor(3);
      auto&& a3 = r.scalar(0);
      auto&& a4 = Scalar(static_cast<int64_t>(1));
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::addmm(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_mv([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "mv(Tensor input, Tensor vec, *, Tensor? out=None)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "mv", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::mv_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::mv(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_dot([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "dot(Tensor input, Tensor tensor, *, Tensor? out=None)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "dot", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::dot_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::dot(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_outer([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "outer(Tensor input, Tensor vec2, *, Tensor? out=None)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "outer", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::outer_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::outer(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_ger([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "ger(Tensor input, Tensor vec2, *, Tensor? out=None)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "ger", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::outer_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::outer(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_linalg_vector_norm([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "linalg_vector_norm(Tensor input, Scalar ord=2, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None, Tensor? out=None)",
  }, false);
  ParsedArgs<7> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "vector_norm", "yaten.linalg", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(5)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.scalar(1);
        auto&& a2 = r.optional_int_list(2);
        auto&& a3 = r.to_bool(3);
        auto&& a4 = r.optional_scalar_type(4);
        auto&& a5 = r.tensor(5);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::linalg_vector_norm_out(a0, a1, a2, a3, a4, a5); }, a0, a1, a2, a3, a4, a5);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.scalar(1);
      auto&& a2 = r.optional_int_list(2);
      auto&& a3 = r.to_bool(3);
      auto&& a4 = r.optional_scalar_type(4);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::linalg_vector_norm(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_matmul([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "matmul(Tensor input, Tensor other, *, Tensor? out=None)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "matmul", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::matmul_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::matmul(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_einsum([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "einsum(str equation, Tensor[] tensors, *, int[]? path=None)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "einsum", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.string_view(0);
      auto&& a1 = r.tensor_list(1);
      auto&& a2 = r.optional_int_list(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::einsum(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn__internal_tensordot([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "tensordot(Tensor input, Tensor other, int[] dims_self, int[] dims_other, *, Tensor? out=None)",
  }, false);
  ParsedArgs<6> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  switch (overload) {
    case 0: {
      if (!r.is_none(4)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.int_list(2);
        auto&& a3 = r.int_list(3);
        auto&& a4 = r.tensor(4);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::tensordot_out(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.int_list(2);
      auto&& a3 = r.int_list(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::tensordot(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_baddbmm([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "baddbmm(Tensor input, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1, Tensor? out=None)",
      "baddbmm(Scalar beta, Tensor input, Scalar alpha, Tensor batch1, Tensor batch2, *, Tensor? out=None)|hidden",
      "baddbmm(Scalar beta, Tensor input, Tensor batch1, Tensor batch2, *, Tensor? out=None)|hidden",
  }, false);
  ParsedArgs<7> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "baddbmm", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(5)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.tensor(2);
        auto&& a3 = r.scalar(3);
        auto&& a4 = r.scalar(4);
        auto&& a5 = r.tensor(5);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::baddbmm_out(a0, a1, a2, a3, a4, a5); }, a0, a1, a2, a3, a4, a5);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.scalar(3);
      auto&& a4 = r.scalar(4);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::baddbmm(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
    case 1: {
      if (!r.is_none(5)) {
        auto&& a0 = r.tensor(1);
        auto&& a1 = r.tensor(3);
        auto&& a2 = r.tensor(4);
        auto&& a3 = r.scalar(0);
        auto&& a4 = r.scalar(2);
        auto&& a5 = r.tensor(5);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::baddbmm_out(a0, a1, a2, a3, a4, a5); }, a0, a1, a2, a3, a4, a5);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(1);
      auto&& a1 = r.tensor(3);
      auto&& a2 = r.tensor(4);
      auto&& a3 = r.scalar(0);
      auto&& a4 = r.scalar(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::baddbmm(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
    case 2: {
      if (!r.is_none(4)) {
        auto&& a0 = r.tensor(1);
        auto&& a1 = r.tensor(2);
        auto&& a2 = r.tensor(3);
        auto&& a3 = r.scalar(0);
        auto&& a4 = Scalar(static_cast<int64_t>(1));
        auto&& a5 = r.tensor(4);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::baddbmm_out(a0, a1, a2, a3, a4, a5); }, a0, a1, a2, a3, a4, a5);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(1);
      auto&& a1 = r.tensor(2);
      auto&& a2 = r.tensor(3);
      auto&& a3 = r.scalar(0);
      auto&& a4 = Scalar(static_cast<int64_t>(1));
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::baddbmm(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_addbmm([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "addbmm(Tensor input, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1, Tensor? out=None)",
      "addbmm(Scalar beta, Tensor input, Scalar alpha, Tensor batch1, Tensor batch2, *, Tensor? out=None)|hidden",
      "addbmm(Scalar beta, Tensor input, Tensor batch1, Tensor batch2, *, Tensor? out=None)|hidden",
  }, false);
  ParsedArgs<7> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "addbmm", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(5)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.tensor(2);
        auto&& a3 = r.scalar(3);
        auto&& a4 = r.scalar(4);
        auto&& a5 = r.tensor(5);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::addbmm_out(a0, a1, a2, a3, a4, a5); }, a0, a1, a2, a3, a4, a5);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.scalar(3);
      auto&& a4 = r.scalar(4);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::addbmm(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
    case 1: {
      if (!r.is_none(5)) {
        auto&& a0 = r.tensor(1);
        auto&& a1 = r.tensor(3);
        auto&& a2 = r.tensor(4);
        auto&& a3 = r.scalar(0);
        auto&& a4 = r.scalar(2);
        auto&& a5 = r.tensor(5);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::addbmm_out(a0, a1, a2, a3, a4, a5); }, a0, a1, a2, a3, a4, a5);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(1);
      auto&& a1 = r.tensor(3);
      auto&& a2 = r.tensor(4);
      auto&& a3 = r.scalar(0);
      auto&& a4 = r.scalar(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::addbmm(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
    case 2: {
      if (!r.is_none(4)) {
        auto&& a0 = r.tensor(1);
        auto&& a1 = r.tensor(2);
        auto&& a2 = r.tensor(3);
        auto&& a3 = r.scalar(0);
        auto&& a4 = Scalar(static_cast<int64_t>(1));
        auto&& a5 = r.tensor(4);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::addbmm_out(a0, a1, a2, a3, a4, a5); }, a0, a1, a2, a3, a4, a5);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(1);
      auto&& a1 = r.tensor(2);
      auto&& a2 = r.tensor(3);
      auto&& a3 = r.scalar(0);
      auto&& a4 = Scalar(static_cast<int64_t>(1));
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::addbmm(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_addmv([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "addmv(Tensor input, Tensor mat, Tensor vec, *, Scalar beta=1, Scalar alpha=1, Tensor? out=None)",
      "addmv(Scalar beta, Tensor input, Scalar alpha, Tensor mat, Tensor vec, *, Tensor? out=None)|hidden",
      "addmv(Scalar beta, Tensor input, Tensor mat, Tensor vec, *, Tensor? out=None)|hidden",
  }, false);
  ParsedArgs<7> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "addmv", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(5)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.tensor(2);
        auto&& a3 = r.scalar(3);
        auto&& a4 = r.scalar(4);
        auto&& a5 = r.tensor(5);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::addmv_out(a0, a1, a2, a3, a4, a5); }, a0, a1, a2, a3, a4, a5);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.scalar(3);
      auto&& a4 = r.scalar(4);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::addmv(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
    case 1: {
      if (!r.is_none(5)) {
        auto&& a0 = r.tensor(1);
        auto&& a1 = r.tensor(3);
        auto&& a2 = r.tensor(4);
        auto&& a3 = r.scalar(0);
        auto&& a4 = r.scalar(2);
        auto&& a5 = r.tensor(5);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::addmv_out(a0, a1, a2, a3, a4, a5); }, a0, a1, a2, a3, a4, a5);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(1);
      auto&& a1 = r.tensor(3);
      auto&& a2 = r.tensor(4);
      auto&& a3 = r.scalar(0);
      auto&& a4 = r.scalar(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::addmv(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
    case 2: {
      if (!r.is_none(4)) {
        auto&& a0 = r.tensor(1);
        auto&& a1 = r.tensor(2);
        auto&& a2 = r.tensor(3);
        auto&& a3 = r.scalar(0);
        auto&& a4 = Scalar(static_cast<int64_t>(1));
        auto&& a5 = r.tensor(4);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::addmv_out(a0, a1, a2, a3, a4, a5); }, a0, a1, a2, a3, a4, a5);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(1);
      auto&& a1 = r.tensor(2);
      auto&& a2 = r.tensor(3);
      auto&& a3 = r.scalar(0);
      auto&& a4 = Scalar(static_cast<int64_t>(1));
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::addmv(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_addmv_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "addmv_(Tensor input, Tensor mat, Tensor vec, *, Scalar beta=1, Scalar alpha=1)",
      "addmv_(Scalar beta, Tensor input, Scalar alpha, Tensor mat, Tensor vec)|hidden",
      "addmv_(Scalar beta, Tensor input, Tensor mat, Tensor vec)|hidden",
  }, false);
  ParsedArgs<6> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "addmv_", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.scalar(3);
      auto&& a4 = r.scalar(4);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::addmv_(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a0 = r.tensor(1);
      auto&& a1 = r.tensor(3);
      auto&& a2 = r.tensor(4);
      auto&& a3 = r.scalar(0);
      auto&& a4 = r.scalar(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::addmv_(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
    case 2: {
      auto&& a0 = r.tensor(1);
      auto&& a1 = r.tensor(2);
      auto&& a2 = r.tensor(3);
      auto&& a3 = r.scalar(0);
      auto&& a4 = Scalar(static_cast<int64_t>(1));
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::addmv_(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_addr([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "addr(Tensor input, Tensor vec1, Tensor vec2, *, Scalar beta=1, Scalar alpha=1, Tensor? out=None)",
      "addr(Scalar beta, Tensor input, Scalar alpha, Tensor vec1, Tensor vec2, *, Tensor? out=None)|hidden",
      "addr(Scalar beta, Tensor input, Tensor vec1, Tensor vec2, *, Tensor? out=None)|hidden",
  }, false);
  ParsedArgs<7> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "addr", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(5)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.tensor(2);
        auto&& a3 = r.scalar(3);
        auto&& a4 = r.scalar(4);
        auto&& a5 = r.tensor(5);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::addr_out(a0, a1, a2, a3, a4, a5); }, a0, a1, a2, a3, a4, a5);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.scalar(3);
      auto&& a4 = r.scalar(4);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::addr(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
    case 1: {
      if (!r.is_none(5)) {
        auto&& a0 = r.tensor(1);
        auto&& a1 = r.tensor(3);
        auto&& a2 = r.tensor(4);
        auto&& a3 = r.scalar(0);
        auto&& a4 = r.scalar(2);
        auto&& a5 = r.tensor(5);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::addr_out(a0, a1, a2, a3, a4, a5); }, a0, a1, a2, a3, a4, a5);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(1);
      auto&& a1 = r.tensor(3);
      auto&& a2 = r.tensor(4);
      auto&& a3 = r.scalar(0);
      auto&& a4 = r.scalar(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::addr(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
    case 2: {
      if (!r.is_none(4)) {
        auto&& a0 = r.tensor(1);
        auto&& a1 = r.tensor(2);
        auto&& a2 = r.tensor(3);
        auto&& a3 = r.scalar(0);
        auto&& a4 = Scalar(static_cast<int64_t>(1));
        auto&& a5 = r.tensor(4);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::addr_out(a0, a1, a2, a3, a4, a5); }, a0, a1, a2, a3, a4, a5);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(1);
      auto&& a1 = r.tensor(2);
      auto&& a2 = r.tensor(3);
      auto&& a3 = r.scalar(0);
      auto&& a4 = Scalar(static_cast<int64_t>(1));
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::addr(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_chain_matmul([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "chain_matmul(Tensor[] matrices, *, Tensor? out=None)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "chain_matmul", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      warn_once(WarningCategory::User, "torch.chain_matmul is deprecated and will be removed in a future PyTorch release. Use torch.linalg.multi_dot instead, which accepts a list of two or more tensors rather than multiple parameters.");
      if (!r.is_none(1)) {
        auto&& a0 = r.tensor_list(0);
        auto&& a1 = r.tensor(1);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::chain_matmul_out(a0, a1); }, a0, a1);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor_list(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::chain_matmul(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_linalg_multi_dot([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "linalg_multi_dot(Tensor[] tensors, *, Tensor? out=None)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "multi_dot", "yaten.linalg", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(1)) {
        auto&& a0 = r.tensor_list(0);
        auto&& a1 = r.tensor(1);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::linalg_multi_dot_out(a0, a1); }, a0, a1);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor_list(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::linalg_multi_dot(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_inner([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "inner(Tensor input, Tensor other, *, Tensor? out=None)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "inner", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::inner_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::inner(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_vdot([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "vdot(Tensor input, Tensor other, *, Tensor? out=None)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "vdot", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::vdot_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::vdot(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn__internal__linalg_lu_factor([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "_linalg_lu_factor(Tensor A, bool pivot)",
  }, false);
  ParsedArgs<2> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.to_bool(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::_linalg_lu_factor(a0, a1); }, a0, a1);
      return wrap_tuple(result, "_linalg_lu_factor", {"LU", "pivots"});
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_linalg_lu_factor_ex([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "linalg_lu_factor_ex(Tensor A, *, bool pivot=True, bool check_errors=False, Tensor[]? out=None)",
  }, false);
  ParsedArgs<5> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "lu_factor_ex", "yaten.linalg", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(3)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.to_bool(1);
        auto&& a2 = r.to_bool(2);
        auto&& a3 = Tensor(r.out_tensors(3, 3)[0]);
        auto&& a4 = Tensor(r.out_tensors(3, 3)[1]);
        auto&& a5 = Tensor(r.out_tensors(3, 3)[2]);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::linalg_lu_factor_ex_out(a0, a1, a2, a3, a4, a5); }, a0, a1, a2, a3, a4, a5);
        return wrap_tuple(result, "linalg_lu_factor_ex_out", {"LU", "pivots", "info"});
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.to_bool(1);
      auto&& a2 = r.to_bool(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::linalg_lu_factor_ex(a0, a1, a2); }, a0, a1, a2);
      return wrap_tuple(result, "linalg_lu_factor_ex", {"LU", "pivots", "info"});
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn__internal__lu_pivots_to_permutation([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "_lu_pivots_to_permutation(Tensor pivots, int n)",
  }, false);
  ParsedArgs<2> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::_lu_pivots_to_permutation(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_linalg_solve_ex([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "linalg_solve_ex(Tensor A, Tensor B, *, bool left=True, bool check_errors=False, Tensor[]? out=None)",
  }, false);
  ParsedArgs<6> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "solve_ex", "yaten.linalg", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(4)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.to_bool(2);
        auto&& a3 = r.to_bool(3);
        auto&& a4 = Tensor(r.out_tensors(4, 2)[0]);
        auto&& a5 = Tensor(r.out_tensors(4, 2)[1]);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::linalg_solve_ex_out(a0, a1, a2, a3, a4, a5); }, a0, a1, a2, a3, a4, a5);
        return wrap_tuple(result, "linalg_solve_ex_out", {"result", "info"});
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.to_bool(2);
      auto&& a3 = r.to_bool(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::linalg_solve_ex(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tuple(result, "linalg_solve_ex", {"result", "info"});
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_linalg_solve_triangular([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "linalg_solve_triangular(Tensor input, Tensor B, *, bool upper, bool left=True, bool unitriangular=False, Tensor? out=None)",
  }, false);
  ParsedArgs<7> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "solve_triangular", "yaten.linalg", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(5)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.to_bool(2);
        auto&& a3 = r.to_bool(3);
        auto&& a4 = r.to_bool(4);
        auto&& a5 = r.tensor(5);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::linalg_solve_triangular_out(a0, a1, a2, a3, a4, a5); }, a0, a1, a2, a3, a4, a5);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.to_bool(2);
      auto&& a3 = r.to_bool(3);
      auto&& a4 = r.to_bool(4);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::linalg_solve_triangular(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_linalg_cholesky_ex([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "linalg_cholesky_ex(Tensor input, *, bool upper=False, bool check_errors=False, Tensor[]? out=None)",
  }, false);
  ParsedArgs<5> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "cholesky_ex", "yaten.linalg", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(3)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.to_bool(1);
        auto&& a2 = r.to_bool(2);
        auto&& a3 = Tensor(r.out_tensors(3, 2)[0]);
        auto&& a4 = Tensor(r.out_tensors(3, 2)[1]);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::linalg_cholesky_ex_out(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
        return wrap_tuple(result, "linalg_cholesky_ex_out", {"L", "info"});
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.to_bool(1);
      auto&& a2 = r.to_bool(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::linalg_cholesky_ex(a0, a1, a2); }, a0, a1, a2);
      return wrap_tuple(result, "linalg_cholesky_ex", {"L", "info"});
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn__internal__linalg_eigh([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "_linalg_eigh(Tensor A, str UPLO=\"L\", bool compute_v=True)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.string_view(1);
      auto&& a2 = r.to_bool(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::_linalg_eigh(a0, a1, a2); }, a0, a1, a2);
      return wrap_tuple(result, "_linalg_eigh", {"eigenvalues", "eigenvectors"});
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn__internal__linalg_svd([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "_linalg_svd(Tensor A, bool full_matrices=False, bool compute_uv=True)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.to_bool(1);
      auto&& a2 = r.to_bool(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::_linalg_svd(a0, a1, a2); }, a0, a1, a2);
      return wrap_tuple(result, "_linalg_svd", {"U", "S", "Vh"});
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn__internal__linalg_qr([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "_linalg_qr(Tensor A, str mode)",
  }, false);
  ParsedArgs<2> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.string_view(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::_linalg_qr(a0, a1); }, a0, a1);
      return wrap_tuple(result, "_linalg_qr", {"Q", "R"});
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_linalg_lu_factor([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "linalg_lu_factor(Tensor A, *, bool pivot=True, Tensor[]? out=None)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "lu_factor", "yaten.linalg", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.to_bool(1);
        auto&& a2 = Tensor(r.out_tensors(2, 2)[0]);
        auto&& a3 = Tensor(r.out_tensors(2, 2)[1]);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::linalg_lu_factor_out(a0, a1, a2, a3); }, a0, a1, a2, a3);
        return wrap_tuple(result, "linalg_lu_factor_out", {"LU", "pivots"});
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.to_bool(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::linalg_lu_factor(a0, a1); }, a0, a1);
      return wrap_tuple(result, "linalg_lu_factor", {"LU", "pivots"});
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_linalg_lu([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "linalg_lu(Tensor A, *, bool pivot=True, Tensor[]? out=None)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "lu", "yaten.linalg", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.to_bool(1);
        auto&& a2 = Tensor(r.out_tensors(2, 3)[0]);
        auto&& a3 = Tensor(r.out_tensors(2, 3)[1]);
        auto&& a4 = Tensor(r.out_tensors(2, 3)[2]);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::linalg_lu_out(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
        return wrap_tuple(result, "linalg_lu_out", {"P", "L", "U"});
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.to_bool(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::linalg_lu(a0, a1); }, a0, a1);
      return wrap_tuple(result, "linalg_lu", {"P", "L", "U"});
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_lu_unpack([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "lu_unpack(Tensor LU_data, Tensor LU_pivots, bool unpack_data=True, bool unpack_pivots=True, *, Tensor[]? out=None)",
  }, false);
  ParsedArgs<6> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "lu_unpack", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(4)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.to_bool(2);
        auto&& a3 = r.to_bool(3);
        auto&& a4 = Tensor(r.out_tensors(4, 3)[0]);
        auto&& a5 = Tensor(r.out_tensors(4, 3)[1]);
        auto&& a6 = Tensor(r.out_tensors(4, 3)[2]);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::lu_unpack_out(a0, a1, a2, a3, a4, a5, a6); }, a0, a1, a2, a3, a4, a5, a6);
        return wrap_tuple(result, "lu_unpack_out", {"P", "L", "U"});
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.to_bool(2);
      auto&& a3 = r.to_bool(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::lu_unpack(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tuple(result, "lu_unpack", {"P", "L", "U"});
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_linalg_lu_solve([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "linalg_lu_solve(Tensor LU, Tensor pivots, Tensor B, *, bool left=True, bool adjoint=False, Tensor? out=None)",
  }, false);
  ParsedArgs<7> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "lu_solve", "yaten.linalg", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(5)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.tensor(2);
        auto&& a3 = r.to_bool(3);
        auto&& a4 = r.to_bool(4);
        auto&& a5 = r.tensor(5);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::linalg_lu_solve_out(a0, a1, a2, a3, a4, a5); }, a0, a1, a2, a3, a4, a5);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.to_bool(3);
      auto&& a4 = r.to_bool(4);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::linalg_lu_solve(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_lu_solve([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "lu_solve(Tensor input, Tensor LU_data, Tensor LU_pivots, *, Tensor? out=None)",
  }, false);
  ParsedArgs<5> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "lu_solve", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      warn_once(WarningCategory::User, "torch.lu_solve is deprecated in favor of torch.linalg.lu_solveand will be removed in a future PyTorch release.\nNote that torch.linalg.lu_solve has its arguments reversed.\nX = torch.lu_solve(B, LU, pivots)\nshould be replaced with\nX = torch.linalg.lu_solve(LU, pivots, B)");
      if (!r.is_none(3)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.tensor(2);
        auto&& a3 = r.tensor(3);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::lu_solve_out(a0, a1, a2, a3); }, a0, a1, a2, a3);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::lu_solve(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_linalg_solve([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "linalg_solve(Tensor A, Tensor B, *, bool left=True, Tensor? out=None)",
  }, false);
  ParsedArgs<5> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "solve", "yaten.linalg", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(3)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.to_bool(2);
        auto&& a3 = r.tensor(3);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::linalg_solve_out(a0, a1, a2, a3); }, a0, a1, a2, a3);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.to_bool(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::linalg_solve(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_linalg_inv_ex([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "linalg_inv_ex(Tensor A, *, bool check_errors=False, Tensor[]? out=None)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "inv_ex", "yaten.linalg", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.to_bool(1);
        auto&& a2 = Tensor(r.out_tensors(2, 2)[0]);
        auto&& a3 = Tensor(r.out_tensors(2, 2)[1]);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::linalg_inv_ex_out(a0, a1, a2, a3); }, a0, a1, a2, a3);
        return wrap_tuple(result, "linalg_inv_ex_out", {"inverse", "info"});
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.to_bool(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::linalg_inv_ex(a0, a1); }, a0, a1);
      return wrap_tuple(result, "linalg_inv_ex", {"inverse", "info"});
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_linalg_inv([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "linalg_inv(Tensor A, *, Tensor? out=None)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "inv", "yaten.linalg", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(1)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::linalg_inv_out(a0, a1); }, a0, a1);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::linalg_inv(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_inverse([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "inverse(Tensor input, *, Tensor? out=None)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "inverse", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(1)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::inverse_out(a0, a1); }, a0, a1);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::inverse(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_triangular_solve([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "triangular_solve(Tensor input, Tensor A, bool upper=True, bool transpose=False, bool unitriangular=False, *, Tensor[]? out=None)",
  }, false);
  ParsedArgs<7> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "triangular_solve", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      warn_once(WarningCategory::User, "torch.triangular_solve is deprecated in favor of torch.linalg.solve_triangularand will be removed in a future PyTorch release.\ntorch.linalg.solve_triangular has its arguments reversed and does not return a copy of one of the inputs.\nX = torch.triangular_solve(B, A).solution\nshould be replaced with\nX = torch.linalg.solve_triangular(A, B).");
      if (!r.is_none(5)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.to_bool(2);
        auto&& a3 = r.to_bool(3);
        auto&& a4 = r.to_bool(4);
        auto&& a5 = Tensor(r.out_tensors(5, 2)[0]);
        auto&& a6 = Tensor(r.out_tensors(5, 2)[1]);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::triangular_solve_out(a0, a1, a2, a3, a4, a5, a6); }, a0, a1, a2, a3, a4, a5, a6);
        return wrap_tuple(result, "triangular_solve_out", {"solution", "cloned_coefficient"});
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.to_bool(2);
      auto&& a3 = r.to_bool(3);
      auto&& a4 = r.to_bool(4);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::triangular_solve(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
      return wrap_tuple(result, "triangular_solve", {"solution", "cloned_coefficient"});
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_linalg_cholesky([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "linalg_cholesky(Tensor input, *, bool upper=False, Tensor? out=None)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "cholesky", "yaten.linalg", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.to_bool(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::linalg_cholesky_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.to_bool(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::linalg_cholesky(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_cholesky([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "cholesky(Tensor input, bool upper=False, *, Tensor? out=None)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "cholesky", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      warn_once(WarningCategory::User, "torch.cholesky is deprecated in favor of torch.linalg.cholesky and will be removed in a future PyTorch release.\nL = torch.cholesky(A)\nshould be replaced with\nL = torch.linalg.cholesky(A)\nand\nU = torch.cholesky(A, upper=True)\nshould be replaced with\nU = torch.linalg.cholesky(A).mH().\nThis transform will produce equivalent results for all valid (symmetric positive definite) inputs.");
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.to_bool(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::cholesky_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.to_bool(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::cholesky(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_cholesky_solve([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "cholesky_solve(Tensor input, Tensor input2, bool upper=False, *, Tensor? out=None)",
  }, false);
  ParsedArgs<5> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "cholesky_solve", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(3)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.to_bool(2);
        auto&& a3 = r.tensor(3);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::cholesky_solve_out(a0, a1, a2, a3); }, a0, a1, a2, a3);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.to_bool(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::cholesky_solve(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_cholesky_inverse([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "cholesky_inverse(Tensor input, bool upper=False, *, Tensor? out=None)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "cholesky_inverse", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.to_bool(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::cholesky_inverse_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.to_bool(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::cholesky_inverse(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_linalg_eigh([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "linalg_eigh(Tensor input, str UPLO=\"L\", *, Tensor[]? out=None)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "eigh", "yaten.linalg", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.string_view(1);
        auto&& a2 = Tensor(r.out_tensors(2, 2)[0]);
        auto&& a3 = Tensor(r.out_tensors(2, 2)[1]);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::linalg_eigh_out(a0, a1, a2, a3); }, a0, a1, a2, a3);
        return wrap_tuple(result, "linalg_eigh_out", {"eigenvalues", "eigenvectors"});
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.string_view(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::linalg_eigh(a0, a1); }, a0, a1);
      return wrap_tuple(result, "linalg_eigh", {"eigenvalues", "eigenvectors"});
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_linalg_eigvalsh([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "linalg_eigvalsh(Tensor input, str UPLO=\"L\", *, Tensor? out=None)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "eigvalsh", "yaten.linalg", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.string_view(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::linalg_eigvalsh_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.string_view(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::linalg_eigvalsh(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_linalg_svd([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "linalg_svd(Tensor A, bool full_matrices=True, *, str? driver=None, Tensor[]? out=None)",
  }, false);
  ParsedArgs<5> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "svd", "yaten.linalg", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(3)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.to_bool(1);
        auto&& a2 = r.optional_string_view(2);
        auto&& a3 = Tensor(r.out_tensors(3, 3)[0]);
        auto&& a4 = Tensor(r.out_tensors(3, 3)[1]);
        auto&& a5 = Tensor(r.out_tensors(3, 3)[2]);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::linalg_svd_out(a0, a1, a2, a3, a4, a5); }, a0, a1, a2, a3, a4, a5);
        return wrap_tuple(result, "linalg_svd_out", {"U", "S", "Vh"});
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.to_bool(1);
      auto&& a2 = r.optional_string_view(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::linalg_svd(a0, a1, a2); }, a0, a1, a2);
      return wrap_tuple(result, "linalg_svd", {"U", "S", "Vh"});
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_svd([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "svd(Tensor input, bool some=True, bool compute_uv=True, *, Tensor[]? out=None)",
  }, false);
  ParsedArgs<5> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "svd", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(3)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.to_bool(1);
        auto&& a2 = r.to_bool(2);
        auto&& a3 = Tensor(r.out_tensors(3, 3)[0]);
        auto&& a4 = Tensor(r.out_tensors(3, 3)[1]);
        auto&& a5 = Tensor(r.out_tensors(3, 3)[2]);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::svd_out(a0, a1, a2, a3, a4, a5); }, a0, a1, a2, a3, a4, a5);
        return wrap_tuple(result, "svd_out", {"U", "S", "V"});
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.to_bool(1);
      auto&& a2 = r.to_bool(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::svd(a0, a1, a2); }, a0, a1, a2);
      return wrap_tuple(result, "svd", {"U", "S", "V"});
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_linalg_svdvals([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "linalg_svdvals(Tensor A, *, str? driver=None, Tensor? out=None)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "svdvals", "yaten.linalg", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.optional_string_view(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::linalg_svdvals_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.optional_string_view(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::linalg_svdvals(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_linalg_qr([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "linalg_qr(Tensor A, str mode='reduced', *, Tensor[]? out=None)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "qr", "yaten.linalg", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.string_view(1);
        auto&& a2 = Tensor(r.out_tensors(2, 2)[0]);
        auto&& a3 = Tensor(r.out_tensors(2, 2)[1]);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::linalg_qr_out(a0, a1, a2, a3); }, a0, a1, a2, a3);
        return wrap_tuple(result, "linalg_qr_out", {"Q", "R"});
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.string_view(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::linalg_qr(a0, a1); }, a0, a1);
      return wrap_tuple(result, "linalg_qr", {"Q", "R"});
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_qr([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "qr(Tensor input, bool some=True, *, Tensor[]? out=None)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "qr", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      warn_once(WarningCategory::User, "torch.qr is deprecated in favor of torch.linalg.qr and will be removed in a future PyTorch release.\nThe boolean parameter 'some' has been replaced with a string parameter 'mode'.\nQ, R = torch.qr(A, some)\nshould be replaced with\nQ, R = torch.linalg.qr(A, 'reduced' if some else 'complete')");
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.to_bool(1);
        auto&& a2 = Tensor(r.out_tensors(2, 2)[0]);
        auto&& a3 = Tensor(r.out_tensors(2, 2)[1]);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::qr_out(a0, a1, a2, a3); }, a0, a1, a2, a3);
        return wrap_tuple(result, "qr_out", {"Q", "R"});
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.to_bool(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::qr(a0, a1); }, a0, a1);
      return wrap_tuple(result, "qr", {"Q", "R"});
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_linalg_det([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "linalg_det(Tensor A, *, Tensor? out=None)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "det", "yaten.linalg", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(1)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::linalg_det_out(a0, a1); }, a0, a1);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::linalg_det(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_det([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "det(Tensor input)",
  }, false);
  ParsedArgs<1> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "det", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::det(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_linalg_slogdet([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "linalg_slogdet(Tensor A, *, Tensor[]? out=None)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "slogdet", "yaten.linalg", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(1)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = Tensor(r.out_tensors(1, 2)[0]);
        auto&& a2 = Tensor(r.out_tensors(1, 2)[1]);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::linalg_slogdet_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tuple(result, "linalg_slogdet_out", {"sign", "logabsdet"});
      }
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::linalg_slogdet(a0); }, a0);
      return wrap_tuple(result, "linalg_slogdet", {"sign", "logabsdet"});
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_slogdet([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "slogdet(Tensor input, *, Tensor[]? out=None)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "slogdet", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(1)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = Tensor(r.out_tensors(1, 2)[0]);
        auto&& a2 = Tensor(r.out_tensors(1, 2)[1]);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::slogdet_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tuple(result, "slogdet_out", {"sign", "logabsdet"});
      }
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::slogdet(a0); }, a0);
      return wrap_tuple(result, "slogdet", {"sign", "logabsdet"});
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_logdet([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "logdet(Tensor input)",
  }, false);
  ParsedArgs<1> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "logdet", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::logdet(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_linalg_matrix_power([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "linalg_matrix_power(Tensor input, int n, *, Tensor? out=None)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "matrix_power", "yaten.linalg", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.int64(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::linalg_matrix_power_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::linalg_matrix_power(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_matrix_power([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "matrix_power(Tensor input, int n, *, Tensor? out=None)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "matrix_power", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.int64(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::matrix_power_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::matrix_power(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_linalg_matrix_norm([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "linalg_matrix_norm(Tensor input, Scalar ord, int[] dim=[-2,-1], bool keepdim=False, *, ScalarType? dtype=None, Tensor? out=None)",
      "linalg_matrix_norm(Tensor input, str ord='fro', int[] dim=[-2,-1], bool keepdim=False, *, ScalarType? dtype=None, Tensor? out=None)",
  }, false);
  ParsedArgs<8> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "matrix_norm", "yaten.linalg", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(5)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.scalar(1);
        auto&& a2 = r.int_list(2);
        auto&& a3 = r.to_bool(3);
        auto&& a4 = r.optional_scalar_type(4);
        auto&& a5 = r.tensor(5);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::linalg_matrix_norm_out(a0, a1, a2, a3, a4, a5); }, a0, a1, a2, a3, a4, a5);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.scalar(1);
      auto&& a2 = r.int_list(2);
      auto&& a3 = r.to_bool(3);
      auto&& a4 = r.optional_scalar_type(4);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::linalg_matrix_norm(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
    case 1: {
      if (!r.is_none(5)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.string_view(1);
        auto&& a2 = r.int_list(2);
        auto&& a3 = r.to_bool(3);
        auto&& a4 = r.optional_scalar_type(4);
        auto&& a5 = r.tensor(5);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::linalg_matrix_norm_str_ord_out(a0, a1, a2, a3, a4, a5); }, a0, a1, a2, a3, a4, a5);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.string_view(1);
      auto&& a2 = r.int_list(2);
      auto&& a3 = r.to_bool(3);
      auto&& a4 = r.optional_scalar_type(4);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::linalg_matrix_norm_str_ord(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_linalg_norm([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "linalg_norm(Tensor input, Scalar? ord=None, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None, Tensor? out=None)",
      "linalg_norm(Tensor input, str ord, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None, Tensor? out=None)",
  }, false);
  ParsedArgs<7> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "norm", "yaten.linalg", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(5)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.optional_scalar(1);
        auto&& a2 = r.optional_int_list(2);
        auto&& a3 = r.to_bool(3);
        auto&& a4 = r.optional_scalar_type(4);
        auto&& a5 = r.tensor(5);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::linalg_norm_out(a0, a1, a2, a3, a4, a5); }, a0, a1, a2, a3, a4, a5);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.optional_scalar(1);
      auto&& a2 = r.optional_int_list(2);
      auto&& a3 = r.to_bool(3);
      auto&& a4 = r.optional_scalar_type(4);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::linalg_norm(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
    case 1: {
      if (!r.is_none(5)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.string_view(1);
        auto&& a2 = r.optional_int_list(2);
        auto&& a3 = r.to_bool(3);
        auto&& a4 = r.optional_scalar_type(4);
        auto&& a5 = r.tensor(5);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::linalg_norm_ord_str_out(a0, a1, a2, a3, a4, a5); }, a0, a1, a2, a3, a4, a5);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.string_view(1);
      auto&& a2 = r.optional_int_list(2);
      auto&& a3 = r.to_bool(3);
      auto&& a4 = r.optional_scalar_type(4);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::linalg_norm_ord_str(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_linalg_cond([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "linalg_cond(Tensor input, Scalar? p=None, *, Tensor? out=None)",
      "linalg_cond(Tensor input, str p, *, Tensor? out=None)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "cond", "yaten.linalg", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.optional_scalar(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::linalg_cond_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.optional_scalar(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::linalg_cond(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
    case 1: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.string_view(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::linalg_cond_p_str_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.string_view(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::linalg_cond_p_str(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_linalg_pinv([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "linalg_pinv(Tensor input, *, float? atol=None, float? rtol=None, bool hermitian=False, Tensor? out=None)",
      "linalg_pinv(Tensor input, float rcond, bool hermitian=False, *, Tensor? out=None)",
      "linalg_pinv(Tensor input, *, Tensor? atol=None, Tensor? rtol=None, bool hermitian=False, Tensor? out=None)",
      "linalg_pinv(Tensor input, Tensor rcond, bool hermitian=False, *, Tensor? out=None)",
  }, false);
  ParsedArgs<6> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "pinv", "yaten.linalg", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(4)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.optional_double(1);
        auto&& a2 = r.optional_double(2);
        auto&& a3 = r.to_bool(3);
        auto&& a4 = r.tensor(4);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::linalg_pinv_atol_rtol_float_out(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.optional_double(1);
      auto&& a2 = r.optional_double(2);
      auto&& a3 = r.to_bool(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::linalg_pinv_atol_rtol_float(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
    case 1: {
      if (!r.is_none(3)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.to_double(1);
        auto&& a2 = r.to_bool(2);
        auto&& a3 = r.tensor(3);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::linalg_pinv_out(a0, a1, a2, a3); }, a0, a1, a2, a3);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.to_double(1);
      auto&& a2 = r.to_bool(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::linalg_pinv(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
    case 2: {
      if (!r.is_none(4)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.tensor(2);
        auto&& a3 = r.to_bool(3);
        auto&& a4 = r.tensor(4);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::linalg_pinv_atol_rtol_tensor_out(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.to_bool(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::linalg_pinv_atol_rtol_tensor(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
    case 3: {
      if (!r.is_none(3)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.to_bool(2);
        auto&& a3 = r.tensor(3);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::linalg_pinv_rcond_tensor_out(a0, a1, a2, a3); }, a0, a1, a2, a3);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.to_bool(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::linalg_pinv_rcond_tensor(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_linalg_matrix_rank([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "linalg_matrix_rank(Tensor input, *, float? atol=None, float? rtol=None, bool hermitian=False, Tensor? out=None)",
      "linalg_matrix_rank(Tensor input, float tol, bool hermitian=False, *, Tensor? out=None)",
      "linalg_matrix_rank(Tensor input, *, Tensor? atol=None, Tensor? rtol=None, bool hermitian=False, Tensor? out=None)",
      "linalg_matrix_rank(Tensor input, Tensor tol, bool hermitian=False, *, Tensor? out=None)",
  }, false);
  ParsedArgs<6> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "matrix_rank", "yaten.linalg", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(4)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.optional_double(1);
        auto&& a2 = r.optional_double(2);
        auto&& a3 = r.to_bool(3);
        auto&& a4 = r.tensor(4);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::linalg_matrix_rank_atol_rtol_float_out(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.optional_double(1);
      auto&& a2 = r.optional_double(2);
      auto&& a3 = r.to_bool(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::linalg_matrix_rank_atol_rtol_float(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
    case 1: {
      if (!r.is_none(3)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.to_double(1);
        auto&& a2 = r.to_bool(2);
        auto&& a3 = r.tensor(3);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::linalg_matrix_rank_out(a0, a1, a2, a3); }, a0, a1, a2, a3);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.to_double(1);
      auto&& a2 = r.to_bool(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::linalg_matrix_rank(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
    case 2: {
      if (!r.is_none(4)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.tensor(2);
        auto&& a3 = r.to_bool(3);
        auto&& a4 = r.tensor(4);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::linalg_matrix_rank_atol_rtol_tensor_out(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.to_bool(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::linalg_matrix_rank_atol_rtol_tensor(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
    case 3: {
      if (!r.is_none(3)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.to_bool(2);
        auto&& a3 = r.tensor(3);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::linalg_matrix_rank_tol_tensor_out(a0, a1, a2, a3); }, a0, a1, a2, a3);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.to_bool(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::linalg_matrix_rank_tol_tensor(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_linalg_lstsq([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "linalg_lstsq(Tensor input, Tensor b, float? rcond=None, *, str? driver=None)",
  }, false);
  ParsedArgs<5> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "lstsq", "yaten.linalg", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.optional_double(2);
      auto&& a3 = r.optional_string_view(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::linalg_lstsq(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tuple(result, "linalg_lstsq", {"solution", "residuals", "rank", "singular_values"});
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_linalg_vecdot([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "linalg_vecdot(Tensor x, Tensor y, *, int dim=-1, Tensor? out=None)",
  }, false);
  ParsedArgs<5> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "vecdot", "yaten.linalg", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(3)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.int64(2);
        auto&& a3 = r.tensor(3);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::linalg_vecdot_out(a0, a1, a2, a3); }, a0, a1, a2, a3);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.int64(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::linalg_vecdot(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_linalg_householder_product([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "linalg_householder_product(Tensor input, Tensor tau, *, Tensor? out=None)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "householder_product", "yaten.linalg", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::linalg_householder_product_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::linalg_householder_product(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn__internal__linalg_lstsq([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "_linalg_lstsq(Tensor input, Tensor b, float? rcond, str driver)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.optional_double(2);
      auto&& a3 = r.string_view(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::_linalg_lstsq(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tuple(result, "_linalg_lstsq", {"solution", "residuals", "rank", "singular_values"});
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_orgqr([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "orgqr(Tensor input, Tensor input2, *, Tensor? out=None)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "orgqr", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::orgqr_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::orgqr(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_pinverse([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "pinverse(Tensor input, float rcond=1e-15)",
  }, false);
  ParsedArgs<2> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "pinverse", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.to_double(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::pinverse(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_linalg_diagonal([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "linalg_diagonal(Tensor A, *, int offset=0, int dim1=-2, int dim2=-1)",
  }, false);
  ParsedArgs<5> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "diagonal", "yaten.linalg", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      auto&& a2 = r.int64(2);
      auto&& a3 = r.int64(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::linalg_diagonal(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_linalg_matrix_exp([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "linalg_matrix_exp(Tensor input)",
  }, false);
  ParsedArgs<1> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "matrix_exp", "yaten.linalg", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::linalg_matrix_exp(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn__internal_linalg_matrix_exp_differential([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "linalg_matrix_exp_differential(Tensor input, Tensor direction)",
  }, false);
  ParsedArgs<2> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::linalg_matrix_exp_differential(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_matrix_exp([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "matrix_exp(Tensor input)",
  }, false);
  ParsedArgs<1> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "matrix_exp", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::matrix_exp(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_symeig([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "symeig(Tensor input, bool eigenvectors=False, bool upper=True)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "symeig", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      warn_once(WarningCategory::User, "torch.symeig is deprecated in favor of torch.linalg.eigh and will be removed in a future PyTorch release.\nThe default behavior has changed from using the upper triangular portion of the matrix by default to using the lower triangular portion.\nL, _ = torch.symeig(A, upper=upper)\nshould be replaced with\nL = torch.linalg.eigvalsh(A, UPLO='U' if upper else 'L')\nand\nL, V = torch.symeig(A, eigenvectors=True)\nshould be replaced with\nL, V = torch.linalg.eigh(A, UPLO='U' if upper else 'L')");
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.to_bool(1);
      auto&& a2 = r.to_bool(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::symeig(a0, a1, a2); }, a0, a1, a2);
      return wrap_tuple(result, "symeig", {"eigenvalues", "eigenvectors"});
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_nuclear_norm([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "nuclear_norm(Tensor input, bool keepdim=False, *, Tensor? out=None)",
      "nuclear_norm(Tensor input, int[2] dim, bool keepdim=False, *, Tensor? out=None)",
  }, false);
  ParsedArgs<5> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "nuclear_norm", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.to_bool(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::nuclear_norm_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.to_bool(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::nuclear_norm(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
    case 1: {
      if (!r.is_none(3)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.int_list(1);
        auto&& a2 = r.to_bool(2);
        auto&& a3 = r.tensor(3);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::nuclear_norm_dim_out(a0, a1, a2, a3); }, a0, a1, a2, a3);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int_list(1);
      auto&& a2 = r.to_bool(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::nuclear_norm_dim(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_frobenius_norm([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "frobenius_norm(Tensor input)",
      "frobenius_norm(Tensor input, int[1] dim, bool keepdim=False, *, Tensor? out=None)",
  }, false);
  ParsedArgs<5> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "frobenius_norm", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::frobenius_norm(a0); }, a0);
      return wrap_tensor(result);
    }
    case 1: {
      if (!r.is_none(3)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.int_list(1);
        auto&& a2 = r.to_bool(2);
        auto&& a3 = r.tensor(3);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::frobenius_norm_dim_out(a0, a1, a2, a3); }, a0, a1, a2, a3);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int_list(1);
      auto&& a2 = r.to_bool(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::frobenius_norm_dim(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_geqrf([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "geqrf(Tensor input, *, Tensor[]? out=None)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "geqrf", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(1)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = Tensor(r.out_tensors(1, 2)[0]);
        auto&& a2 = Tensor(r.out_tensors(1, 2)[1]);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::geqrf_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tuple(result, "geqrf_out", {"a", "tau"});
      }
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::geqrf(a0); }, a0);
      return wrap_tuple(result, "geqrf", {"a", "tau"});
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_mm([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "mm(Tensor mat2)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "mm", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::mm(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_bmm([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "bmm(Tensor mat2)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "bmm", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bmm(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_addmm([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "addmm(Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1)",
      "addmm(Scalar beta, Scalar alpha, Tensor mat1, Tensor mat2)|hidden",
      "addmm(Scalar beta, Tensor mat1, Tensor mat2)|hidden",
  }, false);
  ParsedArgs<5> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "addmm", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      auto&& a2 = r.tensor(1);
      auto&& a3 = r.scalar(2);
      auto&& a4 = r.scalar(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::addmm(self, a1, a2, a3, a4); }, self, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.tensor(2);
      auto&& a2 = r.tensor(3);
      auto&& a3 = r.scalar(0);
      auto&& a4 = r.scalar(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::addmm(self, a1, a2, a3, a4); }, self, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
    case 2: {
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.scalar(0);
      auto&& a4 = Scalar(static_cast<int64_t>(1));
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::addmm(self, a1, a2, a3, a4); }, self, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_addmm_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "addmm_(Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1)",
      "addmm_(Scalar beta, Scalar alpha, Tensor mat1, Tensor mat2)|hidden",
      "addmm_(Scalar beta, Tensor mat1, Tensor mat2)|hidden",
  }, false);
  ParsedArgs<5> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "addmm_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      auto&& a2 = r.tensor(1);
      auto&& a3 = r.scalar(2);
      auto&& a4 = r.scalar(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::addmm_(self, a1, a2, a3, a4); }, self, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.tensor(2);
      auto&& a2 = r.tensor(3);
      auto&& a3 = r.scalar(0);
      auto&& a4 = r.scalar(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::addmm_(self, a1, a2, a3, a4); }, self, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
    case 2: {
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.scalar(0);
      auto&& a4 = Scalar(static_cast<int64_t>(1));
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::addmm_(self, a1, a2, a3, a4); }, self, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_mv([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "mv(Tensor vec)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "mv", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::mv(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_dot([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "dot(Tensor tensor)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "dot", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::dot(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_outer([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "outer(Tensor vec2)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "outer", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::outer(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_ger([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "ger(Tensor vec2)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "ger", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::outer(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_matmul([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "matmul(Tensor other)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "matmul", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::matmul(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_baddbmm([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "baddbmm(Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1)",
      "baddbmm(Scalar beta, Scalar alpha, Tensor batch1, Tensor batch2)|hidden",
      "baddbmm(Scalar beta, Tensor batch1, Tensor batch2)|hidden",
  }, false);
  ParsedArgs<5> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "baddbmm", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      auto&& a2 = r.tensor(1);
      auto&& a3 = r.scalar(2);
      auto&& a4 = r.scalar(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::baddbmm(self, a1, a2, a3, a4); }, self, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.tensor(2);
      auto&& a2 = r.tensor(3);
      auto&& a3 = r.scalar(0);
      auto&& a4 = r.scalar(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::baddbmm(self, a1, a2, a3, a4); }, self, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
    case 2: {
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.scalar(0);
      auto&& a4 = Scalar(static_cast<int64_t>(1));
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::baddbmm(self, a1, a2, a3, a4); }, self, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_baddbmm_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "baddbmm_(Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1)",
      "baddbmm_(Scalar beta, Scalar alpha, Tensor batch1, Tensor batch2)|hidden",
      "baddbmm_(Scalar beta, Tensor batch1, Tensor batch2)|hidden",
  }, false);
  ParsedArgs<5> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "baddbmm_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      auto&& a2 = r.tensor(1);
      auto&& a3 = r.scalar(2);
      auto&& a4 = r.scalar(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::baddbmm_(self, a1, a2, a3, a4); }, self, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.tensor(2);
      auto&& a2 = r.tensor(3);
      auto&& a3 = r.scalar(0);
      auto&& a4 = r.scalar(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::baddbmm_(self, a1, a2, a3, a4); }, self, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
    case 2: {
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.scalar(0);
      auto&& a4 = Scalar(static_cast<int64_t>(1));
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::baddbmm_(self, a1, a2, a3, a4); }, self, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_addbmm([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "addbmm(Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1)",
      "addbmm(Scalar beta, Scalar alpha, Tensor batch1, Tensor batch2)|hidden",
      "addbmm(Scalar beta, Tensor batch1, Tensor batch2)|hidden",
  }, false);
  ParsedArgs<5> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "addbmm", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      auto&& a2 = r.tensor(1);
      auto&& a3 = r.scalar(2);
      auto&& a4 = r.scalar(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::addbmm(self, a1, a2, a3, a4); }, self, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.tensor(2);
      auto&& a2 = r.tensor(3);
      auto&& a3 = r.scalar(0);
      auto&& a4 = r.scalar(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::addbmm(self, a1, a2, a3, a4); }, self, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
    case 2: {
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.scalar(0);
      auto&& a4 = Scalar(static_cast<int64_t>(1));
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::addbmm(self, a1, a2, a3, a4); }, self, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_addbmm_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "addbmm_(Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1)",
      "addbmm_(Scalar beta, Scalar alpha, Tensor batch1, Tensor batch2)|hidden",
      "addbmm_(Scalar beta, Tensor batch1, Tensor batch2)|hidden",
  }, false);
  ParsedArgs<5> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "addbmm_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      auto&& a2 = r.tensor(1);
      auto&& a3 = r.scalar(2);
      auto&& a4 = r.scalar(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::addbmm_(self, a1, a2, a3, a4); }, self, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.tensor(2);
      auto&& a2 = r.tensor(3);
      auto&& a3 = r.scalar(0);
      auto&& a4 = r.scalar(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::addbmm_(self, a1, a2, a3, a4); }, self, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
    case 2: {
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.scalar(0);
      auto&& a4 = Scalar(static_cast<int64_t>(1));
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::addbmm_(self, a1, a2, a3, a4); }, self, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_addmv([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "addmv(Tensor mat, Tensor vec, *, Scalar beta=1, Scalar alpha=1)",
      "addmv(Scalar beta, Scalar alpha, Tensor mat, Tensor vec)|hidden",
      "addmv(Scalar beta, Tensor mat, Tensor vec)|hidden",
  }, false);
  ParsedArgs<5> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "addmv", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      auto&& a2 = r.tensor(1);
      auto&& a3 = r.scalar(2);
      auto&& a4 = r.scalar(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::addmv(self, a1, a2, a3, a4); }, self, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.tensor(2);
      auto&& a2 = r.tensor(3);
      auto&& a3 = r.scalar(0);
      auto&& a4 = r.scalar(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::addmv(self, a1, a2, a3, a4); }, self, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
    case 2: {
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.scalar(0);
      auto&& a4 = Scalar(static_cast<int64_t>(1));
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::addmv(self, a1, a2, a3, a4); }, self, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_addmv_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "addmv_(Tensor mat, Tensor vec, *, Scalar beta=1, Scalar alpha=1)",
      "addmv_(Scalar beta, Scalar alpha, Tensor mat, Tensor vec)|hidden",
      "addmv_(Scalar beta, Tensor mat, Tensor vec)|hidden",
  }, false);
  ParsedArgs<5> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "addmv_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      auto&& a2 = r.tensor(1);
      auto&& a3 = r.scalar(2);
      auto&& a4 = r.scalar(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::addmv_(self, a1, a2, a3, a4); }, self, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.tensor(2);
      auto&& a2 = r.tensor(3);
      auto&& a3 = r.scalar(0);
      auto&& a4 = r.scalar(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::addmv_(self, a1, a2, a3, a4); }, self, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
    case 2: {
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.scalar(0);
      auto&& a4 = Scalar(static_cast<int64_t>(1));
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::addmv_(self, a1, a2, a3, a4); }, self, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_addr([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "addr(Tensor vec1, Tensor vec2, *, Scalar beta=1, Scalar alpha=1)",
      "addr(Scalar beta, Scalar alpha, Tensor vec1, Tensor vec2)|hidden",
      "addr(Scalar beta, Tensor vec1, Tensor vec2)|hidden",
  }, false);
  ParsedArgs<5> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "addr", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      auto&& a2 = r.tensor(1);
      auto&& a3 = r.scalar(2);
      auto&& a4 = r.scalar(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::addr(self, a1, a2, a3, a4); }, self, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.tensor(2);
      auto&& a2 = r.tensor(3);
      auto&& a3 = r.scalar(0);
      auto&& a4 = r.scalar(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::addr(self, a1, a2, a3, a4); }, self, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
    case 2: {
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.scalar(0);
      auto&& a4 = Scalar(static_cast<int64_t>(1));
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::addr(self, a1, a2, a3, a4); }, self, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_addr_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "addr_(Tensor vec1, Tensor vec2, *, Scalar beta=1, Scalar alpha=1)",
      "addr_(Scalar beta, Scalar alpha, Tensor vec1, Tensor vec2)|hidden",
      "addr_(Scalar beta, Tensor vec1, Tensor vec2)|hidden",
  }, false);
  ParsedArgs<5> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "addr_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      auto&& a2 = r.tensor(1);
      auto&& a3 = r.scalar(2);
      auto&& a4 = r.scalar(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::addr_(self, a1, a2, a3, a4); }, self, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.tensor(2);
      auto&& a2 = r.tensor(3);
      auto&& a3 = r.scalar(0);
      auto&& a4 = r.scalar(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::addr_(self, a1, a2, a3, a4); }, self, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
    case 2: {
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.scalar(0);
      auto&& a4 = Scalar(static_cast<int64_t>(1));
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::addr_(self, a1, a2, a3, a4); }, self, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_inner([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "inner(Tensor other)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "inner", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::inner(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_vdot([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "vdot(Tensor other)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "vdot", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::vdot(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_lu_solve([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "lu_solve(Tensor LU_data, Tensor LU_pivots)",
  }, false);
  ParsedArgs<2> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "lu_solve", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      warn_once(WarningCategory::User, "torch.lu_solve is deprecated in favor of torch.linalg.lu_solveand will be removed in a future PyTorch release.\nNote that torch.linalg.lu_solve has its arguments reversed.\nX = torch.lu_solve(B, LU, pivots)\nshould be replaced with\nX = torch.linalg.lu_solve(LU, pivots, B)");
      auto&& a1 = r.tensor(0);
      auto&& a2 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::lu_solve(self, a1, a2); }, self, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_inverse([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "inverse()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "inverse", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::inverse(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_inverse_noargs(PyObject* self_obj, PyObject*) { return method_inverse(self_obj, nullptr, 0, nullptr); }

PyObject* method_triangular_solve([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "triangular_solve(Tensor A, bool upper=True, bool transpose=False, bool unitriangular=False)",
  }, false);
  ParsedArgs<4> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "triangular_solve", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      warn_once(WarningCategory::User, "torch.triangular_solve is deprecated in favor of torch.linalg.solve_triangularand will be removed in a future PyTorch release.\ntorch.linalg.solve_triangular has its arguments reversed and does not return a copy of one of the inputs.\nX = torch.triangular_solve(B, A).solution\nshould be replaced with\nX = torch.linalg.solve_triangular(A, B).");
      auto&& a1 = r.tensor(0);
      auto&& a2 = r.to_bool(1);
      auto&& a3 = r.to_bool(2);
      auto&& a4 = r.to_bool(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::triangular_solve(self, a1, a2, a3, a4); }, self, a1, a2, a3, a4);
      return wrap_tuple(result, "triangular_solve", {"solution", "cloned_coefficient"});
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_cholesky([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "cholesky(bool upper=False)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "cholesky", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      warn_once(WarningCategory::User, "torch.cholesky is deprecated in favor of torch.linalg.cholesky and will be removed in a future PyTorch release.\nL = torch.cholesky(A)\nshould be replaced with\nL = torch.linalg.cholesky(A)\nand\nU = torch.cholesky(A, upper=True)\nshould be replaced with\nU = torch.linalg.cholesky(A).mH().\nThis transform will produce equivalent results for all valid (symmetric positive definite) inputs.");
      auto&& a1 = r.to_bool(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::cholesky(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_cholesky_solve([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "cholesky_solve(Tensor input2, bool upper=False)",
  }, false);
  ParsedArgs<2> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "cholesky_solve", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      auto&& a2 = r.to_bool(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::cholesky_solve(self, a1, a2); }, self, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_cholesky_inverse([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "cholesky_inverse(bool upper=False)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "cholesky_inverse", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.to_bool(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::cholesky_inverse(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_svd([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "svd(bool some=True, bool compute_uv=True)",
  }, false);
  ParsedArgs<2> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "svd", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.to_bool(0);
      auto&& a2 = r.to_bool(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::svd(self, a1, a2); }, self, a1, a2);
      return wrap_tuple(result, "svd", {"U", "S", "V"});
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_qr([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "qr(bool some=True)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "qr", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      warn_once(WarningCategory::User, "torch.qr is deprecated in favor of torch.linalg.qr and will be removed in a future PyTorch release.\nThe boolean parameter 'some' has been replaced with a string parameter 'mode'.\nQ, R = torch.qr(A, some)\nshould be replaced with\nQ, R = torch.linalg.qr(A, 'reduced' if some else 'complete')");
      auto&& a1 = r.to_bool(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::qr(self, a1); }, self, a1);
      return wrap_tuple(result, "qr", {"Q", "R"});
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_det([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "det()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "det", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::det(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_det_noargs(PyObject* self_obj, PyObject*) { return method_det(self_obj, nullptr, 0, nullptr); }

PyObject* method_slogdet([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "slogdet()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "slogdet", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::slogdet(self); }, self);
      return wrap_tuple(result, "slogdet", {"sign", "logabsdet"});
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_slogdet_noargs(PyObject* self_obj, PyObject*) { return method_slogdet(self_obj, nullptr, 0, nullptr); }

PyObject* method_logdet([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "logdet()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "logdet", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::logdet(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_logdet_noargs(PyObject* self_obj, PyObject*) { return method_logdet(self_obj, nullptr, 0, nullptr); }

PyObject* method_matrix_power([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "matrix_power(int n)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "matrix_power", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.int64(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::matrix_power(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_orgqr([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "orgqr(Tensor input2)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "orgqr", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::orgqr(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_pinverse([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "pinverse(float rcond=1e-15)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "pinverse", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.to_double(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::pinverse(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_matrix_exp([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "matrix_exp()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "matrix_exp", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::matrix_exp(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_matrix_exp_noargs(PyObject* self_obj, PyObject*) { return method_matrix_exp(self_obj, nullptr, 0, nullptr); }

PyObject* method_symeig([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "symeig(bool eigenvectors=False, bool upper=True)",
  }, false);
  ParsedArgs<2> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "symeig", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      warn_once(WarningCategory::User, "torch.symeig is deprecated in favor of torch.linalg.eigh and will be removed in a future PyTorch release.\nThe default behavior has changed from using the upper triangular portion of the matrix by default to using the lower triangular portion.\nL, _ = torch.symeig(A, upper=upper)\nshould be replaced with\nL = torch.linalg.eigvalsh(A, UPLO='U' if upper else 'L')\nand\nL, V = torch.symeig(A, eigenvectors=True)\nshould be replaced with\nL, V = torch.linalg.eigh(A, UPLO='U' if upper else 'L')");
      auto&& a1 = r.to_bool(0);
      auto&& a2 = r.to_bool(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::symeig(self, a1, a2); }, self, a1, a2);
      return wrap_tuple(result, "symeig", {"eigenvalues", "eigenvectors"});
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_geqrf([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "geqrf()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "geqrf", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::geqrf(self); }, self);
      return wrap_tuple(result, "geqrf", {"a", "tau"});
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_geqrf_noargs(PyObject* self_obj, PyObject*) { return method_geqrf(self_obj, nullptr, 0, nullptr); }

PyObject* op_matmul([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "__matmul__(Tensor other)",
  }, true);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (overload < 0) Py_RETURN_NOTIMPLEMENTED;
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "__matmul__", args, nargs, kwnames, true);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::matmul(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* op_rmatmul([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "__rmatmul__(Tensor other)",
  }, true);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (overload < 0) Py_RETURN_NOTIMPLEMENTED;
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "__rmatmul__", args, nargs, kwnames, true);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::matmul(a0, self); }, a0, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

}  // namespace

void add_linalg_bindings(MethodTables& tables) {
  tables.functions["_functions"].push_back({"mm", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_mm)), METH_FASTCALL | METH_KEYWORDS, "mm($module, input, mat2, *, out=None)\n--\n\nMatrix product of two 2-D tensors."});
  tables.functions["_functions"].push_back({"bmm", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_bmm)), METH_FASTCALL | METH_KEYWORDS, "bmm($module, input, mat2, *, out=None)\n--\n\nBatched matrix product of two 3-D tensors."});
  tables.functions["_functions"].push_back({"addmm", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_addmm)), METH_FASTCALL | METH_KEYWORDS, "addmm($module, input, mat1, mat2, *, beta=1, alpha=1, out=None)\n--\n\nReturns beta * self + alpha * (mat1 @ mat2)."});
  tables.functions["_functions"].push_back({"mv", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_mv)), METH_FASTCALL | METH_KEYWORDS, "mv($module, input, vec, *, out=None)\n--\n\nProduct of a matrix and a vector."});
  tables.functions["_functions"].push_back({"dot", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_dot)), METH_FASTCALL | METH_KEYWORDS, "dot($module, input, tensor, *, out=None)\n--\n\nDot product of two 1-D tensors."});
  tables.functions["_functions"].push_back({"outer", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_outer)), METH_FASTCALL | METH_KEYWORDS, "outer($module, input, vec2, *, out=None)\n--\n\nOuter product of two 1-D tensors."});
  tables.functions["_functions"].push_back({"ger", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_ger)), METH_FASTCALL | METH_KEYWORDS, "ger($module, input, vec2, *, out=None)\n--\n\nOuter product of two 1-D tensors."});
  tables.functions["_linalg"].push_back({"vector_norm", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_linalg_vector_norm)), METH_FASTCALL | METH_KEYWORDS, "vector_norm($module, input, ord=2, dim=None, keepdim=False, *, dtype=None, out=None)\n--\n\nThe ord-norm of self as a vector over dim (all elements when None), computed in dtype when given."});
  tables.functions["_functions"].push_back({"matmul", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_matmul)), METH_FASTCALL | METH_KEYWORDS, "matmul($module, input, other, *, out=None)\n--\n\nMatrix product with NumPy's rules for 1-D and batched (broadcast) operands."});
  tables.functions["_functions"].push_back({"einsum", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_einsum)), METH_FASTCALL | METH_KEYWORDS, "einsum($module, equation, tensors, *, path=None)\n--\n\nSums the product of the operands' elements over the indices the equation (torch's notation, with ellipsis and repeated indices) leaves out of the output, contracting pairs in the cheapest order (or the given path) on bmm."});
  tables.functions["_internal"].push_back({"tensordot", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn__internal_tensordot)), METH_FASTCALL | METH_KEYWORDS, "tensordot($module, input, other, dims_self, dims_other, *, out=None)\n--\n\nyaten.tensordot's op (which reads torch's dims argument in Python). Contracts dims_self of self with dims_other of other, the remaining dims of self then those of other."});
  tables.functions["_functions"].push_back({"baddbmm", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_baddbmm)), METH_FASTCALL | METH_KEYWORDS, "baddbmm($module, input, batch1, batch2, *, beta=1, alpha=1, out=None)\n--\n\nReturns beta * self + alpha * (batch1 @ batch2), batch by batch (self broadcast; ignored when beta is 0)."});
  tables.functions["_functions"].push_back({"addbmm", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_addbmm)), METH_FASTCALL | METH_KEYWORDS, "addbmm($module, input, batch1, batch2, *, beta=1, alpha=1, out=None)\n--\n\nReturns beta * self + alpha * the sum over the batch of batch1[i] @ batch2[i] (self ignored when beta is 0)."});
  tables.functions["_functions"].push_back({"addmv", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_addmv)), METH_FASTCALL | METH_KEYWORDS, "addmv($module, input, mat, vec, *, beta=1, alpha=1, out=None)\n--\n\nReturns beta * self + alpha * (mat @ vec) (self ignored when beta is 0)."});
  tables.functions["_functions"].push_back({"addmv_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_addmv_)), METH_FASTCALL | METH_KEYWORDS, "addmv_($module, input, mat, vec, *, beta=1, alpha=1)\n--\n\nReturns beta * self + alpha * (mat @ vec) (self ignored when beta is 0)."});
  tables.functions["_functions"].push_back({"addr", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_addr)), METH_FASTCALL | METH_KEYWORDS, "addr($module, input, vec1, vec2, *, beta=1, alpha=1, out=None)\n--\n\nReturns beta * self + alpha * the outer product of vec1 and vec2 (self ignored when beta is 0)."});
  tables.functions["_functions"].push_back({"chain_matmul", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_chain_matmul)), METH_FASTCALL | METH_KEYWORDS, "chain_matmul($module, matrices, *, out=None)\n--\n\nThe product of 2-D matrices, multiplied in the order that costs the fewest operations (deprecated in torch for linalg.multi_dot)."});
  tables.functions["_linalg"].push_back({"multi_dot", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_linalg_multi_dot)), METH_FASTCALL | METH_KEYWORDS, "multi_dot($module, tensors, *, out=None)\n--\n\nThe product of the tensors (the first and last may be 1-D, the others 2-D), multiplied in the order that costs the fewest operations."});
  tables.functions["_functions"].push_back({"inner", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_inner)), METH_FASTCALL | METH_KEYWORDS, "inner($module, input, other, *, out=None)\n--\n\nSums the products of self and other over their last dims (a Python number or 0-D tensor scales the other)."});
  tables.functions["_functions"].push_back({"vdot", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_vdot)), METH_FASTCALL | METH_KEYWORDS, "vdot($module, input, other, *, out=None)\n--\n\nDot product of two 1-D tensors (the first conjugated, which changes nothing for real tensors)."});
  tables.functions["_internal"].push_back({"_linalg_lu_factor", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn__internal__linalg_lu_factor)), METH_FASTCALL | METH_KEYWORDS, "_linalg_lu_factor($module, A, pivot)\n--\n\nlinalg.lu_factor_ex's kernel (LAPACK getrf), L and U packed in LU, 1-based pivots; getrf's info is the first zero on U's diagonal."});
  tables.functions["_linalg"].push_back({"lu_factor_ex", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_linalg_lu_factor_ex)), METH_FASTCALL | METH_KEYWORDS, "lu_factor_ex($module, A, *, pivot=True, check_errors=False, out=None)\n--\n\nThe LU factorisation with partial pivoting of each matrix of A (LAPACK getrf), L and U packed in LU, 1-based pivots, and LAPACK's info per matrix (an error on failure only with check_errors)."});
  tables.functions["_internal"].push_back({"_lu_pivots_to_permutation", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn__internal__lu_pivots_to_permutation)), METH_FASTCALL | METH_KEYWORDS, "_lu_pivots_to_permutation($module, pivots, n)\n--\n\nThe permutation matrices (n x n, of pivots' batch shape) that LAPACK's 1-based row interchanges in pivots make."});
  tables.functions["_linalg"].push_back({"solve_ex", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_linalg_solve_ex)), METH_FASTCALL | METH_KEYWORDS, "solve_ex($module, A, B, *, left=True, check_errors=False, out=None)\n--\n\nSolves A X = B (X A = B when not left) for square A, batched and broadcast (LAPACK getrf and getrs), with LAPACK's info per matrix (an error on singular A only with check_errors)."});
  tables.functions["_linalg"].push_back({"solve_triangular", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_linalg_solve_triangular)), METH_FASTCALL | METH_KEYWORDS, "solve_triangular($module, input, B, *, upper, left=True, unitriangular=False, out=None)\n--\n\nSolves A X = B (X A = B when not left) for triangular A (the upper or lower triangle of self; ones on its diagonal when unitriangular), batched and broadcast (BLAS trsm)."});
  tables.functions["_linalg"].push_back({"cholesky_ex", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_linalg_cholesky_ex)), METH_FASTCALL | METH_KEYWORDS, "cholesky_ex($module, input, *, upper=False, check_errors=False, out=None)\n--\n\nThe Cholesky factor of each symmetric positive-definite matrix of self (lower, or upper when upper; LAPACK potrf), with LAPACK's info per matrix (an error only with check_errors)."});
  tables.functions["_internal"].push_back({"_linalg_eigh", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn__internal__linalg_eigh)), METH_FASTCALL | METH_KEYWORDS, "_linalg_eigh($module, A, UPLO='L', compute_v=True)\n--\n\nlinalg.eigh's kernel (LAPACK syevd) for symmetric A, reading its lower (UPLO='L') or upper triangle; the eigenvectors column-major, or an empty tensor when not compute_v (eigvalsh without gradients)."});
  tables.functions["_internal"].push_back({"_linalg_svd", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn__internal__linalg_svd)), METH_FASTCALL | METH_KEYWORDS, "_linalg_svd($module, A, full_matrices=False, compute_uv=True)\n--\n\nlinalg.svd's kernel (LAPACK gesdd); U and Vh column-major, square when full_matrices (their extra vectors then get no gradient and a zero tangent), empty tensors when not compute_uv (svdvals without gradients)."});
  tables.functions["_internal"].push_back({"_linalg_qr", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn__internal__linalg_qr)), METH_FASTCALL | METH_KEYWORDS, "_linalg_qr($module, A, mode)\n--\n\nlinalg.qr's kernel (LAPACK geqrf and orgqr); Q (empty in mode 'r') and R column-major."});
  tables.functions["_linalg"].push_back({"lu_factor", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_linalg_lu_factor)), METH_FASTCALL | METH_KEYWORDS, "lu_factor($module, A, *, pivot=True, out=None)\n--\n\nThe LU factorisation with partial pivoting of each matrix of A (L and U packed in LU, 1-based pivots); an error when some U has a zero on its diagonal."});
  tables.functions["_linalg"].push_back({"lu", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_linalg_lu)), METH_FASTCALL | METH_KEYWORDS, "lu($module, A, *, pivot=True, out=None)\n--\n\nA = P L U for each matrix of A: a permutation P, a unit lower triangular L and an upper triangular U."});
  tables.functions["_functions"].push_back({"lu_unpack", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_lu_unpack)), METH_FASTCALL | METH_KEYWORDS, "lu_unpack($module, LU_data, LU_pivots, unpack_data=True, unpack_pivots=True, *, out=None)\n--\n\nP, L and U from linalg.lu_factor's LU and pivots (empty tensors for the parts not asked for)."});
  tables.functions["_linalg"].push_back({"lu_solve", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_linalg_lu_solve)), METH_FASTCALL | METH_KEYWORDS, "lu_solve($module, LU, pivots, B, *, left=True, adjoint=False, out=None)\n--\n\nSolves A X = B (X A = B when not left; with A's transpose when adjoint) from linalg.lu_factor's LU and pivots of A."});
  tables.functions["_functions"].push_back({"lu_solve", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_lu_solve)), METH_FASTCALL | METH_KEYWORDS, "lu_solve($module, input, LU_data, LU_pivots, *, out=None)\n--\n\nSolves A X = self from the LU factorisation of A (LU_data, LU_pivots); linalg.lu_solve with torch's older argument order."});
  tables.functions["_linalg"].push_back({"solve", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_linalg_solve)), METH_FASTCALL | METH_KEYWORDS, "solve($module, A, B, *, left=True, out=None)\n--\n\nSolves A X = B (X A = B when not left) for square A, batched and broadcast; LinAlgError when A is singular."});
  tables.functions["_linalg"].push_back({"inv_ex", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_linalg_inv_ex)), METH_FASTCALL | METH_KEYWORDS, "inv_ex($module, A, *, check_errors=False, out=None)\n--\n\nThe inverse of each square matrix of A, with LAPACK's info per matrix (an error on singular A only with check_errors)."});
  tables.functions["_linalg"].push_back({"inv", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_linalg_inv)), METH_FASTCALL | METH_KEYWORDS, "inv($module, A, *, out=None)\n--\n\nThe inverse of each square matrix of A; LinAlgError when one is singular."});
  tables.functions["_functions"].push_back({"inverse", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_inverse)), METH_FASTCALL | METH_KEYWORDS, "inverse($module, input, *, out=None)\n--\n\nThe inverse of each square matrix of self (linalg.inv)."});
  tables.functions["_functions"].push_back({"triangular_solve", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_triangular_solve)), METH_FASTCALL | METH_KEYWORDS, "triangular_solve($module, input, A, upper=True, transpose=False, unitriangular=False, *, out=None)\n--\n\nSolves A X = self (A transposed when transpose) for triangular A; returns X and a copy of A."});
  tables.functions["_linalg"].push_back({"cholesky", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_linalg_cholesky)), METH_FASTCALL | METH_KEYWORDS, "cholesky($module, input, *, upper=False, out=None)\n--\n\nThe Cholesky factor of each symmetric positive-definite matrix of self (lower, or upper when upper); LinAlgError when one is not positive-definite."});
  tables.functions["_functions"].push_back({"cholesky", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_cholesky)), METH_FASTCALL | METH_KEYWORDS, "cholesky($module, input, upper=False, *, out=None)\n--\n\nThe Cholesky factor of each symmetric positive-definite matrix of self (linalg.cholesky)."});
  tables.functions["_functions"].push_back({"cholesky_solve", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_cholesky_solve)), METH_FASTCALL | METH_KEYWORDS, "cholesky_solve($module, input, input2, upper=False, *, out=None)\n--\n\nSolves A X = self given the Cholesky factor input2 of A (lower, or upper when upper)."});
  tables.functions["_functions"].push_back({"cholesky_inverse", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_cholesky_inverse)), METH_FASTCALL | METH_KEYWORDS, "cholesky_inverse($module, input, upper=False, *, out=None)\n--\n\nThe inverse of A given its Cholesky factor self (lower, or upper when upper)."});
  tables.functions["_linalg"].push_back({"eigh", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_linalg_eigh)), METH_FASTCALL | METH_KEYWORDS, "eigh($module, input, UPLO='L', *, out=None)\n--\n\nThe eigenvalues (ascending) and eigenvectors of each symmetric matrix of self, reading its lower (UPLO='L') or upper triangle."});
  tables.functions["_linalg"].push_back({"eigvalsh", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_linalg_eigvalsh)), METH_FASTCALL | METH_KEYWORDS, "eigvalsh($module, input, UPLO='L', *, out=None)\n--\n\nThe eigenvalues (ascending) of each symmetric matrix of self, reading its lower (UPLO='L') or upper triangle."});
  tables.functions["_linalg"].push_back({"svd", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_linalg_svd)), METH_FASTCALL | METH_KEYWORDS, "svd($module, A, full_matrices=True, *, driver=None, out=None)\n--\n\nA = U diag(S) Vh for each matrix of A, singular values descending; U and Vh square when full_matrices."});
  tables.functions["_functions"].push_back({"svd", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_svd)), METH_FASTCALL | METH_KEYWORDS, "svd($module, input, some=True, compute_uv=True, *, out=None)\n--\n\ntorch.svd: A = U diag(S) V^T (V, not Vh), reduced when some; U and V zero-filled when not compute_uv."});
  tables.functions["_linalg"].push_back({"svdvals", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_linalg_svdvals)), METH_FASTCALL | METH_KEYWORDS, "svdvals($module, A, *, driver=None, out=None)\n--\n\nThe singular values of each matrix of A, descending."});
  tables.functions["_linalg"].push_back({"qr", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_linalg_qr)), METH_FASTCALL | METH_KEYWORDS, "qr($module, A, mode='reduced', *, out=None)\n--\n\nA = Q R for each matrix of A: Q with orthonormal columns, R upper triangular; mode 'reduced', 'complete' or 'r' (R only, Q empty)."});
  tables.functions["_functions"].push_back({"qr", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_qr)), METH_FASTCALL | METH_KEYWORDS, "qr($module, input, some=True, *, out=None)\n--\n\ntorch.qr: linalg.qr in mode 'reduced' when some, else 'complete'."});
  tables.functions["_linalg"].push_back({"det", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_linalg_det)), METH_FASTCALL | METH_KEYWORDS, "det($module, A, *, out=None)\n--\n\nThe determinant of each square matrix of A (from LAPACK's LU); its gradient is the cofactor matrix, through the SVD where A is singular."});
  tables.functions["_functions"].push_back({"det", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_det)), METH_FASTCALL | METH_KEYWORDS, "det($module, input)\n--\n\nThe determinant of each square matrix of self (linalg.det)."});
  tables.functions["_linalg"].push_back({"slogdet", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_linalg_slogdet)), METH_FASTCALL | METH_KEYWORDS, "slogdet($module, A, *, out=None)\n--\n\nThe sign and the log of the absolute value of the determinant of each square matrix of A (from LAPACK's LU); the sign has no gradient and a zero tangent, as torch's."});
  tables.functions["_functions"].push_back({"slogdet", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_slogdet)), METH_FASTCALL | METH_KEYWORDS, "slogdet($module, input, *, out=None)\n--\n\nThe sign and log absolute determinant of each square matrix of self (linalg.slogdet)."});
  tables.functions["_functions"].push_back({"logdet", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_logdet)), METH_FASTCALL | METH_KEYWORDS, "logdet($module, input)\n--\n\nThe log of the determinant of each square matrix of self: NaN where it is negative, -inf where zero."});
  tables.functions["_linalg"].push_back({"matrix_power", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_linalg_matrix_power)), METH_FASTCALL | METH_KEYWORDS, "matrix_power($module, input, n, *, out=None)\n--\n\nEach square matrix of self to the integer power n (its inverse's for n < 0, the identity for 0), by repeated squaring."});
  tables.functions["_functions"].push_back({"matrix_power", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_matrix_power)), METH_FASTCALL | METH_KEYWORDS, "matrix_power($module, input, n, *, out=None)\n--\n\nEach square matrix of self to the integer power n (linalg.matrix_power)."});
  tables.functions["_linalg"].push_back({"matrix_norm", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_linalg_matrix_norm)), METH_FASTCALL | METH_KEYWORDS, "matrix_norm($module, input, ord=None, dim=(-2, -1,), keepdim=False, *, dtype=None, out=None)\n--\n\nThe ord-norm (inf, -inf, 1, -1, 2, -2) of the matrices over dims dim of self."});
  tables.functions["_linalg"].push_back({"norm", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_linalg_norm)), METH_FASTCALL | METH_KEYWORDS, "norm($module, input, ord=None, dim=None, keepdim=False, *, dtype=None, out=None)\n--\n\nA vector norm (one dim, or a 1-D input) or a matrix norm (two dims, or a 2-D input) of self; the 2-norm of all elements flattened when ord and dim are None."});
  tables.functions["_linalg"].push_back({"cond", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_linalg_cond)), METH_FASTCALL | METH_KEYWORDS, "cond($module, input, p=None, *, out=None)\n--\n\nThe condition number of each matrix of self in the p-norm (the 2-norm, from singular values, when None)."});
  tables.functions["_linalg"].push_back({"pinv", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_linalg_pinv)), METH_FASTCALL | METH_KEYWORDS, "pinv($module, input, rcond=None, hermitian=False, *, atol=None, rtol=None, out=None)\n--\n\nThe pseudo-inverse of each matrix of self, dropping singular values at most max(atol, rtol * the largest); from eigh when hermitian."});
  tables.functions["_linalg"].push_back({"matrix_rank", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_linalg_matrix_rank)), METH_FASTCALL | METH_KEYWORDS, "matrix_rank($module, input, tol=None, hermitian=False, *, atol=None, rtol=None, out=None)\n--\n\nThe number of singular values of each matrix of self above max(atol, rtol * the largest) (eigenvalues' absolute values when hermitian)."});
  tables.functions["_linalg"].push_back({"lstsq", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_linalg_lstsq)), METH_FASTCALL | METH_KEYWORDS, "lstsq($module, input, b, rcond=None, *, driver=None)\n--\n\nThe least-squares solution X of self X = b for each matrix (b's batch broadcast; a batch of vectors when b has one dim less), by LAPACK's driver (gelsy by default, gels, gelsd, gelss); residuals, rank and singular values where that driver gives them, as torch. Only the solution is differentiable."});
  tables.functions["_linalg"].push_back({"vecdot", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_linalg_vecdot)), METH_FASTCALL | METH_KEYWORDS, "vecdot($module, x, y, *, dim=-1, out=None)\n--\n\nThe dot product of x and y (broadcast) along dim."});
  tables.functions["_linalg"].push_back({"householder_product", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_linalg_householder_product)), METH_FASTCALL | METH_KEYWORDS, "householder_product($module, input, tau, *, out=None)\n--\n\nThe first n columns of the product of the Householder reflectors I - tau_i v_i v_i^T whose vectors v_i are input's columns below the diagonal (a unit diagonal implied), batched (LAPACK orgqr)."});
  tables.functions["_internal"].push_back({"_linalg_lstsq", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn__internal__linalg_lstsq)), METH_FASTCALL | METH_KEYWORDS, "_linalg_lstsq($module, input, b, rcond, driver)\n--\n\nlinalg.lstsq's kernel (LAPACK gels, gelsy, gelsd or gelss); its derivatives are the pseudo-inverse's, as torch's: X = pinv(A) b."});
  tables.functions["_functions"].push_back({"orgqr", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_orgqr)), METH_FASTCALL | METH_KEYWORDS, "orgqr($module, input, input2, *, out=None)\n--\n\nThe first n columns of the product of the Householder reflectors stored in self and input2 (linalg.householder_product)."});
  tables.functions["_functions"].push_back({"pinverse", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_pinverse)), METH_FASTCALL | METH_KEYWORDS, "pinverse($module, input, rcond=1e-15)\n--\n\nThe pseudo-inverse of each matrix of self, dropping singular values at most rcond times the largest (linalg.pinv)."});
  tables.functions["_linalg"].push_back({"diagonal", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_linalg_diagonal)), METH_FASTCALL | METH_KEYWORDS, "diagonal($module, A, *, offset=0, dim1=-2, dim2=-1)\n--\n\nThe diagonals of A's matrices (the last two dims by default) as a view (diagonal)."});
  tables.functions["_linalg"].push_back({"matrix_exp", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_linalg_matrix_exp)), METH_FASTCALL | METH_KEYWORDS, "matrix_exp($module, input)\n--\n\nThe exponential of each square matrix of self (float32 or float64; bfloat16 computed in float32), by scaling and squaring around a Taylor polynomial whose degree the matrix's 1-norm chooses."});
  tables.functions["_internal"].push_back({"linalg_matrix_exp_differential", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn__internal_linalg_matrix_exp_differential)), METH_FASTCALL | METH_KEYWORDS, "linalg_matrix_exp_differential($module, input, direction)\n--\n\nThe derivative of matrix_exp at self in direction, the upper-right block of the exponential of [[self, direction], [0, self]]; matrix_exp's tangent, and at self transposed its gradient."});
  tables.functions["_functions"].push_back({"matrix_exp", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_matrix_exp)), METH_FASTCALL | METH_KEYWORDS, "matrix_exp($module, input)\n--\n\nThe exponential of each square matrix of self (linalg.matrix_exp)."});
  tables.functions["_functions"].push_back({"symeig", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_symeig)), METH_FASTCALL | METH_KEYWORDS, "symeig($module, input, eigenvectors=False, upper=True)\n--\n\nDeprecated (use linalg.eigh) - the eigenvalues (ascending) of each symmetric matrix of self, reading its upper triangle unless upper is false, and its eigenvectors when asked (an empty tensor otherwise)."});
  tables.functions["_functions"].push_back({"nuclear_norm", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_nuclear_norm)), METH_FASTCALL | METH_KEYWORDS, "nuclear_norm($module, input, dim=None, keepdim=False, *, out=None)\n--\n\nThe nuclear norm (the sum of the singular values) of the matrix self."});
  tables.functions["_functions"].push_back({"frobenius_norm", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_frobenius_norm)), METH_FASTCALL | METH_KEYWORDS, "frobenius_norm($module, input, dim=None, keepdim=False, *, out=None)\n--\n\nThe Frobenius norm (the square root of the sum of squares) of all of self's elements."});
  tables.functions["_functions"].push_back({"geqrf", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_geqrf)), METH_FASTCALL | METH_KEYWORDS, "geqrf($module, input, *, out=None)\n--\n\nThe QR factorization of each matrix of self in LAPACK's compact form (geqrf) - R on and above the diagonal of a, the Householder vectors below it (a unit diagonal implied), their scales in tau (linalg.householder_product makes Q from them); not differentiable, as in torch."});
  tables.methods.push_back({"mm", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_mm)), METH_FASTCALL | METH_KEYWORDS, "mm($self, mat2)\n--\n\nMatrix product of two 2-D tensors."});
  tables.methods.push_back({"bmm", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_bmm)), METH_FASTCALL | METH_KEYWORDS, "bmm($self, mat2)\n--\n\nBatched matrix product of two 3-D tensors."});
  tables.methods.push_back({"addmm", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_addmm)), METH_FASTCALL | METH_KEYWORDS, "addmm($self, mat1, mat2, *, beta=1, alpha=1)\n--\n\nReturns beta * self + alpha * (mat1 @ mat2)."});
  tables.methods.push_back({"addmm_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_addmm_)), METH_FASTCALL | METH_KEYWORDS, "addmm_($self, mat1, mat2, *, beta=1, alpha=1)\n--\n\nReturns beta * self + alpha * (mat1 @ mat2)."});
  tables.methods.push_back({"mv", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_mv)), METH_FASTCALL | METH_KEYWORDS, "mv($self, vec)\n--\n\nProduct of a matrix and a vector."});
  tables.methods.push_back({"dot", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_dot)), METH_FASTCALL | METH_KEYWORDS, "dot($self, tensor)\n--\n\nDot product of two 1-D tensors."});
  tables.methods.push_back({"outer", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_outer)), METH_FASTCALL | METH_KEYWORDS, "outer($self, vec2)\n--\n\nOuter product of two 1-D tensors."});
  tables.methods.push_back({"ger", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_ger)), METH_FASTCALL | METH_KEYWORDS, "ger($self, vec2)\n--\n\nOuter product of two 1-D tensors."});
  tables.methods.push_back({"matmul", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_matmul)), METH_FASTCALL | METH_KEYWORDS, "matmul($self, other)\n--\n\nMatrix product with NumPy's rules for 1-D and batched (broadcast) operands."});
  tables.methods.push_back({"baddbmm", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_baddbmm)), METH_FASTCALL | METH_KEYWORDS, "baddbmm($self, batch1, batch2, *, beta=1, alpha=1)\n--\n\nReturns beta * self + alpha * (batch1 @ batch2), batch by batch (self broadcast; ignored when beta is 0)."});
  tables.methods.push_back({"baddbmm_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_baddbmm_)), METH_FASTCALL | METH_KEYWORDS, "baddbmm_($self, batch1, batch2, *, beta=1, alpha=1)\n--\n\nReturns beta * self + alpha * (batch1 @ batch2), batch by batch (self broadcast; ignored when beta is 0)."});
  tables.methods.push_back({"addbmm", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_addbmm)), METH_FASTCALL | METH_KEYWORDS, "addbmm($self, batch1, batch2, *, beta=1, alpha=1)\n--\n\nReturns beta * self + alpha * the sum over the batch of batch1[i] @ batch2[i] (self ignored when beta is 0)."});
  tables.methods.push_back({"addbmm_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_addbmm_)), METH_FASTCALL | METH_KEYWORDS, "addbmm_($self, batch1, batch2, *, beta=1, alpha=1)\n--\n\nReturns beta * self + alpha * the sum over the batch of batch1[i] @ batch2[i] (self ignored when beta is 0)."});
  tables.methods.push_back({"addmv", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_addmv)), METH_FASTCALL | METH_KEYWORDS, "addmv($self, mat, vec, *, beta=1, alpha=1)\n--\n\nReturns beta * self + alpha * (mat @ vec) (self ignored when beta is 0)."});
  tables.methods.push_back({"addmv_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_addmv_)), METH_FASTCALL | METH_KEYWORDS, "addmv_($self, mat, vec, *, beta=1, alpha=1)\n--\n\nReturns beta * self + alpha * (mat @ vec) (self ignored when beta is 0)."});
  tables.methods.push_back({"addr", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_addr)), METH_FASTCALL | METH_KEYWORDS, "addr($self, vec1, vec2, *, beta=1, alpha=1)\n--\n\nReturns beta * self + alpha * the outer product of vec1 and vec2 (self ignored when beta is 0)."});
  tables.methods.push_back({"addr_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_addr_)), METH_FASTCALL | METH_KEYWORDS, "addr_($self, vec1, vec2, *, beta=1, alpha=1)\n--\n\nReturns beta * self + alpha * the outer product of vec1 and vec2 (self ignored when beta is 0)."});
  tables.methods.push_back({"inner", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_inner)), METH_FASTCALL | METH_KEYWORDS, "inner($self, other)\n--\n\nSums the products of self and other over their last dims (a Python number or 0-D tensor scales the other)."});
  tables.methods.push_back({"vdot", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_vdot)), METH_FASTCALL | METH_KEYWORDS, "vdot($self, other)\n--\n\nDot product of two 1-D tensors (the first conjugated, which changes nothing for real tensors)."});
  tables.methods.push_back({"lu_solve", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_lu_solve)), METH_FASTCALL | METH_KEYWORDS, "lu_solve($self, LU_data, LU_pivots)\n--\n\nSolves A X = self from the LU factorisation of A (LU_data, LU_pivots); linalg.lu_solve with torch's older argument order."});
  tables.methods.push_back({"inverse", method_inverse_noargs, METH_NOARGS, "inverse($self)\n--\n\nThe inverse of each square matrix of self (linalg.inv)."});
  tables.methods.push_back({"triangular_solve", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_triangular_solve)), METH_FASTCALL | METH_KEYWORDS, "triangular_solve($self, A, upper=True, transpose=False, unitriangular=False)\n--\n\nSolves A X = self (A transposed when transpose) for triangular A; returns X and a copy of A."});
  tables.methods.push_back({"cholesky", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_cholesky)), METH_FASTCALL | METH_KEYWORDS, "cholesky($self, upper=False)\n--\n\nThe Cholesky factor of each symmetric positive-definite matrix of self (linalg.cholesky)."});
  tables.methods.push_back({"cholesky_solve", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_cholesky_solve)), METH_FASTCALL | METH_KEYWORDS, "cholesky_solve($self, input2, upper=False)\n--\n\nSolves A X = self given the Cholesky factor input2 of A (lower, or upper when upper)."});
  tables.methods.push_back({"cholesky_inverse", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_cholesky_inverse)), METH_FASTCALL | METH_KEYWORDS, "cholesky_inverse($self, upper=False)\n--\n\nThe inverse of A given its Cholesky factor self (lower, or upper when upper)."});
  tables.methods.push_back({"svd", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_svd)), METH_FASTCALL | METH_KEYWORDS, "svd($self, some=True, compute_uv=True)\n--\n\ntorch.svd: A = U diag(S) V^T (V, not Vh), reduced when some; U and V zero-filled when not compute_uv."});
  tables.methods.push_back({"qr", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_qr)), METH_FASTCALL | METH_KEYWORDS, "qr($self, some=True)\n--\n\ntorch.qr: linalg.qr in mode 'reduced' when some, else 'complete'."});
  tables.methods.push_back({"det", method_det_noargs, METH_NOARGS, "det($self)\n--\n\nThe determinant of each square matrix of self (linalg.det)."});
  tables.methods.push_back({"slogdet", method_slogdet_noargs, METH_NOARGS, "slogdet($self)\n--\n\nThe sign and log absolute determinant of each square matrix of self (linalg.slogdet)."});
  tables.methods.push_back({"logdet", method_logdet_noargs, METH_NOARGS, "logdet($self)\n--\n\nThe log of the determinant of each square matrix of self: NaN where it is negative, -inf where zero."});
  tables.methods.push_back({"matrix_power", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_matrix_power)), METH_FASTCALL | METH_KEYWORDS, "matrix_power($self, n)\n--\n\nEach square matrix of self to the integer power n (linalg.matrix_power)."});
  tables.methods.push_back({"orgqr", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_orgqr)), METH_FASTCALL | METH_KEYWORDS, "orgqr($self, input2)\n--\n\nThe first n columns of the product of the Householder reflectors stored in self and input2 (linalg.householder_product)."});
  tables.methods.push_back({"pinverse", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_pinverse)), METH_FASTCALL | METH_KEYWORDS, "pinverse($self, rcond=1e-15)\n--\n\nThe pseudo-inverse of each matrix of self, dropping singular values at most rcond times the largest (linalg.pinv)."});
  tables.methods.push_back({"matrix_exp", method_matrix_exp_noargs, METH_NOARGS, "matrix_exp($self)\n--\n\nThe exponential of each square matrix of self (linalg.matrix_exp)."});
  tables.methods.push_back({"symeig", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_symeig)), METH_FASTCALL | METH_KEYWORDS, "symeig($self, eigenvectors=False, upper=True)\n--\n\nDeprecated (use linalg.eigh) - the eigenvalues (ascending) of each symmetric matrix of self, reading its upper triangle unless upper is false, and its eigenvectors when asked (an empty tensor otherwise)."});
  tables.methods.push_back({"geqrf", method_geqrf_noargs, METH_NOARGS, "geqrf($self)\n--\n\nThe QR factorization of each matrix of self in LAPACK's compact form (geqrf) - R on and above the diagonal of a, the Householder vectors below it (a unit diagonal implied), their scales in tau (linalg.householder_product makes Q from them); not differentiable, as in torch."});
  tables.methods.push_back({"__matmul__", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(op_matmul)), METH_FASTCALL | METH_KEYWORDS, "__matmul__($self, other)\n--\n\nMatrix product with NumPy's rules for 1-D and batched (broadcast) operands."});
  tables.methods.push_back({"__rmatmul__", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(op_rmatmul)), METH_FASTCALL | METH_KEYWORDS, "__rmatmul__($self, other)\n--\n\nMatrix product with NumPy's rules for 1-D and batched (broadcast) operands."});
}

}  // namespace yaten::python
