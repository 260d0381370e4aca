// Accumulation into leaf.grad, as PyTorch's AccumulateGrad does it.
#include "autograd/accumulate_grad.h"

#include <limits>

#include "autograd/autograd_meta.h"
#include "autograd/grad_mode.h"
#include "generated/autograd/ops/add.h"
#include "generated/autograd/ops/copy_.h"
#include "generated/autograd/ops/max.h"
#include "runtime/memory_overlap.h"

namespace yaten::autograd {

AccumulateGrad::AccumulateGrad(Tensor variable) : variable_(std::move(variable)) {
  // Accumulation runs as soon as its gradient is complete.
  sequence_nr_ = std::numeric_limits<uint64_t>::max();
  output_metadata_.push_back({variable_.sizes(), variable_.dtype()});
}

Tensor AccumulateGrad::run_tensor_hooks(Tensor grad) const {
  AutogradMeta* meta = get_meta(variable_);
  if (!meta) return grad;
  // Copy: a hook may register another hook.
  auto hooks = meta->hooks;
  for (const auto& hook : hooks) {
    if (!grad.defined()) break;
    Tensor replaced = hook(grad);
    if (replaced.defined()) grad = std::move(replaced);
  }
  return grad;
}

namespace {
// PyTorch's gradient layout contract: .grad is laid out as its variable when
// the variable is dense in memory (a transposed weight gets a transposed
// gradient), and contiguous otherwise.
DimVector grad_strides(const Tensor& variable) {
  return is_non_overlapping_and_dense(variable) ? variable.strides() : contiguous_strides(variable.sizes());
}

// The incoming gradient may be kept as .grad only when nobody else can see it
// (otherwise an in-place change of .grad would show elsewhere) and when it is
// laid out as the contract says (an expanded gradient must not be written in place).
bool can_steal(const Tensor& g, const Tensor& variable) {
  return g.strides() == grad_strides(variable) && g.impl()->use_count() == 1 && g.storage()->use_count() == 1 &&
         get_meta(g) == nullptr && !g.impl()->is_wrapped_number();
}

// A copy of g laid out by the contract; differentiable in grad mode (create_graph).
Tensor copy_for_grad(const Tensor& g, const Tensor& variable) {
  Tensor out = Tensor::empty_dense(g.sizes(), grad_strides(variable), g.dtype());
  yaten::copy_(out, g);
  return out;
}
}  // namespace

TensorList AccumulateGrad::apply(TensorList&& grads) {
  if (grads.empty() || !grads[0].defined()) return {};
  Tensor new_grad = run_tensor_hooks(std::move(grads[0]));
  grads.clear();
  if (!new_grad.defined()) return {};
  AutogradMeta& meta = materialize_meta(variable_);
  if (!meta.grad.defined()) {
    if (!GradMode::is_enabled() && can_steal(new_grad, variable_)) {
      // A new impl sharing the memory, without autograd state.
      meta.grad = new_grad.view_as_strided(new_grad.sizes(), new_grad.strides(), new_grad.storage_offset());
    } else {
      // Under create_graph the copy keeps the gradient's history.
      meta.grad = copy_for_grad(new_grad, variable_);
    }
  } else if (!GradMode::is_enabled() && meta.grad.sizes() == new_grad.sizes() &&
             is_non_overlapping_and_dense(meta.grad) && !requires_grad(meta.grad)) {
    // In place, as PyTorch does, so references to .grad see the sum.
    yaten::add_(meta.grad, new_grad, 1);
  } else {
    meta.grad = yaten::add(meta.grad, new_grad, 1);
  }
  auto post_hooks = meta.post_accumulate_hooks;  // a hook may register another one
  for (const auto& hook : post_hooks) hook(variable_);
  return {};
}

}  // namespace yaten::autograd
