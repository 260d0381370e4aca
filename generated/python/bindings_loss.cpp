// @generated from ops.yaml by codegen (template: bindings_family.cpp.j2). Do not edit.
// Python entries of the 'loss' ops: one per Python name, parsing all
// of its overloads in one pass (python/src/arg_parser.h).
#include "generated/python/bindings.h"

#include "generated/autograd/ops_loss.h"
#include "python/src/arg_parser.h"
#include "python/src/device_objects.h"
#include "python/src/gil_release.h"
#include "python/src/named_tensors.h"
#include "python/src/torch_function.h"
#include "python/src/wrap.h"

namespace yaten::python {
namespace {

PyObject* fn_nn_functional_linear([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "linear(Tensor input, Tensor weight, Tensor? bias=None)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "linear", "yaten.nn.functional", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::linear(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_nn_functional_mse_loss([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "mse_loss(Tensor input, Tensor target, bool? size_average=None, bool? reduce=None, str reduction='mean')",
  }, false, {}, false);
  ParsedArgs<5> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "mse_loss", "yaten.nn.functional", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.optional_bool(2);
      auto&& a3 = r.optional_bool(3);
      auto&& a4 = r.string_view(4);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::mse_loss(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn__internal_mse_loss([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "mse_loss(Tensor input, Tensor target, int reduction)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.int64(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::mse_loss_reduced(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn__internal_nll_loss([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "nll_loss(Tensor input, Tensor target, Tensor? weight=None, int ignore_index=-100, str reduction='mean')",
  }, false);
  ParsedArgs<5> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.int64(3);
      auto&& a4 = r.string_view(4);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::nll_loss(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn__internal_nll_loss_backward([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "nll_loss_backward(Tensor grad_output, Tensor input, Tensor target, Tensor? weight, int ignore_index, str reduction)",
  }, false);
  ParsedArgs<6> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.tensor(3);
      auto&& a4 = r.int64(4);
      auto&& a5 = r.string_view(5);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::nll_loss_backward(a0, a1, a2, a3, a4, a5); }, a0, a1, a2, a3, a4, a5);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_nn_functional_cross_entropy([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "cross_entropy(Tensor input, Tensor target, Tensor? weight=None, bool? size_average=None, int ignore_index=-100, bool? reduce=None, str reduction='mean', float label_smoothing=0.0)",
  }, false, {}, false);
  ParsedArgs<8> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "cross_entropy", "yaten.nn.functional", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.optional_bool(3);
      auto&& a4 = r.int64(4);
      auto&& a5 = r.optional_bool(5);
      auto&& a6 = r.string_view(6);
      auto&& a7 = r.to_double(7);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::cross_entropy(a0, a1, a2, a3, a4, a5, a6, a7); }, a0, a1, a2, a3, a4, a5, a6, a7);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_nn_functional_l1_loss([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "l1_loss(Tensor input, Tensor target, bool? size_average=None, bool? reduce=None, str reduction='mean')",
  }, false, {}, false);
  ParsedArgs<5> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "l1_loss", "yaten.nn.functional", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.optional_bool(2);
      auto&& a3 = r.optional_bool(3);
      auto&& a4 = r.string_view(4);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::l1_loss(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_nn_functional_binary_cross_entropy([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "binary_cross_entropy(Tensor input, Tensor target, Tensor? weight=None, bool? size_average=None, bool? reduce=None, str reduction='mean')",
  }, false, {}, false);
  ParsedArgs<6> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "binary_cross_entropy", "yaten.nn.functional", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.optional_bool(3);
      auto&& a4 = r.optional_bool(4);
      auto&& a5 = r.string_view(5);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::binary_cross_entropy(a0, a1, a2, a3, a4, a5); }, a0, a1, a2, a3, a4, a5);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_nn_functional_binary_cross_entropy_with_logits([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "binary_cross_entropy_with_logits(Tensor input, Tensor target, Tensor? weight=None, bool? size_average=None, bool? reduce=None, str reduction='mean', Tensor? pos_weight=None)",
  }, false, {}, false);
  ParsedArgs<7> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "binary_cross_entropy_with_logits", "yaten.nn.functional", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.optional_bool(3);
      auto&& a4 = r.optional_bool(4);
      auto&& a5 = r.string_view(5);
      auto&& a6 = r.tensor(6);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::binary_cross_entropy_with_logits(a0, a1, a2, a3, a4, a5, a6); }, a0, a1, a2, a3, a4, a5, a6);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn__internal_binary_cross_entropy([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "binary_cross_entropy(Tensor input, Tensor target, Tensor? weight, int reduction)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.int64(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::binary_cross_entropy_reduced(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn__internal_binary_cross_entropy_with_logits([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "binary_cross_entropy_with_logits(Tensor input, Tensor target, Tensor? weight, Tensor? pos_weight, int reduction)",
  }, false);
  ParsedArgs<5> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.tensor(3);
      auto&& a4 = r.int64(4);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::binary_cross_entropy_with_logits_reduced(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_nn_functional_smooth_l1_loss([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "smooth_l1_loss(Tensor input, Tensor target, bool? size_average=None, bool? reduce=None, str reduction='mean', float beta=1.0)",
  }, false, {}, false);
  ParsedArgs<6> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "smooth_l1_loss", "yaten.nn.functional", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.optional_bool(2);
      auto&& a3 = r.optional_bool(3);
      auto&& a4 = r.string_view(4);
      auto&& a5 = r.to_double(5);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::smooth_l1_loss(a0, a1, a2, a3, a4, a5); }, a0, a1, a2, a3, a4, a5);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_nn_functional_huber_loss([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "huber_loss(Tensor input, Tensor target, str reduction='mean', float delta=1.0)",
  }, false, {}, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "huber_loss", "yaten.nn.functional", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.string_view(2);
      auto&& a3 = r.to_double(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::huber_loss(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn__internal_smooth_l1_loss([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "smooth_l1_loss(Tensor input, Tensor target, int reduction, float beta)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.int64(2);
      auto&& a3 = r.to_double(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::smooth_l1_loss_reduced(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn__internal_huber_loss([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "huber_loss(Tensor input, Tensor target, int reduction, float delta)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.int64(2);
      auto&& a3 = r.to_double(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::huber_loss_reduced(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_nn_functional_kl_div([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "kl_div(Tensor input, Tensor target, bool? size_average=None, bool? reduce=None, str reduction='mean', bool log_target=False)",
  }, false);
  ParsedArgs<6> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "kl_div", "yaten.nn.functional", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.optional_bool(2);
      auto&& a3 = r.optional_bool(3);
      auto&& a4 = r.string_view(4);
      auto&& a5 = r.to_bool(5);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::kl_div(a0, a1, a2, a3, a4, a5); }, a0, a1, a2, a3, a4, a5);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_nn_functional_poisson_nll_loss([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "poisson_nll_loss(Tensor input, Tensor target, bool log_input=True, bool full=False, bool? size_average=None, float eps=1e-08, bool? reduce=None, str reduction='mean')",
  }, false, {}, false);
  ParsedArgs<8> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "poisson_nll_loss", "yaten.nn.functional", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.to_bool(2);
      auto&& a3 = r.to_bool(3);
      auto&& a4 = r.optional_bool(4);
      auto&& a5 = r.to_double(5);
      auto&& a6 = r.optional_bool(6);
      auto&& a7 = r.string_view(7);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::poisson_nll_loss(a0, a1, a2, a3, a4, a5, a6, a7); }, a0, a1, a2, a3, a4, a5, a6, a7);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_nn_functional_gaussian_nll_loss([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "gaussian_nll_loss(Tensor input, Tensor target, Tensor var, bool full=False, float eps=1e-06, str reduction='mean')",
  }, false, {}, false);
  ParsedArgs<6> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "gaussian_nll_loss", "yaten.nn.functional", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.to_bool(3);
      auto&& a4 = r.to_double(4);
      auto&& a5 = r.string_view(5);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::gaussian_nll_loss(a0, a1, a2, a3, a4, a5); }, a0, a1, a2, a3, a4, a5);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_nn_functional_soft_margin_loss([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "soft_margin_loss(Tensor input, Tensor target, bool? size_average=None, bool? reduce=None, str reduction='mean')",
  }, false, {}, false);
  ParsedArgs<5> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "soft_margin_loss", "yaten.nn.functional", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.optional_bool(2);
      auto&& a3 = r.optional_bool(3);
      auto&& a4 = r.string_view(4);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::soft_margin_loss(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_nn_functional_multilabel_soft_margin_loss([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "multilabel_soft_margin_loss(Tensor input, Tensor target, Tensor? weight=None, bool? size_average=None, bool? reduce=None, str reduction='mean')",
  }, false, {}, false);
  ParsedArgs<6> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "multilabel_soft_margin_loss", "yaten.nn.functional", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.optional_bool(3);
      auto&& a4 = r.optional_bool(4);
      auto&& a5 = r.string_view(5);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::multilabel_soft_margin_loss(a0, a1, a2, a3, a4, a5); }, a0, a1, a2, a3, a4, a5);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_nn_functional_hinge_embedding_loss([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "hinge_embedding_loss(Tensor input, Tensor target, float margin=1.0, bool? size_average=None, bool? reduce=None, str reduction='mean')",
  }, false, {}, false);
  ParsedArgs<6> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "hinge_embedding_loss", "yaten.nn.functional", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.to_double(2);
      auto&& a3 = r.optional_bool(3);
      auto&& a4 = r.optional_bool(4);
      auto&& a5 = r.string_view(5);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::hinge_embedding_loss(a0, a1, a2, a3, a4, a5); }, a0, a1, a2, a3, a4, a5);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_nn_functional_margin_ranking_loss([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "margin_ranking_loss(Tensor input1, Tensor input2, Tensor target, float margin=0.0, bool? size_average=None, bool? reduce=None, str reduction='mean')",
  }, false, {}, false);
  ParsedArgs<7> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "margin_ranking_loss", "yaten.nn.functional", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.to_double(3);
      auto&& a4 = r.optional_bool(4);
      auto&& a5 = r.optional_bool(5);
      auto&& a6 = r.string_view(6);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::margin_ranking_loss(a0, a1, a2, a3, a4, a5, a6); }, a0, a1, a2, a3, a4, a5, a6);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_nn_functional_cosine_embedding_loss([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "cosine_embedding_loss(Tensor input1, Tensor input2, Tensor target, float margin=0.0, bool? size_average=None, bool? reduce=None, str reduction='mean')",
  }, false, {}, false);
  ParsedArgs<7> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "cosine_embedding_loss", "yaten.nn.functional", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.to_double(3);
      auto&& a4 = r.optional_bool(4);
      auto&& a5 = r.optional_bool(5);
      auto&& a6 = r.string_view(6);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::cosine_embedding_loss(a0, a1, a2, a3, a4, a5, a6); }, a0, a1, a2, a3, a4, a5, a6);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_nn_functional_multi_margin_loss([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "multi_margin_loss(Tensor input, Tensor target, int p=1, float margin=1.0, Tensor? weight=None, bool? size_average=None, bool? reduce=None, str reduction='mean')",
  }, false, {}, false);
  ParsedArgs<8> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "multi_margin_loss", "yaten.nn.functional", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.int64(2);
      auto&& a3 = r.to_double(3);
      auto&& a4 = r.tensor(4);
      auto&& a5 = r.optional_bool(5);
      auto&& a6 = r.optional_bool(6);
      auto&& a7 = r.string_view(7);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::multi_margin_loss(a0, a1, a2, a3, a4, a5, a6, a7); }, a0, a1, a2, a3, a4, a5, a6, a7);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_nn_functional_multilabel_margin_loss([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "multilabel_margin_loss(Tensor input, Tensor target, bool? size_average=None, bool? reduce=None, str reduction='mean')",
  }, false, {}, false);
  ParsedArgs<5> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "multilabel_margin_loss", "yaten.nn.functional", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.optional_bool(2);
      auto&& a3 = r.optional_bool(3);
      auto&& a4 = r.string_view(4);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::multilabel_margin_loss(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_nn_functional_triplet_margin_loss([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "triplet_margin_loss(Tensor anchor, Tensor positive, Tensor negative, float margin=1.0, float p=2.0, float eps=1e-06, bool swap=False, bool? size_average=None, bool? reduce=None, str reduction='mean')",
  }, false, {}, false);
  ParsedArgs<10> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "triplet_margin_loss", "yaten.nn.functional", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.to_double(3);
      auto&& a4 = r.to_double(4);
      auto&& a5 = r.to_double(5);
      auto&& a6 = r.to_bool(6);
      auto&& a7 = r.optional_bool(7);
      auto&& a8 = r.optional_bool(8);
      auto&& a9 = r.string_view(9);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::triplet_margin_loss(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9); }, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_nn_functional_ctc_loss([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "ctc_loss(Tensor log_probs, Tensor targets, Tensor input_lengths, Tensor target_lengths, int blank=0, str reduction='mean', bool zero_infinity=False)",
      "ctc_loss(Tensor log_probs, Tensor targets, int[] input_lengths, int[] target_lengths, int blank=0, str reduction='mean', bool zero_infinity=False)",
  }, false, {}, false);
  ParsedArgs<7> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "ctc_loss", "yaten.nn.functional", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.tensor(3);
      auto&& a4 = r.int64(4);
      auto&& a5 = r.string_view(5);
      auto&& a6 = r.to_bool(6);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::ctc_loss_Tensor(a0, a1, a2, a3, a4, a5, a6); }, a0, a1, a2, a3, a4, a5, a6);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.int_list(2);
      auto&& a3 = r.int_list(3);
      auto&& a4 = r.int64(4);
      auto&& a5 = r.string_view(5);
      auto&& a6 = r.to_bool(6);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::ctc_loss_IntList(a0, a1, a2, a3, a4, a5, a6); }, a0, a1, a2, a3, a4, a5, a6);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn__internal__ctc_loss([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "_ctc_loss(Tensor log_probs, Tensor targets, int[] input_lengths, int[] target_lengths, int blank=0, bool zero_infinity=False)",
  }, false);
  ParsedArgs<6> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.int_list(2);
      auto&& a3 = r.int_list(3);
      auto&& a4 = r.int64(4);
      auto&& a5 = r.to_bool(5);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::_ctc_loss(a0, a1, a2, a3, a4, a5); }, a0, a1, a2, a3, a4, a5);
      return wrap_tuple(result, "_ctc_loss", {"neg_log_likelihood", "log_alpha"});
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn__internal__ctc_loss_backward([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "_ctc_loss_backward(Tensor grad, Tensor log_probs, Tensor targets, int[] input_lengths, int[] target_lengths, Tensor neg_log_likelihood, Tensor log_alpha, int blank, bool zero_infinity, bool through_log_softmax)",
  }, false);
  ParsedArgs<10> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.int_list(3);
      auto&& a4 = r.int_list(4);
      auto&& a5 = r.tensor(5);
      auto&& a6 = r.tensor(6);
      auto&& a7 = r.int64(7);
      auto&& a8 = r.to_bool(8);
      auto&& a9 = r.to_bool(9);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::_ctc_loss_backward(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9); }, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_cosine_embedding_loss([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "cosine_embedding_loss(Tensor input1, Tensor input2, Tensor target, float margin=0., int reduction=0)",
  }, false);
  ParsedArgs<5> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "cosine_embedding_loss", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.to_double(3);
      auto&& a4 = r.int64(4);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::yaten_cosine_embedding_loss(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_ctc_loss([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "ctc_loss(Tensor log_probs, Tensor targets, int[] input_lengths, int[] target_lengths, int blank=0, int reduction=0, bool zero_infinity=False)",
      "ctc_loss(Tensor log_probs, Tensor targets, Tensor input_lengths, Tensor target_lengths, int blank=0, int reduction=0, bool zero_infinity=False)",
  }, false);
  ParsedArgs<7> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "ctc_loss", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.int_list(2);
      auto&& a3 = r.int_list(3);
      auto&& a4 = r.int64(4);
      auto&& a5 = r.int64(5);
      auto&& a6 = r.to_bool(6);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::yaten_ctc_loss_IntList(a0, a1, a2, a3, a4, a5, a6); }, a0, a1, a2, a3, a4, a5, a6);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.tensor(3);
      auto&& a4 = r.int64(4);
      auto&& a5 = r.int64(5);
      auto&& a6 = r.to_bool(6);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::yaten_ctc_loss_Tensor(a0, a1, a2, a3, a4, a5, a6); }, a0, a1, a2, a3, a4, a5, a6);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_hinge_embedding_loss([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "hinge_embedding_loss(Tensor input, Tensor target, float margin=1., int reduction=0)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "hinge_embedding_loss", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.to_double(2);
      auto&& a3 = r.int64(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::yaten_hinge_embedding_loss(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_kl_div([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "kl_div(Tensor input, Tensor target, int reduction=0, *, bool log_target=False)",
  }, false);
  ParsedArgs<5> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "kl_div", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.int64(2);
      auto&& a3 = r.to_bool(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::yaten_kl_div(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_margin_ranking_loss([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "margin_ranking_loss(Tensor input1, Tensor input2, Tensor target, float margin=0., int reduction=0)",
  }, false);
  ParsedArgs<5> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "margin_ranking_loss", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.to_double(3);
      auto&& a4 = r.int64(4);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::yaten_margin_ranking_loss(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_poisson_nll_loss([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "poisson_nll_loss(Tensor input, Tensor target, bool log_input, bool full, float eps, int reduction)",
  }, false);
  ParsedArgs<6> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "poisson_nll_loss", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.to_bool(2);
      auto&& a3 = r.to_bool(3);
      auto&& a4 = r.to_double(4);
      auto&& a5 = r.int64(5);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::yaten_poisson_nll_loss(a0, a1, a2, a3, a4, a5); }, a0, a1, a2, a3, a4, a5);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_triplet_margin_loss([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "triplet_margin_loss(Tensor anchor, Tensor positive, Tensor negative, float margin=1., float p=2., float eps=1e-06, bool swap=False, int reduction=0)",
  }, false);
  ParsedArgs<8> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "triplet_margin_loss", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.to_double(3);
      auto&& a4 = r.to_double(4);
      auto&& a5 = r.to_double(5);
      auto&& a6 = r.to_bool(6);
      auto&& a7 = r.int64(7);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::yaten_triplet_margin_loss(a0, a1, a2, a3, a4, a5, a6, a7); }, a0, a1, a2, a3, a4, a5, a6, a7);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_nn_functional_nll_loss([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "nll_loss(Tensor input, Tensor target, Tensor? weight=None, bool? size_average=None, int ignore_index=-100, bool? reduce=None, str reduction='mean')",
  }, false, {}, false);
  ParsedArgs<7> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "nll_loss", "yaten.nn.functional", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.optional_bool(3);
      auto&& a4 = r.int64(4);
      auto&& a5 = r.optional_bool(5);
      auto&& a6 = r.string_view(6);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::nll_loss_nd(a0, a1, a2, a3, a4, a5, a6); }, a0, a1, a2, a3, a4, a5, a6);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn__internal_smooth_l1([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "smooth_l1(Tensor input, Scalar beta)",
  }, false);
  ParsedArgs<2> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.scalar(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::smooth_l1(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn__internal_smooth_l1_backward([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "smooth_l1_backward(Tensor grad_output, Tensor input, Scalar beta)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.scalar(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::smooth_l1_backward(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn__internal_huber([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "huber(Tensor input, Scalar delta)",
  }, false);
  ParsedArgs<2> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.scalar(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::huber(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn__internal_huber_backward([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "huber_backward(Tensor grad_output, Tensor input, Scalar delta)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.scalar(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::huber_backward(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn__internal_smooth_l1_loss_backward([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "smooth_l1_loss_backward(Tensor grad_output, Tensor input, Tensor target, Scalar beta)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.scalar(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::smooth_l1_loss_backward(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn__internal_huber_loss_backward([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "huber_loss_backward(Tensor grad_output, Tensor input, Tensor target, Scalar delta)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.scalar(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::huber_loss_backward(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

}  // namespace

void add_loss_bindings(MethodTables& tables) {
  tables.functions["_nn"].push_back({"linear", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_nn_functional_linear)), METH_FASTCALL | METH_KEYWORDS, "linear($module, input, weight, bias=None)\n--\n\nApplies input @ weight.T + bias."});
  tables.functions["_nn"].push_back({"mse_loss", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_nn_functional_mse_loss)), METH_FASTCALL | METH_KEYWORDS, "mse_loss($module, input, target, size_average=None, reduce=None, reduction='mean')\n--\n\nMean squared error between input and target, reduced by 'mean', 'sum' or 'none' (or by the deprecated size_average and reduce, as in PyTorch)."});
  tables.functions["_internal"].push_back({"mse_loss", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn__internal_mse_loss)), METH_FASTCALL | METH_KEYWORDS, "mse_loss($module, input, target, reduction)\n--\n\nThe kernel of nn.functional.mse_loss, on input and target of one shape: (self - target)**2, unreduced (reduction 0), or its mean (1) or sum (2); one backward node, MseLossBackward0."});
  tables.functions["_internal"].push_back({"nll_loss", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn__internal_nll_loss)), METH_FASTCALL | METH_KEYWORDS, "nll_loss($module, input, target, weight=None, ignore_index=-100, reduction='mean')\n--\n\nThe kernel of nn.functional.nll_loss (nll_loss.nd), on log-probabilities input (C) or (N, C) and class indices target () or (N)."});
  tables.functions["_internal"].push_back({"nll_loss_backward", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn__internal_nll_loss_backward)), METH_FASTCALL | METH_KEYWORDS, "nll_loss_backward($module, grad_output, input, target, weight, ignore_index, reduction)\n--\n\nThe gradient of nll_loss with respect to its input."});
  tables.functions["_nn"].push_back({"cross_entropy", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_nn_functional_cross_entropy)), METH_FASTCALL | METH_KEYWORDS, "cross_entropy($module, input, target, weight=None, size_average=None, ignore_index=-100, reduce=None, reduction='mean', label_smoothing=0.0)\n--\n\nCross entropy between logits input (N, C) and class indices target, with optional label smoothing."});
  tables.functions["_nn"].push_back({"l1_loss", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_nn_functional_l1_loss)), METH_FASTCALL | METH_KEYWORDS, "l1_loss($module, input, target, size_average=None, reduce=None, reduction='mean')\n--\n\nMean absolute error between input and target, reduced by 'mean', 'sum' or 'none'."});
  tables.functions["_nn"].push_back({"binary_cross_entropy", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_nn_functional_binary_cross_entropy)), METH_FASTCALL | METH_KEYWORDS, "binary_cross_entropy($module, input, target, weight=None, size_average=None, reduce=None, reduction='mean')\n--\n\nBinary cross entropy between probabilities input and target, its log terms clamped at -100 as in PyTorch."});
  tables.functions["_nn"].push_back({"binary_cross_entropy_with_logits", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_nn_functional_binary_cross_entropy_with_logits)), METH_FASTCALL | METH_KEYWORDS, "binary_cross_entropy_with_logits($module, input, target, weight=None, size_average=None, reduce=None, reduction='mean', pos_weight=None)\n--\n\nBinary cross entropy between sigmoid(input) and target, computed stably from the logits; pos_weight weighs the positive term."});
  tables.functions["_internal"].push_back({"binary_cross_entropy", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn__internal_binary_cross_entropy)), METH_FASTCALL | METH_KEYWORDS, "binary_cross_entropy($module, input, target, weight, reduction)\n--\n\nThe kernel of nn.functional.binary_cross_entropy, on probabilities self, target and weight (when given) of one shape: -weight * (target * log(self) + (1 - target) * log(1 - self)), each log at least -100, unreduced (reduction 0), or its mean (1) or sum (2); one backward node, BinaryCrossEntropyBackward0."});
  tables.functions["_internal"].push_back({"binary_cross_entropy_with_logits", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn__internal_binary_cross_entropy_with_logits)), METH_FASTCALL | METH_KEYWORDS, "binary_cross_entropy_with_logits($module, input, target, weight, pos_weight, reduction)\n--\n\nThe kernel of nn.functional.binary_cross_entropy_with_logits, on logits self, target and the weights (when given) of one shape: weight * ((1 - target) * self + (1 + (pos_weight - 1) * target) * log(1 + exp(-self))), computed without overflow, unreduced (reduction 0), or its mean (1) or sum (2); one backward node, BinaryCrossEntropyWithLogitsBackward0."});
  tables.functions["_nn"].push_back({"smooth_l1_loss", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_nn_functional_smooth_l1_loss)), METH_FASTCALL | METH_KEYWORDS, "smooth_l1_loss($module, input, target, size_average=None, reduce=None, reduction='mean', beta=1.0)\n--\n\nSmooth L1 loss, 0.5 * d**2 / beta where |d| < beta, else |d| - 0.5 * beta, for d = input - target."});
  tables.functions["_nn"].push_back({"huber_loss", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_nn_functional_huber_loss)), METH_FASTCALL | METH_KEYWORDS, "huber_loss($module, input, target, reduction='mean', delta=1.0)\n--\n\nHuber loss, 0.5 * d**2 where |d| < delta, else delta * (|d| - 0.5 * delta), for d = input - target."});
  tables.functions["_internal"].push_back({"smooth_l1_loss", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn__internal_smooth_l1_loss)), METH_FASTCALL | METH_KEYWORDS, "smooth_l1_loss($module, input, target, reduction, beta)\n--\n\nThe kernel of nn.functional.smooth_l1_loss, on input and target of one shape: smooth_l1(self - target, beta), unreduced (reduction 0), or its mean (1) or sum (2); one backward node, SmoothL1LossBackward0."});
  tables.functions["_internal"].push_back({"huber_loss", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn__internal_huber_loss)), METH_FASTCALL | METH_KEYWORDS, "huber_loss($module, input, target, reduction, delta)\n--\n\nThe kernel of nn.functional.huber_loss, on input and target of one shape: huber(self - target, delta), unreduced (reduction 0), or its mean (1) or sum (2); one backward node, HuberLossBackward0."});
  tables.functions["_nn"].push_back({"kl_div", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_nn_functional_kl_div)), METH_FASTCALL | METH_KEYWORDS, "kl_div($module, input, target, size_average=None, reduce=None, reduction='mean', log_target=False)\n--\n\nKullback-Leibler divergence of target from log-probabilities input (target as log-probabilities when log_target); reduction 'batchmean' divides the sum by the batch size."});
  tables.functions["_nn"].push_back({"poisson_nll_loss", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_nn_functional_poisson_nll_loss)), METH_FASTCALL | METH_KEYWORDS, "poisson_nll_loss($module, input, target, log_input=True, full=False, size_average=None, eps=1e-08, reduce=None, reduction='mean')\n--\n\nNegative log likelihood of target under a Poisson distribution of rate input (or exp(input) when log_input), with Stirling's term when full."});
  tables.functions["_nn"].push_back({"gaussian_nll_loss", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_nn_functional_gaussian_nll_loss)), METH_FASTCALL | METH_KEYWORDS, "gaussian_nll_loss($module, input, target, var, full=False, eps=1e-06, reduction='mean')\n--\n\nNegative log likelihood of target under Gaussians of mean input and variance var (clamped at eps, the gradient passing through)."});
  tables.functions["_nn"].push_back({"soft_margin_loss", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_nn_functional_soft_margin_loss)), METH_FASTCALL | METH_KEYWORDS, "soft_margin_loss($module, input, target, size_average=None, reduce=None, reduction='mean')\n--\n\nTwo-class logistic loss log(1 + exp(-target * input)) for targets of 1 and -1."});
  tables.functions["_nn"].push_back({"multilabel_soft_margin_loss", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_nn_functional_multilabel_soft_margin_loss)), METH_FASTCALL | METH_KEYWORDS, "multilabel_soft_margin_loss($module, input, target, weight=None, size_average=None, reduce=None, reduction='mean')\n--\n\nMulti-label one-versus-all logistic loss of input (N, C) against 0/1 targets, averaged over the classes."});
  tables.functions["_nn"].push_back({"hinge_embedding_loss", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_nn_functional_hinge_embedding_loss)), METH_FASTCALL | METH_KEYWORDS, "hinge_embedding_loss($module, input, target, margin=1.0, size_average=None, reduce=None, reduction='mean')\n--\n\ninput where target is 1, max(0, margin - input) where target is -1."});
  tables.functions["_nn"].push_back({"margin_ranking_loss", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_nn_functional_margin_ranking_loss)), METH_FASTCALL | METH_KEYWORDS, "margin_ranking_loss($module, input1, input2, target, margin=0.0, size_average=None, reduce=None, reduction='mean')\n--\n\nmax(0, -target * (input1 - input2) + margin), whether input1 should rank above input2 (target 1) or below (-1)."});
  tables.functions["_nn"].push_back({"cosine_embedding_loss", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_nn_functional_cosine_embedding_loss)), METH_FASTCALL | METH_KEYWORDS, "cosine_embedding_loss($module, input1, input2, target, margin=0.0, size_average=None, reduce=None, reduction='mean')\n--\n\n1 - cos(input1, input2) where target is 1, max(0, cos(input1, input2) - margin) where target is -1."});
  tables.functions["_nn"].push_back({"multi_margin_loss", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_nn_functional_multi_margin_loss)), METH_FASTCALL | METH_KEYWORDS, "multi_margin_loss($module, input, target, p=1, margin=1.0, weight=None, size_average=None, reduce=None, reduction='mean')\n--\n\nMulti-class hinge loss; per sample, sum over the wrong classes j of max(0, margin - input[y] + input[j])**p, divided by the number of classes."});
  tables.functions["_nn"].push_back({"multilabel_margin_loss", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_nn_functional_multilabel_margin_loss)), METH_FASTCALL | METH_KEYWORDS, "multilabel_margin_loss($module, input, target, size_average=None, reduce=None, reduction='mean')\n--\n\nMulti-label hinge loss; target lists each sample's classes, ended by -1; sum over listed j and unlisted k of max(0, 1 - (input[j] - input[k])), over the number of classes."});
  tables.functions["_nn"].push_back({"triplet_margin_loss", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_nn_functional_triplet_margin_loss)), METH_FASTCALL | METH_KEYWORDS, "triplet_margin_loss($module, anchor, positive, negative, margin=1.0, p=2.0, eps=1e-06, swap=False, size_average=None, reduce=None, reduction='mean')\n--\n\nmax(0, margin + d(anchor, positive) - d(anchor, negative)) with d the p-norm pairwise distance (with swap, the smaller of d(anchor, negative) and d(positive, negative))."});
  tables.functions["_nn"].push_back({"ctc_loss", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_nn_functional_ctc_loss)), METH_FASTCALL | METH_KEYWORDS, "ctc_loss($module, log_probs, targets, input_lengths, target_lengths, blank=0, reduction='mean', zero_infinity=False)\n--\n\nConnectionist temporal classification loss of log-probabilities log_probs (T, N, C) or (T, C) against targets, padded (N, S) or concatenated (sum(target_lengths)), with the lengths as integer tensors; 'mean' divides each loss by its target length, then averages; zero_infinity zeroes impossible alignments and their gradients."});
  tables.functions["_internal"].push_back({"_ctc_loss", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn__internal__ctc_loss)), METH_FASTCALL | METH_KEYWORDS, "_ctc_loss($module, log_probs, targets, input_lengths, target_lengths, blank=0, zero_infinity=False)\n--\n\nThe per-sample negative log likelihood of CTC over log_probs (T, N, C) and int64 targets (padded or concatenated), by the alpha recursion in log space; also returns log_alpha (N, T, 2 * max target length + 1) for the backward pass."});
  tables.functions["_internal"].push_back({"_ctc_loss_backward", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn__internal__ctc_loss_backward)), METH_FASTCALL | METH_KEYWORDS, "_ctc_loss_backward($module, grad, log_probs, targets, input_lengths, target_lengths, neg_log_likelihood, log_alpha, blank, zero_infinity, through_log_softmax)\n--\n\nThe gradient of _ctc_loss with respect to log_probs, by the beta recursion; through_log_softmax gives torch's form, the gradient plus exp(log_probs) (what the chain through log_softmax sees when log_probs are normalised), zero past each input length."});
  tables.functions["_functions"].push_back({"cosine_embedding_loss", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_cosine_embedding_loss)), METH_FASTCALL | METH_KEYWORDS, "cosine_embedding_loss($module, input1, input2, target, margin=0.0, reduction=0)\n--\n\nnn.functional.cosine_embedding_loss with the reduction as an int (0 none, 1 mean, 2 sum), torch.cosine_embedding_loss's signature."});
  tables.functions["_functions"].push_back({"ctc_loss", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_ctc_loss)), METH_FASTCALL | METH_KEYWORDS, "ctc_loss($module, log_probs, targets, input_lengths, target_lengths, blank=0, reduction=0, zero_infinity=False)\n--\n\nnn.functional.ctc_loss with the lengths as lists of ints and the reduction as an int (0 none, 1 mean, 2 sum), torch.ctc_loss's signature."});
  tables.functions["_functions"].push_back({"hinge_embedding_loss", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_hinge_embedding_loss)), METH_FASTCALL | METH_KEYWORDS, "hinge_embedding_loss($module, input, target, margin=1.0, reduction=0)\n--\n\nnn.functional.hinge_embedding_loss with the reduction as an int (0 none, 1 mean, 2 sum), torch.hinge_embedding_loss's signature."});
  tables.functions["_functions"].push_back({"kl_div", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_kl_div)), METH_FASTCALL | METH_KEYWORDS, "kl_div($module, input, target, reduction=0, *, log_target=False)\n--\n\nnn.functional.kl_div with the reduction as an int (0 none, 1 mean, 2 sum; no 'batchmean'), torch.kl_div's signature."});
  tables.functions["_functions"].push_back({"margin_ranking_loss", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_margin_ranking_loss)), METH_FASTCALL | METH_KEYWORDS, "margin_ranking_loss($module, input1, input2, target, margin=0.0, reduction=0)\n--\n\nnn.functional.margin_ranking_loss with the reduction as an int (0 none, 1 mean, 2 sum), torch.margin_ranking_loss's signature."});
  tables.functions["_functions"].push_back({"poisson_nll_loss", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_poisson_nll_loss)), METH_FASTCALL | METH_KEYWORDS, "poisson_nll_loss($module, input, target, log_input, full, eps, reduction)\n--\n\nnn.functional.poisson_nll_loss with every argument required and the reduction as an int (0 none, 1 mean, 2 sum), torch.poisson_nll_loss's signature."});
  tables.functions["_functions"].push_back({"triplet_margin_loss", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_triplet_margin_loss)), METH_FASTCALL | METH_KEYWORDS, "triplet_margin_loss($module, anchor, positive, negative, margin=1.0, p=2.0, eps=1e-06, swap=False, reduction=0)\n--\n\nnn.functional.triplet_margin_loss with the reduction as an int (0 none, 1 mean, 2 sum), torch.triplet_margin_loss's signature."});
  tables.functions["_nn"].push_back({"nll_loss", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_nn_functional_nll_loss)), METH_FASTCALL | METH_KEYWORDS, "nll_loss($module, input, target, weight=None, size_average=None, ignore_index=-100, reduce=None, reduction='mean')\n--\n\nNegative log likelihood of class indices target under log-probabilities input, (C), (N, C) or (N, C, d1, ...) with target (), (N) or (N, d1, ...), reduced by 'mean' (over the targets' weights), 'sum' or 'none' (or by the deprecated size_average and reduce, as in PyTorch)."});
  tables.functions["_internal"].push_back({"smooth_l1", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn__internal_smooth_l1)), METH_FASTCALL | METH_KEYWORDS, "smooth_l1($module, input, beta)\n--\n\n0.5 * x**2 / beta where |x| < beta, else |x| - 0.5 * beta, elementwise for x = self (beta > 0); smooth_l1_loss of input - target, unreduced."});
  tables.functions["_internal"].push_back({"smooth_l1_backward", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn__internal_smooth_l1_backward)), METH_FASTCALL | METH_KEYWORDS, "smooth_l1_backward($module, grad_output, input, beta)\n--\n\n-grad_output where self <= -beta, grad_output where self >= beta, else self * grad_output / beta, in one pass; smooth_l1's gradient."});
  tables.functions["_internal"].push_back({"huber", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn__internal_huber)), METH_FASTCALL | METH_KEYWORDS, "huber($module, input, delta)\n--\n\n0.5 * x**2 where |x| < delta, else delta * (|x| - 0.5 * delta), elementwise for x = self; huber_loss of input - target, unreduced."});
  tables.functions["_internal"].push_back({"huber_backward", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn__internal_huber_backward)), METH_FASTCALL | METH_KEYWORDS, "huber_backward($module, grad_output, input, delta)\n--\n\n-grad_output * delta where self <= -delta, grad_output * delta where self >= delta, else self * grad_output, in one pass; huber's gradient."});
  tables.functions["_internal"].push_back({"smooth_l1_loss_backward", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn__internal_smooth_l1_loss_backward)), METH_FASTCALL | METH_KEYWORDS, "smooth_l1_loss_backward($module, grad_output, input, target, beta)\n--\n\nsmooth_l1_backward(grad_output, self - target, beta) in one pass, the difference taken inline; smooth_l1_loss.reduced's gradient."});
  tables.functions["_internal"].push_back({"huber_loss_backward", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn__internal_huber_loss_backward)), METH_FASTCALL | METH_KEYWORDS, "huber_loss_backward($module, grad_output, input, target, delta)\n--\n\nhuber_backward(grad_output, self - target, delta) in one pass, the difference taken inline; huber_loss.reduced's gradient."});
}

}  // namespace yaten::python
