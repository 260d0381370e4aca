// @generated from ops.yaml by codegen (template: nodes_family.cpp.j2). Do not edit.
// Backward formulas of the 'rnn' ops, from ops.yaml.
#include "generated/autograd/nodes_rnn.h"

#include "autograd/formula_helpers.h"
#include "autograd/function_support.h"
#include "autograd/tensor_operators.h"

namespace yaten::autograd {

TensorList LstmCellFusedBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor gates = gates_.unpack();
  Tensor cx = cx_.unpack();
  Tensor result = result_.unpack(shared_from_this());
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = lstm_cell_fused_grad(grad, gates, cx, result, 0);
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = lstm_cell_fused_grad(grad, gates, cx, result, 1);
  }
  ++edge;
  return grad_inputs;
}

void LstmCellFusedBackward0::release_variables() {
  gates_.reset();
  cx_.reset();
  result_.reset();
}

void LstmCellFusedBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("gates", gates_);
  visitor.saved("cx", cx_);
  visitor.saved("result", result_);
}

TensorList GruCellFusedBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor input_gates = input_gates_.unpack();
  Tensor hidden_gates = hidden_gates_.unpack();
  Tensor hx = hx_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = gru_cell_fused_grad(grad, input_gates, hidden_gates, hx, 0);
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = gru_cell_fused_grad(grad, input_gates, hidden_gates, hx, 1);
  }
  ++edge;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = gru_cell_fused_grad(grad, input_gates, hidden_gates, hx, 2);
  }
  ++edge;
  return grad_inputs;
}

void GruCellFusedBackward0::release_variables() {
  input_gates_.reset();
  hidden_gates_.reset();
  hx_.reset();
}

void GruCellFusedBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("input_gates", input_gates_);
  visitor.saved("hidden_gates", hidden_gates_);
  visitor.saved("hx", hx_);
}

}  // namespace yaten::autograd
