// The node behind undefined_grad.
#include "autograd/undefined_grad.h"

#include <memory>

#include "autograd/function_support.h"

namespace yaten::autograd {

namespace {

class UndefinedGradBackward : public Node {
 public:
  TensorList apply(TensorList&&) override { return TensorList(next_edges_.size()); }
  std::string name() const override { return "UndefinedGradBackward"; }
};

}  // namespace

Tensor undefined_grad(const Tensor& t) {
  Tensor out = t.view_as_strided(t.sizes(), t.strides(), t.storage_offset());
  if (compute_requires_grad(t)) {
    auto node = std::make_shared<UndefinedGradBackward>();
    collect_edges(*node, t);
    set_history_all(out, node);
  }
  return out;
}

}  // namespace yaten::autograd
