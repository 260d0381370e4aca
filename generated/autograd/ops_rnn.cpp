// @generated from ops.yaml by codegen (template: ops_family.cpp.j2). Do not edit.
// The 'rnn' entry points: record history when needed, call the kernel.
#include "generated/autograd/ops_rnn.h"

#include "autograd/formula_helpers.h"
#include "autograd/forward_ad.h"
#include "autograd/function_support.h"
#include "autograd/tensor_operators.h"
#include "runtime/names.h"
#include "generated/autograd/nodes_rnn.h"
#include "generated/runtime/kernels_rnn.h"

namespace yaten {

// The jvp of each op: the output's tangent from its inputs' (ops.yaml
// `result:`). A term whose tangents are all undefined is zero and skipped.
namespace {

Tensor _lstm_cell_fused_jvp(const Tensor& gates, const Tensor& cx, const Tensor& gates_t, const Tensor& cx_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(gates_t) || autograd::has_tangent(cx_t)) autograd::add_jvp_term(jvp, lstm_cell_fused_jvp(gates_t, cx_t, gates, cx), false);
  return jvp;
}

Tensor _gru_cell_fused_jvp(const Tensor& input_gates, const Tensor& hidden_gates, const Tensor& hx, const Tensor& input_gates_t, const Tensor& hidden_gates_t, const Tensor& hx_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(input_gates_t) || autograd::has_tangent(hidden_gates_t) || autograd::has_tangent(hx_t)) autograd::add_jvp_term(jvp, gru_cell_fused_jvp(input_gates_t, hidden_gates_t, hx_t, input_gates, hidden_gates, hx), false);
  return jvp;
}

}  // namespace

Tensor _lstm_cell_fused(const Tensor& gates, const Tensor& cx) {
  if (names::any_named(gates, cx)) names::refuse("aten::_lstm_cell_fused");
  std::shared_ptr<autograd::LstmCellFusedBackward0> grad_fn;
  if (autograd::compute_requires_grad(gates, cx)) {
    grad_fn = std::make_shared<autograd::LstmCellFusedBackward0>();
    autograd::collect_edges(*grad_fn, gates, cx);
    grad_fn->gates_ = autograd::SavedVariable(gates, false);
    grad_fn->cx_ = autograd::SavedVariable(cx, false);
  }
  auto result = kernels::_lstm_cell_fused(gates, cx);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
    grad_fn->result_ = autograd::SavedVariable(result, true);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor gates_t = autograd::tangent_of(gates);
    Tensor cx_t = autograd::tangent_of(cx);
    if (autograd::has_tangent(gates_t) || autograd::has_tangent(cx_t)) {
      gates_t = autograd::tangent_or_zeros(gates_t, gates);
      cx_t = autograd::tangent_or_zeros(cx_t, cx);
      autograd::set_tangent(result, _lstm_cell_fused_jvp(gates, cx, gates_t, cx_t));
    }
  }
  return result;
}

Tensor _lstm_cell_fused_backward(const Tensor& grad, const Tensor& gates, const Tensor& cx, const Tensor& result, int64_t wrt) {
  if (names::any_named(grad, gates, cx, result)) names::refuse("aten::_lstm_cell_fused_backward");
  return kernels::_lstm_cell_fused_backward(grad, gates, cx, result, wrt);
}

Tensor _gru_cell_fused(const Tensor& input_gates, const Tensor& hidden_gates, const Tensor& hx) {
  if (names::any_named(input_gates, hidden_gates, hx)) names::refuse("aten::_gru_cell_fused");
  std::shared_ptr<autograd::GruCellFusedBackward0> grad_fn;
  if (autograd::compute_requires_grad(input_gates, hidden_gates, hx)) {
    grad_fn = std::make_shared<autograd::GruCellFusedBackward0>();
    autograd::collect_edges(*grad_fn, input_gates, hidden_gates, hx);
    grad_fn->input_gates_ = autograd::SavedVariable(input_gates, false);
    grad_fn->hidden_gates_ = autograd::SavedVariable(hidden_gates, false);
    grad_fn->hx_ = autograd::SavedVariable(hx, false);
  }
  auto result = kernels::_gru_cell_fused(input_gates, hidden_gates, hx);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor input_gates_t = autograd::tangent_of(input_gates);
    Tensor hidden_gates_t = autograd::tangent_of(hidden_gates);
    Tensor hx_t = autograd::tangent_of(hx);
    if (autograd::has_tangent(input_gates_t) || autograd::has_tangent(hidden_gates_t) || autograd::has_tangent(hx_t)) {
      input_gates_t = autograd::tangent_or_zeros(input_gates_t, input_gates);
      hidden_gates_t = autograd::tangent_or_zeros(hidden_gates_t, hidden_gates);
      hx_t = autograd::tangent_or_zeros(hx_t, hx);
      autograd::set_tangent(result, _gru_cell_fused_jvp(input_gates, hidden_gates, hx, input_gates_t, hidden_gates_t, hx_t));
    }
  }
  return result;
}

Tensor _gru_cell_fused_backward(const Tensor& grad, const Tensor& input_gates, const Tensor& hidden_gates, const Tensor& hx, int64_t wrt) {
  if (names::any_named(grad, input_gates, hidden_gates, hx)) names::refuse("aten::_gru_cell_fused_backward");
  return kernels::_gru_cell_fused_backward(grad, input_gates, hidden_gates, hx, wrt);
}

}  // namespace yaten
