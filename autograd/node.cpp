// Node construction: every node gets a sequence number larger than those of
// the nodes created before it, so the engine can run later nodes first.
// In anomaly mode it also records the forward call's stack.
#include "autograd/node.h"

#include <atomic>
#include <vector>

#include "autograd/anomaly_mode.h"

namespace yaten::autograd {

namespace {
std::atomic<uint64_t> next_sequence_nr{0};
}  // namespace

Node::Node() : sequence_nr_(next_sequence_nr.fetch_add(1, std::memory_order_relaxed)) {
  if (AnomalyMode::is_enabled()) record_forward_stack(*this);
}

// Destroying a long chain node by node through shared_ptr would recurse once
// per node and overflow the stack; instead the edges of nodes that are about
// to die are taken over by an explicit stack.
Node::~Node() {
  std::vector<std::shared_ptr<Node>> stack;
  for (Edge& e : next_edges_)
    if (e.function) stack.push_back(std::move(e.function));
  next_edges_.clear();
  while (!stack.empty()) {
    std::shared_ptr<Node> node = std::move(stack.back());
    stack.pop_back();
    if (node.use_count() == 1) {
      for (Edge& e : node->next_edges_)
        if (e.function) stack.push_back(std::move(e.function));
      node->next_edges_.clear();
    }
  }
}

}  // namespace yaten::autograd
