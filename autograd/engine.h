// Runs the backward graph: counts dependencies from the roots, then executes
// nodes when all their gradients have arrived, highest sequence number first.
#pragma once

#include <functional>
#include <vector>

#include "autograd/edge.h"
#include "autograd/node.h"

namespace yaten::autograd {

// Accumulates into .grad of leaves when `inputs` is empty (Tensor.backward);
// otherwise returns the gradients arriving at `inputs` before their hooks
// (autograd.grad) and touches no .grad, unless accumulate_grad
// (backward(inputs=...)): then the .grad of `inputs` only is accumulated,
// after their hooks (non-leaf inputs are made to retain_grad, as in torch).
// RuntimeError if a node's saved tensors were freed.
// Set once by the Python layer: called around the parts of backward that need
// no interpreter (the node loop, waiting for a reentrant backward's thread),
// so other Python threads run meanwhile. release() returns a token that
// reacquire() takes back; nodes that run Python code reacquire by themselves.
struct InterpreterLock {
  void* (*release)() = nullptr;
  void (*reacquire)(void* token) = nullptr;
};
void set_interpreter_lock(InterpreterLock lock);

// A backward started from inside a node's backward (a custom Function whose
// backward calls backward) nests on the C++ stack; past this many levels on
// one thread it runs on a fresh thread instead, as torch's engine does, so
// thousands of levels do not overflow the stack.
constexpr int kMaxReentrantDepthPerThread = 40;

TensorList run_backward(const TensorList& roots, const TensorList& grad_roots, bool keep_graph,
                        bool create_graph, const TensorList& inputs, bool allow_unused,
                        bool accumulate_grad = false);

// Runs `callback` when the backward pass running on this thread ends
// (Variable._execution_engine.queue_callback): after every node, in the
// order queued; not when the pass fails. RuntimeError outside a backward.
void queue_callback(std::function<void()> callback);

}  // namespace yaten::autograd
