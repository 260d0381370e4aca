// The grad-mode flag: thread-local, enabled by default.
#include "autograd/grad_mode.h"

namespace yaten::autograd {

namespace {
thread_local bool grad_mode_enabled = true;
}  // namespace

bool GradMode::is_enabled() { return grad_mode_enabled; }
void GradMode::set_enabled(bool enabled) { grad_mode_enabled = enabled; }

}  // namespace yaten::autograd
