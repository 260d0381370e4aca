// See anomaly_mode.h.
#include "autograd/anomaly_mode.h"

#include <atomic>
#include <cmath>

#include "runtime/error.h"
#include "runtime/kernels/common.h"

namespace yaten::autograd {

namespace {

std::atomic<bool> g_enabled{false};
std::atomic<bool> g_check_nan{true};
AnomalyReporter g_reporter;

bool has_nan(const Tensor& t) {
  if (!is_floating(t.dtype())) return false;
  Tensor c = kernels::contiguous(t);
  return YATEN_DISPATCH_CASES(t.dtype(), "detect_anomaly", YATEN_TYPES_FLOATING_AND_REDUCED, [&] {
    const scalar_t* p = c.data<scalar_t>();
    for (int64_t i = 0; i < c.numel(); ++i)
      if (std::isnan(p[i])) return true;
    return false;
  });
}

}  // namespace

bool AnomalyMode::is_enabled() { return g_enabled.load(std::memory_order_relaxed); }
bool AnomalyMode::should_check_nan() { return g_check_nan.load(std::memory_order_relaxed); }

void AnomalyMode::set_enabled(bool enabled, bool check_nan) {
  g_enabled = enabled;
  g_check_nan = check_nan;
}

void set_anomaly_reporter(AnomalyReporter reporter) { g_reporter = reporter; }

void record_forward_stack(Node& node) {
  if (g_reporter.current_stack) node.set_forward_stack(g_reporter.current_stack());
}

void report_backward_failure(const Node& node) {
  if (!g_reporter.warn) return;
  if (node.forward_stack() == nullptr) {
    g_reporter.warn("Error detected in " + node.name() + ". No forward pass information available. Enable detect "
                    "anomaly during forward pass for more information.");
    return;
  }
  g_reporter.warn("Error detected in " + node.name() + ". Traceback of forward call that caused the error:\n" +
                  *node.forward_stack());
}

void check_for_nan(const Node& node, const TensorList& outputs) {
  for (size_t i = 0; i < outputs.size(); ++i) {
    if (outputs[i].defined() && has_nan(outputs[i]))
      throw RuntimeError("Function '" + node.name() + "' returned nan values in its " + std::to_string(i) +
                         "th output.");
  }
}

}  // namespace yaten::autograd
