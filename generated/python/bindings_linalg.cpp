// @generated from ops.yaml by codegen (template: bindings_family.cpp.j2). Do not edit.
// Python entries of the 'linalg' ops: one per Python name, parsing all
// of its overloads in one pass (python/src/arg_parser.h).
#include "generated/python/bindings.h"

#include "generated/autograd/ops_linalg.h"
#include "python/src/arg_parser.h"
#include "python/src/device_objects.h"
#include "python/src/gil_release.h"
#include "python/src/torch_function.h"
#include "python/src/wrap.h"

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
      "outer(Tensor input, Tensor vec2)",
  }, false);
  ParsedArgs<2> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "outer", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
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
      "vector_norm(Tensor input, Scalar ord=2, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None)",
  }, false);
  ParsedArgs<6> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "vector_norm", "yaten.linalg", args, nargs, kwnames);
  switch (overload) {
    case 0: {
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
      "matmul(Tensor input, Tensor other)",
  }, false);
  ParsedArgs<2> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "matmul", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
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
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_addbmm([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "addbmm(Tensor input, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1, Tensor? out=None)",
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
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_addmv([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "addmv(Tensor input, Tensor mat, Tensor vec, *, Scalar beta=1, Scalar alpha=1, Tensor? out=None)",
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
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_addr([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "addr(Tensor input, Tensor vec1, Tensor vec2, *, Scalar beta=1, Scalar alpha=1, Tensor? out=None)",
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
      "multi_dot(Tensor[] tensors, *, Tensor? out=None)",
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
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_baddbmm_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "baddbmm_(Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1)",
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
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_addbmm([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "addbmm(Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1)",
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
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_addbmm_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "addbmm_(Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1)",
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
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_addmv([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "addmv(Tensor mat, Tensor vec, *, Scalar beta=1, Scalar alpha=1)",
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
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_addmv_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "addmv_(Tensor mat, Tensor vec, *, Scalar beta=1, Scalar alpha=1)",
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
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_addr([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "addr(Tensor vec1, Tensor vec2, *, Scalar beta=1, Scalar alpha=1)",
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
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_addr_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "addr_(Tensor vec1, Tensor vec2, *, Scalar beta=1, Scalar alpha=1)",
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
  tables.functions["_functions"].push_back({"outer", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_outer)), METH_FASTCALL | METH_KEYWORDS, "outer($module, input, vec2)\n--\n\nOuter product of two 1-D tensors."});
  tables.functions["_linalg"].push_back({"vector_norm", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_linalg_vector_norm)), METH_FASTCALL | METH_KEYWORDS, "vector_norm($module, input, ord=2, dim=None, keepdim=False, *, dtype=None)\n--\n\nThe ord-norm of self as a vector over dim (all elements when None), computed in dtype when given."});
  tables.functions["_functions"].push_back({"matmul", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_matmul)), METH_FASTCALL | METH_KEYWORDS, "matmul($module, input, other)\n--\n\nMatrix product with NumPy's rules for 1-D and batched (broadcast) operands."});
  tables.functions["_functions"].push_back({"einsum", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_einsum)), METH_FASTCALL | METH_KEYWORDS, "einsum($module, equation, tensors, *, path=None)\n--\n\nSums the product of the operands' elements over the indices the equation (torch's notation, with ellipsis and repeated indices) leaves out of the output, contracting pairs in the cheapest order (or the given path) on bmm."});
  tables.functions["_internal"].push_back({"tensordot", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn__internal_tensordot)), METH_FASTCALL | METH_KEYWORDS, "tensordot($module, input, other, dims_self, dims_other, *, out=None)\n--\n\nyaten.tensordot's op (which reads torch's dims argument in Python). Contracts dims_self of self with dims_other of other, the remaining dims of self then those of other."});
  tables.functions["_functions"].push_back({"baddbmm", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_baddbmm)), METH_FASTCALL | METH_KEYWORDS, "baddbmm($module, input, batch1, batch2, *, beta=1, alpha=1, out=None)\n--\n\nReturns beta * self + alpha * (batch1 @ batch2), batch by batch (self broadcast; ignored when beta is 0)."});
  tables.functions["_functions"].push_back({"addbmm", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_addbmm)), METH_FASTCALL | METH_KEYWORDS, "addbmm($module, input, batch1, batch2, *, beta=1, alpha=1, out=None)\n--\n\nReturns beta * self + alpha * the sum over the batch of batch1[i] @ batch2[i] (self ignored when beta is 0)."});
  tables.functions["_functions"].push_back({"addmv", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_addmv)), METH_FASTCALL | METH_KEYWORDS, "addmv($module, input, mat, vec, *, beta=1, alpha=1, out=None)\n--\n\nReturns beta * self + alpha * (mat @ vec) (self ignored when beta is 0)."});
  tables.functions["_functions"].push_back({"addr", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_addr)), METH_FASTCALL | METH_KEYWORDS, "addr($module, input, vec1, vec2, *, beta=1, alpha=1, out=None)\n--\n\nReturns beta * self + alpha * the outer product of vec1 and vec2 (self ignored when beta is 0)."});
  tables.functions["_functions"].push_back({"chain_matmul", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_chain_matmul)), METH_FASTCALL | METH_KEYWORDS, "chain_matmul($module, matrices, *, out=None)\n--\n\nThe product of 2-D matrices, multiplied in the order that costs the fewest operations (deprecated in torch for linalg.multi_dot)."});
  tables.functions["_linalg"].push_back({"multi_dot", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_linalg_multi_dot)), METH_FASTCALL | METH_KEYWORDS, "multi_dot($module, tensors, *, out=None)\n--\n\nThe product of the tensors (the first and last may be 1-D, the others 2-D), multiplied in the order that costs the fewest operations."});
  tables.functions["_functions"].push_back({"inner", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_inner)), METH_FASTCALL | METH_KEYWORDS, "inner($module, input, other, *, out=None)\n--\n\nSums the products of self and other over their last dims (a Python number or 0-D tensor scales the other)."});
  tables.functions["_functions"].push_back({"vdot", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_vdot)), METH_FASTCALL | METH_KEYWORDS, "vdot($module, input, other, *, out=None)\n--\n\nDot product of two 1-D tensors (the first conjugated, which changes nothing for real tensors)."});
  tables.methods.push_back({"mm", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_mm)), METH_FASTCALL | METH_KEYWORDS, "mm($self, mat2)\n--\n\nMatrix product of two 2-D tensors."});
  tables.methods.push_back({"bmm", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_bmm)), METH_FASTCALL | METH_KEYWORDS, "bmm($self, mat2)\n--\n\nBatched matrix product of two 3-D tensors."});
  tables.methods.push_back({"addmm", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_addmm)), METH_FASTCALL | METH_KEYWORDS, "addmm($self, mat1, mat2, *, beta=1, alpha=1)\n--\n\nReturns beta * self + alpha * (mat1 @ mat2)."});
  tables.methods.push_back({"mv", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_mv)), METH_FASTCALL | METH_KEYWORDS, "mv($self, vec)\n--\n\nProduct of a matrix and a vector."});
  tables.methods.push_back({"dot", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_dot)), METH_FASTCALL | METH_KEYWORDS, "dot($self, tensor)\n--\n\nDot product of two 1-D tensors."});
  tables.methods.push_back({"outer", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_outer)), METH_FASTCALL | METH_KEYWORDS, "outer($self, vec2)\n--\n\nOuter product of two 1-D tensors."});
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
  tables.methods.push_back({"__matmul__", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(op_matmul)), METH_FASTCALL | METH_KEYWORDS, "__matmul__($self, other)\n--\n\nMatrix product with NumPy's rules for 1-D and batched (broadcast) operands."});
  tables.methods.push_back({"__rmatmul__", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(op_rmatmul)), METH_FASTCALL | METH_KEYWORDS, "__rmatmul__($self, other)\n--\n\nMatrix product with NumPy's rules for 1-D and batched (broadcast) operands."});
}

}  // namespace yaten::python
