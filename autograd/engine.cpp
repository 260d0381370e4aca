// The backward pass: dependency counting, a ready queue ordered by sequence
// number, per-node input buffers, gradient validation and capture of the
// gradients autograd.grad asks for.
#include "autograd/engine.h"

#include <algorithm>
#include <exception>
#include <optional>
#include <queue>
#include <thread>
#include <unordered_map>
#include <unordered_set>

#include "autograd/accumulate_grad.h"
#include "autograd/anomaly_mode.h"
#include "autograd/autograd_meta.h"
#include "autograd/formula_helpers.h"
#include "autograd/grad_mode.h"
#include "generated/autograd/ops/add.h"
#include "generated/autograd/ops/ones_like.h"
#include "generated/autograd/ops/to.h"
#include "runtime/error.h"
#include "runtime/names.h"
#include "runtime/shape.h"

namespace yaten::autograd {

namespace {

struct NodeTask {
  TensorList buffer;     // one slot per forward output of the node
  int64_t dependencies = 0;
};

struct CompareNodes {
  bool operator()(Node* a, Node* b) const { return a->sequence_nr() < b->sequence_nr(); }
};

// Whether a tensor of `shape` broadcasts to `desired`.
bool is_expandable_to(const DimVector& shape, const DimVector& desired) {
  if (shape.size() > desired.size()) return false;
  size_t lead = desired.size() - shape.size();
  for (size_t i = 0; i < shape.size(); ++i) {
    if (shape[i] != desired[lead + i] && shape[i] != 1) return false;
  }
  return true;
}

// Whether the sum of two gradients may be written into t: nothing else sees
// t or its memory (the buffer holds the one reference to both), it is a
// plain dense tensor of the sum's shape and dtype, and no graph is being
// built (create_graph records the sum out of place, as a node).
bool can_take_sum_in_place(const Tensor& t, const Tensor& other) {
  return !GradMode::is_enabled() && t.impl()->use_count() == 1 && t.storage()->use_count() == 1 &&
         t.sizes() == other.sizes() && t.dtype() == other.dtype() && t.is_contiguous() && !requires_grad(t);
}

// A node's input gradients from its several consumers are summed as they
// come. A weight used at every step of a recurrence (an LSTM's) gets one per
// step: summing into a gradient only the buffer holds, as torch's
// InputBuffer does, saves allocating and filling a new one each time.
void add_to_buffer(TensorList& buffer, uint32_t slot, Tensor grad) {
  if (buffer.size() <= slot) buffer.resize(slot + 1);
  Tensor& old = buffer[slot];
  if (!old.defined()) {
    old = std::move(grad);
  } else if (can_take_sum_in_place(old, grad)) {
    yaten::add_(old, grad, 1);
  } else if (can_take_sum_in_place(grad, old)) {
    yaten::add_(grad, old, 1);
    old = std::move(grad);
  } else {
    old = yaten::add(old, grad, 1);
  }
}

std::string size_str(const DimVector& sizes) { return "yaten.Size(" + shape_str(sizes) + ")"; }

// Undoes broadcasting and dtype promotion on the gradients a node returned.
void validate_outputs(const Node& node, TensorList& grads) {
  const auto& edges = node.next_edges();
  YATEN_CHECK(grads.size() == edges.size(), "function ", node.name(), " returned an incorrect number of gradients (expected ",
              edges.size(), ", got ", grads.size(), ")");
  const auto& metadata = node.input_metadata();
  for (size_t i = 0; i < grads.size(); ++i) {
    Tensor& g = grads[i];
    if (!edges[i].is_valid() || !g.defined() || i >= metadata.size()) continue;
    const InputMetadata& m = metadata[i];
    if (g.sizes() != m.sizes) {
      YATEN_CHECK(is_expandable_to(m.sizes, g.sizes()), "Function ", node.name(), " returned an invalid gradient at index ",
                  i, " - got ", shape_str(g.sizes()), " but expected shape compatible with ", shape_str(m.sizes));
      g = yaten::sum_to(g, m.sizes);
    }
    if (g.dtype() != m.dtype && is_floating(m.dtype)) g = yaten::to(g, m.dtype, false, false);
  }
}

// autograd.grad: the gradients arriving for the requested tensors, before
// any of their hooks run (as in PyTorch 1.13). backward(inputs=...): a leaf
// accumulates through its AccumulateGrad (hooks included), a non-leaf
// through the retain_grad hook run_backward gave it.
void capture(Node* node, const TensorList& grads, const std::vector<std::pair<uint32_t, size_t>>& targets,
             bool accumulate_grad, TensorList& captured) {
  for (const auto& [slot, index] : targets) captured[index] = slot < grads.size() ? grads[slot] : Tensor();
  if (!accumulate_grad) return;
  if (auto* acc = dynamic_cast<AccumulateGrad*>(node)) acc->apply(TensorList(grads));
}

InterpreterLock g_interpreter_lock;
thread_local int tls_backward_depth = 0;

// Releases the interpreter lock (if the Python layer set one) for a scope.
class WithoutInterpreter {
 public:
  WithoutInterpreter() : token_(g_interpreter_lock.release ? g_interpreter_lock.release() : nullptr) {}
  ~WithoutInterpreter() {
    if (g_interpreter_lock.reacquire) g_interpreter_lock.reacquire(token_);
  }
  WithoutInterpreter(const WithoutInterpreter&) = delete;
  WithoutInterpreter& operator=(const WithoutInterpreter&) = delete;

