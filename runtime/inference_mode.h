// Inference mode (torch.inference_mode): memory allocated while it is on
// belongs to inference tensors, which autograd refuses to save for backward
// or to update in place once the mode is off. Views share their base's
// memory, hence its kind, as in PyTorch. Thread-local, as PyTorch's.
#pragma once

namespace yaten {

class InferenceMode {
 public:
  static bool is_enabled();
  static void set_enabled(bool enabled);
};

}  // namespace yaten
