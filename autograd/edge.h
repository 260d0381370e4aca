// An edge of the backward graph: the node a gradient flows to, and which of
// that node's inputs it is.
#pragma once

#include <cstdint>
#include <memory>

namespace yaten::autograd {

class Node;

struct Edge {
  std::shared_ptr<Node> function;
  uint32_t input_nr = 0;
  bool is_valid() const { return function != nullptr; }
};

}  // namespace yaten::autograd
