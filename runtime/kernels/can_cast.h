// PyTorch's rule for writing a result into an out= tensor of another dtype
// (torch.can_cast): not floating into integral or bool, nor anything but
// bool into bool. Its own header, so that asking costs no rebuild of the
// kernels that include common.h.
#pragma once

#include "runtime/dtype.h"

namespace yaten::kernels {

inline bool can_cast(ScalarType from, ScalarType to) {
  return !(is_floating(from) && is_integral(to, true)) && !(from != ScalarType::Bool && to == ScalarType::Bool);
}

}  // namespace yaten::kernels