 private:
  void* token_;
};

class DepthScope {
 public:
  DepthScope() { ++tls_backward_depth; }
  ~DepthScope() { --tls_backward_depth; }
  DepthScope(const DepthScope&) = delete;
  DepthScope& operator=(const DepthScope&) = delete;
};

TensorList run_backward_here(const TensorList& roots, const TensorList& grad_roots, bool keep_graph,
                             bool create_graph, const TensorList& inputs, bool allow_unused, bool accumulate_grad);

}  // namespace

namespace {

// The callbacks queued during each backward pass running on this thread
// (a hook may start a nested backward: the innermost is last).
thread_local std::vector<std::vector<std::function<void()>>> final_callbacks;

struct FinalCallbacksScope {
  FinalCallbacksScope() { final_callbacks.emplace_back(); }
  ~FinalCallbacksScope() { final_callbacks.pop_back(); }
  void run() {
    // By index: a callback may queue another, which runs in this pass too.
    for (size_t i = 0; i < final_callbacks.back().size(); ++i) {
      auto callback = final_callbacks.back()[i];
      callback();
    }
  }
};

}  // namespace

void queue_callback(std::function<void()> callback) {
  YATEN_CHECK(!final_callbacks.empty(), "Final callbacks can only be installed during backward pass.");
  final_callbacks.back().push_back(std::move(callback));
}

void set_interpreter_lock(InterpreterLock lock) { g_interpreter_lock = lock; }

TensorList run_backward(const TensorList& roots, const TensorList& grad_roots, bool keep_graph, bool create_graph,
                        const TensorList& inputs, bool allow_unused, bool accumulate_grad) {
  if (tls_backward_depth < kMaxReentrantDepthPerThread) {
    const DepthScope depth;
    return run_backward_here(roots, grad_roots, keep_graph, create_graph, inputs, allow_unused, accumulate_grad);
  }
  // Deep reentrant backward: a fresh thread (and stack) runs it while this
  // one waits without the interpreter lock, which the nodes may need.
  TensorList result;
  std::exception_ptr error;
  const bool grad_mode = GradMode::is_enabled();
  {
    const WithoutInterpreter unlocked;
    std::thread worker([&] {
      GradMode::set_enabled(grad_mode);
      const DepthScope depth;
      try {
        result = run_backward_here(roots, grad_roots, keep_graph, create_graph, inputs, allow_unused, accumulate_grad);
      } catch (...) {
        error = std::current_exception();
      }
    });
    worker.join();
  }
  if (error) std::rethrow_exception(error);
  return result;
}

namespace {

TensorList run_backward_here(const TensorList& roots, const TensorList& grad_roots, bool keep_graph,
                             bool create_graph, const TensorList& inputs, bool allow_unused, bool accumulate_grad) {
  // Gradients are unnamed, as torch's: backward formulas run without name inference.
  const names::DisabledGuard no_names;
  // On the thread that runs the pass: a deep reentrant backward runs on a fresh one.
  FinalCallbacksScope callbacks;
  // Roots: their edges and their (possibly implicit) gradients.
  std::vector<Edge> root_edges;
  TensorList root_grads;
  root_edges.reserve(roots.size());
  root_grads.reserve(roots.size());
  for (size_t i = 0; i < roots.size(); ++i) {
    const Tensor& root = roots[i];
    YATEN_CHECK(root.defined(), "element ", i, " of tensors is undefined");
    Edge edge = gradient_edge(root);
    YATEN_CHECK(edge.is_valid(), "element ", i, " of tensors does not require grad and does not have a grad_fn");
    Tensor g = i < grad_roots.size() ? grad_roots[i] : Tensor();
    if (!g.defined()) {
      YATEN_CHECK(root.numel() == 1, "grad can be implicitly created only for scalar outputs");
      g = yaten::ones_like(root, std::nullopt, false);
    } else {
      YATEN_CHECK(g.sizes() == root.sizes(), "Mismatch in shape: grad_output[", i, "] has a shape of ", size_str(g.sizes()),
                  " and output[", i, "] has a shape of ", size_str(root.sizes()), ".");
    }
    root_edges.push_back(std::move(edge));
    root_grads.push_back(std::move(g));
  }

  // Capture targets (autograd.grad): the edge each input's gradient flows along.
  std::vector<Edge> input_edges;
  std::unordered_map<Node*, std::vector<std::pair<uint32_t, size_t>>> captures;  // node -> (slot, input index)
  for (size_t i = 0; i < inputs.size(); ++i) {
    YATEN_CHECK(inputs[i].defined() && requires_grad(inputs[i]), "One of the differentiated Tensors does not require grad");
    if (accumulate_grad && !is_leaf(inputs[i])) retain_grad(inputs[i]);
    Edge edge = gradient_edge(inputs[i]);
    captures[edge.function.get()].emplace_back(edge.input_nr, i);
    input_edges.push_back(std::move(edge));
  }
  const bool capturing = !inputs.empty();

  // Every reachable node, and how many edges point at it.
  std::unordered_map<Node*, NodeTask> tasks;
  {
    std::vector<Node*> stack;
    for (const Edge& e : root_edges) {
      Node* n = e.function.get();
      if (tasks.emplace(n, NodeTask{}).second) {
        stack.push_back(n);
      }
    }
    while (!stack.empty()) {
      Node* n = stack.back();
      stack.pop_back();
      for (const Edge& e : n->next_edges()) {
        if (!e.is_valid()) continue;
        Node* next = e.function.get();
        auto [it, inserted] = tasks.emplace(next, NodeTask{});
        it->second.dependencies++;
        if (inserted) {
          stack.push_back(next);
        }
      }
    }
  }

  // With inputs, only the nodes that lead to a capture target run; the
  // targets themselves are visited to capture, and run only if they lead to
  // another target. AccumulateGrad never runs then (no .grad is touched).
  std::unordered_set<Node*> needed;
  if (capturing) {
    // Post-order DFS: a node is needed when one of its next nodes is a
    // target or is needed itself.
    std::unordered_set<Node*> done;
    std::vector<std::pair<Node*, size_t>> stack;  // node, next edge to look at
    for (const Edge& root : root_edges) {
      if (!done.insert(root.function.get()).second) continue;
      stack.emplace_back(root.function.get(), 0);
      while (!stack.empty()) {
        auto& [n, i] = stack.back();
        const auto& edges = n->next_edges();
        if (i < edges.size()) {
          Node* next = edges[i++].function.get();
          if (next && done.insert(next).second) stack.emplace_back(next, 0);
          continue;
        }
        for (const Edge& e : edges) {
          Node* next = e.function.get();
          if (next && (needed.count(next) || captures.count(next))) {
            needed.insert(n);
            break;
          }
        }
        stack.pop_back();
      }
    }
  }
  auto should_visit = [&](Node* n) { return !capturing || needed.count(n) || captures.count(n); };
  auto should_run = [&](Node* n) { return !capturing || needed.count(n); };

  AutoGradMode grad_mode(create_graph);

  std::priority_queue<Node*, std::vector<Node*>, CompareNodes> ready;
  for (size_t i = 0; i < root_edges.size(); ++i) {
    Node* n = root_edges[i].function.get();
    add_to_buffer(tasks[n].buffer, root_edges[i].input_nr, std::move(root_grads[i]));
  }
  {
    std::unordered_set<Node*> queued;
    for (const Edge& e : root_edges) {
      Node* n = e.function.get();
      if (tasks[n].dependencies == 0 && should_visit(n) && queued.insert(n).second) ready.push(n);
    }
  }

  TensorList captured(inputs.size());
  // Nodes run without the interpreter lock; those that call Python (custom
  // Functions, Python hooks) take it for their call.
  std::optional<WithoutInterpreter> unlocked(std::in_place);
  while (!ready.empty()) {
    Node* node = ready.top();
    ready.pop();
    NodeTask& task = tasks[node];
    TensorList grads = std::move(task.buffer);
    size_t nslots = std::max(grads.size(), node->output_metadata().size());
    if (grads.size() < nslots) grads.resize(nslots);

    auto cap = captures.find(node);
    if (cap != captures.end()) capture(node, grads, cap->second, accumulate_grad, captured);
    if (!node->pre_hooks().empty()) {
      auto hooks = node->pre_hooks();  // a hook may register another one
      for (const auto& hook : hooks) grads = hook(grads);
    }

    if (!should_run(node)) continue;

    TensorList outputs;
    try {
      // Post hooks see the gradients the node was given: keep them only for those.
      TensorList grads_given = node->post_hooks().empty() ? TensorList() : grads;
      outputs = node->apply(std::move(grads));
      if (!keep_graph) node->release_variables();
      validate_outputs(*node, outputs);
      if (!node->post_hooks().empty()) {
        auto hooks = node->post_hooks();  // a hook may register another one
        for (const auto& hook : hooks) outputs = hook(outputs, grads_given);
      }
      if (AnomalyMode::is_enabled() && AnomalyMode::should_check_nan()) check_for_nan(*node, outputs);
    } catch (...) {
      if (AnomalyMode::is_enabled()) report_backward_failure(*node);
      throw;
    }

    const auto& edges = node->next_edges();
    for (size_t i = 0; i < edges.size(); ++i) {
      const Edge& e = edges[i];
      if (!e.is_valid()) continue;
      Node* next = e.function.get();
      NodeTask& next_task = tasks[next];
      if (outputs[i].defined()) add_to_buffer(next_task.buffer, e.input_nr, std::move(outputs[i]));
      if (--next_task.dependencies == 0 && should_visit(next)) ready.push(next);
    }
  }

  callbacks.run();
  unlocked.reset();
  if (!capturing || accumulate_grad) return {};
  for (size_t i = 0; i < captured.size(); ++i) {
    YATEN_CHECK(captured[i].defined() || allow_unused,
                "One of the differentiated Tensors appears to not have been used in the graph. Set allow_unused=True "
                "if this is the desired behavior.");
  }
  return captured;
}

}  // namespace

}  // namespace yaten::autograd
