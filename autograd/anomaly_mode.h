// Anomaly detection (autograd.detect_anomaly): when on, the engine checks
// every gradient a node returns and stops at the first NaN, naming the node
// ("Function 'MulBackward0' returned nan values in its 0th output."), as
// PyTorch does. Process-wide, as PyTorch's flag is.
#pragma once

#include "autograd/node.h"

namespace yaten::autograd {

class AnomalyMode {
 public:
  static bool is_enabled();
  static bool should_check_nan();
  static void set_enabled(bool enabled, bool check_nan = true);
};

// Throws RuntimeError if a floating output of node holds a NaN.
void check_for_nan(const Node& node, const TensorList& outputs);

}  // namespace yaten::autograd
