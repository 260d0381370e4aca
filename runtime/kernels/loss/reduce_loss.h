// A loss kernel's last step, shared by the losses that take torch's int
// reduction: the unreduced losses kept (0), averaged (1) or summed (2).
#pragma once

#include <cstdint>
#include <optional>

#include "generated/runtime/kernels/mean.h"
#include "generated/runtime/kernels/sum.h"

namespace yaten::kernels {

inline Tensor reduce_loss(const Tensor& unreduced, int64_t reduction) {
  if (reduction == 1) return mean(unreduced, std::nullopt, false, std::nullopt);
  if (reduction == 2) return sum(unreduced, std::nullopt, false, std::nullopt);
  return unreduced;
}

}  // namespace yaten::kernels
