// @generated from ops.yaml by codegen (template: bindings_family.cpp.j2). Do not edit.
// Python entries of the 'sparse' ops: one per Python name, parsing all
// of its overloads in one pass (python/src/arg_parser.h).
#include "generated/python/bindings.h"

#include "generated/autograd/ops_sparse.h"
#include "python/src/arg_parser.h"
#include "python/src/device_objects.h"
#include "python/src/gil_release.h"
#include "python/src/named_tensors.h"
#include "python/src/torch_function.h"
#include "python/src/wrap.h"

namespace yaten::python {
namespace {

PyObject* fn_nn_functional_embedding([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "embedding(Tensor input, Tensor weight, int? padding_idx=None, float? max_norm=None, float norm_type=2.0, bool scale_grad_by_freq=False, bool sparse=False)",
  }, false, {}, false);
  ParsedArgs<7> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "embedding", "yaten.nn.functional", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.optional_int64(2);
      auto&& a3 = r.optional_double(3);
      auto&& a4 = r.to_double(4);
      auto&& a5 = r.to_bool(5);
      auto&& a6 = r.to_bool(6);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::embedding(a0, a1, a2, a3, a4, a5, a6); }, a0, a1, a2, a3, a4, a5, a6);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn__internal_embedding_grad_scale([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "embedding_grad_scale(Tensor input, Tensor scale)",
  }, false);
  ParsedArgs<2> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::embedding_grad_scale(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_nn_functional_bilinear([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "bilinear(Tensor input1, Tensor input2, Tensor weight, Tensor? bias=None)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "bilinear", "yaten.nn.functional", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.tensor(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bilinear(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_bilinear([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "bilinear(Tensor input1, Tensor input2, Tensor weight, Tensor? bias=None)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "bilinear", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.tensor(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bilinear(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_embedding_renorm_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "embedding_renorm_(Tensor input, Tensor indices, float max_norm, float norm_type)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "embedding_renorm_", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.to_double(2);
      auto&& a3 = r.to_double(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::embedding_renorm_(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_embedding_bag([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "embedding_bag(Tensor weight, Tensor indices, Tensor offsets, bool scale_grad_by_freq, int mode, bool sparse, Tensor? per_sample_weights, bool include_last_offset, int? padding_idx)",
      "embedding_bag(Tensor weight, Tensor indices, Tensor offsets, bool scale_grad_by_freq=False, int mode=0, bool sparse=False, Tensor? per_sample_weights=None, bool include_last_offset=False)",
  }, false);
  ParsedArgs<9> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "embedding_bag", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.to_bool(3);
      auto&& a4 = r.int64(4);
      auto&& a5 = r.to_bool(5);
      auto&& a6 = r.tensor(6);
      auto&& a7 = r.to_bool(7);
      auto&& a8 = r.optional_int64(8);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::embedding_bag_padding_idx(a0, a1, a2, a3, a4, a5, a6, a7, a8); }, a0, a1, a2, a3, a4, a5, a6, a7, a8);
      return wrap_plain_tuple(result);
    }
    case 1: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.to_bool(3);
      auto&& a4 = r.int64(4);
      auto&& a5 = r.to_bool(5);
      auto&& a6 = r.tensor(6);
      auto&& a7 = r.to_bool(7);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::embedding_bag(a0, a1, a2, a3, a4, a5, a6, a7); }, a0, a1, a2, a3, a4, a5, a6, a7);
      return wrap_plain_tuple(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn__internal__embedding_bag([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "_embedding_bag(Tensor weight, Tensor indices, Tensor offsets, bool scale_grad_by_freq, int mode, bool sparse, Tensor? per_sample_weights, bool include_last_offset, int? padding_idx, bool forward_only)",
  }, false);
  ParsedArgs<10> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.to_bool(3);
      auto&& a4 = r.int64(4);
      auto&& a5 = r.to_bool(5);
      auto&& a6 = r.tensor(6);
      auto&& a7 = r.to_bool(7);
      auto&& a8 = r.optional_int64(8);
      auto&& a9 = r.to_bool(9);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::_embedding_bag(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9); }, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9);
      return wrap_plain_tuple(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

}  // namespace

void add_sparse_bindings(MethodTables& tables) {
  tables.functions["_nn"].push_back({"embedding", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_nn_functional_embedding)), METH_FASTCALL | METH_KEYWORDS, "embedding($module, input, weight, padding_idx=None, max_norm=None, norm_type=2.0, scale_grad_by_freq=False, sparse=False)\n--\n\nLooks up the rows of weight at the integer indices input; the row at padding_idx gets no gradient."});
  tables.functions["_internal"].push_back({"embedding_grad_scale", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn__internal_embedding_grad_scale)), METH_FASTCALL | METH_KEYWORDS, "embedding_grad_scale($module, input, scale)\n--\n\nA copy of self whose gradient is multiplied by scale (embedding's padding_idx and scale_grad_by_freq)."});
  tables.functions["_nn"].push_back({"bilinear", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_nn_functional_bilinear)), METH_FASTCALL | METH_KEYWORDS, "bilinear($module, input1, input2, weight, bias=None)\n--\n\nApplies y_k = input1 @ weight[k] @ input2 + bias[k]."});
  tables.functions["_functions"].push_back({"bilinear", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_bilinear)), METH_FASTCALL | METH_KEYWORDS, "bilinear($module, input1, input2, weight, bias=None)\n--\n\nApplies y_k = input1 @ weight[k] @ input2 + bias[k]."});
  tables.functions["_functions"].push_back({"embedding_renorm_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_embedding_renorm_)), METH_FASTCALL | METH_KEYWORDS, "embedding_renorm_($module, input, indices, max_norm, norm_type)\n--\n\nScales in place each row of the 2-D self that indices name whose norm_type-norm exceeds max_norm, to the norm max_norm (what embedding's max_norm does to its weight)."});
  tables.functions["_functions"].push_back({"embedding_bag", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_embedding_bag)), METH_FASTCALL | METH_KEYWORDS, "embedding_bag($module, weight, indices, offsets, scale_grad_by_freq=None, mode=None, sparse=None, per_sample_weights=None, include_last_offset=None, padding_idx=None)\n--\n\nThe sum (mode 0), mean (1) or max (2) of each bag of rows of weight, the bags cut from the 1-D indices at offsets (the last offset ending the last bag when include_last_offset); per_sample_weights scale the rows (mode sum), indices equal to padding_idx are left out; returns the bags, offset2bag, bag_size and max_indices."});
  tables.functions["_internal"].push_back({"_embedding_bag", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn__internal__embedding_bag)), METH_FASTCALL | METH_KEYWORDS, "_embedding_bag($module, weight, indices, offsets, scale_grad_by_freq, mode, sparse, per_sample_weights, include_last_offset, padding_idx, forward_only)\n--\n\nembedding_bag's kernel."});
}

}  // namespace yaten::python
