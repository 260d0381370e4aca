// @generated from ops.yaml by codegen (template: nodes_family.cpp.j2). Do not edit.
// Backward formulas of the 'sparse' ops, from ops.yaml.
#include "generated/autograd/nodes_sparse.h"

#include "autograd/formula_helpers.h"
#include "autograd/function_support.h"
#include "autograd/tensor_operators.h"

namespace yaten::autograd {

TensorList EmbeddingGradScaleBackward0::apply(TensorList&& grads) {
  if (!materialize_grads(*this, grads)) return TensorList(next_edges_.size());
  const Tensor& grad = grads[0];
  Tensor scale = scale_.unpack();
  TensorList grad_inputs(next_edges_.size());
  size_t edge = 0;
  if (should_compute(*this, edge)) {
    grad_inputs[edge] = grad * scale;
  }
  ++edge;
  return grad_inputs;
}

void EmbeddingGradScaleBackward0::release_variables() {
  scale_.reset();
}

void EmbeddingGradScaleBackward0::visit_saved(SavedValueVisitor& visitor) const {
  visitor.saved("scale", scale_);
}

}  // namespace yaten::autograd
