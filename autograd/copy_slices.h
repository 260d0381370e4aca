// In-place ops on views of tensors that require grad, as PyTorch handles
// them: the op's node is wrapped in a CopySlices node that becomes the grad_fn
// of the view's base, so the base's gradient sees the write; the view's own
// grad_fn becomes a view of the base's new history.
#pragma once

#include <memory>

#include "runtime/tensor.h"
#include "autograd/node.h"

namespace yaten::autograd {

// `view` (whose meta names its base) was just written in place by the op
// whose node is `fn` (fn's first input is the view's old value). Rebases
// the base's history onto CopySlices(fn) and the view's onto the base.
void rebase_history(const Tensor& view, const Tensor& base, const std::shared_ptr<Node>& fn);

}  // namespace yaten::autograd
