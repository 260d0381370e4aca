// The node a leaf's gradient flows into: it runs the leaf's hooks and adds the
// gradient to leaf.grad. It owns the leaf; the leaf keeps it only weakly.
#pragma once

#include <string>

#include "runtime/tensor.h"
#include "autograd/node.h"

namespace yaten::autograd {

class AccumulateGrad : public Node {
 public:
  explicit AccumulateGrad(Tensor variable);

  TensorList apply(TensorList&& grads) override;
  std::string name() const override { return "AccumulateGrad"; }

  const Tensor& variable() const { return variable_; }

 private:
  // The leaf's hooks applied to grad, in order.
  Tensor run_tensor_hooks(Tensor grad) const;

  Tensor variable_;
};

}  // namespace yaten::autograd
