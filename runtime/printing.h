// repr(tensor): the text PyTorch 1.13's torch/_tensor_str.py produces for a
// CPU strided tensor, with `yaten.` where PyTorch writes `torch.`.
#pragma once

#include <string>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

// torch.set_printoptions' knobs; the defaults are PyTorch's "default" profile.
struct PrintOptions {
  int precision = 4;
  double threshold = 1000;  // summarise when numel > threshold (may be infinity)
  int edgeitems = 3;
  int linewidth = 80;
  int sci_mode = -1;  // -1: chosen per tensor, 0: never, 1: always
};

// The process-wide options format_tensor reads.
PrintOptions& print_options();

// "tensor([1., 2.], dtype=yaten.float64, requires_grad=True)": the tensor's
// contents, then the size/dtype suffixes PyTorch adds, then extra_suffixes
// (requires_grad=True, grad_fn=<MulBackward0>, ...) in order, wrapped onto
// new lines at the line width as PyTorch wraps them.
std::string format_tensor(const Tensor& t, const std::vector<std::string>& extra_suffixes = {});

}  // namespace yaten
