// Anomaly detection (autograd.detect_anomaly): when on, the engine checks
// every gradient a node returns and stops at the first NaN, naming the node
// ("Function 'MulBackward0' returned nan values in its 0th output."), as
// PyTorch does. Process-wide, as PyTorch's flag is. While it is on, each new
// node also records the stack of the forward call that created it, as the
// embedding language renders it, and a node whose backward fails first warns
// with that stack ("Error detected in LogBackward0. Traceback of forward
// call that caused the error: ...").
#pragma once

#include <string>

#include "autograd/node.h"

namespace yaten::autograd {

class AnomalyMode {
 public:
  static bool is_enabled();
  static bool should_check_nan();
  static void set_enabled(bool enabled, bool check_nan = true);
};

// What the embedding language (the Python layer) supplies: the text of the
// current call stack, and a warning to its user. Without them, nodes record
// nothing and failures warn about nothing.
struct AnomalyReporter {
  std::string (*current_stack)() = nullptr;
  void (*warn)(const std::string& message) = nullptr;
};
void set_anomaly_reporter(AnomalyReporter reporter);

// Stores the current stack on `node` (called as a node is created, while
// anomaly mode is on).
void record_forward_stack(Node& node);
// Warns with the forward stack of `node`, whose backward just failed (or
// says it has none: created before anomaly mode was on); the caller then
// lets the error propagate.
void report_backward_failure(const Node& node);

// Throws RuntimeError if a floating output of node holds a NaN.
void check_for_nan(const Node& node, const TensorList& outputs);

}  // namespace yaten::autograd
