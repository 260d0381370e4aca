// Runs the backward graph: counts dependencies from the roots, then executes
// nodes when all their gradients have arrived, highest sequence number first.
#pragma once

#include <functional>
#include <vector>

#include "edge.h"
#include "node.h"

namespace yaten::autograd {

// Accumulates into .grad of leaves when `inputs` is empty (Tensor.backward);
// otherwise returns the gradients arriving at `inputs` before their hooks
// (autograd.grad) and touches no .grad, unless accumulate_grad
// (backward(inputs=...)): then the .grad of `inputs` only is accumulated,
// after their hooks (non-leaf inputs are made to retain_grad, as in torch).
// RuntimeError if a node's saved tensors were freed.
TensorList run_backward(const TensorList& roots, const TensorList& grad_roots, bool keep_graph,
                        bool create_graph, const TensorList& inputs, bool allow_unused,
                        bool accumulate_grad = false);

// Runs `callback` when the backward pass running on this thread ends
// (Variable._execution_engine.queue_callback): after every node, in the
// order queued; not when the pass fails. RuntimeError outside a backward.
void queue_callback(std::function<void()> callback);

}  // namespace yaten::autograd
