// @generated from ops.yaml by codegen (template: bindings_family.cpp.j2). Do not edit.
// Python entries of the 'attention' ops: one per Python name, parsing all
// of its overloads in one pass (python/src/arg_parser.h).
#include "generated/python/bindings.h"

#include "generated/autograd/ops_attention.h"
#include "python/src/arg_parser.h"
#include "python/src/device_objects.h"
#include "python/src/gil_release.h"
#include "python/src/named_tensors.h"
#include "python/src/torch_function.h"
#include "python/src/wrap.h"

namespace yaten::python {
namespace {

PyObject* fn_nn_functional_scaled_dot_product_attention([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "scaled_dot_product_attention(Tensor query, Tensor key, Tensor value, Tensor? attn_mask=None, float dropout_p=0.0, bool is_causal=False, *, float? scale=None)",
  }, false);
  ParsedArgs<8> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "scaled_dot_product_attention", "yaten.nn.functional", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.tensor(3);
      auto&& a4 = r.to_double(4);
      auto&& a5 = r.to_bool(5);
      auto&& a6 = r.optional_double(6);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::scaled_dot_product_attention(a0, a1, a2, a3, a4, a5, a6); }, a0, a1, a2, a3, a4, a5, a6);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

}  // namespace

void add_attention_bindings(MethodTables& tables) {
  tables.functions["_nn"].push_back({"scaled_dot_product_attention", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_nn_functional_scaled_dot_product_attention)), METH_FASTCALL | METH_KEYWORDS, "scaled_dot_product_attention($module, query, key, value, attn_mask=None, dropout_p=0.0, is_causal=False, *, scale=None)\n--\n\nAttention of query (..., L, E) over key (..., S, E) and value (..., S, Ev) as torch 2's, softmax(query @ key^T * scale + mask) @ value, scale 1 / sqrt(E) by default; a bool attn_mask keeps the True positions, a float one is added; is_causal masks the positions after each query's own; dropout_p drops attention weights."});
}

}  // namespace yaten::python
