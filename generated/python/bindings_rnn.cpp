// @generated from ops.yaml by codegen (template: bindings_family.cpp.j2). Do not edit.
// Python entries of the 'rnn' ops: one per Python name, parsing all
// of its overloads in one pass (python/src/arg_parser.h).
#include "generated/python/bindings.h"

#include "generated/autograd/ops_rnn.h"
#include "python/src/arg_parser.h"
#include "python/src/device_objects.h"
#include "python/src/gil_release.h"
#include "python/src/named_tensors.h"
#include "python/src/torch_function.h"
#include "python/src/wrap.h"

namespace yaten::python {
namespace {

PyObject* fn__internal__lstm_cell_fused([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "_lstm_cell_fused(Tensor gates, Tensor cx)",
  }, false);
  ParsedArgs<2> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::_lstm_cell_fused(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn__internal__lstm_cell_fused_backward([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "_lstm_cell_fused_backward(Tensor grad, Tensor gates, Tensor cx, Tensor result, int wrt)",
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
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::_lstm_cell_fused_backward(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn__internal__gru_cell_fused([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "_gru_cell_fused(Tensor input_gates, Tensor hidden_gates, Tensor hx)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::_gru_cell_fused(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn__internal__gru_cell_fused_backward([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "_gru_cell_fused_backward(Tensor grad, Tensor input_gates, Tensor hidden_gates, Tensor hx, int wrt)",
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
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::_gru_cell_fused_backward(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_lstm_cell([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "lstm_cell(Tensor input, Tensor[] hx, Tensor w_ih, Tensor w_hh, Tensor? b_ih=None, Tensor? b_hh=None)",
  }, false);
  ParsedArgs<6> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "lstm_cell", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor_list(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.tensor(3);
      auto&& a4 = r.tensor(4);
      auto&& a5 = r.tensor(5);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::lstm_cell(a0, a1, a2, a3, a4, a5); }, a0, a1, a2, a3, a4, a5);
      return wrap_plain_tuple(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_gru_cell([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "gru_cell(Tensor input, Tensor hx, Tensor w_ih, Tensor w_hh, Tensor? b_ih=None, Tensor? b_hh=None)",
  }, false);
  ParsedArgs<6> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "gru_cell", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.tensor(3);
      auto&& a4 = r.tensor(4);
      auto&& a5 = r.tensor(5);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::gru_cell(a0, a1, a2, a3, a4, a5); }, a0, a1, a2, a3, a4, a5);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_rnn_tanh_cell([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "rnn_tanh_cell(Tensor input, Tensor hx, Tensor w_ih, Tensor w_hh, Tensor? b_ih=None, Tensor? b_hh=None)",
  }, false);
  ParsedArgs<6> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "rnn_tanh_cell", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.tensor(3);
      auto&& a4 = r.tensor(4);
      auto&& a5 = r.tensor(5);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::rnn_tanh_cell(a0, a1, a2, a3, a4, a5); }, a0, a1, a2, a3, a4, a5);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_rnn_relu_cell([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "rnn_relu_cell(Tensor input, Tensor hx, Tensor w_ih, Tensor w_hh, Tensor? b_ih=None, Tensor? b_hh=None)",
  }, false);
  ParsedArgs<6> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "rnn_relu_cell", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.tensor(3);
      auto&& a4 = r.tensor(4);
      auto&& a5 = r.tensor(5);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::rnn_relu_cell(a0, a1, a2, a3, a4, a5); }, a0, a1, a2, a3, a4, a5);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_lstm([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "lstm(Tensor input, Tensor[] hx, Tensor[] params, bool has_biases, int num_layers, float dropout, bool train, bool bidirectional, bool batch_first)",
      "lstm(Tensor data, Tensor batch_sizes, Tensor[] hx, Tensor[] params, bool has_biases, int num_layers, float dropout, bool train, bool bidirectional)",
  }, false);
  ParsedArgs<9> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "lstm", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor_list(1);
      auto&& a2 = r.tensor_list(2);
      auto&& a3 = r.to_bool(3);
      auto&& a4 = r.int64(4);
      auto&& a5 = r.to_double(5);
      auto&& a6 = r.to_bool(6);
      auto&& a7 = r.to_bool(7);
      auto&& a8 = r.to_bool(8);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::lstm_input(a0, a1, a2, a3, a4, a5, a6, a7, a8); }, a0, a1, a2, a3, a4, a5, a6, a7, a8);
      return wrap_plain_tuple(result);
    }
    case 1: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor_list(2);
      auto&& a3 = r.tensor_list(3);
      auto&& a4 = r.to_bool(4);
      auto&& a5 = r.int64(5);
      auto&& a6 = r.to_double(6);
      auto&& a7 = r.to_bool(7);
      auto&& a8 = r.to_bool(8);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::lstm_data(a0, a1, a2, a3, a4, a5, a6, a7, a8); }, a0, a1, a2, a3, a4, a5, a6, a7, a8);
      return wrap_plain_tuple(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_gru([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "gru(Tensor input, Tensor hx, Tensor[] params, bool has_biases, int num_layers, float dropout, bool train, bool bidirectional, bool batch_first)",
      "gru(Tensor data, Tensor batch_sizes, Tensor hx, Tensor[] params, bool has_biases, int num_layers, float dropout, bool train, bool bidirectional)",
  }, false);
  ParsedArgs<9> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "gru", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor_list(2);
      auto&& a3 = r.to_bool(3);
      auto&& a4 = r.int64(4);
      auto&& a5 = r.to_double(5);
      auto&& a6 = r.to_bool(6);
      auto&& a7 = r.to_bool(7);
      auto&& a8 = r.to_bool(8);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::gru_input(a0, a1, a2, a3, a4, a5, a6, a7, a8); }, a0, a1, a2, a3, a4, a5, a6, a7, a8);
      return wrap_plain_tuple(result);
    }
    case 1: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.tensor_list(3);
      auto&& a4 = r.to_bool(4);
      auto&& a5 = r.int64(5);
      auto&& a6 = r.to_double(6);
      auto&& a7 = r.to_bool(7);
      auto&& a8 = r.to_bool(8);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::gru_data(a0, a1, a2, a3, a4, a5, a6, a7, a8); }, a0, a1, a2, a3, a4, a5, a6, a7, a8);
      return wrap_plain_tuple(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_rnn_tanh([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "rnn_tanh(Tensor input, Tensor hx, Tensor[] params, bool has_biases, int num_layers, float dropout, bool train, bool bidirectional, bool batch_first)",
      "rnn_tanh(Tensor data, Tensor batch_sizes, Tensor hx, Tensor[] params, bool has_biases, int num_layers, float dropout, bool train, bool bidirectional)",
  }, false);
  ParsedArgs<9> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "rnn_tanh", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor_list(2);
      auto&& a3 = r.to_bool(3);
      auto&& a4 = r.int64(4);
      auto&& a5 = r.to_double(5);
      auto&& a6 = r.to_bool(6);
      auto&& a7 = r.to_bool(7);
      auto&& a8 = r.to_bool(8);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::rnn_tanh_input(a0, a1, a2, a3, a4, a5, a6, a7, a8); }, a0, a1, a2, a3, a4, a5, a6, a7, a8);
      return wrap_plain_tuple(result);
    }
    case 1: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.tensor_list(3);
      auto&& a4 = r.to_bool(4);
      auto&& a5 = r.int64(5);
      auto&& a6 = r.to_double(6);
      auto&& a7 = r.to_bool(7);
      auto&& a8 = r.to_bool(8);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::rnn_tanh_data(a0, a1, a2, a3, a4, a5, a6, a7, a8); }, a0, a1, a2, a3, a4, a5, a6, a7, a8);
      return wrap_plain_tuple(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_rnn_relu([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "rnn_relu(Tensor input, Tensor hx, Tensor[] params, bool has_biases, int num_layers, float dropout, bool train, bool bidirectional, bool batch_first)",
      "rnn_relu(Tensor data, Tensor batch_sizes, Tensor hx, Tensor[] params, bool has_biases, int num_layers, float dropout, bool train, bool bidirectional)",
  }, false);
  ParsedArgs<9> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "rnn_relu", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor_list(2);
      auto&& a3 = r.to_bool(3);
      auto&& a4 = r.int64(4);
      auto&& a5 = r.to_double(5);
      auto&& a6 = r.to_bool(6);
      auto&& a7 = r.to_bool(7);
      auto&& a8 = r.to_bool(8);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::rnn_relu_input(a0, a1, a2, a3, a4, a5, a6, a7, a8); }, a0, a1, a2, a3, a4, a5, a6, a7, a8);
      return wrap_plain_tuple(result);
    }
    case 1: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.tensor_list(3);
      auto&& a4 = r.to_bool(4);
      auto&& a5 = r.int64(5);
      auto&& a6 = r.to_double(6);
      auto&& a7 = r.to_bool(7);
      auto&& a8 = r.to_bool(8);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::rnn_relu_data(a0, a1, a2, a3, a4, a5, a6, a7, a8); }, a0, a1, a2, a3, a4, a5, a6, a7, a8);
      return wrap_plain_tuple(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

}  // namespace

