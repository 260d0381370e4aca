// @generated from ops.yaml by codegen (template: bindings_family.cpp.j2). Do not edit.
// Python entries of the 'distance' ops: one per Python name, parsing all
// of its overloads in one pass (python/src/arg_parser.h).
#include "generated/python/bindings.h"

#include "generated/autograd/ops_distance.h"
#include "python/src/arg_parser.h"
#include "python/src/device_objects.h"
#include "python/src/gil_release.h"
#include "python/src/named_tensors.h"
#include "python/src/torch_function.h"
#include "python/src/wrap.h"

namespace yaten::python {
namespace {

PyObject* fn_yaten_pairwise_distance([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "pairwise_distance(Tensor x1, Tensor x2, float p=2., float eps=1e-06, bool keepdim=False)",
  }, false);
  ParsedArgs<5> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "pairwise_distance", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.to_double(2);
      auto&& a3 = r.to_double(3);
      auto&& a4 = r.to_bool(4);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::pairwise_distance(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_nn_functional_pairwise_distance([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "pairwise_distance(Tensor x1, Tensor x2, float p=2., float eps=1e-06, bool keepdim=False)",
  }, false);
  ParsedArgs<5> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "pairwise_distance", "yaten.nn.functional", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.to_double(2);
      auto&& a3 = r.to_double(3);
      auto&& a4 = r.to_bool(4);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::pairwise_distance(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_cosine_similarity([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "cosine_similarity(Tensor x1, Tensor x2, int dim=1, float eps=1e-08)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "cosine_similarity", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.int64(2);
      auto&& a3 = r.to_double(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::cosine_similarity(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_nn_functional_cosine_similarity([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "cosine_similarity(Tensor x1, Tensor x2, int dim=1, float eps=1e-08)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "cosine_similarity", "yaten.nn.functional", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.int64(2);
      auto&& a3 = r.to_double(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::cosine_similarity(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_cdist([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "cdist(Tensor x1, Tensor x2, float p=2., str compute_mode='use_mm_for_euclid_dist_if_necessary')",
  }, false, {}, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "cdist", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.to_double(2);
      auto&& a3 = r.string_view(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::cdist(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_pdist([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "pdist(Tensor input, float p=2.)",
  }, false);
  ParsedArgs<2> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "pdist", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.to_double(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::pdist(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_nn_functional_pdist([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "pdist(Tensor input, float p=2.)",
  }, false);
  ParsedArgs<2> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "pdist", "yaten.nn.functional", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.to_double(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::pdist(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_dist([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "dist(Tensor input, Tensor other, Scalar p=2)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "dist", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.scalar(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::dist(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_dist([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "dist(Tensor other, Scalar p=2)",
  }, false);
  ParsedArgs<2> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "dist", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      auto&& a2 = r.scalar(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::dist(self, a1, a2); }, self, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

}  // namespace

void add_distance_bindings(MethodTables& tables) {
  tables.functions["_functions"].push_back({"pairwise_distance", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_pairwise_distance)), METH_FASTCALL | METH_KEYWORDS, "pairwise_distance($module, x1, x2, p=2.0, eps=1e-06, keepdim=False)\n--\n\nThe p-norm of x1 - x2 + eps over the last dim, broadcasting x1 and x2."});
  tables.functions["_nn"].push_back({"pairwise_distance", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_nn_functional_pairwise_distance)), METH_FASTCALL | METH_KEYWORDS, "pairwise_distance($module, x1, x2, p=2.0, eps=1e-06, keepdim=False)\n--\n\nThe p-norm of x1 - x2 + eps over the last dim, broadcasting x1 and x2."});
  tables.functions["_functions"].push_back({"cosine_similarity", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_cosine_similarity)), METH_FASTCALL | METH_KEYWORDS, "cosine_similarity($module, x1, x2, dim=1, eps=1e-08)\n--\n\nThe cosine of the angle between x1 and x2 along dim, each norm product held above eps."});
  tables.functions["_nn"].push_back({"cosine_similarity", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_nn_functional_cosine_similarity)), METH_FASTCALL | METH_KEYWORDS, "cosine_similarity($module, x1, x2, dim=1, eps=1e-08)\n--\n\nThe cosine of the angle between x1 and x2 along dim, each norm product held above eps."});
  tables.functions["_functions"].push_back({"cdist", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_cdist)), METH_FASTCALL | METH_KEYWORDS, "cdist($module, x1, x2, p=2.0, compute_mode='use_mm_for_euclid_dist_if_necessary')\n--\n\nThe p-norm distances between each row of x1 (B x P x M) and each row of x2 (B x R x M), batched over broadcast leading dims; for p = 2, compute_mode lets a matrix product compute them ('use_mm_for_euclid_dist' always, the default past 25 rows, 'donot_use_mm_for_euclid_dist' never)."});
  tables.functions["_functions"].push_back({"pdist", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_pdist)), METH_FASTCALL | METH_KEYWORDS, "pdist($module, input, p=2.0)\n--\n\nThe p-norm distances between each pair of rows i < j of the 2-D self, in row-major order of the pairs."});
  tables.functions["_nn"].push_back({"pdist", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_nn_functional_pdist)), METH_FASTCALL | METH_KEYWORDS, "pdist($module, input, p=2.0)\n--\n\nThe p-norm distances between each pair of rows i < j of the 2-D self, in row-major order of the pairs."});
  tables.functions["_functions"].push_back({"dist", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_dist)), METH_FASTCALL | METH_KEYWORDS, "dist($module, input, other, p=2)\n--\n\nThe p-norm of self - other (broadcast), as a 0-d tensor."});
  tables.methods.push_back({"dist", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_dist)), METH_FASTCALL | METH_KEYWORDS, "dist($self, other, p=2)\n--\n\nThe p-norm of self - other (broadcast), as a 0-d tensor."});
}

}  // namespace yaten::python