void add_rnn_bindings(MethodTables& tables) {
  tables.functions["_internal"].push_back({"_lstm_cell_fused", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn__internal__lstm_cell_fused)), METH_FASTCALL | METH_KEYWORDS, "_lstm_cell_fused($module, gates, cx)\n--\n\nOne LSTM step from its gate pre-activations gates (N, 4H; input, forget, cell, output gates, biases included) and cell state cx (N, H) in one pass, as torch's fused cell; returns (N, 2H), the new hidden state then the new cell state."});
  tables.functions["_internal"].push_back({"_lstm_cell_fused_backward", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn__internal__lstm_cell_fused_backward)), METH_FASTCALL | METH_KEYWORDS, "_lstm_cell_fused_backward($module, grad, gates, cx, result, wrt)\n--\n\nThe gradient of _lstm_cell_fused (output result) with respect to gates (wrt 0) or cx (wrt 1), in one pass; not differentiable itself (lstm_cell_fused_grad takes yaten ops under create_graph)."});
  tables.functions["_internal"].push_back({"_gru_cell_fused", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn__internal__gru_cell_fused)), METH_FASTCALL | METH_KEYWORDS, "_gru_cell_fused($module, input_gates, hidden_gates, hx)\n--\n\nOne GRU step from input_gates = x W_ih^T + b_ih and hidden_gates = hx W_hh^T + b_hh (N, 3H each; reset, update, new) and hx (N, H) in one pass, as torch's fused cell; returns the new hidden state (N, H)."});
  tables.functions["_internal"].push_back({"_gru_cell_fused_backward", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn__internal__gru_cell_fused_backward)), METH_FASTCALL | METH_KEYWORDS, "_gru_cell_fused_backward($module, grad, input_gates, hidden_gates, hx, wrt)\n--\n\nThe gradient of _gru_cell_fused with respect to input_gates (wrt 0), hidden_gates (1) or hx (2), in one pass; not differentiable itself (gru_cell_fused_grad takes yaten ops under create_graph)."});
  tables.functions["_functions"].push_back({"lstm_cell", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_lstm_cell)), METH_FASTCALL | METH_KEYWORDS, "lstm_cell($module, input, hx, w_ih, w_hh, b_ih=None, b_hh=None)\n--\n\nOne LSTM step of input (N, I) from hx = (h, c) (N, H each), weights w_ih (4H, I), w_hh (4H, H) and biases (4H); returns (h', c')."});
  tables.functions["_functions"].push_back({"gru_cell", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_gru_cell)), METH_FASTCALL | METH_KEYWORDS, "gru_cell($module, input, hx, w_ih, w_hh, b_ih=None, b_hh=None)\n--\n\nOne GRU step of input (N, I) from hx (N, H), weights w_ih (3H, I), w_hh (3H, H) and biases (3H); returns h'."});
  tables.functions["_functions"].push_back({"rnn_tanh_cell", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_rnn_tanh_cell)), METH_FASTCALL | METH_KEYWORDS, "rnn_tanh_cell($module, input, hx, w_ih, w_hh, b_ih=None, b_hh=None)\n--\n\nOne Elman RNN step, tanh(input w_ih^T + b_ih + hx w_hh^T + b_hh)."});
  tables.functions["_functions"].push_back({"rnn_relu_cell", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_rnn_relu_cell)), METH_FASTCALL | METH_KEYWORDS, "rnn_relu_cell($module, input, hx, w_ih, w_hh, b_ih=None, b_hh=None)\n--\n\nOne Elman RNN step, relu(input w_ih^T + b_ih + hx w_hh^T + b_hh)."});
  tables.functions["_functions"].push_back({"lstm", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_lstm)), METH_FASTCALL | METH_KEYWORDS, "lstm($module, input=None, hx=None, params=None, has_biases=None, num_layers=None, dropout=None, train=None, bidirectional=None, batch_first=None, *, data=None, batch_sizes=None)\n--\n\nA multi-layer LSTM over input (T, N, I) (or (N, T, I) with batch_first) from hx = (h0, c0) (layers * directions, N, H or proj_size), params per layer and direction w_ih, w_hh[, b_ih, b_hh][, w_hr]; returns (output, h_n, c_n), as torch.lstm (nn.LSTM's engine)."});
  tables.functions["_functions"].push_back({"gru", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_gru)), METH_FASTCALL | METH_KEYWORDS, "gru($module, input=None, hx=None, params=None, has_biases=None, num_layers=None, dropout=None, train=None, bidirectional=None, batch_first=None, *, data=None, batch_sizes=None)\n--\n\nA multi-layer GRU over input (T, N, I) (or (N, T, I) with batch_first) from hx (layers * directions, N, H), params per layer and direction w_ih, w_hh[, b_ih, b_hh]; returns (output, h_n), as torch.gru."});
  tables.functions["_functions"].push_back({"rnn_tanh", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_rnn_tanh)), METH_FASTCALL | METH_KEYWORDS, "rnn_tanh($module, input=None, hx=None, params=None, has_biases=None, num_layers=None, dropout=None, train=None, bidirectional=None, batch_first=None, *, data=None, batch_sizes=None)\n--\n\nA multi-layer Elman RNN with tanh over input (T, N, I) (or (N, T, I) with batch_first); returns (output, h_n), as torch.rnn_tanh."});
  tables.functions["_functions"].push_back({"rnn_relu", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_rnn_relu)), METH_FASTCALL | METH_KEYWORDS, "rnn_relu($module, input=None, hx=None, params=None, has_biases=None, num_layers=None, dropout=None, train=None, bidirectional=None, batch_first=None, *, data=None, batch_sizes=None)\n--\n\nA multi-layer Elman RNN with relu over input (T, N, I) (or (N, T, I) with batch_first); returns (output, h_n), as torch.rnn_relu."});
}

}  // namespace yaten::python
